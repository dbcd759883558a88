/**
 * `<syscall> failed with <code> (<what the system said>)`, the system's text without the code, syscall
 * and path Node wraps around it; the path is added when it is not `file` (a parent that failed).
 *
 * @example
 * systemFailure(Object.assign(new Error("ENOTDIR: not a directory, mkdir '/a/b'"), { code: 'ENOTDIR', syscall: 'mkdir' }), 'mkdir')
 * // → 'mkdir failed with ENOTDIR (not a directory)'
 */
export declare function systemFailure(e: unknown, doing: string, file?: string): string;
