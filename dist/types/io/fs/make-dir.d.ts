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
/**
 * Why making `dir` (with `makeDirSync` or `mkdirSync`) failed, in words, each fact once: the component
 * that failed is named when it is not `dir` itself, and for ENOTDIR the file that is in the way.
 *
 * @example
 * whyNoFolder(err, '/tmp/notes.txt/r1') // → '/tmp/notes.txt is a file, not a folder'
 */
export declare function whyNoFolder(e: unknown, dir: string): string;
/**
 * The nearest parent of `dir` that exists and is not a directory: the file in the way of making it
 * (null when there is none).
 *
 * @example
 * fileInTheWay('/tmp/notes.txt/r1/traces') // → '/tmp/notes.txt'
 */
export declare function fileInTheWay(dir: string): string | null;
