// Spellings that may be two repositories never share a clone or a proof (decision 132): git decodes %XX
// across a whole URL before it splits host from path (F1), and `url.<base>.insteadOf` is a case-sensitive
// textual rewrite (F2), so a proof made through one spelling served a pin of another repository that never
// held the commit. The revocation record is also kept under the liberal key: a reject seen through one
// spelling that usually names the same repository is still honoured through another.
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { revocationRecord } from '../../../src/io/policy/cache.js';
import { git, makeRepo } from '../../helpers/gate-repo.js';
import { type PinnedWorld, pinnedWorld } from '../../helpers/pinned-world.js';

/** Two bare repositories at `<root>/srv/A/p.git` (the world's origin) and `<root>/srv/a/p.git` (another). */
function twoRepositories(w: PinnedWorld): { root: string; same: string; other: string } {
  const root = mkdtempSync(join(tmpdir(), 'loopgov-split-'));
  const same = join(root, 'srv/A/p.git');
  const other = join(root, 'srv/a/p.git');
  mkdirSync(join(root, 'srv/A'), { recursive: true });
  mkdirSync(join(root, 'srv/a'), { recursive: true });
  git(root, 'clone', '-q', '--bare', w.origin, same);
  git(root, 'clone', '-q', '--bare', makeRepo('split-other'), other);
  return { root, same, other };
}

/** The runner's git config `url.<base>.insteadOf <prefix>` for each pair, as `GIT_CONFIG_*` variables. */
function insteadOf(pairs: [prefix: string, base: string][]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_CONFIG_COUNT: String(pairs.length) };
  pairs.forEach(([prefix, base], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = `url.${base}.insteadOf`;
    env[`GIT_CONFIG_VALUE_${i}`] = prefix;
  });
  return env;
}

describe('a proof made through one spelling does not serve another repository', () => {
  it('F1: file://h%2F…%2FA/p.git and file://h%2F…%2Fa/p.git (git decodes the authority into the path)', async () => {
    const w = await pinnedWorld('split-escape');
    const { root } = twoRepositories(w);
    const escaped = (dir: string) => `file://h${dir.replace(/\//g, '%2F')}/p.git`;
    const urlA = escaped(join(root, 'srv/A'));
    const urlB = escaped(join(root, 'srv/a'));
    expect(git(root, 'ls-remote', urlA, 'refs/heads/main')).toContain(w.commit);
    expect(git(root, 'ls-remote', urlB, 'refs/heads/main')).not.toContain(w.commit);
    expect((await w.load({ profile: 'dev', repo: urlA })).fetches).toBeGreaterThan(0);
    await expect(w.load({ profile: 'dev', repo: urlB })).rejects.toMatchObject({
      code: 'ERR_PIN',
      message: `commit ${w.commit} does not exist in ${urlB}`,
    });
    expect(readdirSync(join(w.cacheDir, 'repos'))).toHaveLength(2);
  });

  it('F2: https://GIT.example/p and https://git.example/p, which insteadOf sends to two repositories', async () => {
    const w = await pinnedWorld('split-insteadof');
    const { same, other } = twoRepositories(w);
    const env = insteadOf([
      ['https://GIT.example/p', `file://${same}`],
      ['https://git.example/p', `file://${other}`],
    ]);
    expect((await w.load({ profile: 'dev', env, repo: 'https://GIT.example/p' })).fetches).toBeGreaterThan(0);
    await expect(w.load({ profile: 'dev', env, repo: 'https://git.example/p' })).rejects.toMatchObject({
      code: 'ERR_PIN',
      message: `commit ${w.commit} does not exist in https://git.example/p`,
    });
  });
});

describe('the revocation record is read and written under the liberal key too', () => {
  it('a reject seen through https://GIT.example/p is honoured through https://git.example:443/p/ after a force-push', async () => {
    const w = await pinnedWorld('split-liberal');
    const env = insteadOf([
      ['https://GIT.example/p', `file://${w.origin}`],
      ['https://git.example:443/p/', `file://${w.origin}`],
    ]);
    w.reject();
    await expect(w.load({ env, repo: 'https://GIT.example/p' })).rejects.toMatchObject({
      code: 'ERR_APPROVAL',
      message: expect.stringMatching(/bob rejected this digest in commit/),
    });
    git(w.repo, 'push', '-q', '--force', w.origin, `${w.commit}:refs/heads/main`);
    const err = await w.load({ env, repo: 'https://git.example:443/p/' }).catch((e) => e);
    expect(err.code).toBe('ERR_APPROVAL');
    const liberal = revocationRecord(w.cacheDir, 'https://git.example/p', 'refs/heads/main', w.head).liberal;
    expect(err.message).toContain(`which this runner saw on`);
    expect(err.message).toContain(`(${liberal}) and the protected history no longer holds`);
    // Two clones (one per conservative identity), and the reject now under the second spelling's own key too.
    expect(readdirSync(join(w.cacheDir, 'repos'))).toHaveLength(2);
  });

  it('revocationRecord: the file under the conservative key, another under the liberal key', () => {
    const a = revocationRecord('/c', 'https://***@GitHub.com:443/acme/p/', 'refs/heads/main', 'd');
    const b = revocationRecord('/c', 'https://github.com/acme/p', 'refs/heads/main', 'd');
    expect(a.file).not.toBe(b.file);
    expect(a.liberal).toBe(b.liberal);
    const local = revocationRecord('/c', 'file:///srv/p.git/', 'refs/heads/main', 'd');
    expect(local.liberal).toBe(local.file);
    expect(local.file).toBe(revocationRecord('/c', '/srv/p.git', 'refs/heads/main', 'd').file);
  });
});
