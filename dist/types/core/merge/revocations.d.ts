/**
 * The rejects of a pull request that changes no policy (decision 128). There is no change for them to
 * reject, so none blocks its merge; one of the base's own digest committed under `approvals/<digest>/`
 * revokes the policy in effect: once merged, prod runs pinned to that digest HALT (docs/runtime.md), as
 * they read a reject anywhere in the protected history.
 */
import type { KeyIndex } from '../approval/types.js';
/** Why a reject in a pull request that changes no policy blocks nothing (the approvals table's reason). */
export declare const REJECT_OF_NO_CHANGE = "a reject, but this pull request changes no policy: it blocks nothing (a reject of the base digest revokes that policy once merged)";
/**
 * One note per reject among `tokens` that revokes `digest` (the base's, which the merge leaves in effect)
 * as a prod runner reads it: signed by a registry key for this repository, bound to that head, under
 * `approvals/<digest>/`, whatever its base or time.
 *
 * @example
 * await describeRevocations([{ file, token }], { keys, repoId, digest, now })
 * // ['carol revokes the base's policy (digest 3f2a…, approvals/3f2a…/carol-2026.jwt): once this merges, prod runs pinned to it HALT']
 */
export declare function describeRevocations(tokens: {
    file: string;
    token: string;
}[], ctx: {
    keys: KeyIndex;
    repoId: string;
    digest: string;
    now: number;
}): Promise<string[]>;
