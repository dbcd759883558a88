/**
 * Reading the end of a trace file: the last whole record (on open, O(length of the last record)) and the
 * records other writers appended since this writer last looked (O(their bytes)). A partial last line
 * seen while holding the lock can only be a crashed writer's: it is returned as a torn tail to recover.
 */
import { closeSync, fstatSync } from 'node:fs';
import { LoopgovError } from '../../core/errors.js';
import { checkLine, GENESIS_PREV } from '../../core/trace/chain.js';
import type { TraceRecord } from '../../core/trace/types.js';
import { lastNewlineBefore, readRange, traceIoError } from './files.js';
import { openTraceFile } from './open-trace.js';
import { decodeLine } from './utf8.js';

/** Where a run's trace ends: its byte size, last hash and the next record's index. */
export interface TailState {
  size: number;
  hash: string;
  nextIndex: number;
}

/** Bytes [start, end) that are not a whole record: no newline, or a garbled last line. */
export interface TornTail {
  start: number;
  end: number;
  cause: 'unterminated' | 'garbled';
}

/** Finds the last whole record of the file (`last`) and whether a torn tail follows it. */
export function inspectTail(
  fd: number,
  file: string,
  runId: string,
): { tail: TailState; torn: TornTail | null; last: TraceRecord | null } {
  const size = sizeOf(fd, file);
  if (size === 0) return { tail: { size: 0, hash: GENESIS_PREV, nextIndex: 0 }, torn: null, last: null };
  let torn: TornTail | null = null;
  let end = size;
  if (readRange(fd, size - 1, size, file)[0] !== 10) {
    end = lastNewlineBefore(fd, size, file) + 1;
    torn = { start: end, end: size, cause: 'unterminated' };
  }
  for (let attempt = 0; end > 0; attempt++) {
    const start = lastNewlineBefore(fd, end - 1, file) + 1;
    const line = decodeLine(readRange(fd, start, end - 1, file));
    // A whole line that is not UTF-8 is no crash of ours (a record is one write): it is damage.
    if (typeof line !== 'string') throw broken(file, `the record ending at byte ${end} is not UTF-8`);
    const c = checkLine(line);
    if (c.ok) {
      if (c.record.run_id !== runId) {
        throw broken(file, `its last record belongs to run ${JSON.stringify(c.record.run_id)}, not ${runId}`);
      }
      return {
        tail: { size: end, hash: c.record.hash, nextIndex: c.record.index + 1 },
        torn,
        last: c.record,
      };
    }
    // A crash can garble only the very last line; anything else is damage `trace verify` must look at.
    if (c.reason !== 'unparsable' || c.record !== undefined || attempt > 0) {
      throw broken(file, `the record ending at byte ${end} is bad (${c.reason}: ${c.message})`);
    }
    torn = { start, end: size, cause: 'garbled' };
    end = start;
  }
  return { tail: { size: 0, hash: GENESIS_PREV, nextIndex: 0 }, torn, last: null };
}

/**
 * The last whole record of a trace file without taking its lock, reading only the file's end; null when
 * the file does not exist or holds no whole record. Throws `ERR_TRACE` as `inspectTail` does.
 *
 * @example
 * const last = readLastRecord(runPaths('traces', 'r1').trace, 'r1');
 * if (last?.type === 'run_end') console.log(`ended: ${last.decision}`);
 */
export function readLastRecord(file: string, runId: string): TraceRecord | null {
  let fd: number;
  try {
    fd = openTraceFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw traceIoError(e, file, 'open');
  }
  try {
    return inspectTail(fd, file, runId).last;
  } finally {
    closeSync(fd);
  }
}

/** Checks and links the records between `tail.size` and `size` (appended by other writers). */
export function absorbNewBytes(
  fd: number,
  file: string,
  runId: string,
  tail: TailState,
  size: number,
  locked: boolean,
): { tail: TailState; records: TraceRecord[]; torn: TornTail | null } {
  if (size < tail.size) {
    throw broken(file, `it shrank from ${tail.size} to ${size} bytes while this writer had it open`);
  }
  const buf = readRange(fd, tail.size, size, file);
  const records: TraceRecord[] = [];
  let t = tail;
  let pos = 0;
  for (;;) {
    const nl = buf.indexOf(10, pos);
    if (nl < 0) break;
    const line = decodeLine(buf, pos, nl);
    if (typeof line !== 'string')
      throw broken(file, `record ${t.nextIndex}, appended by another writer, is not UTF-8`);
    const c = checkLine(line);
    if (!c.ok) {
      if (locked && c.reason === 'unparsable' && c.record === undefined && buf.indexOf(10, nl + 1) < 0) {
        return { tail: t, records, torn: { start: t.size, end: size, cause: 'garbled' } };
      }
      throw broken(
        file,
        `record ${t.nextIndex}, appended by another writer, is bad (${c.reason}: ${c.message})`,
      );
    }
    const r = c.record;
    if (r.prev !== t.hash || r.index !== t.nextIndex || r.run_id !== runId) {
      throw broken(
        file,
        `record ${t.nextIndex}, appended by another writer, does not link to record ${t.nextIndex - 1}`,
      );
    }
    records.push(r);
    t = { size: t.size + (nl + 1 - pos), hash: r.hash, nextIndex: t.nextIndex + 1 };
    pos = nl + 1;
  }
  const torn: TornTail | null =
    pos < buf.length && locked ? { start: t.size, end: size, cause: 'unterminated' } : null;
  return { tail: t, records, torn };
}

function sizeOf(fd: number, file: string): number {
  try {
    return fstatSync(fd).size;
  } catch (e) {
    throw traceIoError(e, file, 'fstat');
  }
}

function broken(file: string, why: string): LoopgovError {
  return new LoopgovError(
    'ERR_TRACE',
    `refusing to append to ${file}: ${why}; run \`loopgov trace verify\` to see the damage`,
    [{ file, message: why }],
  );
}
