import { LoopgovError } from '../../core/errors.js';
import type { TraceStore } from '../../core/trace/types.js';
import { type CheckpointKey } from './checkpoint.js';
import type { FileTraceStore } from './store.js';
export interface CheckpointPolicy {
    key: CheckpointKey;
    /** Also every N records (0: only at run_end / escalation). */
    every: number;
    /** Told about a checkpoint that could not be written at the end of a run (the run's records stand). */
    onError?: (e: LoopgovError) => void;
    now?: () => number;
}
export { checkpointName } from '../../core/trace/checkpoint-claims.js';
/**
 * Wraps `inner` (a freshly opened store) so that it signs checkpoints. Reads the existing trace once to
 * seed the Merkle root when the run already has records (a continuation).
 *
 * @example
 * const store = await withCheckpoints(await openTraceStore(opts), { key, every: 1000 });
 */
export declare function withCheckpoints(inner: FileTraceStore, policy: CheckpointPolicy): Promise<TraceStore>;
