// Integration tests run the real bundles (`node dist/cli.js`, `node dist/action.js`): build them first,
// so a test run always exercises the current source. CI separately checks the committed dist/ is fresh.
// Without the type check of the declarations (a third of the build's time, the same output): the type
// check is `npm run typecheck`'s, and `npm run check-dist`'s full build still fails on a type error.
// Skipped when dist/ is what the last build made from the source as it is now (scripts/build/stamp.mjs).
//
// Every temporary directory of the run (the tests', the CLIs' they spawn, Chromium's) is made under one
// of its own, removed when the run ends: a run made about a thousand and left them all in the system's
// temp dir. `LOOPGOV_KEEP_TEST_TMP=1` keeps it, to look at what a failing test left.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain .mjs build script, no declarations
import { stampIsCurrent } from '../scripts/build/stamp.mjs';

export default function setup(): () => void {
  if (stampIsCurrent()) {
    process.stdout.write('dist/ is built from the current source (build stamp): not rebuilt\n');
  } else {
    execFileSync(process.execPath, ['scripts/build.mjs', '--no-typecheck'], { stdio: 'inherit' });
  }
  const before = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), 'loopgov-test-'));
  // Read by os.tmpdir() in this process, and inherited by the test workers and what they spawn.
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    if (process.env.LOOPGOV_KEEP_TEST_TMP === '1') {
      process.stdout.write(`the tests' temporary files are kept in ${root}\n`);
      return;
    }
    rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  };
}
