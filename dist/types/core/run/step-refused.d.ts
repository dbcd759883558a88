/**
 * Why a run takes no step (`ERR_RUN_STATE`), said the one way for the evaluator and for a run handed out
 * already ended: an escalated run has not ended for good — it waits for a person's answer — so it is
 * never called ended (decision 129).
 */
import { LoopgovError } from '../errors.js';
import type { Decision } from './types.js';
/**
 * The `ERR_RUN_STATE` for a step of `runId`, whose outcome is `outcome` (null: closed without one).
 *
 * @example
 * throw stepRefused('r1', escalated); // ERR_RUN_STATE: run r1 is escalated (budget.max_steps: …) and waits for a person's answer: …
 */
export declare function stepRefused(runId: string, outcome: Decision | null): LoopgovError;
