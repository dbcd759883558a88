/** Approval rules (SPEC §3.3.3): how many approvers of which role each class of change needs. */
import type { ApprovalRule, ChangeClass, OrgCeiling, Role } from '../policy/types.js';

/** Used for any class the ceiling at base does not set. */
export const DEFAULT_APPROVAL_RULES: Readonly<Record<ChangeClass, ApprovalRule>> = Object.freeze({
  neutral: { role: 'maintainer', count: 1 },
  tighten: { role: 'maintainer', count: 1 },
  loosen: { role: 'org-admin', count: 1 },
  ceiling: { role: 'org-admin', count: 2 },
});

/**
 * The rule for `cls` from the ceiling **at base** (a pull request cannot relax its own rule).
 *
 * @example
 * approvalRuleFor('loosen', baseCeiling) // { role: 'org-admin', count: 1 }
 */
export function approvalRuleFor(cls: ChangeClass, baseCeiling: OrgCeiling | null): ApprovalRule {
  return { ...(baseCeiling?.approval_rules?.[cls] ?? DEFAULT_APPROVAL_RULES[cls]) };
}

/**
 * Whether an approver's roles meet `required` (maintainer < org-admin). `proposer-bot` never approves,
 * whatever other role it also holds.
 *
 * @example
 * meetsRole(['maintainer', 'org-admin'], 'maintainer') // true
 */
export function meetsRole(roles: readonly Role[], required: Role): boolean {
  if (roles.includes('proposer-bot')) return false;
  if (required === 'org-admin') return roles.includes('org-admin');
  if (required === 'maintainer') return roles.includes('maintainer') || roles.includes('org-admin');
  return false;
}

/**
 * A token whose `base` claim equals its `head` claim approves no change at all (SPEC §3.3.7): counted
 * nowhere, neither by the gate nor at runtime, so no "approval" of a digest can skip its real change.
 *
 * @example
 * approvesNoChange({ base: d, head: d }) // true
 */
export function approvesNoChange(claims: { base?: unknown; head?: unknown } | undefined): boolean {
  return claims !== undefined && typeof claims.base === 'string' && claims.base === claims.head;
}
