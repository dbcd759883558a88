// A reject committed on the protected branch revokes the pinned digest at the next prod run start, not
// once the cached reachability proof has aged past --reachability-ttl (decision 122): prod fetches the
// protected ref on every load, and the TTL is how old a proof may be when the repository cannot be
// reached. Runs that start together share one fetch. Time is injected, never slept on.
import { mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPinnedPolicy } from '../../../src/io/policy/pin.js';
import { commitAs, git, makeApprovedPin, PEOPLE } from '../../helpers/gate-repo.js';

const T0 = Date.UTC(2026, 0, 1, 12);
const MIN = 60_000;

/** A policy repository (and its bare origin) whose main holds an approved pin; one cache; loads at a time. */
async function world() {
  const { repo, origin, commit, trustFile, token, head } = await makeApprovedPin('reject-now');
  const cacheDir = mkdtempSync(join(tmpdir(), 'loopgov-cache-'));
  const load = (now: number, more: { offline?: boolean; profile?: 'prod' | 'dev' } = {}) =>
    loadPinnedPolicy({
      repo: `file://${origin}`,
      commit,
      profile: 'prod',
      trustFile,
      cacheDir,
      now: () => now,
      ...more,
    });
  const reject = () => {
    commitAs(repo, PEOPLE.erin!, 'bob rejects', {
      [`approvals/${head}/bob-2026.jwt`]: token('bob', 'bob-2026', 'reject'),
    });
    git(repo, 'push', '-q', origin, 'main');
  };
  return { origin, load, reject };
}

describe('a reject takes effect at the next prod run start', () => {
  it('within the TTL of a fresh proof: prod fetches, sees the reject and HALTs; dev (no rejects read) does not fetch', async () => {
    const w = await world();
    expect(await w.load(T0)).toMatchObject({ verified: true, approvers: ['alice'] });
    w.reject();
    await expect(w.load(T0 + 1 * MIN)).rejects.toMatchObject({
      code: 'ERR_APPROVAL',
      message: expect.stringMatching(/bob rejected this digest in commit [0-9a-f]{12}/),
    });
    // Dev reads no rejects: the fresh proof serves it with no git at all, as before.
    expect((await w.load(T0 + 2 * MIN, { profile: 'dev' })).fetches).toBe(0);
  });

  it('every prod load fetches: the reachability it records is made now', async () => {
    const w = await world();
    await w.load(T0);
    const again = await w.load(T0 + 1 * MIN);
    expect(again.fetches).toBeGreaterThan(0);
    expect(again.reachability).toEqual({
      protected_ref: 'refs/heads/main',
      proven_at: new Date(T0 + 1 * MIN).toISOString(),
      ttl_sec: 600,
      offline: false,
    });
  });

  it('the repository unreachable: within the TTL prod runs on the proof, recorded; past it HALT unless --offline', async () => {
    const w = await world();
    await w.load(T0);
    renameSync(w.origin, `${w.origin}.gone`);
    const within = await w.load(T0 + 5 * MIN);
    expect(within.reachability).toEqual({
      protected_ref: 'refs/heads/main',
      proven_at: new Date(T0).toISOString(),
      ttl_sec: 600,
      offline: false,
      fetch_error: expect.stringMatching(/^cannot fetch refs\/heads\/main from file:\/\//),
    });
    await expect(w.load(T0 + 20 * MIN)).rejects.toMatchObject({
      code: 'ERR_PIN',
      message: expect.stringMatching(/older than the reachability TTL of 600s: give --offline/),
    });
    const offline = await w.load(T0 + 20 * MIN, { offline: true });
    expect(offline.reachability.stale_proof_used).toMatchObject({ age_sec: 1200 });
  });

  it('runs that start together share one fetch', async () => {
    const w = await world();
    await w.load(T0);
    const runs = await Promise.all([1, 2, 3].map(() => w.load(T0 + 1 * MIN)));
    expect(runs.map((r) => r.fetches > 0).filter(Boolean)).toHaveLength(1);
    for (const r of runs) expect(r.reachability.proven_at).toBe(new Date(T0 + 1 * MIN).toISOString());
  });
});
