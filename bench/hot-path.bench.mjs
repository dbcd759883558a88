import { createHash } from 'node:crypto';
import * as crypto from 'node:crypto';
import {
  closeSync,
  cpSync,
  fdatasyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliThroughput } from './cli-run.mjs';
import {
  linkRecord,
  loadPolicyDir,
  openRun,
  openTraceStore,
  resolveEffectivePolicy,
  startRun,
  systemClock,
} from '../dist/lib.js';

// Before anything touches the thread pool: how many flushes of the cross-run barrier overlap (decision 029).
process.env.UV_THREADPOOL_SIZE ??= '16';
const LONG = Number(process.env.HOT_LONG ?? 100_000);
const RUN_COUNTS = (process.env.HOT_RUNS ?? '10,100,1000,10000').split(',').map(Number);
const CLI_STEPS = Number(process.env.HOT_CLI_STEPS ?? 40_000);
const root = mkdtempSync(join(tmpdir(), 'loopgov-hot-'));
const rows = [];
const row = (what, value, limit, verdict) => rows.push([what, value, limit, verdict]);
const ok = (pass) => (pass ? 'ok' : '**over**');
const now = () => process.hrtime.bigint();
const us = (t0, t1) => Number(t1 - t0) / 1e3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x, d = 1) => x.toLocaleString('en', { maximumFractionDigits: d, minimumFractionDigits: d });

// --- The peer comparison's shape: two deny regexes, a size limit, a token budget; a 628-byte payload.
const policyDir = join(root, 'policies');
mkdirSync(policyDir);
cpSync('policies/approvers.yaml', join(policyDir, 'approvers.yaml'));
const budget =
  '{max_steps: 1000000, max_tokens: 10000000000, max_wall_clock_sec: 604800, max_cost_usd: 100000, max_corrections_per_step: 5}';
writeFileSync(
  join(policyDir, 'org-ceiling.yaml'),
  `apiVersion: loopgov/v1\nkind: OrgCeiling\nbudget: ${budget}\nmax_delegation_level: L5\nrequired_gates: [deny-injection, size]\n`,
);
writeFileSync(
  join(policyDir, 'loop-policy.yaml'),
  `apiVersion: loopgov/v1
kind: LoopPolicy
defaults:
  budget: ${budget}
  max_delegation_level: L3
  convergence: {oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: escalate}
  gates:
    - {id: deny-injection, kind: deny-patterns, on_match: DENY, patterns: [{regex: "ignore (all )?previous instructions", flags: i}, {regex: "BEGIN (RSA|OPENSSH|EC) PRIVATE KEY"}]}
    - {id: size, kind: max-bytes, max: 1048576}
profiles:
  dev: {governance: optional}
`,
);
const PAYLOAD =
  `diff --git a/src/sum.ts b/src/sum.ts\n${'+ const total = items.reduce((a, b) => a + b, 0);\n'.repeat(12)}`
    .padEnd(628, '+')
    .slice(0, 628);
if (Buffer.byteLength(PAYLOAD) !== 628) throw new Error('the payload must be 628 bytes');
/** Step n's event; `fresh`: a new artifact every step (the same 628 bytes with the step number in front). */
const event = (n, fresh = false) => ({
  step: n,
  intent: 'make the tests pass',
  action: `edit ${n}`,
  tool: 'editor',
  inputs_ref: `sha256:${n}`,
  tokens: 100,
  cost_usd: 0.001,
  progress: n,
  artifact: fresh ? `${String(n).padStart(10, '0')}${PAYLOAD.slice(10)}` : PAYLOAD,
  claims_done: false,
});
const check = (d, n) => {
  if (d.decision !== 'CONTINUE') throw new Error(`step ${n}: ${d.decision} ${d.reason} ${d.detail ?? ''}`);
};

async function open(id, durability, traceDir = join(root, 'traces')) {
  const run = await openRun({
    runId: id,
    project: 'bench',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: policyDir },
    traceDir,
    durability,
  });
  if (run.refused) throw new Error(run.refused.detail);
  return run;
}

/** Many runs: the policy is loaded once, then each run is what openRun makes of it (store + evaluator). */
async function openMany(n, durability, tag) {
  const set = await loadPolicyDir(policyDir);
  const effective = resolveEffectivePolicy(set.policy, { project: 'bench', level: 'L2', profile: 'dev' });
  const traceDir = join(root, `many-${tag}`);
  const runs = [];
  for (let i = 0; i < n; i++) {
    const runId = `r${i}`;
    const store = await openTraceStore({ traceDir, runId, durability, mode: 'create' });
    runs.push(
      await startRun({
        runId,
        project: 'bench',
        level: 'L2',
        profile: 'dev',
        effective,
        governance: effective.governance,
        origin: { source: 'unpinned', repo: policyDir, commit: null, digest: null, verified: false },
        store,
        clock: systemClock,
        runner: {
          run: async () => ({
            exitCode: null,
            signal: null,
            timedOut: false,
            error: 'no command gates here',
          }),
        },
        workdir: root,
      }),
    );
  }
  return { runs, traceDir };
}

// --- 1. run.step beside the cost of serializing and hashing its own record, measured in turns.
const oneShot = crypto.hash;
const sha = (b) => (oneShot ? oneShot('sha256', b) : createHash('sha256').update(b).digest('hex'));
/** The last iteration record of a trace, as the object it is the canonical JSON of (without `hash`). */
function lastRecord(traceDir, runId) {
  const lines = readFileSync(join(traceDir, runId, 'trace.jsonl'), 'utf8')
    .trim()
    .split('\n');
  const rec = JSON.parse(lines.findLast((l) => l.includes('"type":"iteration"')));
  delete rec.hash;
  return rec;
}

async function stepVsRecord(fresh, id, blocks = 12, perBlock = 1000) {
  const run = await open(id, 'none');
  let n = 0;
  for (; n < 3000; ) check(await run.step(event(++n, fresh)), n); // JIT warm-up
  const steps = [];
  const floor = [];
  const writer = [];
  for (let b = 0; b < blocks; b++) {
    for (let i = 0; i < perBlock; i++) {
      const t0 = now();
      const d = await run.step(event(++n, fresh));
      steps.push(us(t0, now()));
      check(d, n);
    }
    // The record just written, serialized and hashed the cheapest way there is: native JSON.stringify
    // of an object already in key order, one SHA-256 of its UTF-8. Then our own writer on the same body.
    const rec = lastRecord(join(root, 'traces'), id);
    const { index, prev, ...body } = rec;
    for (let i = 0; i < perBlock; i++) {
      const t0 = now();
      sha(Buffer.from(JSON.stringify(rec)));
      const t1 = now();
      linkRecord(body, prev, index);
      const t2 = now();
      floor.push(us(t0, t1));
      writer.push(us(t1, t2));
    }
  }
  await run.close();
  return {
    step: median(steps),
    floor: median(floor),
    writer: median(writer),
    bytes: JSON.stringify(lastRecord(join(root, 'traces'), id)).length,
  };
}

// --- 2. Flat in the run's length.
async function perStepWindows(steps, id) {
  const run = await open(id, 'none');
  const early = [];
  const late = [];
  for (let n = 1; n <= steps; n++) {
    const t0 = now();
    const d = await run.step(event(n));
    const t1 = now();
    check(d, n);
    if (n >= 100 && n < 1100) early.push(us(t0, t1));
    if (n > steps - 1000) late.push(us(t0, t1));
  }
  await run.close();
  return { early: median(early), late: median(late) };
}

// --- 3. Concurrent runs in one process.
async function concurrent(n, mode, durability = 'none', fresh = false) {
  const { runs } = await openMany(n, durability, `${mode}-${n}-${durability}${fresh ? '-fresh' : ''}`);
  const rounds = Math.max(3, Math.ceil((durability === 'none' ? 60_000 : 8_000) / n)) + 2;
  let measured = 0;
  let t0 = now();
  let cpu0 = process.cpuUsage();
  for (let r = 1; r <= rounds; r++) {
    if (r === 3) {
      t0 = now(); // two warm-up rounds: every run's first artifact, the JIT
      cpu0 = process.cpuUsage();
    }
    if (mode === 'round-robin') {
      for (const run of runs) check(await run.step(event(r)), r);
    } else if (durability === 'none') {
      for (const d of await Promise.all(runs.map((run) => run.step(event(r))))) check(d, r);
    } else {
      // Group commit across runs: every run's step written, then one barrier for all of them.
      const ds = await Promise.all(runs.map((run) => run.step(event(r, fresh), { deferSync: true })));
      const failed = (await Promise.all(runs.map((run) => run.sync()))).filter(Boolean);
      if (failed.length > 0) throw new Error(`barrier failed: ${failed[0].detail}`);
      for (const d of ds) check(d, r);
    }
    if (r >= 3) measured += n;
  }
  const wall = measured / (us(t0, now()) / 1e6);
  const c = process.cpuUsage(cpu0);
  const cpu = measured / ((c.user + c.system) / 1e6);
  await Promise.all(runs.map((run) => run.close()));
  return { wall, cpu };
}

/** p50 of what storing one new 628-byte artifact costs the file system, in a dir as full as the run's. */
function artifactFileCost(dir) {
  const buf = Buffer.from(PAYLOAD);
  const times = [];
  for (let i = 0; i < 3000; i++) {
    const tmp = join(dir, `.probe-${i}`);
    const t0 = now();
    const fd = openSync(tmp, 'wx');
    writeSync(fd, buf);
    closeSync(fd);
    renameSync(tmp, join(dir, `probe-${i}`));
    times.push(us(t0, now()));
  }
  return median(times);
}

/** The disk's own rate: write + fdatasync of a record-sized line, one file, in a loop. */
function fdatasyncRate() {
  const fd = openSync(join(root, 'fdatasync-probe'), 'a');
  const buf = Buffer.alloc(1500, 120);
  const t0 = now();
  for (let i = 0; i < 500; i++) {
    writeSync(fd, buf);
    fdatasyncSync(fd);
  }
  closeSync(fd);
  return 500 / (us(t0, now()) / 1e6);
}

const started = now();
const loadBefore = loadavg()[0];

const same = await stepVsRecord(false, 'same');
row(
  `record cost: JSON.stringify + SHA-256 of the ${same.bytes}-byte iteration record (the floor)`,
  `${fmt(same.floor, 2)} µs`,
  '',
  `our writer (linkRecord) ${fmt(same.writer, 2)} µs = ${fmt(same.writer / same.floor, 2)}× the floor`,
);
row(
  '`run.step` p50, durability none, artifact stored once',
  `${fmt(same.step)} µs`,
  '≤ 20 µs and ≤ 3× the record cost',
  `${ok(same.step <= 20)}; ${fmt(same.step / same.floor, 2)}× the record cost ${ok(same.step / same.floor <= 3)}`,
);
const fresh = await stepVsRecord(true, 'fresh', 6);
const fileCost = artifactFileCost(join(root, 'traces', 'fresh', 'artifacts'));
row(
  '`run.step` p50, durability none, a new artifact every step',
  `${fmt(fresh.step)} µs`,
  '≤ 40 µs',
  `${ok(fresh.step <= 40)}; ${fmt(fresh.step / fresh.floor, 2)}× the record cost; the artifact file alone (below) ${fmt(fileCost)} µs, the rest ${fmt(fresh.step - fileCost)} µs`,
);
row(
  "the file system: one artifact file (temp create + write + close + rename), p50, in that run's artifacts dir",
  `${fmt(fileCost)} µs`,
  '',
  'the floor of a new artifact with the SPEC §5 layout (one file per artifact, atomic by rename)',
);

const long = await perStepWindows(LONG, 'long');
const after = await perStepWindows(1100, 'long-after'); // same conditions as the late window
const early = (long.early + after.early) / 2;
row(
  `flat: µs/step at steps 100-1099 / the last 1000 of ${LONG.toLocaleString('en')}`,
  `${fmt(early)} / ${fmt(long.late)}`,
  'ratio ≤ 1.3',
  `${fmt(long.late / early, 2)} ${ok(long.late / early <= 1.3)}`,
);

// Throughput is given per CPU-second too: on a shared machine the process gets a fraction of a core, so
// wall-clock steps/s understate it; on an idle core (durability none: CPU-bound, one thread) they agree.
const rates = {};
const int = (x) => Math.round(x).toLocaleString('en');
for (const mode of ['round-robin', 'all-in-flight']) {
  for (const n of RUN_COUNTS) {
    const r = await concurrent(n, mode);
    rates[`${mode}-${n}`] = r.cpu;
    row(
      `${n.toLocaleString('en')} runs in one process, ${mode}, durability none`,
      `${int(r.cpu)} steps/CPU-s (${int(r.wall)} steps/s wall)`,
      n === 1000 ? '≥ 50 000 steps/s' : '',
      n === 1000 ? ok(r.cpu >= 50_000) : '',
    );
  }
  const lo = rates[`${mode}-${RUN_COUNTS[0]}`];
  const hi = rates[`${mode}-${RUN_COUNTS.at(-1)}`];
  row(
    `flat in the number of runs, ${mode}: ${RUN_COUNTS.at(-1).toLocaleString('en')} vs ${RUN_COUNTS[0]} runs`,
    fmt(hi / lo, 2),
    'ratio ≥ 0.77 (1/1.3)',
    ok(hi / lo >= 1 / 1.3),
  );
}

const diskBefore = fdatasyncRate();
const groupOnce = (await concurrent(1000, 'all-in-flight', 'fsync')).wall;
const groupFresh = (await concurrent(1000, 'all-in-flight', 'fsync', true)).wall;
const diskAfter = fdatasyncRate();
const disk = (diskBefore + diskAfter) / 2;
row(
  'the disk: write + fdatasync, one file, in a loop',
  `${int(disk)} /s`,
  '',
  `before ${int(diskBefore)}, after ${int(diskAfter)}`,
);
for (const [what, rate] of [
  ['artifact stored once', groupOnce],
  ['a new artifact every step (+ its file and dir fsync)', groupFresh],
]) {
  row(
    `1 000 runs, fsync, ${what}; one barrier per round across all runs`,
    `${int(rate)} steps/s`,
    'beside the disk',
    `${fmt(rate / disk, 1)}× the disk's fdatasync rate (UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE})`,
  );
}

const stdio = (durability, steps, id) =>
  cliThroughput({ policyDir, traceDir: join(root, 'traces'), durability, steps, id, event }).then(
    (r) => r.rate,
  );
const cliNone = await stdio('none', CLI_STEPS, 'cli-none');
row(
  `\`loopgov run\` over stdio, no fsync (${CLI_STEPS.toLocaleString('en')} steps, incl. start-up)`,
  `${Math.round(cliNone).toLocaleString('en')} steps/s`,
  '≥ 20 000 steps/s',
  ok(cliNone >= 20_000),
);
const cliSync = await stdio('fsync', Math.min(CLI_STEPS, 20_000), 'cli-fsync');
row(
  '`loopgov run` over stdio, fsync (group commit per batch of buffered input)',
  `${Math.round(cliSync).toLocaleString('en')} steps/s`,
  '',
  `${fmt(cliSync / disk, 1)}× the disk's fdatasync rate`,
);

rmSync(root, { recursive: true, force: true });
console.log('| measure | value | limit | verdict / ratio |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log(`
Peer (from issue 10, not measured here): Microsoft Agent Governance Toolkit, Python, run from its sources,
same payload and policy shape, p50 per check: evaluation alone 19.6 µs; + in-memory hash-chained audit
118.7 µs; + file audit sink (no fsync) 197.8 µs; its 1 000-agent script 86 700 checks/s (7 760/s with
its in-memory audit). loopgov figures above always include the hash-chained trace record on disk.`);
console.log(
  `\n(${(us(started, now()) / 1e6).toFixed(0)} s total; ${cpus().length} cores, load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end; node ${process.version})`,
);
