import type { ChainReport } from '../../core/trace/verify.js';
/** One escalated run, as the inbox lists it. */
export interface InboxEntry {
    run_id: string;
    project: string | null;
    level: string | null;
    profile: string | null;
    /** When the run escalated (the escalation record's `at`), and how long ago (seconds). */
    escalated_at: string;
    age_sec: number;
    step: number | null;
    reason: string;
    detail: string | null;
    /** The head a resume must bind: the escalation record's hash. */
    head: string;
    approver_role: string;
    budget: unknown;
    remaining: unknown;
    /** What a resume could grant (room under the ceiling per budget limit), or null when nothing can. */
    grantable: unknown;
    needs: string | null;
    /** Answers appended since (`loopgov resume`), not yet acted on by the runtime. */
    resumes_pending: number;
    halt_requested: boolean;
}
/** `inbox show`: the entry, its evidence, the answers so far, and whether the chain verifies. */
export interface InboxDetail extends InboxEntry {
    evidence: unknown;
    iteration: unknown;
    limits: unknown;
    resumes: {
        index: number;
        sub: unknown;
        decision: unknown;
        jti: unknown;
        grant: unknown;
        at: string;
    }[];
    chain: ChainReport;
}
/**
 * Every escalated run under `traceDir`, newest escalation first. Runs whose files cannot be read are
 * skipped (the inbox is a view; `trace verify` judges).
 *
 * @example
 * for (const e of await listEscalatedRuns('traces')) console.log(e.run_id, e.reason, e.age_sec);
 */
export declare function listEscalatedRuns(traceDir: string, opts?: {
    now?: number;
}): Promise<InboxEntry[]>;
/**
 * One run's escalation in full, or null when the run is not escalated. Verifies the whole chain.
 *
 * @example
 * const detail = await showEscalatedRun('traces', 'r1');
 * if (detail) console.log(detail.evidence, detail.grantable);
 */
export declare function showEscalatedRun(traceDir: string, runId: string, opts?: {
    now?: number;
}): Promise<InboxDetail | null>;
