/**
 * Every file version a pull request's own commits (`base..head`) committed under a folder — including
 * versions a later commit changed or deleted — and a folder's files at one commit. Rejects and proposals
 * are read this way: a later commit cannot take back what an earlier one said (SPEC §3.3.5). What a merge
 * of the base into the pull request brings in was committed by the base's history, not by the pull
 * request: a merge adds only what it holds that none of its parents holds (decision 118).
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
 * in the whole history of `head` — one entry per distinct path and content. Side branches merged in are
 * walked commit by commit; a merge itself adds only the versions that differ from every parent's (git's
 * combined diff, `-c`: a conflict resolution, an evil merge), never one it takes from a parent — that
 * version was committed by the parent's own history (the base's, or a commit in the range already read).
 * Whatever the base's tip holds does not matter: the same bytes committed by the pull request still count.
 *
 * @example
 * const blobs = await listAddedBlobs(git, baseSha, headSha, 'approvals/');
 */
export declare function listAddedBlobs(git: SimpleGit, base: string | null, head: string, prefix: string): Promise<AddedBlob[]>;
/** path → blob id of every regular file under `prefix` at `commit`. */
export declare function treeOids(git: SimpleGit, commit: string, prefix: string): Promise<Map<string, string>>;
