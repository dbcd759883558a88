// loadPinnedPolicy checks its request as openRun checks a pinned spec (decision 129): the same field
// checks, unknown keys, a trust file that cannot be read (a usage error in every profile, decision 124)
// and a `now` that gives no time — each before git runs or the cache is touched. Its keys are named as
// its caller writes them (`commit`, not `policy.commit`), and a run's pinned spec may be spread in.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPinnedPolicy, type PinRequest } from '../../../src/io/policy/pin.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { governanceRepo, tempDir } from '../../cli/run-fixtures.js';

const repo = governanceRepo();
const commit = repo.git('rev-parse', 'HEAD').trim();

describe('a pin request that openRun would refuse is refused by loadPinnedPolicy alike', () => {
  it.each([
    [
      'an unknown key',
      { protectdRef: 'refs/heads/main' },
      /^unknown option protectdRef \(known: repo, commit, /,
    ],
    [
      'a negative TTL',
      { reachabilityTtlSec: -1 },
      /^reachabilityTtlSec must be a whole number of seconds, 0 or more \(got -1\)$/,
    ],
    ['a short commit', { commit: 'abc1234' }, /^commit must be a full 40-hex commit id/],
    ['a spec of another kind', { kind: 'dir' }, /^kind must be "pinned" or left out: .*\(got "dir"\)$/],
    ['an infinite TTL', { reachabilityTtlSec: Infinity }, /\(got Infinity\)$/],
    [
      'a trust file that is not there (dev)',
      { trustFile: '/nonexistent/t.yaml' },
      /^trustFile \/nonexistent\/t\.yaml: no such file$/,
    ],
    [
      'a trust file that is not there (prod)',
      { trustFile: '/nonexistent/t.yaml', profile: 'prod' },
      /^trustFile \/nonexistent\/t\.yaml: no such file$/,
    ],
    [
      'a now that is no function',
      { now: 5 },
      /^now must be a function giving milliseconds since the epoch \(got 5\)$/,
    ],
  ])('%s: ERR_USAGE, nothing cached', async (_what, over, says) => {
    const cacheDir = tempDir('loopgov-cache-');
    const req = { repo: repo.dir, commit, profile: 'dev', cacheDir, ...over } as unknown as PinRequest;
    await expect(loadPinnedPolicy(req)).rejects.toMatchObject({
      code: 'ERR_USAGE',
      message: expect.stringMatching(says),
    });
    expect(existsSync(join(cacheDir, 'policies'))).toBe(false);
  });

  it('the same spec through openRun gets the same message, named as a run option', async () => {
    const traceDir = tempDir();
    const open = (policy: Record<string, unknown>) =>
      openRun({
        runId: 'p1',
        project: 'demo',
        level: 'L2',
        profile: 'dev',
        policy: { kind: 'pinned', repo: repo.dir, commit, ...policy } as never,
        traceDir,
      });
    for (const [policy, says] of [
      [{ reachabilityTtlSec: -1 }, /^policy\.reachabilityTtlSec must be a whole number/],
      [{ trustFile: '/nonexistent/t.yaml' }, /^policy\.trustFile \/nonexistent\/t\.yaml: no such file$/],
    ] as const)
      await expect(open(policy)).rejects.toMatchObject({
        code: 'ERR_USAGE',
        message: expect.stringMatching(says),
      });
  });

  it.each([
    ['NaN', () => Number.NaN, /^now\(\) gave NaN, not a time/],
    [
      'a throw',
      () => {
        throw new Error('boom');
      },
      /^now\(\) threw instead of giving a time: boom$/,
    ],
  ])('a now() that gives %s: ERR_CLOCK before git runs', async (_what, now, says) => {
    const cacheDir = tempDir('loopgov-cache-');
    await expect(
      loadPinnedPolicy({ repo: repo.dir, commit, profile: 'dev', cacheDir, now }),
    ).rejects.toMatchObject({
      code: 'ERR_CLOCK',
      message: expect.stringMatching(says),
    });
    expect(existsSync(join(cacheDir, 'policies'))).toBe(false);
  });

  it('a request that passes loads as before', async () => {
    const cacheDir = tempDir('loopgov-cache-');
    const pinned = await loadPinnedPolicy({
      repo: repo.dir,
      commit,
      profile: 'dev',
      cacheDir,
      now: Date.now,
    });
    expect(pinned.commit).toBe(commit);
  });

  it("a run's pinned spec spread in as it is (kind: 'pinned') loads", async () => {
    const spec = { kind: 'pinned', repo: repo.dir, commit } as const;
    const pinned = await loadPinnedPolicy({ ...spec, profile: 'dev', cacheDir: tempDir('loopgov-cache-') });
    expect(pinned.commit).toBe(commit);
  });
});
