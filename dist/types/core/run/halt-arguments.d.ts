/**
 * What `run.halt(reason, detail)` is given, checked (docs/decisions/129). A halt is the loop-breaker, so
 * a bad argument never keeps a run going: the run is halted all the same, as HALT `fail_closed` whose
 * detail names the bad argument, and the call then rejects with `ERR_USAGE` so the mistake is not silent.
 */
import { LoopgovError } from '../errors.js';
import { type Reason } from './types.js';
/** The halt to record, and what was wrong with the call (null when nothing was). */
export interface HaltArguments {
    reason: Reason;
    /** Omitted (undefined) when the caller gave none. */
    detail: string | undefined;
    /** What was wrong with the call, for the `ERR_USAGE` it rejects with; null when nothing was. */
    problem: string | null;
}
/**
 * `reason` must be one of the decision schema's reasons (`REASONS`); `detail` a string, an error of any
 * realm (`isErrorLike`: its message is recorded) or nothing (`undefined` or `null`). Anything else gives
 * the HALT `fail_closed` that is recorded instead, and the problem to reject with.
 *
 * @example
 * haltArguments('signal', 'SIGTERM') // { reason: 'signal', detail: 'SIGTERM', problem: null }
 * haltArguments('banana', 'x').reason // 'fail_closed' (problem: 'halt() reason must be one of …')
 */
export declare function haltArguments(reason: unknown, detail: unknown): HaltArguments;
/**
 * The `ERR_USAGE` a misused `halt()` rejects with, saying the state the run is in after it (`after`: the
 * decision the call resolved to): ended, or — an escalated run, which a halt does not end — still
 * escalated, waiting for an answer.
 *
 * @example
 * throw haltMisuse(args.problem, decision);
 */
export declare function haltMisuse(problem: string, after: {
    decision: string;
    reason: string;
}): LoopgovError;
