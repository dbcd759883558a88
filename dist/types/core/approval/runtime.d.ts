import type { ApprovalRule, ChangeClass, OrgCeiling } from '../policy/types.js';
import type { TokenVerdict } from './types.js';
/**
 * The stricter of two rules: the higher role and the larger count (each independently).
 *
 * @example
 * stricterRule({ role: 'maintainer', count: 2 }, { role: 'org-admin', count: 1 }) // org-admin × 2
 */
export declare function stricterRule(a: ApprovalRule, b: ApprovalRule): ApprovalRule;
/**
 * The rule for `cls` at runtime: the base's configured rule, never weaker than the default. A base that
 * cannot be found (`cls` null) gets the strictest rule, `ceiling`.
 *
 * @example
 * runtimeRuleFor('loosen', baseCeiling) // { role: 'org-admin', count: 1 }
 */
export declare function runtimeRuleFor(cls: ChangeClass | null, baseCeiling: OrgCeiling | null): ApprovalRule;
export interface PinnedTally {
    approvers: string[];
    kids: string[];
    /** Every reason the tokens do not meet `rule` (empty when they do). */
    reasons: string[];
}
/**
 * Counts distinct approvers with a valid `approve` meeting `rule`; any valid `reject` fails the tally.
 * An approval whose `base` equals its `head` approves no change and never counts (SPEC §3.3.7).
 *
 * @example
 * tallyPinnedApprovals(verdicts, { role: 'org-admin', count: 1 }).reasons // [] when approved
 */
export declare function tallyPinnedApprovals(verdicts: {
    file: string;
    verdict: TokenVerdict;
}[], rule: ApprovalRule): PinnedTally;
