/**
 * The runtime's approval rules (SPEC §4.1, docs/decisions/032 and 109): which rules a pinned commit must
 * meet, and whether its verified tokens meet them. Pure: the I/O twin is `verifyPinnedApproval`
 * (src/io/policy/pin-approval.ts).
 */
import { type RequiredRule } from '../policy/approval-rules.js';
import type { ChangeClass, OrgCeiling } from '../policy/types.js';
import type { TokenVerdict } from './types.js';
/**
 * The rules a pinned commit must meet, from the change each valid token's `base` names: for each, the
 * gate's rules for its class (`requiredApprovalRules`), never less than the defaults; every base's rules
 * together. `cls` null (a base that cannot be found) needs the rules of every class, the strictest
 * requirement; no change at all (no valid token) needs the default rules of every class.
 *
 * @example
 * runtimeRules([{ cls: 'loosen', ceiling: baseCeiling }]) // [{ role: 'org-admin', count: 1, classes: [...] }]
 */
export declare function runtimeRules(changes: readonly {
    cls: ChangeClass | null;
    ceiling: OrgCeiling | null;
}[]): RequiredRule[];
export interface PinnedTally {
    approvers: string[];
    kids: string[];
    /** Every reason the tokens do not meet the rules (empty when they do). */
    reasons: string[];
}
/**
 * Whether a verified token is a reject of the digest it was verified for: signed by a trusted key, bound
 * to that head, whatever its time says (decision 104: time lifts no reject). A reject bound to another
 * head is none of this digest's.
 *
 * @example
 * if (revokes(await verifyApprovalToken(jwt, { keys, head: digest, now: 0, checkTime: false }))) refuse();
 */
export declare function revokes(v: TokenVerdict): boolean;
/**
 * Counts distinct approvers with a valid `approve` toward each of `rules`; any `reject` that `revokes`
 * fails the tally. An approval whose `base` equals its `head` approves no change and never counts (SPEC §3.3.7).
 *
 * @example
 * tallyPinnedApprovals(verdicts, runtimeRules([])).reasons // [] when approved
 */
export declare function tallyPinnedApprovals(verdicts: {
    file: string;
    verdict: TokenVerdict;
}[], rules: readonly RequiredRule[]): PinnedTally;
