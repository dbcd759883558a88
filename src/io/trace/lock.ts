/**
 * The cross-process lock of one run's trace: a proper-lockfile lock (an atomic `mkdir`, kept fresh by
 * mtime, taken over when stale after a crash), held as a lease across appends because a `mkdir` +
 * `rmdir` pair costs ~200 µs here — more than the whole per-step budget (docs/decisions/021).
 *
 * The holder gives the lease back when it has been idle for `idleReleaseMs`, or at its next append when
 * another writer has asked for it by touching `trace.jsonl.lock.wanted`; after such a hand-over it waits
 * (up to `yieldMs`) for the waiter to take the lock before competing again, so nobody starves.
 */
import { existsSync, unlinkSync, writeFileSync } from 'node:fs';
import lockfile from 'proper-lockfile';
import { LoopgovError } from '../../core/errors.js';
import { traceIoError } from './files.js';

export interface LockOptions {
  /** A lock whose mtime is older than this is a crashed holder's and is taken over (min 2000). */
  staleMs?: number;
  /** Give up (ERR_TRACE_LOCK) after waiting this long. */
  timeoutMs?: number;
  /** Give the lease back after this long without an append. */
  idleReleaseMs?: number;
  /** After handing over, how long to wait for the waiter to take it. */
  yieldMs?: number;
}

const DEFAULTS: Required<LockOptions> = {
  staleMs: 10_000,
  timeoutMs: 30_000,
  idleReleaseMs: 50,
  yieldMs: 250,
};

const WANTED_POLL_MS = 2;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class RunLock {
  private release: (() => Promise<void>) | null = null;
  private compromised: Error | null = null;
  private yieldUntil = 0;
  private lastWantedCheck = 0;
  private readonly o: Required<LockOptions>;

  constructor(
    private readonly paths: { trace: string; lock: string; wanted: string },
    opts: LockOptions = {},
  ) {
    this.o = { ...DEFAULTS, ...opts };
  }

  get held(): boolean {
    return this.release !== null;
  }

  /** Takes the lock (no-op when held). Throws `ERR_TRACE_LOCK` on timeout or any error but "busy". */
  async acquire(): Promise<void> {
    if (this.release) return;
    const deadline = Date.now() + this.o.timeoutMs;
    while (Date.now() < this.yieldUntil && existsSync(this.paths.wanted)) await pause(1);
    this.yieldUntil = 0;
    let wait = 1;
    for (;;) {
      try {
        this.compromised = null;
        this.release = await lockfile.lock(this.paths.trace, {
          lockfilePath: this.paths.lock,
          realpath: false,
          stale: this.o.staleMs,
          retries: 0,
          onCompromised: (e) => {
            // Our lease went stale (a stalled event loop) and may have been taken over: drop it, and
            // re-check the file's tail under a fresh lock before the next write.
            this.compromised = e;
            this.release = null;
          },
        });
        try {
          unlinkSync(this.paths.wanted);
        } catch {
          // nobody was waiting, or another waiter already removed it
        }
        return;
      } catch (e) {
        const err = e as NodeJS.ErrnoException;
        if (err.code !== 'ELOCKED') throw lockError(this.paths.lock, err);
      }
      try {
        writeFileSync(this.paths.wanted, '');
      } catch {
        // cannot signal: the holder still hands over when idle
      }
      if (Date.now() >= deadline) {
        throw new LoopgovError(
          'ERR_TRACE_LOCK',
          `timed out after ${this.o.timeoutMs} ms waiting for the lock ${this.paths.lock} (another writer holds it; a crashed one's lock goes stale after ${this.o.staleMs} ms)`,
          [{ file: this.paths.lock, message: 'mkdir: lock held by another writer' }],
        );
      }
      await pause(wait);
      wait = Math.min(wait * 2, 16);
    }
  }

  /**
   * After an append: true when another writer has asked for the lock (the caller should release).
   * Looks at most once per `WANTED_POLL_MS`: a waiter gets in within a few ms of a busy writer's
   * appends, and a writer doing thousands of appends a second does not pay a stat for each.
   */
  wanted(): boolean {
    if (this.release === null) return false;
    const now = Date.now();
    if (now - this.lastWantedCheck < WANTED_POLL_MS) return false;
    this.lastWantedCheck = now;
    return existsSync(this.paths.wanted);
  }

  /** Gives the lock back. `handOver`: someone asked; let them take it before we compete again. */
  async releaseNow(handOver = false): Promise<void> {
    const release = this.release;
    if (!release) return;
    this.release = null;
    if (handOver) this.yieldUntil = Date.now() + this.o.yieldMs;
    try {
      await release();
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      if (err.code !== 'ERELEASED') throw lockError(this.paths.lock, err);
    }
  }

  get idleReleaseMs(): number {
    return this.o.idleReleaseMs;
  }

  /** The error that made us lose the lock behind our back, if any. */
  get lost(): Error | null {
    return this.compromised;
  }
}

function lockError(lock: string, err: NodeJS.ErrnoException): LoopgovError {
  return traceIoError(err, lock, 'lock', 'ERR_TRACE_LOCK');
}
