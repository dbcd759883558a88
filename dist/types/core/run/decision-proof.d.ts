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
/** What a decision field of a record gets wrong: the field and what is wrong with it. */
export interface DecisionProblem {
    field: string;
    what: string;
}
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
export declare function checkDecision(r: TraceRecord, corrections: number, governed: boolean, limits: Budget | null, rules?: StopRules): DecisionProblem | null;
