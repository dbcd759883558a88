// Where a pinned run's policy comes from, as `loopgov run` records and prints it, and where its cache is.
// - A token in the --policy-repo URL (`https://x-access-token:ghp_…@host/…`) was written to run_start,
//   shown by `trace show` and in HALT details: SPEC §5 allows no secrets, and the hash chain makes a
//   trace unscrubbable. Every recorded or printed location is redacted (`https://***@host/…`, decision 132).
// - A relative LOOPGOV_CACHE_DIR or XDG_CACHE_HOME refused every pinned run ("fatal: Invalid path"): git
//   ran inside the clone, where the relative path named another place. It is made absolute against the
//   invocation's cwd, once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPinnedPolicy } from '../../src/io/policy/pin.js';
import { runCli } from '../helpers/cli.js';
import { ev, governanceRepo, lines, readTrace, tempDir } from './run-fixtures.js';

const SECRET = 'ghp_SECRET0123456789';
let origin: string;
let commit: string;

beforeAll(() => {
  const repo = governanceRepo();
  origin = repo.origin;
  commit = repo.git('rev-parse', 'HEAD').trim();
});

/** A dev run of one step (stdin then closes: HALT incomplete) pinned to `repo`, from `cwd` with `env`. */
async function pinnedRun(repo: string, env: NodeJS.ProcessEnv, cwd = tempDir()) {
  const traceDir = tempDir('loopgov-traces-');
  const r = await runCli(
    [
      'run',
      ...['--run-id', 'r1', '--project', 'demo', '--level', 'L2', '--profile', 'dev'],
      ...['--trace-dir', traceDir, '--policy-repo', repo, '--policy-commit', commit, '--durability', 'none'],
    ],
    { input: lines([ev(1)]), env, cwd },
  );
  return { ...r, traceDir, cwd };
}

describe('credentials in a policy repository URL are never recorded or printed', () => {
  it('a run that loads: run_start, trace show, stdout and stderr name the repository without them', async () => {
    const url = `https://x-access-token:${SECRET}@git.example.invalid/acme/agent-policies`;
    const cache = tempDir('loopgov-cache-');
    const env = {
      LOOPGOV_CACHE_DIR: cache,
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: `url.file://${origin}.insteadOf`,
      GIT_CONFIG_VALUE_0: url,
    };
    const r = await pinnedRun(url, env);
    const start = readTrace(r.traceDir, 'r1')[0]!;
    expect(start.policy).toMatchObject({
      source: 'pinned',
      repo: 'https://***@git.example.invalid/acme/agent-policies',
    });
    const trace = readFileSync(join(r.traceDir, 'r1', 'trace.jsonl'), 'utf8');
    const show = await runCli(['trace', 'show', '--trace-dir', r.traceDir, '--run-id', 'r1']);
    for (const text of [trace, r.stdout, r.stderr, show.stdout, show.stderr])
      expect(text).not.toContain(SECRET);
    expect(show.stdout).toContain('https://***@git.example.invalid/acme/agent-policies');
    // The same repository however its token changes (a new one every CI job): one clone, one proof —
    // in dev the fresh proof serves, with no fetch (the new token is rewritten to nothing here).
    const again = await pinnedRun(url.replace(SECRET, 'ghp_OTHER'), env);
    expect(readTrace(again.traceDir, 'r1')[0]!.policy).toMatchObject({
      source: 'pinned',
      repo: 'https://***@git.example.invalid/acme/agent-policies',
    });
    expect(readdirSync(join(cache, 'repos'))).toHaveLength(1);
  });

  it('a run refused (the repository unreachable): the HALT detail and the trace hold no token', async () => {
    const r = await pinnedRun(`https://${SECRET}@127.0.0.1:9/acme/p.git`, {
      LOOPGOV_CACHE_DIR: tempDir('loopgov-cache-'),
    });
    expect(r.code).toBe(3);
    const d = JSON.parse(r.stdout) as { reason: string; detail: string };
    expect(d.reason).toBe('policy_unavailable');
    expect(d.detail).toContain('cannot fetch refs/heads/main from https://***@127.0.0.1:9/acme/p.git: ');
    const trace = readFileSync(join(r.traceDir, 'r1', 'trace.jsonl'), 'utf8');
    for (const text of [trace, r.stdout, r.stderr]) expect(text).not.toContain(SECRET);
  });
});

describe('a relative cache dir is relative to where loopgov was started', () => {
  it.each([
    ['LOOPGOV_CACHE_DIR', { LOOPGOV_CACHE_DIR: 'relcache' }, 'relcache'],
    ['XDG_CACHE_HOME', { LOOPGOV_CACHE_DIR: '', XDG_CACHE_HOME: 'xdgrel' }, 'xdgrel/loopgov'],
  ])('%s relative: the run loads, its cache in the invocation’s cwd', async (_name, env, where) => {
    const r = await pinnedRun(`file://${origin}`, env);
    expect(readTrace(r.traceDir, 'r1')[0]!.policy).toMatchObject({ source: 'pinned', commit });
    expect(existsSync(join(r.cwd, where, 'policies', `${commit}.json`))).toBe(true);
  });

  it('the library: a relative cacheDir is relative to the process’s cwd', async () => {
    const cache = tempDir('loopgov-cache-');
    const pinned = await loadPinnedPolicy({
      repo: `file://${origin}`,
      commit,
      profile: 'dev',
      cacheDir: relative(process.cwd(), cache),
    });
    expect(pinned.commit).toBe(commit);
    expect(existsSync(join(cache, 'policies', `${commit}.json`))).toBe(true);
  });
});
