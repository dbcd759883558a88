/**
 * Compare-and-append (docs/decisions/073): a writer that decides from a read of a run's trace — `loopgov
 * halt`, `loopgov resume`, `loopgov trace close`, a continuation — appends with `{after: head}`, the
 * last record it read. When someone else appended in between, the store writes nothing and throws
 * `TraceMovedError` holding the record now at the end (read under the lock, which the store keeps), and
 * the writer reads again and decides again — so no record is ever linked after one that contradicts it.
 */
import { LoopgovError } from '../../core/errors.js';
import { MOVE_ATTEMPTS, type TraceHead, type TraceRecord, type TraceStore } from '../../core/trace/types.js';
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
/**
 * Runs `fn` with `store()`, which opens the run's store the first time it is called — a writer that
 * decides to write nothing takes no lock — and closes it once `fn` has settled.
 *
 * @example
 * await withStoreOnDemand(() => openTraceStore(o), (store) => retryWhileMoving(async () => (await store()).append(b, { after })));
 */
export declare function withStoreOnDemand<S extends Pick<TraceStore, 'close'>, T>(open: () => Promise<S>, fn: (store: () => Promise<S>) => Promise<T>): Promise<T>;
export declare function retryWhileMoving<T>(attempt: (moved: TraceMovedError | null) => Promise<T>): Promise<T>;
