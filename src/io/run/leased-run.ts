/**
 * A run that holds its writer lease (`<run>/writer.json`, writer-lease.ts) for exactly as long as it may
 * write: from before its first record (`run_start`, or a continuation's `run_continue`) until its
 * terminal decision or `close()`, whichever comes first. Every path that governs a run — `openRun`, a
 * continuation in any process (`continueRun`, `run.continue()`, `loopgov serve`'s resume) — gets its run
 * through here, so `loopgov trace close` always sees a live writer while one can still append.
 */
import type { Run, StepOptions } from '../../core/run/evaluator.js';
import type { Decision, Reason, StepEvent } from '../../core/run/types.js';
import type { WriterLease } from '../trace/writer-lease.js';

/**
 * `run`, letting go of `lease` once it has ended (a terminal decision writes nothing more) or closed.
 *
 * @example
 * const lease = holdWriterLease(runPaths(traceDir, runId).dir);
 * const run = leasedRun(await startRun(setup), lease);
 */
export function leasedRun(run: Run, lease: WriterLease): Run {
  const settle = <T>(p: Promise<T>): Promise<T> => {
    const letGo = () => {
      if (run.outcome) lease.release();
    };
    p.then(letGo, letGo);
    return p;
  };
  return {
    get runId(): string {
      return run.runId;
    },
    get outcome(): Decision | null {
      return run.outcome;
    },
    get resumedFrom() {
      return run.resumedFrom ?? null;
    },
    step: (event: StepEvent, opts?: StepOptions) => settle(run.step(event, opts)),
    sync: () => settle(run.sync()),
    halt: (reason: Reason, detail?: unknown) => settle(run.halt(reason, detail)),
    async close() {
      try {
        return await run.close();
      } finally {
        lease.release();
      }
    },
  };
}
