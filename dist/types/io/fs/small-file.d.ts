/**
 * The UTF-8 text of `file`, which must be a regular file (a symlink to one is followed) of at most
 * `maxBytes`. Opened without blocking, so a named pipe is refused at once instead of waiting for a
 * writer; a device (`/dev/zero`) is refused before a byte is read. Throws a Node-style error with `code`
 * `ENOTREG` (not a regular file) or `EFBIG` (too large), or the open's own (`ENOENT`, `EACCES`, …).
 *
 * @example
 * readSmallRegularFile('traces/r1/checkpoints/000000000012.jwt', 16 * 1024)
 */
export declare function readSmallRegularFile(file: string, maxBytes: number): string;
