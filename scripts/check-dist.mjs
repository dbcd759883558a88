// `npm run check-dist`: rebuilds dist/ (and the generated validators) and fails when the result differs
// from what is committed — a changed, a new (untracked) or a deleted file alike, so new outputs such as
// dist/types/ and dist/chunks/ are covered as they appear.
import { execFileSync } from 'node:child_process';

const PATHS = ['dist', 'src/core/policy/generated', 'src/server/panel/generated', 'docs/openapi.json'];

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...PATHS], {
  encoding: 'utf8',
});
if (status.trim() !== '') {
  process.stderr.write(
    `check-dist: the build differs from what is committed (run npm run build and commit):\n${status}`,
  );
  process.exitCode = 1;
}
