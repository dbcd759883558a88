// Integration tests run the real bundles (`node dist/cli.js`, `node dist/action.js`): build them first,
// so a test run always exercises the current source. CI separately checks the committed dist/ is fresh.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
