/**
 * Reading a small file that someone else could have planted: a named pipe, a device or a file of any
 * size may stand under the expected name (a trace dir is writable by the runner it records).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/**
 * The UTF-8 text of `file`, which must be a regular file (a symlink to one is followed) of at most
 * `maxBytes`. Opened without blocking, so a named pipe is refused at once instead of waiting for a
 * writer; a device (`/dev/zero`) is refused before a byte is read. Throws a Node-style error with `code`
 * `ENOTREG` (not a regular file) or `EFBIG` (too large), or the open's own (`ENOENT`, `EACCES`, …).
 *
 * @example
 * readSmallRegularFile('traces/r1/checkpoints/000000000012.jwt', 16 * 1024)
 */
export function readSmallRegularFile(file: string, maxBytes: number): string {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw fault('ENOTREG', `${file} is not a regular file`);
    if (st.size > maxBytes) throw fault('EFBIG', `${file} has ${st.size} bytes, more than ${maxBytes}`);
    // One byte more than allowed: a file that grew since the fstat is still caught.
    const buf = Buffer.alloc(maxBytes + 1);
    let n = 0;
    while (n < buf.length) {
      const got = readSync(fd, buf, n, buf.length - n, n);
      if (got === 0) break;
      n += got;
    }
    if (n > maxBytes) throw fault('EFBIG', `${file} has more than ${maxBytes} bytes`);
    return buf.toString('utf8', 0, n);
  } finally {
    closeSync(fd);
  }
}

function fault(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}
