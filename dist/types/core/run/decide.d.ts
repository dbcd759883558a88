/**
 * The per-iteration decision (SPEC §4.2), as a pure function of what the evaluator observed:
 * verify gate → budget governor → convergence → success criteria. (The loop-breaker is checked before
 * any of this, by the evaluator.) The first terminal outcome in that order wins; a CORRECT waits until
 * nothing terminal applies.
 */
import type { EffectivePolicy } from '../policy/types.js';
import type { BudgetSnapshot, ConvergenceStatus, DecisionKind, GateReport, Reason } from './types.js';
import { type Limit } from './budget.js';
export interface Verdict {
    decision: DecisionKind;
    reason: Reason;
    detail?: string;
    correction_hint: string | null;
}
export interface IterationFacts {
    claimsDone: boolean;
    gate: GateReport;
    budget: BudgetSnapshot;
    convergence: ConvergenceStatus;
    /** Consecutive CORRECT decisions just before this iteration. */
    corrections: number;
    /** Runs the success criteria (at most once per iteration, only when needed). */
    criteria: () => GateReport | Promise<GateReport>;
}
/**
 * Decides one iteration.
 *
 * @example
 * const v = await decideIteration(policy, facts); // { decision: 'CONTINUE', reason: 'ok', … }
 */
export declare function decideIteration(policy: EffectivePolicy, f: IterationFacts): Promise<Verdict>;
/**
 * `decideIteration`, with the verdict at once unless the success criteria it needs are still running
 * (command gates): the evaluator's step runs to its decision in one go when nothing waits (decision 098).
 */
export declare function decide(policy: EffectivePolicy, f: IterationFacts): Verdict | Promise<Verdict>;
/**
 * A step that starts with `limit` already used up (docs/decisions/115): it would be past the limit, so
 * it is not taken — no gate or criterion runs, nothing is counted — and `on_exceed` decides it. Never
 * DONE or CONTINUE: only a resume that grants more of the limit lets the run go on.
 *
 * @example
 * decideUsedUp(policy, snapshot, 'max_steps', 201) // { decision: 'HALT', reason: 'budget.max_steps', … }
 */
export declare function decideUsedUp(policy: EffectivePolicy, b: BudgetSnapshot, limit: Limit, step: number | null): Verdict;
