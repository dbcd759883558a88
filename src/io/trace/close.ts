/**
 * Closing an abandoned run (`loopgov trace close`): a run whose process died — killed, crashed, the
 * machine lost — has no `run_end`, so its chain never verifies. When no live writer holds it
 * (`readWriterState`), this appends the `run_end` it lacks, HALT (`abandoned`), saying who closed it and
 * why, under the trace lock (a torn last line is recovered first, as on every open).
 */
import { LoopgovError } from '../../core/errors.js';
import { checkLine } from '../../core/trace/chain.js';
import type { TraceHead } from '../../core/trace/types.js';
import { chainHead, createChainVerifier } from '../../core/trace/verify.js';
import { lastRunEnd } from './halt.js';
import { forEachLine, runPaths } from './read.js';
import { retryWhileMoving, withStoreOnDemand } from './moved.js';
import { openTraceStore } from './store.js';
import { clearWriterLease, readWriterState, type WriterState } from './writer-lease.js';

export interface CloseRunOptions {
  /** Who closes it (recorded). */
  by: string;
  /** Why (recorded). */
  reason: string;
  now?: () => Date;
}

export interface ClosedRun {
  index: number;
  hash: string;
  /** The last step the run recorded (null: none). */
  step: number | null;
  /** What was known of the writer that died. */
  writer: WriterState;
}

/**
 * Appends `run_end` HALT (`abandoned`) to a run that has none and no live writer. Throws `ERR_RUN_STATE`
 * when a writer is still alive or the run has ended, `ERR_TRACE` when its chain is broken.
 *
 * @example
 * const closed = await closeAbandonedRun('traces', 'r1', { by: 'alice', reason: 'runner pod evicted' });
 */
export async function closeAbandonedRun(
  traceDir: string,
  runId: string,
  opts: CloseRunOptions,
): Promise<ClosedRun> {
  const paths = runPaths(traceDir, runId);
  const writer = readWriterState(paths.dir);
  if (writer.state === 'live') {
    const ended = await lastRunEnd(traceDir, runId);
    throw new LoopgovError(
      'ERR_RUN_STATE',
      ended
        ? `run ${runId} has already ended (${ended}); nothing to close`
        : `run ${runId} still has a live writer (${writer.why}): stop it (SIGTERM, or loopgov halt); trace close is for a run whose process died`,
    );
  }
  const open = () => openTraceStore({ traceDir, runId, durability: 'fsync', mode: 'append', now: opts.now });
  // The run_end goes right after the record the scan ended at, or the run is scanned again: a run_end
  // or a step that lands meanwhile (another close, a writer that was not dead) is never followed by ours.
  return withStoreOnDemand(open, (store) =>
    retryWhileMoving(async () => {
      // Opened first: a torn last line (the writer died mid-write) is recovered before the scan.
      const s = await store();
      const { ended, step, head } = await scan(paths.trace, runId);
      if (ended) {
        throw new LoopgovError(
          'ERR_RUN_STATE',
          `run ${runId} has already ended (${ended}); nothing to close`,
        );
      }
      const why = writer.state === 'gone' ? `its writer is gone: ${writer.why}` : 'no writer is recorded';
      const rec = await s.append(
        {
          type: 'run_end',
          run_id: runId,
          at: (opts.now?.() ?? new Date()).toISOString(),
          decision: 'HALT',
          reason: 'abandoned',
          detail: `closed by ${opts.by}: ${opts.reason} (${why})`,
          step,
          by: opts.by,
        },
        { after: head },
      );
      clearWriterLease(paths.dir);
      return { index: rec.index, hash: rec.hash, step, writer };
    }),
  );
}

/** How the run ended if its last record ends it, and its last step; `ERR_TRACE` unless the chain is whole. */
async function scan(
  file: string,
  runId: string,
): Promise<{ ended: string | null; step: number | null; head: TraceHead }> {
  const v = createChainVerifier({ runId, allowOpen: true });
  let ended: string | null = null;
  let step: number | null = null;
  const { terminated } = await forEachLine(file, (line) => {
    v.push(line);
    const c = checkLine(line);
    if (!c.ok) return;
    // An escalated run that went on has a run_end per segment: only a last one ends it.
    ended = c.record.type === 'run_end' ? `${String(c.record.decision)} (${String(c.record.reason)})` : null;
    if (c.record.type === 'iteration' && typeof c.record.step === 'number') step = c.record.step;
  });
  const report = v.end({ terminated });
  if (!report.ok) {
    const f = report.finding!;
    throw new LoopgovError(
      'ERR_TRACE',
      `run ${runId}'s chain is broken at record ${f.index} (${f.reason}: ${f.message}): closing it would not make it verify`,
    );
  }
  return { ended, step, head: chainHead(report) };
}
