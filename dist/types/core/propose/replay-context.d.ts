import type { ContextPolicy } from '../policy/types.js';
import type { GateResult } from '../run/types.js';
import { type RecordedIteration } from './replay-gates.js';
/** How a run's context verdicts are had: the proposed policy, and the recorded one when it is readable. */
export interface ContextPlan {
    proposed: ContextPolicy;
    recorded: ContextPolicy | null;
    /** The proposed context policy is the recorded one: take the recorded result. */
    same: boolean;
}
/**
 * @example
 * planContext(proposed.context, recordedEffective.context).same // true when unchanged
 */
export declare function planContext(proposed: ContextPolicy, recorded: unknown): ContextPlan;
/**
 * The context result of one recorded iteration under `plan`: null when the step carried no context;
 * throws `UnknownVerdict` when it cannot be known from what the trace kept.
 *
 * @example
 * replayContextResult(plan, it)?.verdict // 'PASS' | 'FAIL'
 */
export declare function replayContextResult(plan: ContextPlan, it: RecordedIteration): GateResult | null;
