/**
 * Group commit across runs (decision 053). A step request evaluates its event with deferred sync and
 * then waits here; every run with a deferred record joins the next barrier, which makes all of them
 * durable at once — their `fdatasync`s overlap on the thread pool and the file system commits them
 * together. While a barrier is on the disk, new requests gather for the next one. No decision is sent
 * before its record is durable; a failed barrier replaces the run's decision by its HALT (`fail_closed`).
 */
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { describeError } from '../core/errors.js';

type Waiter = (failed: Decision | null) => void;

export class GroupCommit {
  private pending = new Map<Run, Waiter[]>();
  private flushing: Promise<void> | null = null;

  /** Resolves once every record `run` has written so far is durable: null, or the HALT that replaced it. */
  barrier(run: Run): Promise<Decision | null> {
    return new Promise((resolve) => {
      const waiters = this.pending.get(run);
      if (waiters) waiters.push(resolve);
      else this.pending.set(run, [resolve]);
      this.flushing ??= this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    try {
      // Let every request already read from its socket join this barrier.
      await new Promise((r) => setImmediate(r));
      while (this.pending.size > 0) {
        const batch = this.pending;
        this.pending = new Map();
        await Promise.all(
          [...batch].map(async ([run, waiters]) => {
            let failed: Decision | null;
            try {
              failed = await run.sync();
            } catch (e) {
              // sync() returns its failure as a decision; should it ever throw, the run still ends closed.
              failed = await run.halt('fail_closed', `group commit failed: ${describeError(e)}`);
            }
            for (const w of waiters) w(failed);
          }),
        );
      }
    } finally {
      this.flushing = null;
    }
  }
}
