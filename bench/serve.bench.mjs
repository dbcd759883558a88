// `loopgov serve` under load: 1 000 runs stepping at once over HTTP keep-alive (each runner waits for
// its decision before its next step), total steps/s and p50/p99 step latency, with durability none and
// fsync (group commit across runs), then fsync again with 100 SSE clients watching; beside it the
// in-process cost of run.step for the factor HTTP adds. The server is `node dist/cli.js serve` in its
// own process; this process is the 1 000 runners — both share the machine's cores. Latency is given
// for steps 2… (runners in their stride) apart from step 1, which all runners send in the same instant:
// it measures how long the last of 1 000 waits in line, not what a step costs.
// Run: `npm run build && node bench/serve.bench.mjs` (~1 min on 2 cores). Env: SERVE_BENCH_RUNS (1000),
// SERVE_BENCH_STEPS (steps per run, 20), SERVE_BENCH_SSE (100).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openRun } from '../dist/lib.js';

const RUNS = Number(process.env.SERVE_BENCH_RUNS ?? 1000);
const STEPS = Number(process.env.SERVE_BENCH_STEPS ?? 20);
const SSE = Number(process.env.SERVE_BENCH_SSE ?? 100);
const root = mkdtempSync(join(tmpdir(), 'loopgov-serve-bench-'));
const rows = [];
const row = (what, value, note = '') => rows.push([what, value, note]);
const now = () => process.hrtime.bigint();
const ms = (t0, t1) => Number(t1 - t0) / 1e6;

/** The run bench's policy: budgets large enough, two pure gates, a criterion no step reaches. */
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
    - {id: deny-injection, kind: deny-patterns, on_match: DENY, patterns: [{regex: "ignore (all )?previous instructions", flags: i}]}
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

function startServe(traceDir, policyDir, durability) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'dist/cli.js',
        'serve',
        '--port',
        '0',
        '--trace-dir',
        traceDir,
        '--policy-dir',
        policyDir,
        '--durability',
        durability,
        '--max-streams',
        String(SSE + 10),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
      const token = /API token: (\S+)/.exec(out)?.[1];
      if (port && token) resolve({ child, port: Number(port), token });
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${out}`)));
  });
}

function call(agent, s, method, path, body) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port: s.port,
        method,
        path,
        headers: {
          Authorization: `Bearer ${s.token}`,
          'X-Loopgov-CSRF': '1',
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (res.statusCode >= 400)
            reject(new Error(`${method} ${path}: ${res.statusCode} ${JSON.stringify(json)}`));
          else resolve(json);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Opens `n` SSE streams on runs of this variant; counts the record events they get. */
function watch(s, runIds, n) {
  let events = 0;
  const reqs = [];
  for (let i = 0; i < n; i++) {
    const req = request({
      host: '127.0.0.1',
      port: s.port,
      path: `/api/v1/runs/${runIds[i % runIds.length]}/events`,
      headers: { Authorization: `Bearer ${s.token}` },
      agent: false,
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) throw new Error(`SSE ${res.statusCode}`);
      res.on('data', (c) => {
        for (let j = c.indexOf('event: record'); j !== -1; j = c.indexOf('event: record', j + 1)) events++;
      });
    });
    req.on('error', () => {});
    req.end();
    reqs.push(req);
  }
  return {
    count: () => events,
    close: () => {
      for (const r of reqs) r.destroy();
    },
  };
}

async function variant(name, durability, sse) {
  const policyDir = benchPolicyDir();
  const s = await startServe(join(root, `traces-${name}`), policyDir, durability);
  const agent = new Agent({ keepAlive: true, maxSockets: RUNS });
  try {
    const ids = Array.from({ length: RUNS }, (_, i) => `${name}-${i}`);
    for (let i = 0; i < ids.length; i += 100) {
      await Promise.all(
        ids.slice(i, i + 100).map((id) =>
          call(agent, s, 'POST', '/api/v1/runs', {
            run_id: id,
            project: 'bench',
            level: 'L2',
            profile: 'dev',
          }),
        ),
      );
    }
    // Open the 1 000 keep-alive connections first: the figures are about steps, not a connection storm.
    await Promise.all(ids.map(() => call(agent, s, 'GET', '/api/v1/health')));
    const watchers = sse ? watch(s, ids, sse) : null;
    if (watchers) await new Promise((r) => setTimeout(r, 500));
    const latencies = [];
    const first = [];
    const t0 = now();
    await Promise.all(
      ids.map(async (id) => {
        for (let n = 1; n <= STEPS; n++) {
          const a = now();
          const d = await call(agent, s, 'POST', `/api/v1/runs/${id}/steps`, event(n));
          (n === 1 ? first : latencies).push(ms(a, now()));
          if (d.decision !== 'CONTINUE') throw new Error(`${id} step ${n}: ${d.decision} ${d.reason}`);
        }
      }),
    );
    const sec = ms(t0, now()) / 1000;
    await new Promise((r) => setTimeout(r, 300));
    const seen = watchers?.count() ?? 0;
    watchers?.close();
    const pct = (xs, p) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
    return {
      rate: (RUNS * STEPS) / sec,
      p50: pct(latencies, 0.5),
      p99: pct(latencies, 0.99),
      first50: pct(first, 0.5),
      firstMax: pct(first, 1),
      sec,
      seen,
    };
  } finally {
    agent.destroy();
    s.child.kill('SIGTERM');
    await new Promise((r) => s.child.once('exit', r));
  }
}

/** The same steps through run.step in this process, one run after another, for the HTTP factor. */
async function inProcess(durability) {
  const policyDir = benchPolicyDir();
  const runs = 50;
  const perRun = 40;
  const t0 = now();
  for (let i = 0; i < runs; i++) {
    const run = await openRun({
      runId: `inproc-${durability}-${i}`,
      project: 'bench',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir },
      traceDir: join(root, 'traces-inproc'),
      durability,
    });
    for (let n = 1; n <= perRun; n++) await run.step(event(n));
    await run.close();
  }
  const sec = ms(t0, now()) / 1000;
  return { rate: (runs * perRun) / sec, perStepMs: (sec * 1000) / (runs * perRun) };
}

const started = now();
const loadBefore = loadavg()[0];
const base = { none: await inProcess('none'), fsync: await inProcess('fsync') };
const results = [
  ['none', 'none', 0],
  ['fsync', 'fsync', 0],
  [`fsync + ${SSE} SSE`, 'fsync', SSE],
];
for (const [label, durability, sse] of results) {
  const r = await variant(label.replace(/\W+/g, '-'), durability, sse);
  const inproc = base[durability];
  row(
    `serve, ${RUNS} concurrent runs × ${STEPS} steps, durability ${label}`,
    `${Math.round(r.rate)} steps/s`,
    `steps 2…${STEPS}: p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms; step 1 (all ${RUNS} at the same instant): p50 ${(r.first50 / 1000).toFixed(1)} s, last ${(r.firstMax / 1000).toFixed(1)} s; per-step cost ${(1000 / r.rate).toFixed(3)} ms vs ${inproc.perStepMs.toFixed(3)} ms in process (${(inproc.rate / r.rate).toFixed(1)}×)${sse ? `; ${r.seen} record events delivered to the watchers` : ''}`,
  );
}
row(
  'run.step in process, no fsync (50 runs × 40 steps, one at a time)',
  `${Math.round(base.none.rate)} steps/s`,
  'the baseline of the factor above',
);
row(
  'run.step in process, fsync',
  `${Math.round(base.fsync.rate)} steps/s`,
  'durable per step: one fdatasync each, no overlap',
);

console.log('| measure | value | note |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log(
  `\n(${(ms(started, now()) / 1000).toFixed(0)} s total; steps: two pure gates on a ${ARTIFACT.length}-byte artifact, the same bytes every step)`,
);
console.log(
  `${cpus().length} cores shared by the server, the 1 000 runners and the watchers; load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end: other work on the machine skews every figure.`,
);
