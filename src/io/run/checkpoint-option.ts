/** The `checkpoint` option of `openRun` / `continueRun` (`loopgov run --checkpoint-key K`). */
import { LoopgovError } from '../../core/errors.js';
import type { Clock } from '../../core/run/types.js';
import type { TraceStore } from '../../core/trace/types.js';
import { type CheckpointKey, loadCheckpointKey } from '../trace/checkpoint.js';
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

/**
 * The option's key, read and checked before anything is written (decision 090): a key file that is no
 * private EdDSA/ES256 JWK with a kid (a YAML file, a public key, an RSA key) is the caller's mistake —
 * `ERR_USAGE` naming `at` (`checkpoint.keyFile`, or the CLI's `--checkpoint-key`) — not a run that halts
 * with its id used up. Undefined when no checkpoints are asked for.
 *
 * @example
 * await loadCheckpointOption({ keyFile: 'runner.yaml' }, '--checkpoint-key')
 * // throws ERR_USAGE: --checkpoint-key: runner.yaml: not JSON: …
 */
export async function loadCheckpointOption(
  opt: CheckpointOption | undefined,
  at: string,
): Promise<CheckpointKey | undefined> {
  if (!opt) return undefined;
  try {
    return await loadCheckpointKey(opt.keyFile);
  } catch (e) {
    if (!(e instanceof LoopgovError) || e.code !== 'ERR_KEY') throw e;
    throw new LoopgovError('ERR_USAGE', `${at}: ${e.message}`);
  }
}

/**
 * Wraps `store` when checkpoints are asked for, with `key` when it was loaded already
 * (`loadCheckpointOption`); throws `ERR_KEY` for a key that cannot sign.
 */
export async function checkpointed(
  store: FileTraceStore,
  opt: CheckpointOption | undefined,
  clock: Clock,
  loaded?: CheckpointKey,
): Promise<TraceStore> {
  if (!opt) return store;
  const key = loaded ?? (await loadCheckpointKey(opt.keyFile));
  return withCheckpoints(store, {
    key,
    every: opt.every ?? DEFAULT_CHECKPOINT_EVERY,
    now: () => clock.now(),
    ...(opt.onError ? { onError: opt.onError } : {}),
  });
}
