// SPEC §4.1 after round 2: the default protected ref is the policy repository's own main for every kind of
// repository; a cached reachability proof has a TTL (time injected, never slept on); --offline is the one
// explicit exception and it is recorded.
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPinnedPolicy, resolveRepoLocation } from '../../../src/io/policy/pin.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { governanceRepo, readTrace, tempDir } from '../../cli/run-fixtures.js';

const T0 = Date.UTC(2026, 0, 1, 12);
const MIN = 60_000;

describe('the default protected ref: the repository’s own main', () => {
  const repo = governanceRepo();
  const commit = repo.git('rev-parse', 'HEAD').trim();
  it.each([
    ['a file:// URL of a bare remote', () => `file://${repo.origin}`],
    ['a bare repository path', () => repo.origin],
    ['a working clone', () => repo.dir],
    ['a bare repository path relative to the current directory', () => relative(process.cwd(), repo.origin)],
  ])('%s works unchanged', async (_kind, where) => {
    const pinned = await loadPinnedPolicy({ repo: where(), commit, profile: 'dev', cacheDir: tempDir() });
    expect(pinned.commit).toBe(commit);
    expect(pinned.reachability).toMatchObject({ protected_ref: 'refs/heads/main' });
  });

  it('a relative path is relative to the current directory, never to the cache', () => {
    const cwd = tempDir();
    expect(resolveRepoLocation('../policies.git', join(cwd, 'agent'))).toBe(join(cwd, 'policies.git'));
    expect(resolveRepoLocation('policies', cwd)).toBe(join(cwd, 'policies'));
    for (const url of [
      'https://github.com/acme/agent-policies',
      'file:///srv/policies.git',
      'git@github.com:acme/agent-policies.git',
      'ssh://git@host/x.git',
    ])
      expect(resolveRepoLocation(url, cwd)).toBe(url);
  });
});

/** A fresh remote with one commit on main, and a load of it at `now` from one cache. */
function world() {
  const repo = governanceRepo();
  const commit = repo.git('rev-parse', 'HEAD').trim();
  const cacheDir = tempDir('loopgov-cache-');
  const url = `file://${repo.origin}`;
  const load = (
    now: number,
    more: { offline?: boolean; reachabilityTtlSec?: number; env?: NodeJS.ProcessEnv } = {},
  ) => loadPinnedPolicy({ repo: url, commit, profile: 'dev', cacheDir, now: () => now, ...more });
  return { repo, commit, cacheDir, url, load };
}

describe('REDTEAM round 2: a reachability proof older than its TTL is proven again', () => {
  it('the pinned commit force-pushed out of main: served from the cache within the TTL, HALT after it', async () => {
    const w = world();
    w.repo.commit({ 'notes.txt': 'later' });
    // Pin the older commit of the two, then rewrite main so it no longer holds it.
    const first = await w.load(T0);
    expect(first.fetches).toBeGreaterThan(0);
    expect(first.reachability).toEqual({
      protected_ref: 'refs/heads/main',
      proven_at: new Date(T0).toISOString(),
      ttl_sec: 600,
      offline: false,
    });
    w.repo.git('checkout', '-q', '--orphan', 'rewritten');
    w.repo.git('commit', '-q', '-m', 'history rewritten');
    w.repo.git('push', '-q', '--force', 'origin', 'rewritten:main');
    // Inside the TTL the cached proof stands (no git at all).
    expect((await w.load(T0 + 9 * MIN)).fetches).toBe(0);
    // Past it, the proof is made again against the repository as it is now.
    await expect(w.load(T0 + 11 * MIN)).rejects.toMatchObject({
      code: 'ERR_PIN',
      message: expect.stringMatching(/not reachable from refs\/heads\/main/),
    });
    // A disproven proof is dropped: --offline cannot bring it back, and neither can an earlier clock.
    await expect(w.load(T0 + 12 * MIN, { offline: true })).rejects.toMatchObject({ code: 'ERR_PIN' });
    await expect(w.load(T0 + 1 * MIN)).rejects.toMatchObject({ code: 'ERR_PIN' });
  });

  it.each([
    ['TTL 0: every load proves again', 0, T0 + 1, true],
    ['a custom TTL of 60 s, 61 s later', 60, T0 + 61_000, true],
    ['a custom TTL of 60 s, 59 s later', 60, T0 + 59_000, false],
    ['a clock that went backwards', 600, T0 - MIN, true],
  ])('%s', async (_name, ttl, later, fetches) => {
    const w = world();
    await w.load(T0, { reachabilityTtlSec: ttl });
    const again = await w.load(later, { reachabilityTtlSec: ttl });
    expect(again.fetches > 0).toBe(fetches);
  });

  it('a cache entry written before proofs were dated is proven again', async () => {
    const w = world();
    await w.load(T0);
    const file = join(w.cacheDir, 'policies', `${w.commit}.json`);
    const entry = JSON.parse(readFileSync(file, 'utf8'));
    for (const r of entry.reachable) delete r.proven_at;
    writeFileSync(file, JSON.stringify(entry));
    expect((await w.load(T0 + 1)).fetches).toBeGreaterThan(0);
  });

  it('the repository unreachable past the TTL: HALT naming --offline; with --offline it runs on the older proof, recorded', async () => {
    const w = world();
    await w.load(T0);
    renameSync(w.repo.origin, `${w.repo.origin}.gone`);
    // Within the TTL nobody needs the network.
    expect((await w.load(T0 + 5 * MIN)).fetches).toBe(0);
    await expect(w.load(T0 + 20 * MIN)).rejects.toMatchObject({
      code: 'ERR_PIN',
      message: expect.stringMatching(
        /cannot fetch refs\/heads\/main from .*; the cached proof of [0-9a-f]{40} is 20 min old, older than the reachability TTL of 600s: give --offline \(library: offline: true\) to run on it, recorded/,
      ),
    });
    const offline = await w.load(T0 + 20 * MIN, { offline: true });
    expect(offline.reachability).toMatchObject({
      proven_at: new Date(T0).toISOString(),
      offline: true,
      stale_proof_used: { age_sec: 1200, fetch_error: expect.stringMatching(/cannot fetch/) },
    });
    // --offline with no proof at all proves nothing.
    const other = world();
    renameSync(other.repo.origin, `${other.repo.origin}.gone`);
    await expect(other.load(T0, { offline: true })).rejects.toMatchObject({ code: 'ERR_PIN' });
  });

  // Pin probe, round 9: another run's fetch already brought the force-push into the cache clone; the
  // repository then cannot be reached. The older proof must not stand in against what the clone shows.
  it('a cached proof the clone’s own last fetch disproves serves no run, --offline or not, and is dropped', async () => {
    const w = world();
    await w.load(T0);
    w.repo.git('checkout', '-q', '--orphan', 'rewritten');
    w.repo.git('commit', '-q', '-m', 'history rewritten');
    w.repo.git('push', '-q', '--force', 'origin', 'rewritten:main');
    const rewritten = w.repo.git('rev-parse', 'HEAD').trim();
    // Any run of the new commit fetches main into the shared clone.
    await loadPinnedPolicy({
      repo: w.url,
      commit: rewritten,
      profile: 'dev',
      cacheDir: w.cacheDir,
      now: () => T0 + MIN,
    });
    renameSync(w.repo.origin, `${w.repo.origin}.gone`);
    const disproven = {
      code: 'ERR_PIN',
      message: expect.stringMatching(
        /no longer reachable from refs\/heads\/main of .* as last fetched into the cache clone/,
      ),
    };
    await expect(w.load(T0 + 20 * MIN, { offline: true })).rejects.toMatchObject(disproven);
    // Dropped: nothing is left to fall back on.
    const entry = JSON.parse(readFileSync(join(w.cacheDir, 'policies', `${w.commit}.json`), 'utf8'));
    expect(entry.reachable).toEqual([]);
  });

  it('openRun records the reachability (and --offline) in run_start', async () => {
    const w = world();
    await w.load(T0);
    renameSync(w.repo.origin, `${w.repo.origin}.gone`);
    const traceDir = tempDir();
    const clock = { now: () => T0 + 30 * MIN };
    const open = (runId: string, offline: boolean) =>
      openRun({
        runId,
        project: 'demo',
        level: 'L2',
        profile: 'dev',
        policy: { kind: 'pinned', repo: w.url, commit: w.commit, cacheDir: w.cacheDir, offline },
        traceDir,
        durability: 'none',
        clock,
      });
    const refused = await open('stale', false);
    expect(refused.refused).toMatchObject({ decision: 'HALT', reason: 'policy_unavailable' });
    expect(refused.refused?.detail).toMatch(/give --offline/);
    const run = await open('offline', true);
    expect(run.refused).toBeNull();
    await run.close();
    expect(readTrace(traceDir, 'offline')[0]).toMatchObject({
      type: 'run_start',
      policy: {
        reachability: {
          protected_ref: 'refs/heads/main',
          offline: true,
          stale_proof_used: { age_sec: 1800 },
        },
      },
    });
  });

  it('loopgov run: --offline and --reachability-ttl are flags, LOOPGOV_REACHABILITY_TTL stands in', () => {
    const w = world();
    const traceDir = tempDir();
    const run = (runId: string, extra: string[], env: Record<string, string> = {}) =>
      execFileSync(
        process.execPath,
        [
          'dist/cli.js',
          'run',
          ...['--run-id', runId, '--project', 'demo', '--level', 'L2', '--profile', 'dev'],
          ...['--trace-dir', traceDir, '--policy-repo', w.url, '--policy-commit', w.commit, ...extra],
        ],
        { input: '', env: { ...process.env, LOOPGOV_CACHE_DIR: w.cacheDir, ...env } },
      );
    const code = (f: () => unknown) => {
      try {
        f();
        return 0;
      } catch (e) {
        return (e as { status: number }).status;
      }
    };
    // stdin closes at once: HALT (incomplete), exit 3, but run_start says how the pin was proven.
    expect(code(() => run('a', ['--offline', '--reachability-ttl', '30s']))).toBe(3);
    expect(readTrace(traceDir, 'a')[0]).toMatchObject({
      policy: { reachability: { ttl_sec: 30, offline: true } },
    });
    expect(code(() => run('b', [], { LOOPGOV_REACHABILITY_TTL: '2h' }))).toBe(3);
    expect(readTrace(traceDir, 'b')[0]).toMatchObject({
      policy: { reachability: { ttl_sec: 7200, offline: false } },
    });
  });
});

/** A `git` on PATH that speaks German whatever loopgov sets (as a translated git in a German shell does). */
function germanGit(): NodeJS.ProcessEnv {
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const bin = tempDir('loopgov-de-');
  writeFileSync(join(bin, 'git'), `#!/bin/sh\nLANGUAGE=de LC_ALL=C.UTF-8 exec ${real} "$@"\n`);
  chmodSync(join(bin, 'git'), 0o755);
  return { ...process.env, PATH: `${bin}:${process.env.PATH}` };
}

describe('a protected ref deleted from the repository, whatever language git speaks', () => {
  it.each([
    ['git in English', () => process.env],
    ['git in German', germanGit],
  ])('%s: HALT naming the missing ref, the proof dropped, --offline no way around it', async (_n, env) => {
    const w = world();
    await w.load(T0);
    execFileSync('git', ['update-ref', '-d', 'refs/heads/main'], { cwd: w.repo.origin });
    const missing = {
      code: 'ERR_PIN',
      message: expect.stringMatching(/has no refs\/heads\/main: name the branch/),
    };
    await expect(w.load(T0 + 20 * MIN, { offline: true, env: env() })).rejects.toMatchObject(missing);
    const entry = JSON.parse(readFileSync(join(w.cacheDir, 'policies', `${w.commit}.json`), 'utf8'));
    expect(entry.reachable).toEqual([]);
    await expect(w.load(T0 + 21 * MIN, { offline: true, env: env() })).rejects.toMatchObject(missing);
  });
});
