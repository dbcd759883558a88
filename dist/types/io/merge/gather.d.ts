import type { MergeGateInput, ProposerIdentity } from '../../core/merge/types.js';
/** A commit as the GitHub API lists it: the logins git itself does not know. */
export interface GithubCommitIdentity {
    sha: string;
    authorLogin?: string;
    committerLogin?: string;
}
export interface GatherOptions {
    dir: string;
    base: string;
    head: string;
    repoId: string;
    /** Proposers known from outside git (the pull request's author). */
    proposers?: ProposerIdentity[];
    /** The pull request's commits from the API; logins of those touching `policies/` become proposers. */
    githubCommits?: GithubCommitIdentity[];
    /** Problems already met (API errors): each blocks. */
    errors?: string[];
    /** Seconds since the epoch that tokens are checked at (default: the clock now). Never milliseconds. */
    now?: number;
}
/**
 * Reads everything `evaluateMergeGate` needs. Never throws for a bad revision or token: problems become
 * `errors` or an invalid `LoadedRevision`, so the gate can report every reason at once. A bad `repoId` or
 * `now`, an unknown option or a missing `dir`, `base` or `head` is a usage error (`ERR_USAGE`), thrown
 * before anything is read.
 *
 * @example
 * const result = await evaluateMergeGate(await gatherMergeGateInput({ dir, base: 'main', head: 'HEAD', repoId, now }));
 */
export declare function gatherMergeGateInput(o: GatherOptions): Promise<MergeGateInput>;
