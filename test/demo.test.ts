// `npm run demo` runs offline in a temporary folder, apart from the user's git config: its git helper
// (scripts/demo/lib.mjs) run in a child process under a home whose `.gitconfig` would sign every commit.
// The whole demo takes ~40 s, so its helpers stand in for it here.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const LIB = join(ROOT, 'scripts/demo/lib.mjs');

/** A home whose git config signs every commit with a key that does not exist, and turns CRLF on. */
function signingHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'loopgov-demo-test-home-'));
  writeFileSync(
    join(home, '.gitconfig'),
    '[user]\n\tname = Dev\n\temail = dev@example.com\n\tsigningkey = ABCDEF0123456789\n' +
      '[commit]\n\tgpgsign = true\n[tag]\n\tgpgsign = true\n[init]\n\tdefaultBranch = master\n',
  );
  return home;
}

/** Runs `code` (an ES module body with `lib` imported) in node under `home`. */
function runWithLib(home: string, code: string) {
  const script = `import * as lib from ${JSON.stringify(`file://${LIB}`)};\n${code}`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config') },
  });
}

describe('npm run demo, apart from the user git config', () => {
  it('makes its governance repository, unsigned, under a .gitconfig with commit.gpgsign=true', () => {
    const work = mkdtempSync(join(tmpdir(), 'loopgov-demo-test-'));
    const r = runWithLib(
      signingHome(),
      `const repo = lib.makeGovernanceRepo({ work: ${JSON.stringify(work)}, root: ${JSON.stringify(ROOT)} }, 'gov');
       console.log(lib.git(repo.dir, 'cat-file', 'commit', 'HEAD'));`,
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('author Demo <demo@example.com>');
    expect(r.stdout).not.toContain('gpgsig');
    const branch = execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], {
      cwd: join(work, 'gov'),
      encoding: 'utf8',
    });
    expect(branch.trim()).toBe('main');
  });

  it("says which git failed, where, and git's words (a DemoError, no stack trace)", () => {
    const work = mkdtempSync(join(tmpdir(), 'loopgov-demo-test-'));
    const r = runWithLib(
      signingHome(),
      `try { lib.git(${JSON.stringify(work)}, 'log', '-1'); }
       catch (e) { console.log(e instanceof lib.DemoError, e.message); }`,
    );
    expect(r.stdout.trim()).toBe(
      `true git log -1 failed in ${work}: fatal: not a git repository (or any of the parent directories): .git`,
    );
  });
});
