/**
 * The runtime's approval rules (SPEC §4.1, docs/decisions/032 and 109): which rules a pinned commit must
 * meet, and whether its verified tokens meet them. Pure: the I/O twin is `verifyPinnedApproval`
 * (src/io/policy/pin-approval.ts).
 */
import {
  combineRules,
  meetsRole,
  type RequiredRule,
  requiredApprovalRules,
} from '../policy/approval-rules.js';
import { approvesNoChange, tallyRules } from './rule-tally.js';
import type { ChangeClass, OrgCeiling, Role } from '../policy/types.js';
import { describeTokenProblems } from './problems.js';
import { describeRejectTime, rejectStanding } from './reject-standing.js';
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
export function runtimeRules(
  changes: readonly { cls: ChangeClass | null; ceiling: OrgCeiling | null }[],
): RequiredRule[] {
  const all = changes.length ? changes : [{ cls: null, ceiling: null }];
  return combineRules(
    all.flatMap(({ cls, ceiling }) =>
      requiredApprovalRules(cls ?? 'ceiling', ceiling, { atLeastDefaults: true }),
    ),
  );
}

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
export function revokes(v: TokenVerdict): boolean {
  const standing = rejectStanding(
    v.decision,
    v.problems.map((p) => p.code),
  );
  return standing === 'valid' || standing === 'untimely';
}

/**
 * Counts distinct approvers with a valid `approve` toward each of `rules`; any `reject` that `revokes`
 * fails the tally. An approval whose `base` equals its `head` approves no change and never counts (SPEC §3.3.7).
 *
 * @example
 * tallyPinnedApprovals(verdicts, runtimeRules([])).reasons // [] when approved
 */
export function tallyPinnedApprovals(
  verdicts: { file: string; verdict: TokenVerdict }[],
  rules: readonly RequiredRule[],
): PinnedTally {
  const eligible: { id: string; roles: Role[]; kid: string }[] = [];
  const notCounted: string[] = [];
  const reasons: string[] = [];
  const roles = [...new Set(rules.map((r) => r.role))];
  for (const { file, verdict: v } of verdicts) {
    if (revokes(v)) {
      const time = describeRejectTime(v.problems.map((p) => p.code));
      reasons.push(
        `${v.approver} rejected this digest (${file})${time ? `; ${time}, which lifts no reject` : ''}`,
      );
      continue;
    }
    if (!v.valid) {
      notCounted.push(`${file}: ${describeTokenProblems(v.problems)}`);
      continue;
    }
    if (approvesNoChange(v.claims)) {
      notCounted.push(`${file}: its base equals its head, so it approves no change`);
      continue;
    }
    if (!roles.some((role) => meetsRole(v.roles, role))) {
      notCounted.push(`${file}: ${v.approver} has roles [${v.roles.join(', ')}], not ${roles.join(' or ')}`);
      continue;
    }
    if (eligible.some((e) => e.id === v.approver)) continue;
    eligible.push({ id: v.approver!, roles: v.roles, kid: v.kid! });
  }
  const tallies = tallyRules(rules, eligible);
  const unmet = tallies.filter((t) => !t.met);
  for (const t of unmet)
    reasons.push(
      `needs ${t.count} approval(s) from distinct ${t.role}s in the trust file (the ${t.classes[0]} rule); found ${t.counted.length}`,
    );
  if (unmet.length) reasons.push(...notCounted.map((n) => `not counted: ${n}`));
  const counted = eligible.filter((e) => tallies.some((t) => t.counted.includes(e.id)));
  return { approvers: counted.map((e) => e.id), kids: counted.map((e) => e.kid), reasons };
}
