/** The `checkpoint` option of `openRun` / `continueRun` (`loopgov run --checkpoint-key K`). */
import type { LoopgovError } from '../../core/errors.js';
import type { Clock } from '../../core/run/types.js';
import type { TraceStore } from '../../core/trace/types.js';
import { loadCheckpointKey } from '../trace/checkpoint.js';
import { withCheckpoints } from '../trace/checkpointing-store.js';
import type { FileTraceStore } from '../trace/store.js';

export interface CheckpointOption {
  /** A private JWK (EdDSA or ES256) with a kid: the runner's checkpoint key. */
  keyFile: string;
  /** Also sign every N records (default 1000; 0: only at run_end and escalation). */
  every?: number;
  /** Told when a checkpoint at the end of a run cannot be written (the run's records stand). */
  onError?: (e: LoopgovError) => void;
}

export const DEFAULT_CHECKPOINT_EVERY = 1000;

/** Wraps `store` when checkpoints are asked for; throws `ERR_KEY` for a key that cannot sign. */
export async function checkpointed(
  store: FileTraceStore,
  opt: CheckpointOption | undefined,
  clock: Clock,
): Promise<TraceStore> {
  if (!opt) return store;
  const key = await loadCheckpointKey(opt.keyFile);
  return withCheckpoints(store, {
    key,
    every: opt.every ?? DEFAULT_CHECKPOINT_EVERY,
    now: () => clock.now(),
    ...(opt.onError ? { onError: opt.onError } : {}),
  });
}
