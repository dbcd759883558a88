/**
 * Counting approvals against the rules a change needs (core/policy/approval-rules.ts): who counts toward
 * each rule, and which tokens approve no change at all. The gate and the runtime both count with these.
 */
import { type RequiredRule } from '../policy/approval-rules.js';
import type { Role } from '../policy/types.js';
/** A required rule and the distinct approvers who count toward it. */
export interface RuleTally extends RequiredRule {
    /** Approver ids meeting the rule's role, each once, in the order they were met. */
    counted: string[];
    met: boolean;
}
/**
 * Counts each rule over `approvers` (already judged eligible: valid, not a proposer…): distinct ids
 * meeting the rule's role. One approver counts toward every rule their roles meet.
 *
 * @example
 * tallyRules(rules, [{ id: 'alice', roles: ['org-admin'] }]).every((r) => r.met)
 */
export declare function tallyRules(rules: readonly RequiredRule[], approvers: readonly {
    id: string;
    roles: readonly Role[];
}[]): RuleTally[];
/**
 * A token whose `base` claim equals its `head` claim approves no change at all (SPEC §3.3.7): counted
 * nowhere, neither by the gate nor at runtime, so no "approval" of a digest can skip its real change.
 *
 * @example
 * approvesNoChange({ base: d, head: d }) // true
 */
export declare function approvesNoChange(claims: {
    base?: unknown;
    head?: unknown;
} | undefined): boolean;
/** Why a token whose base equals its head counts for nothing (the gate's reason, `approval verify`'s). */
export declare const APPROVES_NO_CHANGE = "its base equals its head: it approves no change (SPEC \u00A73.3.7)";
/** Why a proposer-bot's approval counts for nothing (SPEC §2.3: it proposes, never approves). */
export declare const PROPOSER_BOT_NEVER_APPROVES = "a proposer-bot may never approve";
/** Whether an approver's roles make any approval of theirs count for nothing: a proposer-bot's. */
export declare function isProposerBot(roles: readonly Role[]): boolean;
/**
 * Why a valid `approve` token counts for nothing wherever it is committed, whoever proposed the change —
 * it approves no change, or a proposer-bot signed it — or undefined when the gate may count it (a reject
 * is never such: it blocks). What the gate says of it (`core/merge/tally.ts`), for `approval verify`.
 *
 * @example
 * approvalCountsForNothing({ decision: 'approve', claims: { base: d, head: d }, roles: ['maintainer'] })
 * // APPROVES_NO_CHANGE
 */
export declare function approvalCountsForNothing(v: {
    decision?: string;
    claims?: {
        base?: unknown;
        head?: unknown;
    };
    roles: readonly Role[];
}): string | undefined;
