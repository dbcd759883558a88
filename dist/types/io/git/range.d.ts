/**
 * Every file version a pull request's own commits (`base..head`) committed under a folder — including
 * versions a later commit changed or deleted — and a folder's files at one commit. Rejects and proposals
 * are read this way: a later commit cannot take back what an earlier one said (SPEC §3.3.5).
 */
import type { SimpleGit } from 'simple-git';
export interface AddedBlob {
    path: string;
    oid: string;
    /** The (oldest) commit in the range that committed this version. */
    commit: string;
}
/**
 * Regular files added or modified under `prefix` by any commit in `base..head` — or, with `base` null,
 * in the whole history of `head` — (merges diffed against each parent, side branches included), one
 * entry per distinct path and content.
 *
 * @example
 * const blobs = await listAddedBlobs(git, baseSha, headSha, 'approvals/');
 */
export declare function listAddedBlobs(git: SimpleGit, base: string | null, head: string, prefix: string): Promise<AddedBlob[]>;
/** path → blob id of every regular file under `prefix` at `commit`. */
export declare function treeOids(git: SimpleGit, commit: string, prefix: string): Promise<Map<string, string>>;
