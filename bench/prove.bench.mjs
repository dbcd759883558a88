// Inclusion proofs (docs/decisions/066): proving one record of a 1 000 000-record trace against its
// signed Merkle root. Honest about where the work is: building the stored subtree hashes is one pass
// over the trace (O(n), once); after that a proof is O(log n) node reads, and checking it O(log n)
// hashes. Also the streamed alternative (no index: one pass per proof). Prints a markdown table.
// Run: `npm run build && node bench/prove.bench.mjs` (~1 min; the trace goes to /dev/shm when it has room).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  rmSync,
  statfsSync,
  statSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildMerkleIndex,
  checkProof,
  GENESIS_PREV,
  inclusionPath,
  linkRecord,
  openMerkleIndex,
  proveRecord,
  subtreeRoot,
  verifyTraceFile,
} from '../dist/lib.js';

const RECORDS = Number(process.env.PROVE_BENCH_RECORDS ?? 1_000_000);
const shm = existsSync('/dev/shm') && statfsSync('/dev/shm').bavail * statfsSync('/dev/shm').bsize > 2e9;
const root = mkdtempSync(join(shm ? '/dev/shm' : tmpdir(), 'loopgov-prove-bench-'));
const ms = (t) => Number(process.hrtime.bigint() - t) / 1e6;
const rows = [];
const row = (what, value, note = '') => rows.push([what, value, note]);

try {
  // A trace of RECORDS linked records (run_start, iterations, run_end), written in large batches.
  const runId = 'bench';
  mkdirSync(join(root, runId));
  const file = join(root, runId, 'trace.jsonl');
  const fd = openSync(file, 'w');
  let prev = GENESIS_PREV;
  let batch = [];
  let t = process.hrtime.bigint();
  for (let i = 0; i < RECORDS; i++) {
    const type = i === 0 ? 'run_start' : i === RECORDS - 1 ? 'run_end' : 'iteration';
    const body = {
      type,
      run_id: runId,
      at: '2026-11-29T10:00:00.000Z',
      step: i,
      decision: i === RECORDS - 1 ? 'DONE' : 'CONTINUE',
      reason: 'ok',
      action_hash: `a${i % 7}`,
      tokens: 100,
      progress: i,
    };
    const { record, line } = linkRecord(body, prev, i);
    prev = record.hash;
    batch.push(line);
    if (batch.length === 10_000) {
      writeSync(fd, `${batch.join('\n')}\n`);
      batch = [];
    }
  }
  if (batch.length) writeSync(fd, `${batch.join('\n')}\n`);
  closeSync(fd);
  row(
    'records',
    RECORDS.toLocaleString('en'),
    `${(statSync(file).size / 1e6).toFixed(0)} MB trace, written in ${(ms(t) / 1000).toFixed(1)} s (${shm ? '/dev/shm' : 'disk'})`,
  );

  t = process.hrtime.bigint();
  const streamed = await verifyTraceFile(root, runId, { merkle: true });
  row(
    'streamed: verify the chain + compute the root (one pass, O(n))',
    `${(ms(t) / 1000).toFixed(2)} s`,
    'what a proof costs without stored subtree hashes, every time',
  );

  t = process.hrtime.bigint();
  const meta = await buildMerkleIndex(root, runId);
  const buildMs = ms(t);
  const dirBytes = ['L00', 'lines'].map((f) => statSync(join(root, runId, 'merkle', f)).size);
  row(
    'build the stored subtree hashes (one pass, O(n), once)',
    `${(buildMs / 1000).toFixed(2)} s`,
    `root ${meta.root.slice(0, 16)}… = streamed root: ${meta.root === streamed.root}; index ≈ ${((dirBytes[0] * 2 + dirBytes[1]) / 1e6).toFixed(0)} MB`,
  );

  // Proofs with the index: time many, report the median.
  const targets = [0, 1, 4242, 499_999, 777_777, RECORDS - 2, RECORDS - 1].filter((i) => i < RECORDS);
  const times = [];
  let proof;
  let longest = 0;
  for (let rep = 0; rep < 5; rep++) {
    for (const i of targets) {
      t = process.hrtime.bigint();
      const p = await proveRecord(root, runId, i, RECORDS);
      times.push(ms(t));
      if (p.path.length >= longest) {
        longest = p.path.length;
        proof = p;
      }
    }
  }
  times.sort((a, b) => a - b);
  row(
    'prove one record with the index (node reads + one seek for the record)',
    `${times[Math.floor(times.length / 2)].toFixed(2)} ms median`,
    `${times.length} proofs of ${targets.length} indexes; max ${times.at(-1).toFixed(2)} ms`,
  );
  row(
    'proof size',
    `${proof.path.length} hashes = ${proof.path.length * 32} bytes`,
    `⌈log2 ${RECORDS}⌉ = ${Math.ceil(Math.log2(RECORDS))}`,
  );

  // Count node reads of one proof through the same functions the CLI uses.
  const i2 = openMerkleIndex(root, runId);
  let n = 0;
  const get = (l, i) => {
    n++;
    return i2.node(l, i);
  };
  inclusionPath(777_777 % RECORDS, RECORDS, (lo, hi) => subtreeRoot(lo, hi, get));
  subtreeRoot(0, RECORDS, get);
  i2.close();
  row(
    'node reads for one proof and its root',
    String(n),
    'O(log n): the right edge of a non-power-of-two tree adds a few',
  );

  t = process.hrtime.bigint();
  let ok = true;
  for (let k = 0; k < 1000; k++) ok = checkProof(proof) && ok;
  row('check a proof (RFC 9162 §2.1.3.2)', `${(ms(t) / 1000).toFixed(3)} ms`, `mean of 1 000; valid: ${ok}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}

console.log('| what | value | note |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log('\nProvisional: measured on a shared 2-core machine under load.');
