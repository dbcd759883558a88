// Trace costs: `loopgov trace verify` on a 1 000 000-record trace as a fraction of the machine's limit
// (stream the same file, JSON.parse + SHA-256 every line), its peak memory, and the store's append rate.
// Prints a markdown table. Run: `npm run build && node bench/trace.bench.mjs` (~2 min; a 1.9 GB trace in /dev/shm when it has room).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { checkLine, GENESIS_PREV, openTraceStore } from '../dist/lib.js';

const RECORDS = Number(process.env.TRACE_BENCH_RECORDS ?? 1_000_000);
// The 1.9 GB trace goes to RAM (/dev/shm) when there is room: the bench measures CPU, not the disk.
const shm = existsSync('/dev/shm') && statfsSync('/dev/shm').bavail * statfsSync('/dev/shm').bsize > 4e9;
const bigRoot = mkdtempSync(join(shm ? '/dev/shm' : tmpdir(), 'loopgov-trace-bench-'));
const root = mkdtempSync(join(tmpdir(), 'loopgov-trace-bench-'));
const rows = [];
const row = (what, value, note = '') => rows.push([what, value, note]);
const ms = (t) => Number(process.hrtime.bigint() - t) / 1e6;
const sha = (s) => createHash('sha256').update(s).digest('hex');

/** The canonical JSON (keys sorted) of an iteration record shaped like the evaluator's, ~1.9 kB. */
const ARTIFACTS = Array.from({ length: 97 }, (_, k) => sha(`artifact-${k}`));
const ACTIONS = Array.from({ length: 7 }, (_, k) => sha(`a${k}`));
const COMMIT = 'c'.repeat(40);
// Float formatting is dear: do it 1 000 times, not 1 000 000.
const COST = Array.from({ length: 1000 }, (_, k) => String((k + 1) * 0.001));
const WALL = Array.from({ length: 1000 }, (_, k) => String((k + 1) * 0.37));
const iterationText = (v) => {
  const budget = `{"cost_usd":${v[4]},"exceeded":null,"limits":{"max_cost_usd":2000,"max_steps":2000000,"max_tokens":2000000000,"max_wall_clock_sec":90000},"steps":${v[5]},"tokens":${v[6]},"wall_clock_sec":${v[7]}}`;
  return (
    `{"action":"edit-${v[0]}","action_hash":"${v[1]}","artifact":{"bytes":1234,"path":"/srv/traces/bench/artifacts/${v[2]}","sha256":"${v[2]}"},` +
    `"at":"2026-11-29T10:00:00.000Z","attempt":1,"budget":${budget},"budget_snapshot":${budget},"claims_done":false,` +
    `"convergence":{"alternation":1,"best_progress":${v[5]},"repeat":1,"since_best":0,"stall":null},"correction_hint":null,"cost_usd":0.001,"criteria":null,"decision":"CONTINUE",` +
    `"gate":{"results":[{"detail":"no denied pattern found","id":"deny-injection","kind":"deny-patterns","verdict":"PASS"},{"detail":"1234 ≤ 1048576 bytes","id":"size","kind":"max-bytes","verdict":"PASS"},{"detail":"exit 0","id":"unit-tests","kind":"command","verdict":"PASS"}],"verdict":"PASS"},` +
    `"governance":"required","index":${v[5]},"inputs_ref":"sha256:${v[2]}","intent":"make the tests pass","prev":"${v[3]}","progress":${v[5]},` +
    `"provenance":{"artifact_path":"/srv/traces/bench/artifacts/${v[2]}","commit":"${COMMIT}","run_at":"2026-11-29T10:00:00.000Z","source":"pinned","verified":true},` +
    `"reason":"ok","run_id":"bench","step":${v[5]},"tokens":100,"tool":"editor","type":"iteration"}`
  );
};
const iterationValues = (i, prev) => [
  i % 7,
  ACTIONS[i % 7],
  ARTIFACTS[i % 97],
  prev,
  COST[i % 1000],
  i,
  i * 100,
  WALL[i % 1000],
];
// The template cut at each value, as bytes: building a record is copying pieces into one big buffer.
const MARK = '\u0001';
const marks = Array.from({ length: 8 }, (_, k) => `${MARK}${k}${MARK}`);
const PIECES = iterationText(marks)
  .split(MARK)
  .map((x, k) => (k % 2 === 0 ? Buffer.from(x) : Number(x)));

// 1. Generate the trace (run_start, iterations, run_end) as canonical bytes, hashed in place.
const traceDir = join(bigRoot, 'traces');
mkdirSync(join(traceDir, 'bench', 'artifacts'), { recursive: true });
// The artifacts the records name, so that verify's artifact check (on by default) finds them whole.
for (let k = 0; k < ARTIFACTS.length; k++)
  writeFileSync(join(traceDir, 'bench', 'artifacts', ARTIFACTS[k]), `artifact-${k}`);
const file = join(traceDir, 'bench', 'trace.jsonl');
let t = process.hrtime.bigint();
{
  const fd = openSync(file, 'w');
  const out = Buffer.allocUnsafe(32 << 20);
  let off = 0;
  let prev = GENESIS_PREV;
  /** Appends canonical bytes [start, off) + the hash member as one line; returns the hash. */
  const seal = (start) => {
    const hash = createHash('sha256').update(out.subarray(start, off)).digest('hex');
    off -= 1; // the closing brace moves after the hash member
    off += out.write(`,"hash":"${hash}"}\n`, off, 'latin1');
    if (off > out.length - (1 << 20)) {
      writeSync(fd, out, 0, off);
      off = 0;
    }
    prev = hash;
  };
  const emitText = (text) => {
    const start = off;
    off += out.write(text, off);
    seal(start);
  };
  emitText(
    `{"at":"2026-11-29T10:00:00.000Z","index":0,"level":"L3","prev":"${prev}","profile":"prod","project":"bench","run_id":"bench","type":"run_start"}`,
  );
  for (let i = 1; i < RECORDS - 1; i++) {
    const v = iterationValues(i, prev);
    const start = off;
    for (const piece of PIECES) {
      if (typeof piece === 'number') off += out.write(String(v[piece]), off, 'latin1');
      else off += piece.copy(out, off);
    }
    seal(start);
  }
  emitText(
    `{"at":"2026-11-29T10:00:00.000Z","decision":"DONE","index":${RECORDS - 1},"prev":"${prev}","reason":"success","run_id":"bench","type":"run_end"}`,
  );
  writeSync(fd, out, 0, off);
  closeSync(fd);
}
const bytes = statSync(file).size;
const sample = iterationText(iterationValues(1, GENESIS_PREV));
if (!checkLine(`${sample.slice(0, -1)},"hash":"${sha(sample)}"}`).ok)
  throw new Error('generated lines are not canonical');
row(
  'generate trace',
  `${RECORDS.toLocaleString('en')} records, ${(bytes / 1e9).toFixed(2)} GB`,
  `${(ms(t) / 1000).toFixed(1)} s`,
);

// 2. The machine's limit: a child process with the same node flags streams the same file with the same
// line splitter and does JSON.parse + SHA-256 on every line. Measured before and after verify (the
// machine may be shared): the ratio uses their mean.
const HEAP = '--max-old-space-size=64';
const limitScript = `
  import { createHash } from 'node:crypto';
  import { forEachLine } from ${JSON.stringify(new URL('../dist/lib.js', import.meta.url).href)};
  let n = 0;
  const t = performance.now();
  await forEachLine(process.argv[1], (l) => { JSON.parse(l); createHash('sha256').update(l).digest('hex'); n++; });
  console.log(n / ((performance.now() - t) / 1000));`;
const measureLimit = () => {
  const r = spawnSync(process.execPath, [HEAP, '--input-type=module', '-e', limitScript, file], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout);
};
const limitBefore = measureLimit();

// 3. `loopgov trace verify` as a child process, with its peak RSS.
const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
t = process.hrtime.bigint();
// A 64 MB heap cap proves the streaming: a verifier that kept records would die on a 1.9 GB trace.
const argv = [HEAP, 'dist/cli.js', 'trace', 'verify', '--trace-dir', traceDir, '--run-id', 'bench'];
const v = timeBin
  ? spawnSync(timeBin, ['-v', process.execPath, ...argv], { encoding: 'utf8' })
  : spawnSync(process.execPath, argv, { encoding: 'utf8', env: { ...process.env, LOOPGOV_REPORT_RSS: '1' } });
const verifyMs = ms(t);
if (v.status !== 0) throw new Error(`verify failed: ${v.stdout}${v.stderr}`);
const rssKb = Number(
  (timeBin ? /Maximum resident set size \(kbytes\): (\d+)/ : /maxrss_kb=(\d+)/).exec(v.stderr)?.[1],
);
const verifyRate = RECORDS / (verifyMs / 1000);
const limitAfter = measureLimit();
const limitRate = (limitBefore + limitAfter) / 2;
const rate = (x) => `${Math.round(x).toLocaleString('en')} lines/s`;
row(
  'limit: stream + JSON.parse + SHA-256 (child process)',
  rate(limitRate),
  `before ${rate(limitBefore)}, after ${rate(limitAfter)}`,
);
row(
  '`loopgov trace verify` (CLI, child process)',
  `${Math.round(verifyRate).toLocaleString('en')} records/s`,
  `${(verifyMs / 1000).toFixed(1)} s incl. process start`,
);
row('verify / limit', (verifyRate / limitRate).toFixed(2), 'target ≥ 0.5');
row(
  'verify peak RSS',
  `${Math.round(rssKb / 1024)} MB`,
  `${timeBin ? '/usr/bin/time -v' : 'process.resourceUsage().maxRSS'}, node ${HEAP}; trace ${Math.round(bytes / 1e6)} MB${shm ? ' in /dev/shm' : ''}`,
);

rmSync(file);

// 4. Store appends: without fsync, with fsync; per-append cost early vs late in a long run.
const body = (i) => ({
  type: 'iteration',
  run_id: 'app',
  at: '2026-11-29T10:00:00.000Z',
  step: i,
  decision: 'CONTINUE',
  reason: 'ok',
  gate: {
    verdict: 'PASS',
    results: [{ id: 'size', kind: 'max-bytes', verdict: 'PASS', detail: '12 ≤ 1048576 bytes' }],
  },
  budget_snapshot: {
    steps: i,
    tokens: i * 100,
    cost_usd: 0.001 * i,
    wall_clock_sec: 1,
    limits: { max_steps: 1e6, max_tokens: 1e9, max_cost_usd: 1e3, max_wall_clock_sec: 1e5 },
    exceeded: null,
  },
  progress: i,
});
async function appendRate(durability, count, runId) {
  const s = await openTraceStore({ traceDir: join(root, 'store'), runId, durability, mode: 'create' });
  await s.append({ type: 'run_start', run_id: runId, at: '2026-11-29T10:00:00.000Z' });
  const windows = [];
  let w = process.hrtime.bigint();
  const t0 = process.hrtime.bigint();
  for (let i = 1; i <= count; i++) {
    await s.append({ ...body(i), run_id: runId });
    await s.readForeign();
    if (i % 1000 === 0) {
      windows.push(ms(w) / 1000);
      w = process.hrtime.bigint();
    }
  }
  const total = ms(t0);
  await s.close();
  return { rate: count / (total / 1000), windows };
}
const none = await appendRate('none', 101_000, 'app');
row(
  'store append + readForeign, durability none',
  `${Math.round(none.rate).toLocaleString('en')} /s`,
  '101 000 appends, lock held as a lease',
);
const early = none.windows.slice(1, 3).reduce((a, b) => a + b) / 2;
const late = none.windows.slice(-2).reduce((a, b) => a + b) / 2;
row(
  'per-append µs at ~2 000 vs ~100 000 records',
  `${(early * 1000).toFixed(1)} vs ${(late * 1000).toFixed(1)}`,
  `ratio ${(late / early).toFixed(2)} (target ≤ 1.3)`,
);
const fs = await appendRate('fsync', 2000, 'app-fsync');
row(
  'store append + readForeign, durability fsync',
  `${Math.round(fs.rate).toLocaleString('en')} /s`,
  '2 000 appends, fdatasync each',
);

// The disk's own limit for the fsync row: write + fdatasync of the same size, synchronously.
{
  const fd = openSync(join(root, 'fsync-probe'), 'a');
  const buf = Buffer.alloc(600, 120);
  t = process.hrtime.bigint();
  for (let i = 0; i < 1000; i++) {
    writeSync(fd, buf);
    fdatasyncSync(fd);
  }
  closeSync(fd);
  row(
    'disk limit: write + fdatasync, no store',
    `${Math.round(1000 / (ms(t) / 1000)).toLocaleString('en')} /s`,
    'same run, same file system',
  );
}

// 5. The rejected design: proper-lockfile lock + unlock around every append.
const lockTarget = join(root, 'store', 'app', 'trace.jsonl');
t = process.hrtime.bigint();
for (let i = 0; i < 2000; i++) {
  const release = await lockfile.lock(lockTarget, { realpath: false, stale: 10_000 });
  await release();
}
row(
  'proper-lockfile lock + unlock alone (per append, rejected)',
  `${Math.round(2000 / (ms(t) / 1000)).toLocaleString('en')} /s`,
  'mkdir + stat + rmdir: see docs/decisions/021',
);

rmSync(root, { recursive: true, force: true });
rmSync(bigRoot, { recursive: true, force: true });
console.log('| measure | value | note |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
