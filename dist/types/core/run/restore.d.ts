/**
 * Restoring a run from its trace to go on after a resume (SPEC §4.4, docs/decisions/062): one pass over
 * the records rebuilds exactly the state the evaluator had — the budget totals, the convergence
 * detector (every observation replayed in order, by the usage proof), the consecutive corrections, the
 * last step — and
 * collects what the resume is judged against: the open escalation, the latest answer to it, the `jti`s
 * already used, the limits after earlier grants, and what an adapter goes on from (`ResumedFrom`).
 * Memory: O(1) in the run's length but for the distinct actions, which the adapters count. Pure.
 */
import type { Budget, EffectivePolicy } from '../policy/types.js';
import type { TraceRecord } from '../trace/types.js';
import { BudgetGovernor, type BudgetTotals } from './budget.js';
import type { ConvergenceDetector } from './convergence.js';
import { type UsageProblem } from './usage-proof.js';
/** What a continuation starts from. */
export interface RestoredState {
    budget: BudgetGovernor;
    convergence: ConvergenceDetector;
    corrections: number;
    /** The run's past: its last step (where the step numbers go on) and what an adapter goes on from. */
    from: ResumedFrom;
}
/**
 * A continued run's past, as an adapter in a new process needs it (`run.resumedFrom`): the step numbers
 * go on, the adapters' default progress keeps counting distinct actions, and a framework that re-runs
 * the interrupted step (LangGraph) can tell it was decided before.
 */
export interface ResumedFrom {
    /** The last step number recorded (null: none). */
    lastStep: number | null;
    /** Every distinct action so far, as `${action}\n${inputs_ref}` of its iteration records. */
    actions: ReadonlySet<string>;
    /** The iteration that escalated, which the run goes on from. */
    escalated: {
        step: number;
        action: string;
        inputs_ref: string;
    } | null;
}
/** The run as its trace tells it, up to now. */
export interface RunHistory {
    /** The open escalation (null when the run is not escalated). */
    escalation: TraceRecord | null;
    /** The latest `resume` after that escalation, if any. */
    resume: TraceRecord | null;
    /**
     * A `halt_request` pending for that escalation — after the run's last iteration, so also one that
     * landed before the escalation record (`pending-halt.ts`): the loop-breaker comes first.
     */
    haltRequest: TraceRecord | null;
    /** `jti`s of every resume before the latest one, and of every resume the runtime acted on. */
    usedJtis: Set<string>;
    /** The limits after every grant accepted so far, as the trace records them (null: the policy's own). */
    limits: Budget | null;
    /**
     * Every answer the run went on under, in order: its token and the escalation it answered (that record's
     * hash). The continuation verifies them again to know the limits, never trusting `limits` alone.
     */
    answered: {
        token: unknown;
        head: string;
    }[];
    /**
     * The first usage figure that does not add up (docs/decisions/107): a continuation refuses to go on
     * from an edited trace. `totals`, `elapsedSec`, `corrections` and `lastStep` are the proven figures.
     */
    edited: UsageProblem | null;
    totals: BudgetTotals;
    /** Running time at the last iteration (seconds): time spent escalated does not count. */
    elapsedSec: number;
    corrections: number;
    lastStep: number | null;
    iterations: number;
    /** Distinct `${action}\n${inputs_ref}` of the iterations (O(distinct actions), for `ResumedFrom`). */
    actions: Set<string>;
    /** The last iteration's step, action, inputs_ref and decision. */
    lastIteration: {
        step: number;
        action: string;
        inputs_ref: string;
        decision: string;
    } | null;
}
export interface RunHistoryReader {
    push(record: TraceRecord): void;
    readonly history: RunHistory;
    /**
     * The evaluator's state to go on from, with `budget` limits (the policy's, raised by the grants) and
     * the clock's `nowMs`: the wall clock continues from the running time at the last iteration.
     */
    restore(budget: Budget, nowMs: number): RestoredState;
}
/**
 * Reads a run's records in order (already checked by the chain verifier), proving its usage as it goes.
 *
 * @example
 * const reader = createRunHistoryReader(effective);
 * for (const r of records) reader.push(r);
 * const state = reader.restore(limits, clock.now());
 */
export declare function createRunHistoryReader(effective: EffectivePolicy): RunHistoryReader;
