/**
 * Low-level file steps of the trace store, each failing with an `ERR_TRACE` that names the file and the
 * syscall: errors mapping, content-addressed writes (temp file + rename), and reading a file backwards
 * to its last newline without reading the whole file.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fdatasync,
  fdatasyncSync,
  fsync,
  fsyncSync,
  openSync,
  readSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { sep } from 'node:path';
import { promisify } from 'node:util';
import { LoopgovError } from '../../core/errors.js';
import { makeDirSync } from '../fs/make-dir.js';
import { systemFailure } from '../fs/system-error.js';

/**
 * The syscalls the store's durability depends on, replaceable in tests to inject the faults a real disk
 * rarely produces on demand (a failed fsync, EIO). Production code never passes anything else.
 */
export interface StoreSyscalls {
  write(fd: number, buf: Buffer): number;
  fdatasync(fd: number): Promise<void>;
}

export const realSyscalls: StoreSyscalls = {
  write: (fd, buf) => writeSync(fd, buf, 0, buf.length),
  fdatasync: (fd) => flushFd(fd, true),
};

interface FlushRequest {
  fd: number;
  dataOnly: boolean;
  done: (e: Error | null) => void;
}
let flushes: FlushRequest[] = [];
/** Flushes running on the thread pool: while any are, a new one joins them rather than block the thread. */
let inFlight = 0;

/**
 * One process-wide barrier for every store (decision 023): the flushes asked for in one turn of the
 * event loop run together. One alone (none other running) runs synchronously — the thread-pool round trip of the async call
 * costs two wake-ups, more than the flush itself on a busy machine (docs/trace.md) — several at once go
 * to the thread pool side by side, so the file system commits them in one journal transaction: a
 * barrier across 1 000 runs costs about what a few flushes cost, not 1 000 (`UV_THREADPOOL_SIZE` sets
 * how many overlap; bench/hot-path.bench.mjs).
 */
function flushFd(fd: number, dataOnly: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    if (flushes.length === 0) setImmediate(drainFlushes);
    flushes.push({ fd, dataOnly, done: (e) => (e ? reject(e) : resolve()) });
  });
}

function drainFlushes(): void {
  const batch = flushes;
  flushes = [];
  if (batch.length === 1 && inFlight === 0) {
    const r = batch[0] as FlushRequest;
    try {
      if (r.dataOnly) fdatasyncSync(r.fd);
      else fsyncSync(r.fd);
      r.done(null);
    } catch (e) {
      r.done(e as Error);
    }
    return;
  }
  for (const r of batch) {
    inFlight++;
    (r.dataOnly ? fdatasync : fsync)(r.fd, (e) => {
      inFlight--;
      r.done(e);
    });
  }
}
const fdatasyncAsync = promisify(fdatasync);

/**
 * The same, with every `fdatasync` on the thread pool (`overlapSync`). `realSyscalls` already overlaps
 * the flushes asked for together (decision 029); this keeps a lone one off the main thread too.
 */
export const threadPoolSyscalls: StoreSyscalls = {
  write: realSyscalls.write,
  fdatasync: (fd) => fdatasyncAsync(fd),
};

/** `ERR_TRACE` (or `ERR_TRACE_LOCK`) naming `file`, what we were doing, the syscall and its error code. */
export function traceIoError(
  e: unknown,
  file: string,
  doing: string,
  errorCode: 'ERR_TRACE' | 'ERR_TRACE_LOCK' = 'ERR_TRACE',
): LoopgovError {
  if (e instanceof LoopgovError) return e;
  // The problem locates what the message says (once: a refusal's explainError leaves it unsaid).
  const failure = systemFailure(e, doing, file);
  return new LoopgovError(errorCode, `cannot ${doing} ${file}: ${failure}`, [{ file, message: failure }]);
}

/** fsyncs a directory so that a rename or a new file in it survives a crash. */
export async function fsyncDir(dir: string): Promise<void> {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    await flushFd(fd, false);
  } catch (e) {
    throw traceIoError(e, dir, 'fsync directory');
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** fsyncs a file already in place (a deferred artifact at the group-commit barrier). Throws the raw error. */
export async function fsyncFile(file: string): Promise<void> {
  const fd = openSync(file, 'r');
  try {
    await flushFd(fd, false);
  } finally {
    closeSync(fd);
  }
}

/** The same on the thread pool (`overlapSync` stores: many runs' barriers at once). Throws the raw error. */
export async function fsyncFileAsync(file: string): Promise<void> {
  const fh = await open(file, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

let tmpCounter = 0;
const TMP_PREFIX = `${process.pid}-${randomBytes(6).toString('hex')}-`;

/**
 * Writes `bytes` to `dir/name` once: temp file, (fsync,) rename. An existing file of that name is
 * replaced by identical content (names are content hashes), so concurrent writers are harmless.
 */
export async function writeOnce(
  dir: string,
  name: string,
  bytes: Uint8Array,
  durable: boolean,
  dirExists = false,
): Promise<string> {
  if (!durable) return writeOnceNow(dir, name, bytes, dirExists);
  const t = openTemp(dir, name, bytes, dirExists);
  try {
    await flushFd(t.fd, false);
  } catch (e) {
    throw discardTemp(t, e);
  }
  placeTemp(t);
  await fsyncDir(dir);
  return t.target;
}

/** `writeOnce` without the flushes, done before it returns (durability none, or a deferred artifact). */
export function writeOnceNow(dir: string, name: string, bytes: Uint8Array, dirExists = false): string {
  const t = openTemp(dir, name, bytes, dirExists);
  placeTemp(t);
  return t.target;
}

interface TempFile {
  fd: number;
  tmp: string;
  target: string;
}

/** A temp file in `dir` (made if need be) holding `bytes`, still open. */
function openTemp(dir: string, name: string, bytes: Uint8Array, dirExists: boolean): TempFile {
  // Not join: `dir` is a path the store made (normalized), and a new artifact a step is hot (decision 098).
  const target = `${dir}${sep}${name}`;
  // pid + counter is unique among live processes; the random part covers a dead one's leftovers.
  const tmp = `${dir}${sep}.tmp-${TMP_PREFIX}${++tmpCounter}`;
  if (!dirExists) {
    try {
      makeDirSync(dir);
    } catch (e) {
      throw traceIoError(e, dir, 'create directory');
    }
  }
  let fd: number | undefined;
  try {
    fd = openSync(tmp, 'wx', 0o644);
    let off = 0;
    while (off < bytes.length) off += writeSync(fd, bytes, off, bytes.length - off);
    return { fd, tmp, target };
  } catch (e) {
    throw discardTemp({ fd, tmp, target }, e);
  }
}

/** Closes the temp file and renames it into place. */
function placeTemp(t: TempFile): void {
  try {
    closeSync(t.fd);
    renameSync(t.tmp, t.target);
  } catch (e) {
    throw discardTemp({ ...t, fd: undefined }, e); // a failed close has released the descriptor too
  }
}

/** Closes (if open) and removes a temp file after `e`; returns the error to throw, naming the target. */
function discardTemp(t: { fd: number | undefined; tmp: string; target: string }, e: unknown): LoopgovError {
  if (t.fd !== undefined) {
    try {
      closeSync(t.fd);
    } catch {
      // the error that matters is `e`
    }
  }
  try {
    unlinkSync(t.tmp);
  } catch {
    // never created, or already renamed
  }
  return traceIoError(e, t.target, 'write');
}

/** Position of the last `\n` strictly before `end` in the file, or -1. Reads backwards in chunks. */
export function lastNewlineBefore(fd: number, end: number, file: string): number {
  const chunk = Buffer.allocUnsafe(64 * 1024);
  let pos = end;
  try {
    while (pos > 0) {
      const len = Math.min(chunk.length, pos);
      pos -= len;
      const n = readSync(fd, chunk, 0, len, pos);
      const nl = chunk.subarray(0, n).lastIndexOf(10);
      if (nl >= 0) return pos + nl;
    }
  } catch (e) {
    throw traceIoError(e, file, 'read');
  }
  return -1;
}

/** Reads bytes [start, end) of the file. */
export function readRange(fd: number, start: number, end: number, file: string): Buffer {
  const buf = Buffer.allocUnsafe(end - start);
  let off = 0;
  try {
    while (off < buf.length) {
      const n = readSync(fd, buf, off, buf.length - off, start + off);
      if (n === 0) break;
      off += n;
    }
  } catch (e) {
    throw traceIoError(e, file, 'read');
  }
  return buf.subarray(0, off);
}
