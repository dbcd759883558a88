/**
 * What a continuation (continue-run.ts) reads from an escalated run's trace and the records it writes:
 * one verified pass that restores the run's history, the reason there is nothing to continue, the
 * `run_continue` record and the loop-breaker's `run_end`.
 */
import type { verifyResumeToken } from '../../core/approval/resume.js';
import type { EffectivePolicy } from '../../core/policy/types.js';
import type { PolicyOrigin } from '../../core/run/evaluator.js';
import { type RunHistory, type RunHistoryReader } from '../../core/run/restore.js';
import type { TraceRecord } from '../../core/trace/types.js';
import type { ChainReport, ChainVerifierOptions } from '../../core/trace/verify.js';
export interface EscalatedHistory {
    report: ChainReport;
    reader: RunHistoryReader;
    /** The last `run_end` or `run_continue`: what ended the run, or continued it, if it is not escalated. */
    last: TraceRecord | null;
}
/**
 * Streams the run's trace through the chain verifier and the history reader, once.
 *
 * @example
 * const { report, reader } = await readEscalatedHistory('traces', 'r1', effective);
 * if (report.state === 'escalated') console.log(reader.history.resume?.index);
 */
export declare function readEscalatedHistory(traceDir: string, runId: string, effective: EffectivePolicy, 
/** A signed checkpoint the chain must still match (`checkpoint mismatch` otherwise). */
checkpoint?: ChainVerifierOptions['checkpoint']): Promise<EscalatedHistory>;
/**
 * Why there is nothing to continue, naming what the trace says happened (decision 073).
 *
 * @example
 * notEscalated('r1', 'ended', runEnd) // → 'run r1 is not escalated: it has ended, HALT (human) at record 9 — …'
 */
export declare function notEscalated(runId: string, state: string, last: TraceRecord | null): string;
/** The fields of the `run_continue` the runtime writes when it accepts `resume` (decision 060). */
export declare function continueRecord(resume: TraceRecord, v: Awaited<ReturnType<typeof verifyResumeToken>>, h: RunHistory, origin: PolicyOrigin): Record<string, unknown>;
/**
 * The `run_end` HALT (`human`) of a halt requested while the run was escalated (the loop-breaker first).
 * Its `step` is the run's last step, as every run_end's is (a HALT that belongs to no iteration names it).
 */
export declare function loopBreakerEnd(runId: string, halt: TraceRecord, step: number | null, at: string): {
    type: "run_end";
    run_id: string;
    at: string;
    decision: string;
    reason: string;
    detail: string;
    step: number | null;
};
