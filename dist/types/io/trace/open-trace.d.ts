/**
 * A descriptor of `file` opened with `flags` (default read-only), which must be a regular file. Throws
 * `ERR_TRACE` naming the file when it is a named pipe, a device, a folder ("not a regular file") or a
 * symlink; the open's other errors (`ENOENT`, `EACCES`, …) are thrown as they are, for the caller to map.
 *
 * @example
 * const fd = openTraceFile(runPaths('traces', 'r1').trace);
 */
export declare function openTraceFile(file: string, flags?: number, mode?: number): number;
