/**
 * Reading part of a trace by line index, in bounded memory: the lines `from…from+max-1` with the byte
 * offset after the last one (where a live tail goes on), and the whole lines appended after an offset.
 * Only `\n`-terminated lines count: a line still being written (or torn) is never returned.
 */
import { closeSync, read } from 'node:fs';
import { promisify } from 'node:util';
import { LoopgovError } from '../../core/errors.js';
import type { TraceLine } from '../../core/trace/types.js';
import { openTraceFile } from './open-trace.js';
import { MAX_LINE_BYTES } from './read.js';
import { decodeLine } from './utf8.js';

export interface LineRange {
  /** Each line decoded strictly: bytes that are not UTF-8 arrive as an `UndecodableLine`. */
  lines: { index: number; text: TraceLine }[];
  /** Index of the next line after those returned. */
  nextIndex: number;
  /** Byte offset just after the last whole line read (the start of line `nextIndex`). */
  offset: number;
  /** True when the file had no further whole line. */
  eof: boolean;
}

const CHUNK = 1 << 20;
const readAsync = promisify(read);

/**
 * Reads whole lines of `file` starting at line `from` (0-based), at most `max` of them and about
 * `maxBytes` of text. `start` resumes a previous read (`{offset, index}` of a known line start).
 *
 * @example
 * const { lines, nextIndex } = await readLineRange('traces/r1/trace.jsonl', 40, 100);
 */
export async function readLineRange(
  file: string,
  from: number,
  max: number,
  opts: { start?: { offset: number; index: number }; maxBytes?: number } = {},
): Promise<LineRange> {
  const maxBytes = opts.maxBytes ?? 8 * CHUNK;
  const fd = openForRead(file);
  const lines: LineRange['lines'] = [];
  let index = opts.start?.index ?? 0;
  let offset = opts.start?.offset ?? 0;
  let bytes = 0;
  let carry: Buffer | null = null;
  let position = offset;
  const buf = Buffer.alloc(CHUNK);
  try {
    for (;;) {
      if (lines.length >= max || bytes >= maxBytes) return { lines, nextIndex: index, offset, eof: false };
      const { bytesRead } = await readAsync(fd, buf, 0, CHUNK, position);
      if (bytesRead === 0) return { lines, nextIndex: index, offset, eof: true };
      position += bytesRead;
      let chunk = buf.subarray(0, bytesRead);
      if (carry) {
        chunk = Buffer.concat([carry, chunk]);
        carry = null;
      }
      let at = 0;
      for (;;) {
        const nl = chunk.indexOf(10, at);
        if (nl < 0) break;
        if (index >= from && lines.length < max && bytes < maxBytes) {
          lines.push({ index, text: decodeLine(chunk, at, nl) });
          bytes += nl - at;
        } else if (index >= from) {
          return { lines, nextIndex: index, offset, eof: false };
        }
        index++;
        offset += nl - at + 1;
        at = nl + 1;
      }
      if (at < chunk.length) {
        carry = Buffer.from(chunk.subarray(at));
        if (carry.length > MAX_LINE_BYTES) {
          throw new LoopgovError(
            'ERR_TRACE',
            `${file}: line ${index} is longer than ${MAX_LINE_BYTES} bytes`,
            [{ file, line: index + 1, message: 'line too long' }],
          );
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** Opened synchronously and without blocking: a named pipe in the trace's place is refused at once. */
function openForRead(file: string): number {
  try {
    return openTraceFile(file);
  } catch (e) {
    if (e instanceof LoopgovError) throw e;
    const err = e as NodeJS.ErrnoException;
    throw new LoopgovError('ERR_TRACE', `cannot read ${file}: ${err.code ?? err.message}`, [
      { file, message: `open failed: ${err.code ?? err.message}` },
    ]);
  }
}
