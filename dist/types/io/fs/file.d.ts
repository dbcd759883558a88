/**
 * Why `path` is no file that can be read (nothing there, a folder, no read permission), or null.
 *
 * @example
 * whyNotAReadableFile('/etc') // 'it is a folder, not a file'
 */
export declare function whyNotAReadableFile(path: string): string | null;
/**
 * Throws `ERR_USAGE` naming the option (`--trust`, `policy.trustFile`) and the path when `path` is no
 * file that can be read.
 *
 * @example
 * assertReadableFile('/etc/loopgov/trsut.yaml', '--trust') // throws ERR_USAGE: --trust /etc/loopgov/trsut.yaml: no such file
 */
export declare function assertReadableFile(path: string, at: string): void;
