/**
 * The loop-breaker's write (SPEC §4.3): a `halt_request` record appended to a run's trace under its
 * lock, by whoever asks — `loopgov halt`, or `loopgov serve` for the panel and the API. The evaluator
 * reads foreign records at the start of every step, so the run's next step is HALT (`human`), whichever
 * process runs it.
 */
import type { HaltBody } from '../../core/run/requests.js';
import type { TraceRecord } from '../../core/trace/types.js';
import { runPaths } from './read.js';
import { openTraceStore } from './store.js';
import { readLastRecord } from './tail.js';

/** Where the request came from, recorded as `via`. */
export type HaltVia = 'cli' | 'web' | 'api';

export type HaltResult =
  | { status: 'requested'; record: TraceRecord }
  /** The trace already ends with `run_end`: nothing was appended. */
  | { status: 'ended'; outcome: string };

/**
 * Appends a `halt_request` {by, reason, via} unless the run has already ended. Throws `ERR_TRACE` when
 * the run has no trace or it cannot be written (`ERR_TRACE_LOCK` when its writer never lets go).
 *
 * @example
 * const r = await requestHalt('traces', 'r1', { by: 'alice', reason: 'wrong repository' }, 'cli');
 * if (r.status === 'requested') console.log(`record ${r.record.index}`);
 */
export async function requestHalt(
  traceDir: string,
  runId: string,
  body: HaltBody,
  via: HaltVia,
  now: () => Date = () => new Date(),
): Promise<HaltResult> {
  const ended = await lastRunEnd(traceDir, runId);
  if (ended) return { status: 'ended', outcome: ended };
  const store = await openTraceStore({ traceDir, runId, durability: 'fsync', mode: 'append' });
  try {
    const record = await store.append({
      type: 'halt_request',
      run_id: runId,
      at: now().toISOString(),
      by: body.by,
      reason: body.reason,
      via,
    });
    return { status: 'requested', record };
  } finally {
    await store.close();
  }
}

/** `DECISION (reason)` when the trace's last record is a `run_end`; reads only the file's tail. */
export async function lastRunEnd(traceDir: string, runId: string): Promise<string | null> {
  try {
    const last = readLastRecord(runPaths(traceDir, runId).trace, runId);
    return last?.type === 'run_end' ? `${last.decision} (${last.reason})` : null;
  } catch {
    return null; // openTraceStore reports a damaged or unreadable trace with its own error
  }
}
