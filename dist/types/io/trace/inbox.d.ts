import type { TraceRecord } from '../../core/trace/types.js';
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
    /**
     * A person's halt is pending: one after the run's last iteration, so also one that landed between the
     * ESCALATE's iteration and its escalation record (`core/run/pending-halt.ts`).
     */
    halt_requested: boolean;
    /** Set when a torn last line follows (a writer killed mid-write): the next writer recovers it. */
    torn_tail?: true;
}
/** `inbox show`: the entry, its evidence, the answers so far, and whether the chain verifies. */
export interface InboxDetail extends InboxEntry {
    evidence: unknown;
    iteration: unknown;
    limits: unknown;
    /**
     * The answers so far, each as its token says (unverified: the runtime verifies the token), never as the
     * record's copies say; `disagreeing` names the copies an edit made differ from it (decision 116).
     */
    resumes: {
        index: number;
        sub: unknown;
        decision: unknown;
        jti: unknown;
        grant: unknown;
        at: string;
        disagreeing: string[];
    }[];
    chain: ChainReport;
}
/** A trace the inbox could not read as one: listed so a person sees it (`trace verify` says more). */
export interface InboxSkipped {
    /** The run folder's name. */
    run: string;
    /** `<run>/trace.jsonl`, as found under the trace dir. */
    path: string;
    why: string;
}
/**
 * Every escalated run under `traceDir`, newest escalation first. Throws `ERR_TRACE` when `traceDir` is
 * not a readable folder. Traces it cannot read are left out: `scanInbox` lists them.
 *
 * @example
 * for (const e of await listEscalatedRuns('traces')) console.log(e.run_id, e.reason, e.age_sec);
 */
export declare function listEscalatedRuns(traceDir: string, opts?: {
    now?: number;
}): Promise<InboxEntry[]>;
/**
 * The inbox of `traceDir` (`loopgov inbox list`): the escalated runs, newest first, and every
 * `trace.jsonl` that could not be read as a trace (`skipped`, with why). Throws `ERR_TRACE` when
 * `traceDir` does not exist or is not a folder.
 *
 * @example
 * const { escalated, skipped } = await scanInbox('traces');
 */
export declare function scanInbox(traceDir: string, opts?: {
    now?: number;
}): Promise<{
    escalated: InboxEntry[];
    skipped: InboxSkipped[];
}>;
/**
 * One run's inbox entry, or null when it is not escalated — what `listEscalatedRuns` lists for it (the
 * trace's first record and its tail only).
 *
 * @example
 * const e = await readEscalatedRun('traces', 'r1'); // InboxEntry | null
 */
export declare function readEscalatedRun(traceDir: string, runId: string, opts?: {
    now?: number;
}): Promise<InboxEntry | null>;
/** Newest escalation first (the inbox's order). */
export declare function sortNewestFirst<T extends {
    escalated_at: string;
}>(entries: T[]): T[];
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
/**
 * `showEscalatedRun`'s detail together with the chain report, also when the run is not escalated — so a
 * caller can say the chain is broken (naming the record) rather than "not escalated".
 *
 * @example
 * const { chain, detail } = await inspectEscalatedRun('traces', 'r1');
 * if (!chain.ok) console.log(chain.finding?.index, chain.finding?.reason);
 */
export declare function inspectEscalatedRun(traceDir: string, runId: string, opts?: {
    now?: number;
}): Promise<{
    chain: ChainReport;
    detail: InboxDetail | null;
}>;
/** The run's open escalation, and whether a torn last line follows it (a writer killed mid-write). */
export interface OpenEscalation {
    escalation: TraceRecord;
    after: TraceRecord[];
    /** The halt request pending for it, if any: the first since the run's last iteration (pending-halt.ts). */
    halt: TraceRecord | null;
    torn: boolean;
}
/**
 * The run's open escalation — its `escalation` record and the answers and halt requests after it — or
 * null when the run is not escalated (or its tail does not verify line by line). Reads the trace
 * backwards from its end: only the escalation, what follows it, and what lies between it and the
 * iteration that escalated (a halt request may have landed there). A torn last line (no newline, or a
 * last line that is not JSON) is what a crashed writer leaves, recovered by the next writer: the run
 * is still escalated, with `torn: true`.
 *
 * @example
 * const open = readOpenEscalation('traces', 'r1'); // { escalation, after, halt, torn } | null
 */
export declare function readOpenEscalation(traceDir: string, runId: string): OpenEscalation | null;
