import type { GithubCommitIdentity, MergeGateInput, ProposerIdentity } from '../../core/merge/types.js';
export type { GithubCommitIdentity };
export interface GatherOptions {
    dir: string;
    base: string;
    head: string;
    repoId: string;
    /**
     * Proposers known from outside git (the pull request's author). Each login is taken as `--author`
     * takes one (trimmed, a leading `@` dropped; whitespace, `@` or a control character left is
     * `ERR_USAGE`), each email trimmed (whitespace inside is `ERR_USAGE`); an identity must name a login,
     * an email or an id.
     */
    proposers?: ProposerIdentity[];
    /**
     * The pull request's commits from the API; logins of those touching `policies/` become proposers. Each
     * `sha` a full commit id, each login checked as a proposer's.
     */
    githubCommits?: GithubCommitIdentity[];
    /**
     * `merge_group`: the pull request's own head (`pulls.get`), `head` being the merge queue's build of it.
     * When head is git's merge of base and pullHead, the pull request's own commits (base..pullHead) are
     * judged, as on `pull_request` — not the queue's squash, whose `Co-authored-by` trailers name every
     * author of the pull request (decision 128); else the queue's commits are, as the pull request's own.
     * A full commit id, or a revision this clone resolves (`loopgov gate --pull-head`); one that resolves
     * to no commit blocks.
     */
    pullHead?: string;
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
