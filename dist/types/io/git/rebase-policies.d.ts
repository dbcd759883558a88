import { type ScratchRepo } from './clean-merge.js';
/** What a plain `git rebase <base>` of a head lands in `policies/`. */
export type RebasedPolicies = 
/**
 * The rebased tree's `policies` entry (`<mode> <type> <oid>`, '' when absent), and the replayed commits
 * that changed the tree (one whose change the tree already holds becomes empty, and git drops it).
 */
{
    ok: true;
    entry: string;
    applied: string[];
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
/**
 * Why a rebase lands other `policies/` than `judged` (both `policies` entries), for the person to act on:
 * the commits whose replay changed `policies/` (up to three, `<short id> <subject>`; `applied` from
 * `rebasedPolicies`) and the files the two
 * differ in (up to five). Best effort: what git cannot say is left out.
 *
 * @example
 * await rebaseDifference(scratch, rebased, judged) // { commits: ['1a2b3c4d tighten tokens'], files: ['loop-policy.yaml'] }
 */
export declare function rebaseDifference(scratch: ScratchRepo, applied: string[], rebasedEntry: string, judgedEntry: string): Promise<{
    commits: string[];
    files: string[];
}>;
