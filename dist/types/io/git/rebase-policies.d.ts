import { type ScratchRepo } from './clean-merge.js';
/** What a plain `git rebase <base>` of a head lands in `policies/`. */
export type RebasedPolicies = 
/** The rebased tree's `policies` entry (`<mode> <type> <oid>`, '' when absent). */
{
    ok: true;
    entry: string;
}
/**
 * The replay of `stops` (a commit id) conflicts under `policies/`: a rebase stops there for a person to
 * resolve, and GitHub's "Rebase and merge" refuses the pull request.
 */
 | {
    ok: false;
    stops: string;
}
/** git failed: what it said. */
 | {
    ok: false;
    stops?: undefined;
    failure: string;
};
/**
 * The `policies` entry a plain `git rebase base` of `head` would hold, where the replay stops, or why git
 * could not tell. `base` and `head` are commit ids. Cost: one `rev-list`, then two git processes per
 * commit replayed (`commit-tree`, `merge-tree`), and one `ls-tree`.
 *
 * @example
 * await rebasedPolicies(scratch, baseSha, headSha) // { ok: true, entry: '040000 tree 4b825d…' }
 */
export declare function rebasedPolicies(scratch: ScratchRepo, base: string, head: string): Promise<RebasedPolicies>;
