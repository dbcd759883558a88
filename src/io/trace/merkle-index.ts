/**
 * Stored subtree hashes of a run's Merkle tree (docs/decisions/066): `<run>/merkle/L00` holds the record
 * hashes (a leaf is SHA-256(0x00 ‖ record hash)), `L01` the roots of aligned leaf pairs, `L02` of aligned
 * quads, … — every perfect subtree once, 32 bytes each — and `lines` the byte offset of every record
 * (8 bytes). ~72 bytes per record in all. Building it is one verified pass over the trace; afterwards a
 * proof is O(log n) reads of 32 bytes, plus one seek to read the record itself. The index is derived data: a proof from a tampered index simply does not
 * verify against the signed root.
 */
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { checkLine } from '../../core/trace/chain.js';
import { inclusionPath, leafHash, nodeHash, subtreeRoot, verifyInclusion } from '../../core/trace/merkle.js';
import { createChainVerifier } from '../../core/trace/verify.js';
import { openTraceFile } from './open-trace.js';
import { forEachLine, runPaths } from './read.js';
import { makeDirOrFail } from '../fs/make-dir.js';

interface Meta {
  leaves: number;
  head: string;
  root: string;
}

/** A run's stored tree: how many leaves, and any perfect subtree's root. */
export interface MerkleIndex {
  readonly leaves: number;
  readonly head: string;
  /** Root of the perfect subtree of leaves [index·2^level, (index+1)·2^level). */
  node(level: number, index: number): Buffer;
  /** The hash of record `index` and the byte offset of its line in the trace. */
  record(index: number): { hash: string; offset: number };
  close(): void;
}

/** One record's inclusion proof against the tree of the first `tree_size` records. */
export interface InclusionProof {
  run_id: string;
  index: number;
  tree_size: number;
  /** The record itself, as the trace holds it. */
  record?: unknown;
  record_hash: string;
  leaf: string;
  root: string;
  path: string[];
}

const dirOf = (traceDir: string, runId: string) => join(runPaths(traceDir, runId).dir, 'merkle');
const levelFile = (dir: string, level: number) => join(dir, `L${String(level).padStart(2, '0')}`);

/**
 * Builds (or rebuilds) the index from the trace in one streaming pass, over the records that verify.
 * Throws `ERR_TRACE` when the chain is broken.
 *
 * @example
 * const { leaves, root } = await buildMerkleIndex('traces', 'r1');
 */
export async function buildMerkleIndex(traceDir: string, runId: string): Promise<Meta> {
  const { trace } = runPaths(traceDir, runId);
  const dir = dirOf(traceDir, runId);
  const tmp = `${dir}.building-${process.pid}`;
  makeDirOrFail(tmp, 'ERR_TRACE');
  const writers: LevelWriter[] = [];
  const pending: (Buffer | null)[] = [];
  const lines = new LevelWriter(join(tmp, 'lines'), 8);
  const offset = Buffer.alloc(8);
  let at = 0;
  /** Level 0 stores the record hash itself; the tree above works on its leaf hash. */
  const add = (level: number, h: Buffer, stored = h) => {
    writers[level] ??= new LevelWriter(levelFile(tmp, level));
    const index = writers[level].count;
    writers[level].write(stored);
    if (index % 2 === 0) pending[level] = h;
    else {
      const parent = nodeHash(pending[level] as Buffer, h);
      pending[level] = null;
      add(level + 1, parent);
    }
  };
  const v = createChainVerifier({
    runId,
    allowOpen: true,
    merkle: true,
    onRecord: (_i, hash) => add(0, leafHash(hash), Buffer.from(hash, 'hex')),
  });
  try {
    const { terminated } = await forEachLine(trace, (line) => {
      v.push(line);
      offset.writeBigUInt64BE(BigInt(at));
      lines.write(offset);
      at += (typeof line === 'string' ? Buffer.byteLength(line) : line.bytes) + 1;
    });
    const report = v.end({ terminated });
    if (!report.ok) {
      throw new LoopgovError(
        'ERR_TRACE',
        `${trace}: chain broken at record ${report.finding?.index} (${report.finding?.reason}); no Merkle index built`,
      );
    }
    for (const w of writers) w.close();
    lines.close();
    const meta: Meta = { leaves: report.length, head: report.head, root: report.root as string };
    writeFileSync(join(tmp, 'meta.json'), `${JSON.stringify(meta)}\n`);
    if (existsSync(dir)) renameSync(dir, `${tmp}.old`);
    renameSync(tmp, dir);
    rmSync(`${tmp}.old`, { recursive: true, force: true });
    return meta;
  } catch (e) {
    for (const w of writers) w.close();
    lines.close();
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
}

/** The stored index, or null when there is none. */
export function openMerkleIndex(traceDir: string, runId: string): MerkleIndex | null {
  const dir = dirOf(traceDir, runId);
  let meta: Meta;
  try {
    meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as Meta;
  } catch {
    return null;
  }
  const fds = new Map<string, number>();
  const read = (file: string, size: number, index: number): Buffer => {
    let fd = fds.get(file);
    if (fd === undefined) {
      fd = openSync(join(dir, file), 'r');
      fds.set(file, fd);
    }
    const buf = Buffer.alloc(size);
    if (readSync(fd, buf, 0, size, index * size) !== size) {
      throw new LoopgovError(
        'ERR_TRACE',
        `${dir}: the Merkle index has no entry ${index} in ${file}: rebuild it`,
      );
    }
    return buf;
  };
  const name = (level: number) => `L${String(level).padStart(2, '0')}`;
  return {
    leaves: meta.leaves,
    head: meta.head,
    node(level, index) {
      if (level === 0) return leafHash(read(name(0), 32, index).toString('hex'));
      return read(name(level), 32, index);
    },
    record(index) {
      return {
        hash: read(name(0), 32, index).toString('hex'),
        offset: Number(read('lines', 8, index).readBigUInt64BE()),
      };
    },
    close() {
      for (const fd of fds.values()) closeSync(fd);
      fds.clear();
    },
  };
}

/**
 * Proves record `index` in the tree of the first `treeSize` records (default: every record the index
 * holds), building the index first if it is missing or too short. O(log n) node reads once built.
 *
 * @example
 * const proof = await proveRecord('traces', 'r1', 5, checkpoint.length);
 */
export async function proveRecord(
  traceDir: string,
  runId: string,
  index: number,
  treeSize?: number,
): Promise<InclusionProof & { built: boolean }> {
  const existing = openMerkleIndex(traceDir, runId);
  if (existing && existing.leaves >= (treeSize ?? 0) && existing.leaves > index) {
    try {
      return { ...proveWith(existing, traceDir, runId, index, treeSize), built: false };
    } catch (e) {
      // a stale index (the trace grew or was rewritten since): build it again, once
      if (!(e instanceof LoopgovError && e.message.includes('does not match the Merkle index'))) throw e;
    } finally {
      existing.close();
    }
  } else existing?.close();
  await buildMerkleIndex(traceDir, runId);
  const idx = openMerkleIndex(traceDir, runId) as MerkleIndex;
  try {
    return { ...proveWith(idx, traceDir, runId, index, treeSize), built: true };
  } finally {
    idx.close();
  }
}

function proveWith(
  idx: MerkleIndex,
  traceDir: string,
  runId: string,
  index: number,
  treeSize: number | undefined,
): InclusionProof {
  const n = treeSize ?? idx.leaves;
  if (!(Number.isSafeInteger(index) && index >= 0 && index < n)) {
    throw new LoopgovError('ERR_USAGE', `--index ${index} is not a record of a tree of ${n} record(s)`);
  }
  if (n > idx.leaves)
    throw new LoopgovError('ERR_TRACE', `the trace has ${idx.leaves} record(s), fewer than ${n}`);
  const node = (l: number, i: number) => idx.node(l, i);
  const leaf = node(0, index);
  const root = subtreeRoot(0, n, node);
  const path = inclusionPath(index, n, (lo, hi) => subtreeRoot(lo, hi, node));
  const rec = idx.record(index);
  const line = readLineAt(runPaths(traceDir, runId).trace, rec.offset);
  const c = checkLine(line);
  if (!c.ok || c.record.index !== index || c.record.hash !== rec.hash) {
    throw new LoopgovError(
      'ERR_TRACE',
      `record ${index} of the trace does not match the Merkle index: the trace changed, or the index is stale (remove ${dirOf(traceDir, runId)})`,
    );
  }
  return {
    run_id: runId,
    index,
    tree_size: n,
    record: c.record,
    record_hash: rec.hash,
    leaf: leaf.toString('hex'),
    root: root.toString('hex'),
    path: path.map((p) => p.toString('hex')),
  };
}

/** Checks a proof on its own: the record's leaf, the path, and the root it claims (O(log n)). */
export function checkProof(p: InclusionProof): boolean {
  return (
    leafHash(p.record_hash).toString('hex') === p.leaf &&
    verifyInclusion(
      Buffer.from(p.leaf, 'hex'),
      p.index,
      p.tree_size,
      p.path.map((h) => Buffer.from(h, 'hex')),
      Buffer.from(p.root, 'hex'),
    )
  );
}

/** The line that starts at byte `offset` (read in growing chunks up to its newline). */
function readLineAt(file: string, offset: number): string {
  const fd = openTraceFile(file);
  try {
    const parts: Buffer[] = [];
    for (let pos = offset, size = 4096; ; pos += size, size *= 2) {
      const buf = Buffer.alloc(size);
      const n = readSync(fd, buf, 0, size, pos);
      const nl = buf.subarray(0, n).indexOf(10);
      if (nl >= 0) {
        parts.push(buf.subarray(0, nl));
        return Buffer.concat(parts).toString('utf8');
      }
      if (n < size) throw new LoopgovError('ERR_TRACE', `${file}: no whole line at byte ${offset}`);
      parts.push(buf);
    }
  } finally {
    closeSync(fd);
  }
}

/** Appends fixed-size entries to one file through a 64 KiB buffer. */
class LevelWriter {
  count = 0;
  private readonly fd: number;
  private readonly buf = Buffer.alloc(64 * 1024);
  private used = 0;
  constructor(
    file: string,
    private readonly size = 32,
  ) {
    this.fd = openSync(file, 'w');
  }
  write(h: Buffer): void {
    if (this.used + this.size > this.buf.length) this.flush();
    h.copy(this.buf, this.used);
    this.used += this.size;
    this.count++;
  }
  close(): void {
    try {
      this.flush();
    } finally {
      try {
        closeSync(this.fd);
      } catch {
        // closed already
      }
    }
  }
  private flush(): void {
    if (this.used > 0) writeSync(this.fd, this.buf, 0, this.used);
    this.used = 0;
  }
}
