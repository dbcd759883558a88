/** What `loopgov approve` tells the signer before it signs: the class, the changes, and any ceiling problem. */
import { beyondTheGate, describeRule, requiredApprovalRules } from '../policy/approval-rules.js';
import { checkPolicyAgainstCeiling } from '../policy/ceiling.js';
import { explainChange, groupChanges } from '../policy/diff-explain.js';
import { describeChangeGroup } from '../policy/diff-text.js';
import type { PolicySet } from '../policy/types.js';
import type { ApprovalDecision } from './types.js';

export interface SigningSummary {
  /** Lines describing what is signed. */
  lines: string[];
  /** Things the signer should know before the token is used (each a line). */
  warnings: string[];
}

/**
 * Describes base → head for the person about to sign `decision`: the class and the rules the gate will
 * apply (decision 109), each change once (fan-out grouped), and a warning when head is above the ceiling
 * at base (the gate blocks it whatever the approvals) or when nothing governed changed.
 *
 * @example
 * const { lines, warnings } = summarizeSigning('approve', base, head);
 */
export function summarizeSigning(
  decision: ApprovalDecision,
  base: { digest: string; set: PolicySet },
  head: { digest: string; set: PolicySet },
): SigningSummary {
  const warnings: string[] = [];
  if (base.digest === head.digest) {
    if (decision === 'reject')
      return {
        lines: [
          `signing reject of the policy as it is (digest ${head.digest}): a revocation`,
          "  committed on the protected branch, it stops every prod run of this digest (a runner's next run start HALTs), even once the token is deleted",
        ],
        warnings,
      };
    warnings.push(
      'nothing under policies/ changed between base and head: no approval is needed, and one whose base equals its head approves nothing',
    );
    return { lines: [`signing ${decision} of no governed change`], warnings };
  }
  const diff = explainChange(base.set, head.set);
  const rules = requiredApprovalRules(diff.class, base.set.ceiling);
  const named = rules.length > 1 || rules[0]!.classes[0] !== diff.class;
  const needs = rules.map((r) => describeRule(r, named)).join(' and ');
  const groups = groupChanges(diff.changes);
  const lines = [
    `signing ${decision} of a ${diff.class} change (the gate needs ${needs}), ${diff.changes.length} effective change(s):`,
    ...groups.map((g) => `  ${g.direction.padEnd(7)} ${describeChangeGroup(g, diff.projects)}`),
  ];
  if (groups.length === 0) lines.push('  (no effective change: formatting, comments or order only)');
  for (const e of diff.ineffective) lines.push(`  note: ${e.field} changes no scope: ${e.why}`);
  const above = checkPolicyAgainstCeiling(head.set.policy, base.set.ceiling);
  if (above.length > 0)
    warnings.push(
      `head is above the ceiling at base (${above.length} violation(s), e.g. ${above[0]!.message}): the gate blocks it whatever the approvals`,
    );
  const floor = beyondTheGate(diff.class, base.set.ceiling);
  if (decision === 'approve' && floor.length > 0)
    warnings.push(
      `the ceiling at base relaxes the approval rules below the runtime's floor: the gate passes this change with ${needs}, but a prod run of it needs ${floor.map((r) => describeRule(r)).join(' and ')} too (decision 032)`,
    );
  return { lines, warnings };
}
