/**
 * What rebasing a branch onto its base makes of `policies/` (decision 128, addendum): `git rebase`
 * replays only the commits whose patch the base does not already hold (`--cherry-pick --right-only`),
 * so a branch that makes a change the base already made, then reverts it, merges as "no change" but
 * rebases into the revert. Each replay is simulated as git's cherry-pick is: a three-way merge, with the
 * commit's parent as the merge base, of the tree built so far and the commit (on git 2.39, which has no
 * `merge-tree --merge-base`, by a scratch commit of that tree on the commit's parent).
 */
import { type ScratchRepo } from './clean-merge.js';
/**
 * The `policies` entry a plain `git rebase base` of `head` would hold, or undefined when that cannot be
 * told: a merge commit among the replayed ones, a conflict (the rebase would stop for a person to
 * resolve), or git failing. `base` and `head` are commit ids.
 *
 * @example
 * await rebasedPolicies(scratch, baseSha, headSha) // '040000 tree 4b825d…'
 */
export declare function rebasedPolicies(scratch: ScratchRepo, base: string, head: string): Promise<string | undefined>;
