/**
 * An iteration's decision, proven against what the runtime can write (docs/decisions/107, addendum): the
 * corrections a continuation goes on from are counted from the decisions, so an edited decision must
 * not pass as a different count. Each decision is one the runtime writes, with a reason it gives that
 * decision and a correction hint only where it gives one; `attempt` is the consecutive corrections
 * before the step plus one (evaluator.ts), a CORRECT or a `corrections_exhausted` must agree with
 * the `max_corrections_per_step` in force, and an ESCALATE for a budget limit or a stall must be what
 * the run's `on_exceed` or `on_stall` says (a run whose policy halts there was never escalated). Pure.
 */
import type { Budget } from '../policy/types.js';
import type { TraceRecord } from '../trace/types.js';
import { LIMITS } from './budget.js';
import { DECISIONS } from './types.js';

/** What a decision field of a record gets wrong: the field and what is wrong with it. */
export interface DecisionProblem {
  field: string;
  what: string;
}

const STALLS = ['oscillation', 'thrash', 'no_progress'];
const BUDGETS = LIMITS.map((l) => `budget.${l}`);
/** The reasons `decide` and `enforce` give each decision that goes on or is done. */
const GOING_ON: Record<string, readonly string[]> = {
  CONTINUE: ['ok', 'governance_off'],
  CORRECT: ['gate_fail', 'self_declared_done'],
  DONE: ['success'],
  ESCALATE: ['gate_deny', 'corrections_exhausted', ...BUDGETS, ...STALLS],
};
/** A HALT's reason is also whatever a caller's `halt()` passed, but never one of these. */
const NEVER_HALT = [
  'ok',
  'governance_off',
  'gate_fail',
  'self_declared_done',
  'success',
  'gate_deny',
  'corrections_exhausted',
];

/** What the run's policy does at a limit and at a stall, as its run_start records it (undefined: unknown). */
export interface StopRules {
  on_exceed?: unknown;
  on_stall?: unknown;
}

/**
 * The first thing wrong with an iteration's decision, attempt and hint, given the consecutive
 * corrections before it, whether it went through the governor, the limits in force (null: unknown) and
 * what the policy does at a limit or a stall.
 *
 * @example
 * checkDecision(record, 1, true, limits, rules) // { field: 'attempt', what: 'is 1, but … make it 2' }
 */
export function checkDecision(
  r: TraceRecord,
  corrections: number,
  governed: boolean,
  limits: Budget | null,
  rules: StopRules = {},
): DecisionProblem | null {
  const d = r.decision;
  const reason = String(r.reason);
  if (typeof d !== 'string' || !(DECISIONS as readonly string[]).includes(d))
    return { field: 'decision', what: `is ${JSON.stringify(d ?? null)}: not a decision the runtime writes` };
  const reasons = GOING_ON[d];
  if (typeof r.reason !== 'string' || (reasons ? !reasons.includes(reason) : NEVER_HALT.includes(reason)))
    return {
      field: 'reason',
      what: `is ${JSON.stringify(r.reason ?? null)}: the runtime never gives ${d} that reason`,
    };
  const rule = BUDGETS.includes(reason) ? 'on_exceed' : STALLS.includes(reason) ? 'on_stall' : null;
  if (d === 'ESCALATE' && rule && rules[rule] !== undefined && rules[rule] !== 'escalate')
    return {
      field: 'decision',
      what: `is ESCALATE (${reason}), but the run's ${rule} is ${JSON.stringify(rules[rule])}: the runtime never escalates there`,
    };
  const hint = r.correction_hint;
  if (d === 'CORRECT' ? typeof hint !== 'string' : hint !== null && reason !== 'governance_off')
    return {
      field: 'correction_hint',
      what: `is ${JSON.stringify(hint ?? null)}, but a ${d} (${reason}) ${d === 'CORRECT' ? 'says how to correct' : 'has none'}`,
    };
  const expected = corrections + 1;
  // A loop-breaker HALT that took over a step whose record was refused (evaluator.ts recordAndEnd) is
  // numbered after that step's decision: one more correction, or none.
  const allowed = governed ? [expected] : [expected, expected + 1, 1];
  if (!allowed.includes(r.attempt as number))
    return {
      field: 'attempt',
      what: `is ${JSON.stringify(r.attempt ?? null)}, but the ${corrections} consecutive correction(s) before it make it ${expected}`,
    };
  const max = limits?.max_corrections_per_step;
  if (typeof max !== 'number') return null;
  if (d === 'CORRECT' && expected > max)
    return {
      field: 'decision',
      what: `is CORRECT, but correction ${expected} is over max_corrections_per_step ${max}`,
    };
  if (reason === 'corrections_exhausted' && expected <= max)
    return {
      field: 'reason',
      what: `is corrections_exhausted, but only ${corrections} of ${max} correction(s) were used`,
    };
  return null;
}
