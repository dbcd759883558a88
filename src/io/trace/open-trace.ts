/**
 * Opening a run's `trace.jsonl`, which whoever can write the trace dir could have replaced: a named pipe
 * there would make a plain `open` wait for a writer forever (in the main thread, or a thread-pool thread
 * of `serve`), a device would be read without end. Every reader and the store open it here.
 */
import { closeSync, constants, fstatSync, openSync } from 'node:fs';
import { LoopgovError } from '../../core/errors.js';

/**
 * Added to every open of a trace file: O_NONBLOCK (a named pipe opens at once, for the fstat to refuse;
 * a regular file is unaffected), O_NOFOLLOW (a symlink in place of the trace is refused, as the store
 * has always refused it).
 */
const TRACE_OPEN_FLAGS = constants.O_NONBLOCK | constants.O_NOFOLLOW;

/**
 * A descriptor of `file` opened with `flags` (default read-only), which must be a regular file. Throws
 * `ERR_TRACE` naming the file when it is a named pipe, a device, a folder ("not a regular file") or a
 * symlink; the open's other errors (`ENOENT`, `EACCES`, …) are thrown as they are, for the caller to map.
 *
 * @example
 * const fd = openTraceFile(runPaths('traces', 'r1').trace);
 */
export function openTraceFile(file: string, flags: number = constants.O_RDONLY, mode?: number): number {
  let fd: number;
  try {
    fd = openSync(file, flags | TRACE_OPEN_FLAGS, mode);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ELOOP')
      throw refused(file, 'a symbolic link (never followed)');
    throw e;
  }
  let regular: boolean;
  try {
    regular = fstatSync(fd).isFile();
  } catch (e) {
    closeSync(fd);
    throw e;
  }
  if (!regular) {
    closeSync(fd);
    throw refused(file, 'not a regular file (a named pipe, a device or a folder is refused)');
  }
  return fd;
}

function refused(file: string, why: string): LoopgovError {
  return new LoopgovError('ERR_TRACE', `cannot open ${file}: ${why}`, [{ file, message: why }]);
}
