/**
 * Compare-and-append (docs/decisions/073): a writer that decides from a read of a run's trace — `loopgov
 * halt`, `loopgov resume`, `loopgov trace close`, a continuation — appends with `{after: head}`, the
 * last record it read. When someone else appended in between, the store writes nothing and throws
 * `TraceMovedError` holding the record now at the end (read under the lock, which the store keeps), and
 * the writer reads again and decides again — so no record is ever linked after one that contradicts it.
 */
import { LoopgovError } from '../../core/errors.js';
import { MOVE_ATTEMPTS, type TraceHead, type TraceRecord } from '../../core/trace/types.js';
export { MOVE_ATTEMPTS };
/** `ERR_TRACE_MOVED`: the trace no longer ends with the record the writer's decision was based on. */
export declare class TraceMovedError extends LoopgovError {
    readonly expected: TraceHead;
    /** The trace's last record now (null: it has none). */
    readonly last: TraceRecord | null;
    constructor(runId: string, file: string, expected: TraceHead, 
    /** The trace's last record now (null: it has none). */
    last: TraceRecord | null);
}
/** The head of a record: what a writer that read up to it appends after. */
export declare function headOf(r: Pick<TraceRecord, 'index' | 'hash'>): TraceHead;
/**
 * Runs `attempt` (read, decide, append with `after`) again each time the trace moved under it — with the
 * refusal, whose `last` says what landed — at most `MOVE_ATTEMPTS` times; then the last refusal is thrown
 * (fail closed: nothing was appended). Any other error is thrown at once.
 *
 * @example
 * await retryWhileMoving(async (moved) => {
 *   const last = moved?.last ?? readLastRecord(file, runId);
 *   return store.append(body, { after: headOf(last) });
 * });
 */
export declare function retryWhileMoving<T>(attempt: (moved: TraceMovedError | null) => Promise<T>): Promise<T>;
