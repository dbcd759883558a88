/**
 * The record of one digest's rejects for one protected ref of one repository: `file`, under the
 * repository's key, and `liberal`, under its liberal key (`liberalRepoIdentity`, maybe `file` itself),
 * each read and appended to, and `older` — the files of the layout before records were kept per ref, which do not say which ref a
 * reject came from — read for every ref, never written.
 */
export interface RevocationRecord {
    file: string;
    liberal: string;
    older: readonly string[];
}
/** One reject as the runner saw it: the token, and where and when the history held it. */
export interface RememberedReject {
    token: string;
    /** The commit that added it to the protected history. */
    commit: string;
    /** Its path there (`approvals/<digest>/<kid>.jwt`). */
    path: string;
    /** When this runner first saw it (ISO-8601). */
    seen_at: string;
}
/**
 * The rejects recorded in `file`, each token once; none when there is no file. A line that is no record
 * (a torn write, an edit) is `ERR_APPROVAL` naming it: what it held may be a reject, so nothing runs on
 * the digest until a person has looked.
 *
 * @example
 * const seen = await readRememberedRejects(revocationRecord(cacheDir, repo, ref, digest).file);
 */
export declare function readRememberedRejects(file: string): Promise<RememberedReject[]>;
/** Appends `rejects` to `file` (one JSON line each, one write). Throws `ERR_APPROVAL` when it cannot. */
export declare function rememberRejects(file: string, rejects: RememberedReject[]): Promise<void>;
