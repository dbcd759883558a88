import type { Budget, EffectivePolicy } from '../policy/types.js';
import { type BudgetTotals } from './budget.js';
export interface ContinuationFacts {
    runId: string;
    /** The usage the run goes on from, and its running time at the last iteration (seconds). */
    used: BudgetTotals;
    elapsedSec: number;
    /** The org ceiling's budget (null: none known, so nothing may be granted). */
    ceiling: Budget | null;
    /** Governance off: the limits only advise, so a used-up one does not stop the answer. */
    governanceOff: boolean;
}
/** The policy the run goes on under, or why the answer is refused. */
export type Continuation = {
    policy: EffectivePolicy;
} | {
    refused: string;
};
/**
 * The run goes on under `effective` with `limits` (the policy's own, raised by every grant accepted so
 * far, this answer's included) — or, when a limit its usage has used up stays used up, it does not.
 *
 * @example
 * const c = continuationUnder(effective, v.limits, { runId, used, elapsedSec, ceiling, governanceOff: false });
 * if ('refused' in c) refuse(c.refused); else startRun({ ..., effective: c.policy });
 */
export declare function continuationUnder(effective: EffectivePolicy, limits: Budget, f: ContinuationFacts): Continuation;
