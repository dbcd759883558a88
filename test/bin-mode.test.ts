// The package's bin, dist/cli.js, is committed executable and the build keeps it so: `npm link` (the
// README's way to put `loopgov` on the PATH) chmods it to 755, which left a clone of a 100644 file with a
// mode change to commit, and `npm run check-dist` failing on it.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('dist/cli.js, the bin', () => {
  it('is committed as 100755', () => {
    const entry = execFileSync('git', ['ls-files', '-s', '--', 'dist/cli.js'], { encoding: 'utf8' });
    expect(entry).toMatch(/^100755 /);
  });

  it('is executable as the build (test/global-setup.ts) left it', () => {
    expect(statSync('dist/cli.js').mode & 0o777).toBe(0o755);
  });
});
