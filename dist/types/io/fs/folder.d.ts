/**
 * Why `path` is no folder (nothing there, a file), in the user's words; null when it is one.
 *
 * @example
 * whyNotAFolder('/etc/hostname') // 'it is not a folder'
 */
export declare function whyNotAFolder(path: string): string | null;
/**
 * Throws `ERR_USAGE` naming the option (`--workdir`, `workdir`) and the path when `path` is no folder
 * (`mayBeMissing`: unless there is nothing there yet — a trace dir the first run makes; a path under a
 * file is refused even then, as nothing can be made there).
 *
 * @example
 * assertFolder('/nonexistent', '--workdir') // throws ERR_USAGE: --workdir /nonexistent: no such folder
 */
export declare function assertFolder(path: string, at: string, o?: {
    mayBeMissing?: boolean;
}): void;
