import type { TraceBody, TraceRecord } from '../../core/trace/types.js';
export interface AppendResumeResult {
    resume: TraceRecord;
}
/** The claims of a token, decoded but not verified (for the record and the pre-checks). */
export declare function peekResumeClaims(token: string): Record<string, unknown>;
/** What a `resume` record answers, read from its token, and where the record's own copies disagree. */
export interface ResumeAnswer {
    /** The token's claims, decoded but not verified; null when the record holds no readable token. */
    claims: Record<string, unknown> | null;
    /**
     * The record's copied fields (`sub`, `grant`, `decision`…) that are not what its token says — `token`
     * when it cannot be read: the record was edited (a re-hash keeps the chain whole). Empty when they agree.
     */
    disagreeing: string[];
}
/**
 * A `resume` record as readers show it: from its token's claims — what the runtime reads — never from
 * the copies beside it, and with every copy that disagrees named (decision 116).
 *
 * @example
 * const { claims, disagreeing } = parseResumeRecord(record); // disagreeing: ['sub', 'grant'] once edited
 */
export declare function parseResumeRecord(r: TraceRecord): ResumeAnswer;
/**
 * Appends `token` as a `resume` record: an answer not yet verified, for the runtime to act on. Throws
 * `ERR_RESUME` when the run is not escalated, the token is for another run or head, or its `jti` was used
 * before in the run.
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
/**
 * The `run_end` (HALT, `human`) that a verified halt answer ends the run with (the runtime writes it);
 * `step` is the run's last step, as in every run_end.
 */
export declare function haltBody(runId: string, claims: Record<string, unknown>, resume: Pick<TraceRecord, 'index'>, step: number | null, at: string): TraceBody;
