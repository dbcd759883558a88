// Runtime costs: per-step overhead of run.step early vs late in a long run (must stay flat), `loopgov run`
// throughput over stdio, and a cached vs uncached pinned-policy load. Prints a markdown table.
// Run: `npm run build && node bench/run.bench.mjs` (~1.5 min on 2 cores). Env: RUN_BENCH_LONG (default 100000).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliThroughput } from './cli-run.mjs';
import { loadPinnedPolicy, openRun } from '../dist/lib.js';

const LONG = Number(process.env.RUN_BENCH_LONG ?? 100_000);
// run.step syncs every record (~0.4-0.6 ms here), so 100 000 durable steps take about a minute.
const FSYNC_LONG = Number(process.env.RUN_BENCH_FSYNC_LONG ?? 100_000);
const CLI_STEPS = Number(process.env.RUN_BENCH_CLI_STEPS ?? 20_000);
const WINDOW = 1000;
const root = mkdtempSync(join(tmpdir(), 'loopgov-run-bench-'));
const rows = [];
const row = (what, value, note = '') => rows.push([what, value, note]);
const now = () => process.hrtime.bigint();
const us = (t0, t1) => Number(t1 - t0) / 1e3;

/** A policy folder with a budget large enough for the long runs (ceiling raised to match, in the temp copy). */
function benchPolicyDir() {
  const dir = join(root, 'policies');
  mkdirSync(dir, { recursive: true });
  cpSync('policies/approvers.yaml', join(dir, 'approvers.yaml'));
  const budget =
    '{max_steps: 1000000, max_tokens: 10000000000, max_wall_clock_sec: 604800, max_cost_usd: 100000, max_corrections_per_step: 5}';
  writeFileSync(
    join(dir, 'org-ceiling.yaml'),
    `apiVersion: loopgov/v1\nkind: OrgCeiling\nbudget: ${budget}\nmax_delegation_level: L5\nrequired_gates: [deny-injection, size]\n`,
  );
  writeFileSync(
    join(dir, 'loop-policy.yaml'),
    `apiVersion: loopgov/v1
kind: LoopPolicy
defaults:
  budget: ${budget}
  max_delegation_level: L3
  convergence: {oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: escalate}
  gates:
    - {id: deny-injection, kind: deny-patterns, on_match: DENY, patterns: [{regex: "ignore (all )?previous instructions", flags: i}, {regex: "BEGIN (RSA|OPENSSH|EC) PRIVATE KEY"}]}
    - {id: size, kind: max-bytes, max: 1048576}
  success_criteria:
    - {id: never, kind: command, argv: ["false"], timeout_sec: 5}
profiles:
  dev: {governance: optional}
`,
  );
  return dir;
}

const ARTIFACT = `diff --git a/src/x.ts b/src/x.ts\n${'+ const value = compute(input);\n'.repeat(20)}`;
const event = (n) => ({
  step: n,
  intent: 'make the tests pass',
  action: `edit ${n}`,
  tool: 'editor',
  inputs_ref: `sha256:${n}`,
  tokens: 100,
  cost_usd: 0.001,
  progress: n,
  artifact: ARTIFACT,
  claims_done: false,
});

async function perStep(policyDir, durability, steps, id) {
  const run = await openRun({
    runId: id,
    project: 'bench',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: policyDir },
    traceDir: join(root, 'traces'),
    durability,
  });
  if (run.refused) throw new Error(run.refused.detail);
  const early = [];
  const late = [];
  for (let n = 1; n <= steps; n++) {
    const t0 = now();
    const d = await run.step(event(n));
    const t1 = now();
    if (d.decision !== 'CONTINUE') throw new Error(`step ${n}: ${d.decision} ${d.reason} ${d.detail ?? ''}`);
    if (n >= 100 && n < 100 + WINDOW) early.push(us(t0, t1));
    if (n > steps - WINDOW) late.push(us(t0, t1));
  }
  await run.close();
  return { early: median(early), late: median(late) };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function governanceRepo() {
  const dir = join(root, 'gov');
  const origin = join(root, 'gov-origin.git');
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'b',
    GIT_AUTHOR_EMAIL: 'b@x',
    GIT_COMMITTER_NAME: 'b',
    GIT_COMMITTER_EMAIL: 'b@x',
  };
  const git = (cwd, ...args) => execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
  mkdirSync(dir);
  git(root, 'init', '-q', '--bare', '-b', 'main', origin);
  git(dir, 'init', '-q', '-b', 'main');
  cpSync('policies', join(dir, 'policies'), { recursive: true });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'policies');
  git(dir, 'remote', 'add', 'origin', origin);
  git(dir, 'push', '-q', 'origin', 'main');
  git(dir, 'fetch', '-q', 'origin');
  return { dir, commit: git(dir, 'rev-parse', 'HEAD') };
}

async function pinnedLoads() {
  const repo = governanceRepo();
  const uncached = [];
  for (let i = 0; i < 5; i++) {
    const cacheDir = join(root, `cache-${i}`);
    const t0 = now();
    const r = await loadPinnedPolicy({ repo: repo.dir, commit: repo.commit, profile: 'dev', cacheDir });
    uncached.push(us(t0, now()) / 1e3);
    if (r.fetches === 0) throw new Error('an empty cache did not fetch');
  }
  const cached = [];
  for (let i = 0; i < 20; i++) {
    const t0 = now();
    const r = await loadPinnedPolicy({
      repo: repo.dir,
      commit: repo.commit,
      profile: 'dev',
      cacheDir: join(root, 'cache-0'),
    });
    cached.push(us(t0, now()) / 1e3);
    if (r.fetches !== 0) throw new Error('a cached load fetched');
  }
  return { uncached: median(uncached), cached: median(cached) };
}

const policyDir = benchPolicyDir();
const started = now();
const loadBefore = loadavg()[0];
// Warm the JIT so "early" measures the evaluator, not the compiler.
await perStep(policyDir, 'none', 3000, 'warmup');

/**
 * Step ~100 of a run vs the last steps of a long run. Machine load drifts over a long run, so "early" is
 * the mean of step ~100 of the long run and of a fresh run started right after it: both ends of the
 * comparison then see the same conditions.
 */
async function flatness(durability, steps) {
  const long = await perStep(policyDir, durability, steps, `flat-${durability}`);
  const fresh = await perStep(policyDir, durability, 100 + WINDOW, `flat-${durability}-after`);
  const early = (long.early + fresh.early) / 2;
  return { early, late: long.late, ratio: long.late / early };
}

const flat = await flatness('none', LONG);
row(
  `run.step, no fsync: µs/step at steps 100-1099 / the last 1000 of ${LONG}`,
  `${flat.early.toFixed(1)} / ${flat.late.toFixed(1)}`,
  `ratio ${flat.ratio.toFixed(2)} (must be ≤ 1.3); medians of ${WINDOW} steps`,
);
const flatSync = await flatness('fsync', FSYNC_LONG);
row(
  `run.step, fsync: µs/step at steps 100-1099 / the last 1000 of ${FSYNC_LONG}`,
  `${flatSync.early.toFixed(1)} / ${flatSync.late.toFixed(1)}`,
  `ratio ${flatSync.ratio.toFixed(2)} (must be ≤ 1.3); dominated by the disk's fdatasync latency`,
);

const stdio = (durability, id) =>
  cliThroughput({ policyDir, traceDir: join(root, 'traces'), durability, steps: CLI_STEPS, id, event });
const cliNone = await stdio('none', 'cli-none');
row(
  `loopgov run over stdio, no fsync (${CLI_STEPS} steps)`,
  `${Math.round(cliNone.rate)} steps/s`,
  `${cliNone.sec.toFixed(1)} s incl. startup; target ≥ 5000/s`,
);
const cliSync = await stdio('fsync', 'cli-fsync');
row(
  `loopgov run over stdio, fsync (${CLI_STEPS} steps)`,
  `${Math.round(cliSync.rate)} steps/s`,
  `${cliSync.sec.toFixed(1)} s; target ≥ 2000/s; group commit: one barrier (fdatasync) per batch of buffered input`,
);

const pin = await pinnedLoads();
row(
  'pinned policy load, uncached (clone + verify + validate)',
  `${pin.uncached.toFixed(1)} ms`,
  'median of 5, local repo',
);
row(
  'pinned policy load, cached by commit id',
  `${pin.cached.toFixed(1)} ms`,
  `median of 20; ${(pin.uncached / pin.cached).toFixed(0)}× faster, no git`,
);

console.log('| measure | value | note |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log(
  `\n(${(us(started, now()) / 1e6).toFixed(0)} s total; steps: two pure gates on a ${ARTIFACT.length}-byte artifact, the same artifact bytes every step so it is stored once)`,
);
console.log(
  `${cpus().length} cores, load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end: other work on the machine skews every figure.`,
);
