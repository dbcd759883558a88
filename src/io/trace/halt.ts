/**
 * The loop-breaker's write (SPEC §4.3): a `halt_request` record appended to a run's trace under its
 * lock, by whoever asks — `loopgov halt`, or `loopgov serve` for the panel and the API. The evaluator
 * reads foreign records at the start of every step, so the run's next step is HALT (`human`), whichever
 * process runs it.
 */
import type { HaltBody } from '../../core/run/requests.js';
import { GENESIS_PREV } from '../../core/trace/chain.js';
import { headOf, type TraceHead, type TraceRecord } from '../../core/trace/types.js';
import { retryWhileMoving, withStoreOnDemand } from './moved.js';
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
export async function requestHalt(
  traceDir: string,
  runId: string,
  body: HaltBody,
  via: HaltVia,
  now: () => Date = () => new Date(),
  after?: TraceHead,
): Promise<HaltResult> {
  const file = runPaths(traceDir, runId).trace;
  const halt = { type: 'halt_request' as const, run_id: runId, by: body.by, reason: body.reason, via };
  const open = () => openTraceStore({ traceDir, runId, durability: 'fsync', mode: 'append' });
  return withStoreOnDemand(open, (store) => {
    const append = async (head: TraceHead): Promise<HaltResult> => {
      const record = await (await store()).append({ ...halt, at: now().toISOString() }, { after: head });
      return { status: 'requested', record };
    };
    if (after) return append(after);
    return retryWhileMoving(async (moved) => {
      // The first look is without the lock; after a refusal the store read the end under it.
      const last = moved ? moved.last : peekLast(file, runId);
      if (last?.type === 'run_end') return { status: 'ended', outcome: endOf(last) };
      return append(last ? headOf(last) : EMPTY);
    });
  });
}

const EMPTY: TraceHead = { index: -1, hash: GENESIS_PREV };

/** `DECISION (reason)` of a `run_end` record. */
export function endOf(r: TraceRecord): string {
  return `${String(r.decision)} (${String(r.reason)})`;
}

/** `DECISION (reason)` when the trace's last record is a `run_end`; reads only the file's tail. */
export async function lastRunEnd(traceDir: string, runId: string): Promise<string | null> {
  const last = peekLast(runPaths(traceDir, runId).trace, runId);
  return last?.type === 'run_end' ? endOf(last) : null;
}

/** The last record, read without the lock; null when unreadable (the store reports that with its own error). */
function peekLast(file: string, runId: string): TraceRecord | null {
  try {
    return readLastRecord(file, runId);
  } catch {
    return null;
  }
}
