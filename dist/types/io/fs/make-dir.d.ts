import { type ErrorCode } from '../../core/errors.js';
/**
 * Makes `dir` and any missing parents (with `mode` for the ones it makes); a directory already there is
 * fine. Throws the failing call's Node error (`ENOENT`, `EACCES`, `EROFS`, `ENOTDIR`, `EEXIST` for a
 * file where a directory should be), naming the component it could not make.
 *
 * @example
 * makeDirSync('traces/r1/artifacts');
 */
export declare function makeDirSync(dir: string, mode?: number): void;
/**
 * `makeDirSync`, with a failure as the caller's own error (`code`), one line that names the folder and
 * says why in words (a file in the way, no permission, a read-only file system) — never Node's raw
 * `EEXIST … mkdir` escaping as an internal error.
 *
 * @example
 * makeDirOrFail('keys', 'ERR_KEY', 0o700); // a file named keys → ERR_KEY: cannot create the folder keys: it exists and is not a folder
 */
export declare function makeDirOrFail(dir: string, code: ErrorCode, mode?: number): void;
