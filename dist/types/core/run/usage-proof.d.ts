import type { TraceRecord } from '../trace/types.js';
import type { Convergence } from '../policy/types.js';
import type { BudgetTotals } from './budget.js';
import { ConvergenceDetector } from './convergence.js';
/** The first figure that does not add up: its record, the field, and a sentence naming both. */
export interface UsageProblem {
    index: number;
    field: string;
    /** `iteration step 1: budget_snapshot.tokens is 0, but …` (for a caller that names the record itself). */
    detail: string;
    /** `record 1, iteration step 1: budget_snapshot.tokens is 0, but …` */
    message: string;
}
export interface UsageProof {
    /** One record, in trace order (chain-verified). After the first problem the rest are not judged. */
    push(r: TraceRecord): void;
    readonly problem: UsageProblem | null;
    /** Steps that went through the governor, their tokens and the exact sum of their costs. */
    readonly totals: BudgetTotals;
    /** Running time at the last iteration (seconds), as proven. */
    readonly elapsedSec: number;
    /** Consecutive corrections at the last iteration. */
    readonly corrections: number;
    readonly lastStep: number | null;
    /** The convergence detector replayed over the iterations (null: no policy to replay it with yet). */
    readonly convergence: ConvergenceDetector | null;
}
/**
 * A proof that takes a run's records one by one. The convergence detector is replayed with `convergence`
 * (the policy the caller verified), or else with the one the run_start records.
 *
 * @example
 * const proof = createUsageProof(effective.convergence);
 * for (const r of records) proof.push(r);
 * if (proof.problem) refuse(`the trace was edited: ${proof.problem.message}`);
 */
export declare function createUsageProof(convergence?: Convergence): UsageProof;
