/**
 * The runtime's approval rule (SPEC §4.1, docs/decisions/032): which rule a pinned commit must meet, and
 * whether its verified tokens meet it. Pure: the I/O twin is `verifyPinnedApproval` (src/io/policy/pin-approval.ts).
 */
import { approvesNoChange, DEFAULT_APPROVAL_RULES, meetsRole } from '../merge/rules.js';
import type { ApprovalRule, ChangeClass, OrgCeiling } from '../policy/types.js';
import { describeTokenProblems } from './problems.js';
import type { TokenVerdict } from './types.js';

const ROLE_RANK = { maintainer: 1, 'org-admin': 2, 'proposer-bot': 99 } as const;

/**
 * The stricter of two rules: the higher role and the larger count (each independently).
 *
 * @example
 * stricterRule({ role: 'maintainer', count: 2 }, { role: 'org-admin', count: 1 }) // org-admin × 2
 */
export function stricterRule(a: ApprovalRule, b: ApprovalRule): ApprovalRule {
  return {
    role: ROLE_RANK[a.role] >= ROLE_RANK[b.role] ? a.role : b.role,
    count: Math.max(a.count, b.count),
  };
}

/**
 * The rule for `cls` at runtime: the base's configured rule, never weaker than the default. A base that
 * cannot be found (`cls` null) gets the strictest rule, `ceiling`.
 *
 * @example
 * runtimeRuleFor('loosen', baseCeiling) // { role: 'org-admin', count: 1 }
 */
export function runtimeRuleFor(cls: ChangeClass | null, baseCeiling: OrgCeiling | null): ApprovalRule {
  const c = cls ?? 'ceiling';
  const configured = baseCeiling?.approval_rules?.[c];
  const floor = DEFAULT_APPROVAL_RULES[c];
  return configured ? stricterRule(floor, configured) : { ...floor };
}

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
export function tallyPinnedApprovals(
  verdicts: { file: string; verdict: TokenVerdict }[],
  rule: ApprovalRule,
): PinnedTally {
  const approvers: string[] = [];
  const kids: string[] = [];
  const notCounted: string[] = [];
  const reasons: string[] = [];
  for (const { file, verdict: v } of verdicts) {
    if (!v.valid) {
      notCounted.push(`${file}: ${describeTokenProblems(v.problems)}`);
      continue;
    }
    if (v.decision === 'reject') {
      reasons.push(`${v.approver} rejected this digest (${file})`);
      continue;
    }
    if (approvesNoChange(v.claims)) {
      notCounted.push(`${file}: its base equals its head, so it approves no change`);
      continue;
    }
    if (!meetsRole(v.roles, rule.role)) {
      notCounted.push(`${file}: ${v.approver} has roles [${v.roles.join(', ')}], not ${rule.role}`);
      continue;
    }
    if (approvers.includes(v.approver!)) continue;
    approvers.push(v.approver!);
    kids.push(v.kid!);
  }
  if (approvers.length < rule.count) {
    reasons.push(
      `needs ${rule.count} approval(s) from distinct ${rule.role}s in the trust file; found ${approvers.length}`,
      ...notCounted.map((n) => `not counted: ${n}`),
    );
  }
  return { approvers, kids, reasons };
}
