import type { TraceBody, TraceRecord } from '../../core/trace/types.js';
export interface AppendResumeResult {
    resume: TraceRecord;
    /** The `run_end` (HALT) written for a halt answer. */
    end: TraceRecord | null;
}
/** The claims of a token, decoded but not verified (for the record and the pre-checks). */
export declare function peekResumeClaims(token: string): Record<string, unknown>;
/**
 * Appends `token` as a `resume` record (and, for a halt, the run's `run_end`). Throws `ERR_RESUME` when the
 * run is not escalated, the token is for another run or head, or its `jti` was used before in the run.
 *
 * @example
 * await appendResume('traces', 'r1', token);
 */
export declare function appendResume(traceDir: string, runId: string, token: string, opts?: {
    now?: () => Date;
    durability?: 'fsync' | 'none';
}): Promise<AppendResumeResult>;
/** The `resume` record of a token: the token itself, and its claims for readers (unverified). */
export declare function resumeBody(runId: string, token: string, claims: Record<string, unknown>, at: string): TraceBody;
/** The `run_end` (HALT, `human`) that a halt answer ends the run with. */
export declare function haltBody(runId: string, claims: Record<string, unknown>, resume: Pick<TraceRecord, 'index'>, at: string): TraceBody;
