// What a runner's memory of rejects is keyed by (decision 132). (E) A reject read once through another
// --protected-ref (a run pinned against refs/heads/experimental, whose history holds it) refused main's
// runs of the same digest on that runner for good: a revocation is a fact about one ref's history. (F) A
// reject seen through `file:///…/policies.git` was forgotten through `/…/policies.git/`: one repository,
// spelled two ways, had two records (and two clones, and proofs that served only one spelling).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { revocationRecord } from '../../../src/io/policy/cache.js';
import { git } from '../../helpers/gate-repo.js';
import { type PinnedWorld, pinnedWorld } from '../../helpers/pinned-world.js';

const MAIN = 'refs/heads/main';
const EXPERIMENTAL = 'refs/heads/experimental';

/** The key the release before repository identities gave a spelling: the SHA-256 of it as written. */
const keyBefore = (spelling: string) => createHash('sha256').update(spelling).digest('hex').slice(0, 32);

/** Commits bob's reject on a branch `experimental` off the pinned commit (not on main) and pushes it. */
function rejectOnExperimental(w: PinnedWorld): string {
  git(w.repo, 'checkout', '-q', '-b', 'experimental');
  const c = w.reject();
  git(w.repo, 'push', '-q', w.origin, 'experimental');
  git(w.repo, 'checkout', '-q', 'main');
  return c;
}

const forcePush = (w: PinnedWorld, ref: string) =>
  git(w.repo, 'push', '-q', '--force', w.origin, `${w.commit}:${ref}`);

/** Moves the one record line of `ref` to where the release before kept it for `spelling`; returns there. */
function recordAsBefore(w: PinnedWorld, ref: string, spelling: string): string {
  const now = revocationRecord(w.cacheDir, `file://${w.origin}`, ref, w.head).file;
  const line = readFileSync(now, 'utf8');
  rmSync(dirname(now), { recursive: true });
  const before = join(w.cacheDir, 'revocations', keyBefore(spelling), `${w.head}.jsonl`);
  mkdirSync(dirname(before), { recursive: true });
  writeFileSync(before, line);
  return before;
}

describe('(E) a reject is remembered for the protected ref whose history held it', () => {
  it("a reject seen on refs/heads/experimental does not refuse main's runs; it still refuses experimental's after a force-push", async () => {
    const w = await pinnedWorld('keys-ref');
    rejectOnExperimental(w);
    await expect(w.load({ protectedRef: EXPERIMENTAL })).rejects.toMatchObject({
      code: 'ERR_APPROVAL',
      message: expect.stringMatching(/bob rejected this digest in commit/),
    });
    await expect(w.load()).resolves.toMatchObject({ verified: true, approvers: ['alice'] });
    const experimental = revocationRecord(w.cacheDir, `file://${w.origin}`, EXPERIMENTAL, w.head).file;
    expect(readFileSync(experimental, 'utf8').trim().split('\n')).toHaveLength(1);
    forcePush(w, EXPERIMENTAL);
    await expect(w.load({ protectedRef: EXPERIMENTAL })).rejects.toMatchObject({
      code: 'ERR_APPROVAL',
      message: expect.stringContaining(`which this runner saw on`),
    });
    await expect(w.load()).resolves.toMatchObject({ verified: true });
  });

  it('a record of the layout before (one per repository and digest, no ref) still refuses the digest, on every ref', async () => {
    const w = await pinnedWorld('keys-ref-before');
    rejectOnExperimental(w);
    await expect(w.load({ protectedRef: EXPERIMENTAL })).rejects.toMatchObject({ code: 'ERR_APPROVAL' });
    forcePush(w, EXPERIMENTAL);
    // The path spelling's key before is the repository's key now: the old file sits beside the ref folders.
    const before = recordAsBefore(w, EXPERIMENTAL, w.origin);
    for (const protectedRef of [MAIN, EXPERIMENTAL]) {
      const err = await w.load({ protectedRef }).catch((e) => e);
      expect(err.code).toBe('ERR_APPROVAL');
      expect(err.message).toContain(`which this runner saw on`);
      expect(err.message).toContain(
        `(${before}, recorded before rejects were kept per protected ref: it does not say which ref it came from, so it revokes the digest on every protected ref of this repository`,
      );
    }
    // Read, never written: what main's history shows goes to main's record.
    expect(readFileSync(before, 'utf8').trim().split('\n')).toHaveLength(1);
  });
});

describe('(F) one repository however it is spelled: one record, one clone, one proof', () => {
  it('a reject seen through file:// is remembered through the path, a trailing slash and file://localhost', async () => {
    const w = await pinnedWorld('keys-spelling');
    w.reject();
    await expect(w.load()).rejects.toMatchObject({ code: 'ERR_APPROVAL' });
    forcePush(w, MAIN);
    for (const repo of [w.origin, `${w.origin}/`, `file://${w.origin}/`, `file://localhost${w.origin}`]) {
      const err = await w.load({ repo }).catch((e) => e);
      expect(err.code, repo).toBe('ERR_APPROVAL');
      expect(err.message, repo).toMatch(/which this runner saw on .* the protected history no longer holds/);
    }
    expect(readdirSync(join(w.cacheDir, 'repos'))).toHaveLength(1);
    expect(readdirSync(join(w.cacheDir, 'revocations'))).toHaveLength(1);
  });

  it('a record the release before kept under the key of another spelling is still read', async () => {
    const w = await pinnedWorld('keys-spelling-before');
    w.reject();
    await expect(w.load()).rejects.toMatchObject({ code: 'ERR_APPROVAL' });
    forcePush(w, MAIN);
    const before = recordAsBefore(w, MAIN, `file://${w.origin}/`);
    for (const repo of [`file://${w.origin}/`, `file://${w.origin}`, w.origin]) {
      const err = await w.load({ repo }).catch((e) => e);
      expect(err.code, repo).toBe('ERR_APPROVAL');
      expect(err.message, repo).toContain(`(${before}, recorded before rejects were kept per protected ref`);
    }
  });

  it('a proof made through one spelling serves another (dev, within the TTL: no fetch)', async () => {
    const w = await pinnedWorld('keys-proof');
    const first = await w.load({ profile: 'dev' });
    expect(first.fetches).toBeGreaterThan(0);
    // Recorded as given: only the key is folded.
    const again = await w.load({ profile: 'dev', repo: `file://localhost${w.origin}/` });
    expect(again).toMatchObject({ fetches: 0, repo: `file://localhost${w.origin}/` });
    expect(await w.load({ profile: 'dev', repo: w.origin })).toMatchObject({ fetches: 0, repo: w.origin });
  });
});
