export interface GitObject {
    type: string;
    size: number;
    /** Absent when the object is larger than `maxBytes`: it was not read. */
    content?: Buffer;
}
/**
 * Reads `oids` from the repository in `dir`. Objects over `maxBytes` are listed with their size but not
 * read. Throws `ERR_GIT` when git fails or an object is missing: a read error never goes unnoticed.
 *
 * @example
 * const objects = await readObjects(dir, [sha], 1 << 20);
 * objects.get(sha)?.content // the raw commit object
 */
export declare function readObjects(dir: string, oids: string[], maxBytes: number): Promise<Map<string, GitObject>>;
