// SPEC §5 / REDTEAM round 2: replay never runs what the trace says — commands come only from the pinned
// policy commit — and every artifact is checked against its recorded sha256 inside the run's artifacts/.
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { rehashTrace } from '../helpers/rehash.js';
import { ev, governanceRepo, lines, runLoopgov, tempDir } from './run-fixtures.js';

// A command gate that counts its own runs in a file of the work dir: proof of what ran and where.
const COUNT = `require('fs').appendFileSync('ran', 'x')`;
const POLICY = `apiVersion: loopgov/v1
kind: LoopPolicy
defaults:
  budget: {max_steps: 10, max_tokens: 100000, max_wall_clock_sec: 300, max_cost_usd: 1, max_corrections_per_step: 2}
  max_delegation_level: L2
  gates:
    - {id: deny-injection, kind: deny-patterns, patterns: [{regex: "ignore (all )?previous instructions", flags: i}], on_match: DENY}
    - {id: size, kind: max-bytes, max: 1048576}
    - {id: no-flag, kind: command, argv: [node, -e, "${COUNT}; process.exit(require('fs').existsSync('flag') ? 1 : 0)"], timeout_sec: 20}
profiles:
  dev: {governance: optional}
`;

let repo: ReturnType<typeof governanceRepo>;
let commit: string;
let made: Run;
let pristine: string;
beforeAll(async () => {
  repo = governanceRepo();
  commit = repo.commit({ 'policies/loop-policy.yaml': POLICY });
  made = await makePinnedRun();
  pristine = tempDir('loopgov-replay-pristine-');
  cpSync(made.traceDir, join(pristine, 'trace'), { recursive: true });
  cpSync(made.cache, join(pristine, 'cache'), { recursive: true });
});

/** A finished pinned dev run of three steps; returns its trace dir, file and a fresh work dir. */
async function makePinnedRun() {
  const traceDir = tempDir('loopgov-replay-');
  const cache = tempDir('loopgov-cache-');
  const r = await runLoopgov(
    [
      ...['--run-id', 'r1', '--project', 'p', '--level', 'L1', '--profile', 'dev'],
      ...['--trace-dir', traceDir, '--policy-repo', repo.dir, '--policy-commit', commit],
      ...['--workdir', tempDir('loopgov-wd-'), '--durability', 'none'],
    ],
    lines([ev(1, { artifact: 'one' }), ev(2, { artifact: 'two' }), ev(3, { artifact: 'three' })]),
    { LOOPGOV_CACHE_DIR: cache },
  );
  expect(r.code, r.stderr).toBe(3); // stdin closed without DONE: HALT incomplete
  const file = join(traceDir, 'r1', 'trace.jsonl');
  return { traceDir, file, cache, workdir: tempDir('loopgov-auditor-') };
}

/**
 * The pinned run, made once per file (three command gates run for it): each call puts its trace dir and
 * policy cache back byte for byte at the paths the run recorded, so every test starts from a run just
 * made, and gets a fresh work dir.
 */
async function pinnedRun(): Promise<Run> {
  for (const [from, to] of [
    ['trace', made.traceDir],
    ['cache', made.cache],
  ] as const) {
    rmSync(to, { recursive: true, force: true });
    cpSync(join(pristine, from), to, { recursive: true });
  }
  return { ...made, workdir: tempDir('loopgov-auditor-') };
}

type Run = Awaited<ReturnType<typeof makePinnedRun>>;
const read = (file: string) => readFileSync(file, 'utf8').split('\n').slice(0, -1);
/** Rewrites the trace as someone with write access would: edit records, recompute every hash. */
const forge = (t: Run, edit: (recs: Record<string, unknown>[]) => void): void => rehashTrace(t.file, edit);
const replay = (t: Run, ...more: string[]) =>
  runCli(['trace', 'replay', '--trace-dir', t.traceDir, '--run-id', 'r1', '--json', ...more], {
    cwd: t.workdir,
    env: { LOOPGOV_CACHE_DIR: t.cache },
  });
const verify = (t: Run, ...more: string[]) =>
  runCli(['trace', 'verify', '--trace-dir', t.traceDir, '--run-id', 'r1', ...more]);

describe('commands come from the pinned policy commit', () => {
  it('with --policy-repo, replays every gate of the pinned commit (commands included) in the current dir', async () => {
    const t = await pinnedRun();
    const r = await replay(t, '--policy-repo', repo.dir);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.source).toEqual({ kind: 'pinned', repo: repo.dir, commit, digest: expect.any(String) });
    expect(j.not_replayed).toEqual([]);
    expect(readFileSync(join(t.workdir, 'ran'), 'utf8')).toBe('xxx'); // once per iteration, here
  });

  it('reports a command gate whose outcome changed since the run (not deterministic)', async () => {
    const t = await pinnedRun();
    writeFileSync(join(t.workdir, 'flag'), '');
    const r = await replay(t, '--policy-repo', repo.dir);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).differences).toContainEqual(
      expect.objectContaining({ index: 1, gate: 'no-flag', recorded: 'PASS', replayed: 'FAIL' }),
    );
  });

  // REDTEAM: a trace re-hashed by someone with write access, adding a command gate to run_start.
  const marker = join(tempDir('loopgov-marker-'), 'pwned');
  const planted = {
    id: 'planted',
    kind: 'command',
    argv: ['node', '-e', `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x')`],
    timeout_sec: 20,
  };
  it.each([
    ['a gate', 'gates'],
    ['a success criterion', 'success_criteria'],
  ])('a re-hashed run_start with a planted command as %s never runs it', async (_name, list) => {
    for (const withRepo of [false, true]) {
      const t = await pinnedRun();
      forge(t, (recs) => {
        const eff = recs[0]!.effective as Record<string, unknown[]>;
        eff[list] = [...(eff[list] ?? []), planted];
        // The planted verdicts too, so that nothing but the policy itself differs.
        for (const r of recs.slice(1)) {
          const g = r.gate as { results: unknown[] } | undefined;
          if (list === 'gates' && g?.results)
            g.results.push({ id: 'planted', kind: 'command', verdict: 'PASS', detail: 'exit 0' });
        }
      });
      expect((await verify(t, '--no-artifacts')).code).toBe(0); // the chain is whole: re-hashed
      const r = await replay(t, ...(withRepo ? ['--policy-repo', repo.dir] : []));
      expect(existsSync(marker), `ran with --policy-repo=${withRepo}`).toBe(false);
      const j = JSON.parse(r.stdout);
      if (withRepo) {
        expect(r.code).toBe(1);
        expect(j.differences).toContainEqual(
          expect.objectContaining({ index: 0, check: 'policy', detail: expect.stringContaining(list) }),
        );
      } else {
        expect(j.not_replayed).toContainEqual(expect.objectContaining({ gate: 'planted', check: list }));
        expect(existsSync(join(t.workdir, 'ran'))).toBe(false); // nor the real command: no pinned source
      }
    }
  });

  it('refuses a trace whose recorded digest is not the commit’s, running nothing', async () => {
    const t = await pinnedRun();
    forge(t, (recs) => {
      (recs[0]!.policy as Record<string, unknown>).digest = 'f'.repeat(64);
    });
    const r = await replay(t, '--policy-repo', repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ERR_PIN: run_start records digest f{64} for commit [0-9a-f]{40}, but/);
    expect(existsSync(join(t.workdir, 'ran'))).toBe(false);
  });

  // The effective policy is resolved for the recorded scope, checked as a run's options are (decision
  // 124): a run_start naming one no run could have is the trace's fault (exit 1), never a usage error.
  it.each([
    ['project', 'De Mo', /project must be a project id/],
    ['level', 'l1', /level must be one of L0, L1, L2, L3, L4, L5 \(got "l1"\)/],
  ])(
    'refuses a re-hashed run_start whose %s is %j: ERR_TRACE naming it, running nothing',
    async (key, value, why) => {
      const t = await pinnedRun();
      forge(t, (recs) => {
        recs[0]![key] = value;
      });
      const r = await replay(t, '--policy-repo', repo.dir);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^loopgov: ERR_TRACE: run_start names no valid scope \(project /);
      expect(r.stderr).toMatch(why);
      expect(existsSync(join(t.workdir, 'ran'))).toBe(false);
    },
  );

  it('refuses a commit that is not on the protected branch of the named repository', async () => {
    const t = await pinnedRun();
    const side = repo.commit(
      { 'policies/loop-policy.yaml': `${POLICY}# side\n` },
      { branch: 'side', push: false },
    );
    forge(t, (recs) => {
      (recs[0]!.policy as Record<string, unknown>).commit = side;
    });
    const r = await replay(t, '--policy-repo', repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ERR_PIN: commit [0-9a-f]{40} is not reachable/);
    expect(existsSync(join(t.workdir, 'ran'))).toBe(false);
  });

  it('--protected-ref without --policy-repo is a usage error (it would be read by nothing), running nothing', async () => {
    const t = await pinnedRun();
    const r = await replay(t, '--protected-ref', 'refs/heads/main');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('ERR_USAGE: --protected-ref goes with --policy-repo, and none is given');
    expect(existsSync(join(t.workdir, 'ran'))).toBe(false);
  });
});

describe('artifacts are checked against their sha256, inside artifacts/', () => {
  const secret = join(tempDir('loopgov-secret-'), 'secret');
  writeFileSync(secret, 'top secret');
  it.each([
    ['a path out of the run', '../../secret'],
    ['an absolute path', secret],
    ['upper-case hex', 'A'.repeat(64)],
    ['too short', 'abc123'],
    ['not a string', 42],
  ])('a reference that is %s is refused by verify and replay', async (_name, ref) => {
    const t = await pinnedRun();
    forge(t, (recs) => {
      (recs[2]!.artifact as Record<string, unknown>).sha256 = ref;
    });
    const v = await verify(t);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('chain broken at record 2 (artifact): artifact reference');
    const r = await replay(t);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).differences).toContainEqual(
      expect.objectContaining({ index: 2, check: 'artifact', replayed: 'REF' }),
    );
  });

  it('an artifact replaced by a symlink (even to the same bytes) is refused', async () => {
    const t = await pinnedRun();
    const sha = (JSON.parse(read(t.file)[1]!).artifact as { sha256: string }).sha256;
    const path = join(t.traceDir, 'r1', 'artifacts', sha);
    const outside = join(tempDir(), 'copy');
    writeFileSync(outside, readFileSync(path));
    rmSync(path);
    symlinkSync(outside, path);
    expect((await verify(t)).stdout).toContain(
      `chain broken at record 1 (artifact): artifact ${sha} cannot be read: a symlink (refused)`,
    );
    expect(JSON.parse((await replay(t)).stdout).differences).toContainEqual(
      expect.objectContaining({ index: 1, replayed: 'MISSING' }),
    );
  });

  it('an artifact replaced by other bytes with the same verdicts is reported; --no-artifacts skips the check', async () => {
    const t = await pinnedRun();
    const sha = (JSON.parse(read(t.file)[3]!).artifact as { sha256: string }).sha256;
    writeFileSync(join(t.traceDir, 'r1', 'artifacts', sha), 'harmless other bytes');
    const v = await verify(t);
    expect(v.code).toBe(1);
    expect(v.stdout).toMatch(
      // Larger than recorded: judged by its size, never read past it (decision 019).
      new RegExp(
        `record 3 \\(artifact\\): artifact ${sha} was replaced: it holds more bytes than the \\d+ recorded`,
      ),
    );
    expect((await verify(t, '--no-artifacts')).code).toBe(0);
    const r = await replay(t, '--policy-repo', repo.dir);
    expect(r.code).toBe(1);
    const diffs = JSON.parse(r.stdout).differences;
    expect(diffs).toEqual([expect.objectContaining({ index: 3, check: 'artifact', replayed: 'MISMATCH' })]);
  });

  it('an untouched pinned run verifies with every artifact checked', async () => {
    const t = await pinnedRun();
    const v = await verify(t);
    expect(v.code, v.stdout).toBe(0);
    expect(v.stdout).toContain('3 artifact(s) match their recorded sha256');
  });
});
