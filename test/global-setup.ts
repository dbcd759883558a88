// Integration tests run the real bundles (`node dist/cli.js`, `node dist/action.js`): build them first,
// so a test run always exercises the current source. CI separately checks the committed dist/ is fresh.
// Without the type check of the declarations (a third of the build's time, the same output): the type
// check is `npm run typecheck`'s, and `npm run check-dist`'s full build still fails on a type error.
// Skipped when dist/ is what the last build made from the source as it is now (scripts/build/stamp.mjs).
import { execFileSync } from 'node:child_process';
// @ts-expect-error: a plain .mjs build script, no declarations
import { stampIsCurrent } from '../scripts/build/stamp.mjs';

export default function setup(): void {
  if (stampIsCurrent()) {
    process.stdout.write('dist/ is built from the current source (build stamp): not rebuilt\n');
    return;
  }
  execFileSync(process.execPath, ['scripts/build.mjs', '--no-typecheck'], { stdio: 'inherit' });
}
