import type { PolicyOrigin, Run, StepOptions } from '../../core/run/evaluator.js';
import type { Decision, Reason, StepEvent } from '../../core/run/types.js';
import type { ResumedFrom } from '../../core/run/restore.js';
import { type ContinueOptions } from './continue-run.js';
/** What `continue()` did: the run goes on (`continued`), ended (a halt answer), or stays escalated. */
export interface ContinueResult {
    status: 'continued' | 'ended' | 'refused';
    /** The HALT of an `ended` run, or the ESCALATE (`resume_refused`) naming every reason; null when continued. */
    decision: Decision | null;
}
/** A run from `openRun`; `refused` is set when it ended before its first step (or its resume was refused). */
export interface OpenedRun extends Run {
    readonly refused: Decision | null;
    /** Where the run's policy came from (commit, digest), as its `run_start` records it; null if refused. */
    readonly policy: PolicyOrigin | null;
    /**
     * Goes on after an ESCALATE once a person answered: with `token` (a `loopgov-resume+jwt`, written to the
     * trace when it verifies), or with the latest `resume` already in the trace. Throws `ERR_RUN_STATE`
     * unless the run's outcome is an ESCALATE.
     */
    continue(token?: string): Promise<ContinueResult>;
}
export declare class GovernedRun implements OpenedRun {
    private inner;
    private refusal;
    private readonly options;
    readonly policy: PolicyOrigin | null;
    constructor(inner: Run, refusal: Decision | null, options: Omit<ContinueOptions, 'token'>, policy: PolicyOrigin | null);
    get runId(): string;
    get outcome(): Decision | null;
    get resumedFrom(): ResumedFrom | null;
    get refused(): Decision | null;
    step(event: StepEvent, opts?: StepOptions): Promise<Decision>;
    sync(): Promise<Decision | null>;
    halt(reason: Reason, detail?: unknown): Promise<Decision>;
    close(): Promise<Decision | null>;
    continue(token?: string): Promise<ContinueResult>;
}
/**
 * A run that has ended before a step of this process, or stays escalated after a refused answer: every
 * step is refused with `ERR_RUN_STATE`, saying which.
 */
export declare function endedRun(decision: Decision): Run;
/**
 * Acts on the answer to an escalated run from a new process (`loopgov run --continue`): the run goes on,
 * ends (a halt answer), or comes back with `refused` set to an ESCALATE (`resume_refused`) — it stays
 * escalated, nothing written. Never throws for a policy, trace or token problem — except `ERR_TRACE`
 * when the run has no trace at all (there is nothing anyone could answer), `ERR_USAGE` for bad options.
 *
 * @example
 * const run = await continueRun({ runId: 'r1', traceDir: 'traces', policy });
 * if (run.refused) console.error(run.refused.detail);
 * else if (!run.outcome) await run.step(event);
 */
export declare function continueRun(options: ContinueOptions): Promise<OpenedRun>;
