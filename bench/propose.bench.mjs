// The meta-loop's cost: `propose` (two streaming passes: statistics, then the counterfactual replay) over
// N runs × 100 iterations written with the real evaluator and trace store, its peak RSS (in a fresh child
// process per size, so the sizes do not share a heap), and the pure replay's iterations per second.
// Run: `npm run build && node bench/propose.bench.mjs` (PROPOSE_BENCH_SIZES=1000,10000 by default).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statfsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = process.cwd();
const STEPS = 100;

if (process.argv[2] === 'child') {
  const { computeProposals } = await import(join(ROOT, 'dist/lib.js'));
  const [, , , traces, repo] = process.argv;
  const t0 = performance.now();
  const out = await computeProposals({ repo, base: 'main', traces: [traces], minRuns: 20 });
  const sec = (performance.now() - t0) / 1000;
  const replays = out.areas.length;
  process.stdout.write(
    JSON.stringify({
      sec,
      replays,
      runs: out.result.traces.verified,
      rssMb: process.resourceUsage().maxRSS / 1024,
      title: out.areas[0]?.pr.title ?? null,
    }),
  );
  process.exit(0);
}

const lib = await import(join(ROOT, 'dist/lib.js'));
const shm = existsSync('/dev/shm') && statfsSync('/dev/shm').bavail * statfsSync('/dev/shm').bsize > 6e9;
const work = mkdtempSync(join(shm ? '/dev/shm' : tmpdir(), 'loopgov-propose-bench-'));
const sizes = (process.env.PROPOSE_BENCH_SIZES ?? '1000,10000').split(',').map(Number);

// A governance repo whose bench project allows 100 steps: half the runs finish at step 100, half are cut
// off there while still improving — so the rules find something and every run is replayed to its end.
const repo = join(work, 'repo');
mkdirSync(repo);
cpSync(join(ROOT, 'policies'), join(repo, 'policies'), { recursive: true });
const policyFile = join(repo, 'policies/loop-policy.yaml');
const text = readFileSync(policyFile, 'utf8').replace(
  'profiles:',
  `  bench:\n    budget: {max_steps: ${STEPS}, max_tokens: 2000000, max_cost_usd: 40}\nprofiles:`,
);
(await import('node:fs')).writeFileSync(policyFile, text);
const git = (...a) =>
  execFileSync('git', a, {
    cwd: repo,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'b',
      GIT_AUTHOR_EMAIL: 'b@x',
      GIT_COMMITTER_NAME: 'b',
      GIT_COMMITTER_EMAIL: 'b@x',
    },
  });
git('init', '-q', '-b', 'main');
git('add', '-A');
git('commit', '-q', '-m', 'bench');

const set = await lib.loadPolicyDir(join(repo, 'policies'));
const effective = lib.resolveEffectivePolicy(set.policy, { project: 'bench', level: 'L2', profile: 'dev' });
const runner = {
  async run() {
    return { exitCode: 0, signal: null, timedOut: false };
  },
};

async function writeRuns(traceDir, from, to) {
  for (let i = from; i < to; i++) {
    const runId = `run-${String(i).padStart(6, '0')}`;
    const store = await lib.openTraceStore({ traceDir, runId, durability: 'none', mode: 'create' });
    let now = Date.parse('2026-11-01T10:00:00Z');
    const run = await lib.startRun({
      runId,
      project: 'bench',
      level: 'L2',
      profile: 'dev',
      effective,
      governance: 'optional',
      origin: { source: 'unpinned', repo, commit: null, digest: null, verified: false },
      store,
      clock: { now: () => now },
      runner,
      workdir: repo,
    });
    const finishes = i % 2 === 0;
    for (let s = 1; s <= STEPS; s++) {
      now += 1500;
      const d = await run.step({
        step: s,
        intent: 'work',
        action: `edit ${s % 7}`,
        tool: 'editor',
        inputs_ref: `task:${i}`,
        tokens: 900,
        cost_usd: 0.004,
        progress: s,
        artifact: `patch ${s % 13} of run ${i % 50}`,
        claims_done: finishes && s === STEPS,
        action_hash: `a${s % 7}`,
      });
      if (d.decision !== 'CONTINUE') break;
    }
    await run.close();
  }
}

const rows = [];
const traceDir = join(work, 'traces');
let written = 0;
for (const n of sizes) {
  const t0 = performance.now();
  await writeRuns(traceDir, written, n);
  const genSec = (performance.now() - t0) / 1000;
  written = n;
  const r = spawnSync(process.execPath, [new URL(import.meta.url).pathname, 'child', traceDir, repo], {
    encoding: 'utf8',
    cwd: ROOT,
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0) throw new Error(r.stderr);
  const m = JSON.parse(r.stdout);
  const iterations = m.runs * STEPS * m.replays;
  rows.push([
    `propose over ${n} runs × ${STEPS} iterations`,
    `${m.sec.toFixed(1)} s`,
    `${Math.round(iterations / m.sec).toLocaleString('en')} iterations replayed/s end to end (2 passes, chain verified twice), peak RSS ${Math.round(m.rssMb)} MB; generation ${genSec.toFixed(0)} s`,
  ]);
  if (n === sizes[0]) rows.push(['  its proposal', m.title ?? '-', '']);
}

// The pure replay: records parsed once, replayed again and again (no file, no hash, no JSON.parse).
const runs = readdirSync(traceDir)
  .slice(0, 200)
  .map((id) =>
    readFileSync(join(traceDir, id, 'trace.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)),
  );
const proposed = { ...effective, budget: { ...effective.budget, max_steps: 150 } };
const none = { read: () => null };
let iterations = 0;
const t0 = performance.now();
while (performance.now() - t0 < 3000) {
  for (const recs of runs) {
    const r = lib.replayRun(recs[0].run_id, () => proposed, none);
    for (const rec of recs) await r.push(rec);
    r.end('0'.repeat(64));
    iterations += recs.length - 2;
  }
}
const pure = iterations / ((performance.now() - t0) / 1000);
rows.push([
  'pure replay (one core)',
  `${Math.round(pure).toLocaleString('en')} iterations/s`,
  'replayRun over pre-parsed records; target ≥ 100 000',
]);

console.log('| what | figure | note |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
if (!process.env.PROPOSE_BENCH_KEEP) rmSync(work, { recursive: true, force: true });
else console.log(`kept ${work}`);
