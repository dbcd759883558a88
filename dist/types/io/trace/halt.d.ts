/**
 * The loop-breaker's write (SPEC §4.3): a `halt_request` record appended to a run's trace under its
 * lock, by whoever asks — `loopgov halt`, or `loopgov serve` for the panel and the API. The evaluator
 * reads foreign records at the start of every step, so the run's next step is HALT (`human`), whichever
 * process runs it.
 */
import type { HaltBody } from '../../core/run/requests.js';
import { type TraceHead, type TraceRecord } from '../../core/trace/types.js';
/** Where the request came from, recorded as `via`. */
export type HaltVia = 'cli' | 'web' | 'api';
export type HaltResult = {
    status: 'requested';
    record: TraceRecord;
}
/** The trace already ends with `run_end`: nothing was appended. */
 | {
    status: 'ended';
    outcome: string;
};
/**
 * Appends a `halt_request` {by, reason, via} unless the run has already ended — decided from the trace's
 * last record, and appended only right after that record (compare-and-append, decision 073): a `run_end`
 * that lands meanwhile makes it `ended`, never a halt linked after the end. With `after`, the caller
 * decided from its own read up to that record; a move then throws `ERR_TRACE_MOVED` (it decides again).
 * Throws `ERR_TRACE` when the run has no trace or it cannot be written (`ERR_TRACE_LOCK` when its writer
 * never lets go).
 *
 * @example
 * const r = await requestHalt('traces', 'r1', { by: 'alice', reason: 'wrong repository' }, 'cli');
 * if (r.status === 'requested') console.log(`record ${r.record.index}`);
 */
export declare function requestHalt(traceDir: string, runId: string, body: HaltBody, via: HaltVia, now?: () => Date, after?: TraceHead): Promise<HaltResult>;
/** `DECISION (reason)` of a `run_end` record. */
export declare function endOf(r: TraceRecord): string;
/** `DECISION (reason)` when the trace's last record is a `run_end`; reads only the file's tail. */
export declare function lastRunEnd(traceDir: string, runId: string): Promise<string | null>;
