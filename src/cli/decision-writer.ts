/**
 * The decision lines of one `loopgov run` on its stdout, with group commit (decision 023): while more
 * input is already buffered the decisions are held; before the held batch is written the run's barrier
 * makes all their records durable. If the barrier fails the batch is dropped and the run's HALT
 * (`fail_closed`) is written instead: no decision ever precedes its durable record.
 *
 * A reader that goes away (EPIPE) must not crash the run: the lines are no longer written, and `onGone`
 * is told once, so that the run ends rather than decide steps nobody hears. One writer per run: nothing
 * is shared between runs in one process.
 */
import type { Writable } from 'node:stream';
import { type Decision, TERMINAL } from '../core/run/types.js';

const MAX_BATCH = 256;

export class DecisionWriter {
  /** True while more input is already buffered: decisions are held (up to MAX_BATCH). */
  hold = false;
  private buffered: string[] = [];
  /** The run's group-commit barrier; null before the run has started (a refusal is synced already). */
  private barrier: (() => Promise<Decision | null>) | null = null;
  /** Whether a failed barrier's HALT has been queued: it is written once. */
  private failedShown = false;
  private gone = false;
  private readonly emitted = new WeakSet<Decision>();
  private watching = false;
  private whenGone: ((e: Error) => void) | null = null;
  private readonly onError = (e: Error) => {
    if (this.gone) return;
    this.gone = true;
    this.whenGone?.(e);
  };

  constructor(private readonly out: Writable) {}

  /** From now on, every batch waits for `barrier` (the run's `sync()`) before it is written. */
  syncWith(barrier: () => Promise<Decision | null>): void {
    this.barrier = barrier;
  }

  /** `fn` is called once, when the stream fails (its reader went away: EPIPE). */
  onGone(fn: (e: Error) => void): void {
    this.whenGone = fn;
  }

  /**
   * Queues one decision line; writes the batch unless more input is already waiting. A decision is
   * written once, whoever passes it on (the step loop and a signal's HALT both hold the terminal one).
   * Returns the flush's promise when it writes, nothing when the line is only held: a held line costs
   * its caller no turn of the microtask queue.
   */
  emit(d: Decision): Promise<void> | undefined {
    // Only a terminal decision can reach us twice; a step's other decisions are fresh objects.
    if (TERMINAL.has(d.decision)) {
      if (this.emitted.has(d)) return undefined;
      this.emitted.add(d);
    }
    this.buffered.push(`${JSON.stringify(d)}\n`);
    return !this.hold || this.buffered.length >= MAX_BATCH ? this.flush() : undefined;
  }

  /**
   * Makes the queued decisions' records durable, then writes the lines; waits for the pipe to drain so
   * a slow reader slows the run, not memory. When the barrier fails, the queued decisions are dropped
   * (their records may not be on disk) and the run's HALT (`fail_closed`) is written instead.
   */
  async flush(): Promise<void> {
    this.watch();
    if (this.buffered.length === 0) return;
    const failed = this.barrier ? await this.barrier() : null;
    if (failed) {
      this.buffered = this.failedShown ? [] : [`${JSON.stringify(failed)}\n`];
      this.failedShown = true;
      if (this.buffered.length === 0) return;
    }
    const text = this.buffered.join('');
    this.buffered = [];
    if (this.gone) return;
    if (this.out.write(text)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.out.removeListener('drain', done);
        this.out.removeListener('error', done);
        resolve();
      };
      this.out.once('drain', done).once('error', done);
    });
  }

  /**
   * Stops watching the stream once everything written has been handed on, or the stream has failed: an
   * error still on its way is caught first, so removing the listener can never let an EPIPE crash us.
   */
  async close(): Promise<void> {
    if (!this.watching) return;
    if (!this.gone && this.out.writableLength > 0) {
      await new Promise<void>((resolve) => {
        const done = () => {
          for (const event of ['drain', 'error', 'close']) this.out.removeListener(event, done);
          resolve();
        };
        this.out.once('drain', done).once('error', done).once('close', done);
      });
    }
    // A failed write reports its error a tick or two after the write: let it arrive while we listen.
    await new Promise((resolve) => setImmediate(resolve));
    this.out.removeListener('error', this.onError);
    this.watching = false;
  }

  private watch(): void {
    if (this.watching) return;
    this.watching = true;
    this.out.on('error', this.onError);
  }
}
