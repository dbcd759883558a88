/** Approval rules (SPEC §3.3.3): how many approvers of which role each class of change needs. */
import type { ApprovalRule, ChangeClass, OrgCeiling, Role } from '../policy/types.js';
/** Used for any class the ceiling at base does not set. */
export declare const DEFAULT_APPROVAL_RULES: Readonly<Record<ChangeClass, ApprovalRule>>;
/**
 * The rule for `cls` from the ceiling **at base** (a pull request cannot relax its own rule).
 *
 * @example
 * approvalRuleFor('loosen', baseCeiling) // { role: 'org-admin', count: 1 }
 */
export declare function approvalRuleFor(cls: ChangeClass, baseCeiling: OrgCeiling | null): ApprovalRule;
/**
 * Whether an approver's roles meet `required` (maintainer < org-admin). `proposer-bot` never approves,
 * whatever other role it also holds.
 *
 * @example
 * meetsRole(['maintainer', 'org-admin'], 'maintainer') // true
 */
export declare function meetsRole(roles: readonly Role[], required: Role): boolean;
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
