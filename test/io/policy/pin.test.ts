// Pinned policy loading on real git repositories: the "Pinned commit at runtime" rows, and the cache.
// `loopgov run` runs in process (test/helpers/cli.ts); git runs as real processes. Runs pin the bare
// remote over file://, the way a runner pins GitHub, with the default protected ref.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPinnedPolicy } from '../../../src/io/policy/pin.js';
import { runCli } from '../../helpers/cli.js';
import { ev, governanceRepo, lines, readTrace, runLoopgov, tempDir } from '../../cli/run-fixtures.js';

const repo = governanceRepo();
const good = repo.git('rev-parse', 'HEAD').trim();
const unreachable = repo.commit(
  {
    'policies/loop-policy.yaml': readFileSync('policies/loop-policy.yaml', 'utf8').replace(
      'max_steps: 12',
      'max_steps: 13',
    ),
  },
  { branch: 'side', push: false },
);
const corrupt = repo.commit(
  { 'policies/loop-policy.yaml': 'apiVersion: loopgov/v1\nkind: LoopPolicy\ndefaults: [oops\n' },
  { branch: 'corrupt', push: false },
);
repo.git('checkout', '-q', 'main');
// Merge both side commits' histories into nothing: they stay off main. Now an above-ceiling commit on main.
const above = repo.commit({
  'policies/loop-policy.yaml': readFileSync('policies/loop-policy.yaml', 'utf8').replace(
    'max_steps: 12',
    'max_steps: 500',
  ),
});
const corruptOnMain = repo.commit({
  'policies/loop-policy.yaml':
    'apiVersion: loopgov/v1\nkind: LoopPolicy\ndefaults: {budget: {max_steps: "many"}}\n',
});
const fixed = repo.commit({ 'policies/loop-policy.yaml': readFileSync('policies/loop-policy.yaml', 'utf8') });
// The side branches exist on the remote too, so "not reachable" is not "does not exist".
repo.git('push', '-q', 'origin', 'side', 'corrupt');
const remote = `file://${repo.origin}`;

async function pinnedRun(commit: string, extra: string[] = [], policyRepo = remote, input = lines([ev(1)])) {
  const traceDir = tempDir();
  const cache = tempDir('loopgov-cache-');
  const r = await runLoopgov(
    [
      '--run-id',
      'p1',
      '--project',
      'demo',
      '--level',
      'L2',
      '--profile',
      'dev',
      '--trace-dir',
      traceDir,
      '--policy-repo',
      policyRepo,
      '--policy-commit',
      commit,
      '--durability',
      'none',
      ...extra,
    ],
    input,
    { LOOPGOV_CACHE_DIR: cache },
  );
  return { ...r, trace: () => readTrace(traceDir, 'p1'), started: () => existsSync(join(traceDir, 'p1')) };
}

describe('REDTEAM "Pinned commit at runtime" rows: refused before the first step', () => {
  const shallow = join(tempDir(), 'shallow');
  execFileSync('git', ['clone', '-q', '--depth', '1', remote, shallow]);
  // Not a pin at all: a usage error (exit 2) that git never sees and that burns no run id.
  it.each([
    ['a short id', good.slice(0, 12), [], /--policy-commit must be a full 40-hex commit id/],
    ['a branch name', 'main', [], /--policy-commit must be a full 40-hex commit id/],
    ['--upload-pack=… as the commit', '--upload-pack=touch /tmp/loopgov-pwned', [], /full 40-hex/],
    ['an upper-case id', fixed.toUpperCase(), [], /full 40-hex/],
    [
      'a protected ref that is not a ref',
      fixed,
      ['--protected-ref', '--upload-pack=x'],
      /--protected-ref must be/,
    ],
    [
      'a bare branch name as the ref',
      fixed,
      ['--protected-ref', 'main'],
      /--protected-ref must be a full ref/,
    ],
    [
      'a repo that looks like an option',
      fixed,
      ['--policy-repo', '--upload-pack=touch /tmp/x'],
      /--policy-repo must be/,
    ],
    [
      'an ext:: transport',
      fixed,
      ['--policy-repo', 'ext::sh -c touch% /tmp/loopgov-pwned'],
      /--policy-repo must be/,
    ],
  ])('%s: exit 2, no trace dir, no git', async (_name, commit, extra, message) => {
    const r = await pinnedRun(commit, extra);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/^loopgov: ERR_USAGE: /);
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(r.decisions).toEqual([]);
    expect(r.started()).toBe(false);
  });

  // A pin that fails a check: HALT before the first step, recorded.
  it.each([
    [
      'a commit not reachable from the protected ref',
      unreachable,
      [],
      /not reachable from refs\/heads\/main/,
    ],
    ['a commit that does not exist', 'f'.repeat(40), [], /does not exist/],
    [
      'a corrupt policy at the commit (YAML)',
      corrupt,
      ['--protected-ref', 'refs/heads/corrupt'],
      /ERR_POLICY_YAML|ERR_POLICY_SCHEMA/,
    ],
    ['a corrupt policy at the commit (schema)', corruptOnMain, [], /ERR_POLICY_SCHEMA.*max_steps/],
    ['a policy above the ceiling', above, [], /ERR_CEILING_EXCEEDED.*max_steps 500 > ceiling 200/],
    ['prod without a valid approval', fixed, ['--profile', 'prod'], /ERR_APPROVAL/],
    [
      'a protected ref the repository does not have',
      fixed,
      ['--protected-ref', 'refs/remotes/origin/main'],
      /has no refs\/remotes\/origin\/main/,
    ],
  ])('%s: HALT, recorded', async (_name, commit, extra, message) => {
    const r = await pinnedRun(commit, extra);
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(r.code).toBe(3);
    expect(r.decisions).toHaveLength(1);
    expect(r.decisions[0]).toMatchObject({ decision: 'HALT', reason: 'policy_unavailable', step: null });
    expect(String(r.decisions[0]!.detail)).toMatch(message);
    expect(r.trace().map((t) => t.type)).toEqual(['run_start', 'run_end']);
  });

  it.each([
    ['its path', () => shallow],
    ['a file:// URL', () => `file://${shallow}`],
  ])(
    'a shallow clone as the policy repo, by %s, is refused as one: its main’s tip is never "not reachable"',
    async (_n, where) => {
      const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: shallow, encoding: 'utf8' }).trim();
      const r = await pinnedRun(head, [], where());
      expect(r.code).toBe(3);
      expect(r.decisions[0]).toMatchObject({ decision: 'HALT', reason: 'policy_unavailable' });
      const detail = String(r.decisions[0]!.detail);
      expect(detail).toMatch(
        /gives only a shallow history and it cannot be deepened \(it is a shallow clone itself\): reachability of [0-9a-f]{40} cannot be proven — pin a full clone \(in it: git fetch --unshallow\)/,
      );
      expect(detail).not.toMatch(/not reachable/);
    },
  );

  it('the pinned example policy runs the converging agent to DONE (dev), provenance names the commit', async () => {
    const input = execFileSync(process.execPath, ['examples/agents/converging.mjs'], { encoding: 'utf8' });
    const r = await pinnedRun(fixed, [], remote, input);
    expect(r.code).toBe(0);
    expect(r.decisions.at(-1)).toMatchObject({
      decision: 'DONE',
      provenance: { source: 'pinned', commit: fixed, verified: false },
    });
    expect(r.trace()[0]).toMatchObject({
      type: 'run_start',
      policy: {
        source: 'pinned',
        repo: remote,
        commit: fixed,
        reachability: { protected_ref: 'refs/heads/main', ttl_sec: 600, offline: false },
      },
    });
  });

  it('env variables stand in for the flags', async () => {
    const traceDir = tempDir();
    const r = await runLoopgov(
      ['--run-id', 'e1', '--project', 'demo', '--level', 'L2', '--profile', 'dev', '--trace-dir', traceDir],
      lines([ev(1)]),
      {
        LOOPGOV_POLICY_REPO: remote,
        LOOPGOV_POLICY_COMMIT: fixed,
        LOOPGOV_CACHE_DIR: tempDir(),
      },
    );
    expect(r.decisions[0]).toMatchObject({ decision: 'CONTINUE', provenance: { commit: fixed } });
  });
});

// `req.profile === 'prod'` decided whether the approval is verified: 'Prod', or none from a JavaScript
// caller, loaded the commit unverified, as dev. The profile is now one of the pin's checked inputs.
describe('loadPinnedPolicy checks the profile as openRun does', () => {
  it.each([
    ['Prod', /^profile must be one of prod, dev \(got "Prod"\)/],
    ['production', /^profile must be one of prod, dev \(got "production"\)/],
    // Said as openRun says a missing option.
    [undefined, /^profile is required$/],
  ])('profile %j: ERR_USAGE before git, nothing cached', async (profile, message) => {
    const cacheDir = tempDir('loopgov-cache-');
    const req = { repo: repo.dir, commit: fixed, profile, cacheDir } as unknown as Parameters<
      typeof loadPinnedPolicy
    >[0];
    await expect(loadPinnedPolicy(req)).rejects.toMatchObject({
      code: 'ERR_USAGE',
      message: expect.stringMatching(message),
    });
    expect(existsSync(join(cacheDir, 'policies'))).toBe(false);
  });
});

describe('the per-commit policy cache', () => {
  it('a second load of the same commit does no fetch, even with the repository gone', async () => {
    const own = governanceRepo();
    const commit = own.git('rev-parse', 'HEAD').trim();
    const cacheDir = tempDir('loopgov-cache-');
    const first = await loadPinnedPolicy({ repo: own.dir, commit, profile: 'dev', cacheDir });
    expect(first.fetches).toBeGreaterThan(0);
    const second = await loadPinnedPolicy({ repo: own.dir, commit, profile: 'dev', cacheDir });
    expect(second.fetches).toBe(0);
    expect(second.digest).toBe(first.digest);
    rmSync(own.dir, { recursive: true, force: true });
    const third = await loadPinnedPolicy({ repo: own.dir, commit, profile: 'dev', cacheDir });
    expect(third.fetches).toBe(0);
    expect(third.set.policy?.kind).toBe('LoopPolicy');
  });

  it('the digest is the governed digest of the commit', async () => {
    const cacheDir = tempDir('loopgov-cache-');
    const r = await loadPinnedPolicy({ repo: repo.dir, commit: fixed, profile: 'dev', cacheDir });
    const cli = await runCli(['digest', '--repo', repo.dir, '--rev', fixed]);
    expect(cli.code, cli.stderr).toBe(0);
    expect(r.digest).toBe(cli.stdout.trim());
  });

  it('a damaged cache entry is refused, not trusted', async () => {
    const cacheDir = tempDir('loopgov-cache-');
    await loadPinnedPolicy({ repo: repo.dir, commit: fixed, profile: 'dev', cacheDir });
    const entry = join(cacheDir, 'policies', `${fixed}.json`);
    const data = JSON.parse(readFileSync(entry, 'utf8'));
    data.files[0].base64 = Buffer.from('tampered').toString('base64');
    writeFileSync(entry, JSON.stringify(data));
    await expect(
      loadPinnedPolicy({ repo: repo.dir, commit: fixed, profile: 'dev', cacheDir }),
    ).rejects.toMatchObject({ code: 'ERR_PIN' });
  });

  it('another protected ref is proven again (one fetch), not assumed', async () => {
    const cacheDir = tempDir('loopgov-cache-');
    await loadPinnedPolicy({ repo: repo.dir, commit: fixed, profile: 'dev', cacheDir });
    await expect(
      loadPinnedPolicy({
        repo: repo.dir,
        commit: fixed,
        profile: 'dev',
        cacheDir,
        protectedRef: 'refs/heads/side',
      }),
    ).rejects.toMatchObject({ code: 'ERR_PIN' });
  });
});
