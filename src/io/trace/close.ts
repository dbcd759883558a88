/**
 * Closing an abandoned run (`loopgov trace close`): a run whose process died — killed, crashed, the
 * machine lost — has no `run_end`, so its chain never verifies. When no live writer holds it
 * (`readWriterState`), this appends the `run_end` it lacks, HALT (`abandoned`), saying who closed it and
 * why, under the trace lock (a torn last line is recovered first, as on every open).
 */
import { LoopgovError } from '../../core/errors.js';
import { createPendingHalt } from '../../core/run/pending-halt.js';
import { checkLine } from '../../core/trace/chain.js';
import type { TraceHead, TraceRecord } from '../../core/trace/types.js';
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
 * when a writer is still alive, the run has ended, or it is escalated (waiting for a person, not
 * abandoned: a halt ends it, decision 112); `ERR_TRACE` when its chain is broken.
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
  const live = async (writer: WriterState & { state: 'live' }) => {
    const ended = await lastRunEnd(traceDir, runId);
    return new LoopgovError(
      'ERR_RUN_STATE',
      ended
        ? `run ${runId} has already ended (${ended}); nothing to close`
        : `run ${runId} still has a live writer (${writer.why}): stop it (SIGTERM, or loopgov halt); trace close is for a run whose process died`,
    );
  };
  // A quick refusal of a run that is plainly alive, before waiting for its trace lock.
  const first = readWriterState(paths.dir);
  if (first.state === 'live') throw await live(first);
  // Held from the open to the append: the scan, the writer check and the run_end are one decision.
  const open = () =>
    openTraceStore({
      traceDir,
      runId,
      durability: 'fsync',
      mode: 'append',
      now: opts.now,
      lock: { idleReleaseMs: HOLD_WHILE_DECIDING_MS },
    });
  // The run_end goes right after the record the scan ended at, or the run is scanned again: a run_end
  // or a step that lands meanwhile (another close, a writer that was not dead) is never followed by ours.
  return withStoreOnDemand(open, (store) =>
    retryWhileMoving(async () => {
      // Opened first: a torn last line (the writer died mid-write) is recovered before the scan.
      const s = await store();
      const { ended, escalated, step, head } = await scan(paths.trace, runId);
      if (ended) {
        throw new LoopgovError(
          'ERR_RUN_STATE',
          `run ${runId} has already ended (${ended}); nothing to close`,
        );
      }
      if (escalated) throw escalatedRun(traceDir, runId, escalated);
      // The writer is judged after the scan, under the lock: a writer that took the run before the scan
      // (a continuation writes writer.json before its run_continue) is seen here; one that takes it later
      // can only append after `head`, which refuses this append and brings the scan round again.
      const writer = readWriterState(paths.dir);
      if (writer.state === 'live') throw await live(writer);
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
      // Only the dead writer's file that was judged: never one a newer writer has put there since.
      if (writer.state === 'gone') clearWriterLease(paths.dir, writer.writer);
      return { index: rec.index, hash: rec.hash, step, writer };
    }),
  );
}

/**
 * While `trace close` decides, it does not hand the trace lock to a writer that asks (default: after
 * 50 ms idle): the scan of a long trace must not let a record in between it and the writer check. A
 * live runner that asks waits at most this long; the close is done in far less.
 */
const HOLD_WHILE_DECIDING_MS = 60_000;

/**
 * An escalated run is waiting for a person's answer, not abandoned (docs/runtime.md, decision 112):
 * refused, naming how it is ended — a halt, which the next continuation acts on before anything else.
 */
function escalatedRun(traceDir: string, runId: string, e: { step: unknown; halt: boolean }): LoopgovError {
  const how = e.halt
    ? 'a halt has been requested: `loopgov run --continue` (or a `loopgov serve` with a policy) ends it as HALT (human)'
    : `to end it: \`loopgov halt --trace-dir ${traceDir} --run-id ${runId} --by ID --reason TEXT\`, then \`loopgov run --continue\` (or POST /api/v1/runs/${runId}/halt to a \`loopgov serve\` with a policy) ends it as HALT (human)`;
  return new LoopgovError(
    'ERR_RUN_STATE',
    `run ${runId} is escalated (at step ${String(e.step ?? '-')}): it is waiting for a person's answer, not abandoned; trace close refuses it; ${how}`,
  );
}

/**
 * How the run ended if it has (the chain verifier's segment state: `ended`, or an ESCALATE that carries no
 * escalation record), whether it is escalated (and a halt requested since), and its last step;
 * `ERR_TRACE` unless the chain is whole.
 */
async function scan(
  file: string,
  runId: string,
): Promise<{
  ended: string | null;
  escalated: { step: unknown; halt: boolean } | null;
  step: number | null;
  head: TraceHead;
}> {
  const v = createChainVerifier({ runId, allowOpen: true });
  let end: TraceRecord | null = null;
  let escalation: { step: unknown } | null = null;
  let step: number | null = null;
  const pendingHalt = createPendingHalt<TraceRecord>();
  const { terminated } = await forEachLine(file, (line) => {
    v.push(line);
    const c = checkLine(line);
    if (!c.ok) return;
    const r = c.record;
    pendingHalt.push(r);
    if (r.type === 'run_end') end = r;
    else if (r.type === 'escalation') escalation = { step: r.step };
    else if (r.type === 'run_continue') escalation = null;
    else if (r.type === 'iteration' && typeof r.step === 'number') step = r.step;
  });
  const report = v.end({ terminated });
  if (!report.ok) {
    const f = report.finding!;
    throw new LoopgovError(
      'ERR_TRACE',
      `run ${runId}'s chain is broken at record ${f.index} (${f.reason}: ${f.message}): closing it would not make it verify`,
    );
  }
  const last = end as TraceRecord | null;
  const ended =
    (report.state === 'ended' || report.state === 'escalating') && last
      ? `${String(last.decision)} (${String(last.reason)})`
      : null;
  return {
    ended,
    // A halt is pending for the open escalation when one landed since the last iteration (pending-halt.ts).
    escalated:
      report.state === 'escalated'
        ? { step: (escalation as { step: unknown } | null)?.step ?? null, halt: pendingHalt.halt !== null }
        : null,
    step,
    head: chainHead(report),
  };
}
