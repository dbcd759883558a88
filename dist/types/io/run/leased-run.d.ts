/**
 * A run that holds its writer lease (`<run>/writer.json`, writer-lease.ts) for exactly as long as it may
 * write: from before its first record (`run_start`, or a continuation's `run_continue`) until its
 * terminal decision or `close()`, whichever comes first. Every path that governs a run — `openRun`, a
 * continuation in any process (`continueRun`, `run.continue()`, `loopgov serve`'s resume) — gets its run
 * through here, so `loopgov trace close` always sees a live writer while one can still append.
 */
import type { Run } from '../../core/run/evaluator.js';
import type { WriterLease } from '../trace/writer-lease.js';
/**
 * `run`, letting go of `lease` once it has ended (a terminal decision writes nothing more) or closed.
 *
 * @example
 * const lease = holdWriterLease(runPaths(traceDir, runId).dir);
 * const run = leasedRun(await startRun(setup), lease);
 */
export declare function leasedRun(run: Run, lease: WriterLease): Run;
