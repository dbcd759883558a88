/**
 * The sweep that closes a run whose runner died (a serve killed -9, a crashed `loopgov run`) once it
 * has been silent for the idle limit, as `loopgov trace close` would (decision 121): safe under the
 * writer lease (decision 112), since the close judges the writer again under the trace lock and appends
 * only right after the record it scanned to. Who writes a run, in words: `io/trace/writer-view.ts`.
 */
import { readdir, stat } from 'node:fs/promises';
import { closeAbandonedRun } from '../io/trace/close.js';
import { runPaths } from '../io/trace/read.js';
import { readWriterState, WRITER_STALE_MS } from '../io/trace/writer-lease.js';

/**
 * Closes, as `loopgov trace close` would (HALT `abandoned`, by `loopgov serve`), every run in the trace
 * dir that has had no record for `idleMs` and whose writer is gone: the promise SPEC §7's idle limit makes
 * for runs this server holds, kept for those a crashed server (or runner) left behind. A run open here,
 * one with a live writer, or one that has ended or is escalated (`closeAbandonedRun` refuses those) is
 * left alone; a trace that could not be closed is not tried again until it changes.
 */
export class AbandonedRunSweep {
  /** Run id → the trace's identity (inode, size, mtime) when it was found not to need closing. */
  private readonly settled = new Map<string, string>();
  private running = false;

  constructor(
    private readonly traceDir: string,
    private readonly idleMs: number,
    private readonly isHeld: (runId: string) => boolean,
    private readonly onClosed: (runId: string) => void,
  ) {}

  /**
   * One pass over the trace dir, asynchronously (a stat a run: the event loop keeps serving); a pass
   * still going when the next is due is not doubled.
   */
  async sweep(now: number = Date.now()): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      // One run that cannot be looked at (an unreadable writer.json) does not stop the others.
      for (const runId of await this.runIds()) await this.consider(runId, now).catch(() => undefined);
    } finally {
      this.running = false;
    }
  }

  private async consider(runId: string, now: number): Promise<void> {
    if (this.isHeld(runId)) return;
    let paths: ReturnType<typeof runPaths>;
    let key: string;
    let mtime: number;
    try {
      paths = runPaths(this.traceDir, runId);
      const st = await stat(paths.trace);
      key = `${st.ino}:${st.size}:${st.mtimeMs}`;
      mtime = st.mtimeMs;
    } catch {
      return; // not a run folder (a bad name, no trace)
    }
    if (now - mtime < this.idleMs || this.settled.get(runId) === key) return;
    // A writer on another host counts as gone only once its heartbeat has been silent for the idle limit
    // too (not merely the 30 s after which `trace close` would take it): judged as of that moment.
    const w = readWriterState(paths.dir, now - Math.max(0, this.idleMs - WRITER_STALE_MS));
    if (w.state === 'live') return; // it may still die: looked at again next time
    if (w.state === 'none') {
      this.settled.set(runId, key);
      return;
    }
    try {
      await closeAbandonedRun(this.traceDir, runId, {
        by: 'loopgov serve',
        reason: `no record for ${Math.round((now - mtime) / 1000)} s and no live runner`,
      });
      this.onClosed(runId);
    } catch {
      // Ended, escalated, broken, or a writer came back: not ours to close.
      this.settled.set(runId, key);
    }
  }

  private async runIds(): Promise<string[]> {
    try {
      return await readdir(this.traceDir);
    } catch {
      return [];
    }
  }
}
