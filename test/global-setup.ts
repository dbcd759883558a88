// Integration tests run the real bundles (`node dist/cli.js`, `node dist/action.js`): build them first,
// so a test run always exercises the current source. CI separately checks the committed dist/ is fresh.
// Without the type check of the declarations (a third of the build's time, the same output): the type
// check is `npm run typecheck`'s, and `npm run check-dist`'s full build still fails on a type error.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--no-typecheck'], { stdio: 'inherit' });
}
