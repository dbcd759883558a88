/**
 * A trace store that signs checkpoints as it goes (docs/decisions/065): at every `run_end`, at the
 * `escalation` record after an ESCALATE, and once `every` records have been added since the last one, a JWS of `{run_id, length, head,
 * root}` is written to `<run>/checkpoints/<length>.jwt`, for a witness to keep (`loopgov trace anchor`).
 * The Merkle root is kept incrementally (O(log n) memory); records other writers appended are taken in.
 */
import { join } from 'node:path';
import { describeError, LoopgovError } from '../../core/errors.js';
import { checkpointName } from '../../core/trace/checkpoint-claims.js';
import { leafHash, MerkleFrontier } from '../../core/trace/merkle.js';
import type { TraceBody, TraceRecord, TraceStore, WriteOptions } from '../../core/trace/types.js';
import { type CheckpointKey, signCheckpointWith } from './checkpoint.js';
import { writeOnce } from './files.js';
import { forEachLine } from './read.js';
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
export async function withCheckpoints(inner: FileTraceStore, policy: CheckpointPolicy): Promise<TraceStore> {
  const paths = inner.paths;
  const frontier = new MerkleFrontier();
  if (inner.head.nextIndex > 0) {
    await forEachLine(paths.trace, (line) => {
      const hash = typeof line === 'string' ? /"hash":"([0-9a-f]{64})"}$/.exec(line)?.[1] : undefined;
      if (hash) frontier.push(leafHash(hash));
    });
  }
  const dir = join(paths.dir, 'checkpoints');
  let dirReady = false;
  let lastSigned = inner.head.nextIndex;
  const held: TraceRecord[] = [];

  const catchUp = async (upTo: number) => {
    // Records another writer linked in before ours (a halt request): in order, before our record.
    if (frontier.size < upTo) {
      for (const r of await inner.readForeign()) {
        held.push(r);
        if (r.index === frontier.size) frontier.push(leafHash(r.hash));
      }
    }
    if (frontier.size !== upTo) {
      throw new LoopgovError('ERR_TRACE', `${paths.trace}: checkpoint root lost track at record ${upTo}`);
    }
  };
  const sign = async (r: TraceRecord) => {
    const length = r.index + 1;
    const jws = await signCheckpointWith(
      policy.key,
      { run_id: inner.runId, length, head: r.hash, root: frontier.root().toString('hex') },
      policy.now,
    );
    await writeOnce(dir, checkpointName(length), Buffer.from(`${jws}\n`), true, dirReady);
    dirReady = true;
  };

  return {
    runId: inner.runId,
    async append(body: TraceBody, opts?: WriteOptions) {
      const r = await inner.append(body, opts);
      const ends = r.type === 'run_end' || r.type === 'escalation';
      try {
        await catchUp(r.index);
        frontier.push(leafHash(r.hash));
        // Every N records since the last checkpoint (records other writers added count too).
        if (ends || (policy.every > 0 && r.index + 1 - lastSigned >= policy.every)) {
          // Never sign a length the file may not have: a deferred record is written (and made durable) first.
          if (opts?.sync === false) await inner.sync();
          await sign(r);
          lastSigned = r.index + 1;
        }
      } catch (e) {
        const err =
          e instanceof LoopgovError
            ? e
            : new LoopgovError('ERR_TRACE', `checkpoint at record ${r.index}: ${describeError(e)}`);
        // The record is written. At an end, say so and let it stand; mid-run, stop the run (fail closed).
        if (ends) policy.onError?.(err);
        else throw err;
      }
      return r;
    },
    async readForeign() {
      const out = [...held, ...(await inner.readForeign())];
      held.length = 0;
      for (const r of out) if (r.index === frontier.size) frontier.push(leafHash(r.hash));
      return out;
    },
    // Fast paths (decision 098) where no checkpoint can be due: nothing foreign held, artifacts.
    readForeignNow: () => (held.length === 0 ? inner.readForeignNow() : undefined),
    putArtifact: (bytes, opts) => inner.putArtifact(bytes, opts),
    putArtifactNow: (bytes, opts) => inner.putArtifactNow(bytes, opts),
    sync: () => inner.sync(),
    close: () => inner.close(),
  };
}
