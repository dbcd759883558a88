/**
 * Makes `dir` and any missing parents (with `mode` for the ones it makes); a directory already there is
 * fine. Throws the failing call's Node error (`ENOENT`, `EACCES`, `EROFS`, `ENOTDIR`, `EEXIST` for a
 * file where a directory should be), naming the component it could not make.
 *
 * @example
 * makeDirSync('traces/r1/artifacts');
 */
export declare function makeDirSync(dir: string, mode?: number): void;
