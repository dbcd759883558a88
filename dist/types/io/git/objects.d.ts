import { type GitAccess } from './invocation.js';
/**
 * A pathspec for `path` as the repository's top names it, whatever folder git runs in, and never read as
 * a pattern: a git command run from a subfolder would otherwise read `path` relative to that folder, and
 * see no commit, token or reject at all.
 *
 * @example
 * await git.raw(['log', '--format=%H', base, '--', topPath('policies/')]);
 */
export declare function topPath(path: string): string;
export interface GitObject {
    type: string;
    size: number;
    /** Absent when the object is larger than `maxBytes`: it was not read. */
    content?: Buffer;
}
/**
 * Reads `oids` from the repository in `dir`, opened as `access` says (`openGit`'s). Objects over `maxBytes`
 * are listed with their size but not read. Throws `ERR_GIT` when git fails or an object is missing: a read
 * error never goes unnoticed.
 *
 * @example
 * const objects = await readObjects(dir, [sha], 1 << 20);
 * objects.get(sha)?.content // the raw commit object
 */
export declare function readObjects(dir: string, oids: string[], maxBytes: number, access?: GitAccess): Promise<Map<string, GitObject>>;
