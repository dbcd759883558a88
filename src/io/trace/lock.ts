/**
 * The cross-process lock of one run's trace (docs/decisions/021): an atomic `mkdir` of
 * `trace.jsonl.lock` (the protocol proper-lockfile uses, so a crashed holder's lock is taken over when
 * its mtime is older than `staleMs`), held as a lease for as long as nobody else asks for it.
 *
 * A writer that wants a held lock leaves `trace.jsonl.lock.wanted` and raises the trace dir's signal
 * (dir-watch.ts). The holder hands over at its next append, or, when idle for `idleReleaseMs`, from the
 * trace dir's tick; after a hand-over it waits (up to `yieldMs`) for the waiter to take the lock before
 * competing again, so nobody starves.
 *
 * The holder touches the lock's mtime itself — every third of `staleMs` from the tick, and on the
 * append path when the tick has not run (a busy event loop) — and checks first that the mtime is still
 * the one it wrote. While that holds nobody can have taken the lock over, so an append needs no look at
 * the file (`mustLook`); when it does not hold, the lock was lost and is taken again before the next write.
 */
import { existsSync, mkdirSync, rmdirSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { raiseSignal, TraceDirWatch, type WatchedLock } from './dir-watch.js';
import { traceIoError } from './files.js';

export interface LockOptions {
  /** A lock whose mtime is older than this is a crashed holder's and is taken over (min 2000). */
  staleMs?: number;
  /** Give up (ERR_TRACE_LOCK) after waiting this long. */
  timeoutMs?: number;
  /** Asked for the lock, a holder that has made no append for this long hands it over at once. */
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

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the lock asks of the store that holds it. */
export interface LockOwner {
  /** Milliseconds since the owner's last append. */
  idleFor(now: number): number;
  /** Hands the lease over (after the owner's pending work; the owner syncs first). */
  handOver(): void;
  /** After each periodic touch of a lease still held (every `staleMs/3`): the owner's own look. Never throws. */
  refreshed?(): void;
}

export class RunLock implements WatchedLock {
  readonly lockDir: string;
  refreshDue = 0;
  private isHeld = false;
  /** The mtime this holder last gave the lock (ms; a file system may keep it rounded down to the second). */
  private mtime = 0;
  /** Until when nobody else can have taken the lock over (see `touch`). */
  private exclusiveUntil = 0;
  private compromised: Error | null = null;
  private yieldUntil = 0;
  private seenGeneration = -1;
  private asked = false;
  private owner: LockOwner | null = null;
  private readonly o: Required<LockOptions>;
  private readonly traceDir: string;
  private readonly watch: TraceDirWatch;

  constructor(
    private readonly paths: { dir: string; trace: string; lock: string; wanted: string },
    opts: LockOptions = {},
  ) {
    this.o = { ...DEFAULTS, ...opts };
    this.o.staleMs = Math.max(this.o.staleMs, 2000);
    this.lockDir = paths.lock;
    this.traceDir = dirname(paths.dir);
    this.watch = TraceDirWatch.of(this.traceDir);
  }

  get held(): boolean {
    return this.isHeld;
  }

  /** Whom to ask to hand over when the lock is wanted while idle. */
  setOwner(owner: LockOwner): void {
    this.owner = owner;
  }

  /** Held, and certainly nobody else's since the holder last looked: no need for `mustLook` (no await). */
  get fresh(): boolean {
    return this.isHeld && Date.now() < this.exclusiveUntil;
  }

  /**
   * Makes sure this writer holds the lock; true when the caller must look at the file before writing
   * (the lock was just taken, or re-checked, so someone else may have appended meanwhile).
   * Throws `ERR_TRACE_LOCK` on timeout or any error but "busy".
   */
  async mustLook(): Promise<boolean> {
    if (this.isHeld) {
      const now = Date.now();
      // Not touched for half the stale time (the tick did not run): check it is still ours.
      if (now < this.exclusiveUntil) return false;
      this.refresh(now);
      if (this.isHeld) return true;
    }
    await this.acquire();
    return true;
  }

  /** Takes the lock (no-op when held). Throws `ERR_TRACE_LOCK` on timeout or any error but "busy". */
  async acquire(): Promise<void> {
    if (this.isHeld) return;
    const deadline = Date.now() + this.o.timeoutMs;
    while (Date.now() < this.yieldUntil && existsSync(this.paths.wanted)) await pause(1);
    this.yieldUntil = 0;
    let wait = 1;
    for (;;) {
      if (this.tryLock()) return;
      try {
        writeFileSync(this.paths.wanted, '');
      } catch {
        // cannot leave a marker: the holder still hands over when it closes
      }
      raiseSignal(this.traceDir);
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

  /** One attempt: mkdir, or take over a stale lock. False when another writer holds it. */
  private tryLock(): boolean {
    try {
      mkdirSync(this.paths.lock);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      if (err.code !== 'EEXIST') throw lockError(this.paths.lock, err);
      let mtimeMs: number;
      try {
        mtimeMs = statSync(this.paths.lock).mtimeMs;
      } catch (s) {
        if ((s as NodeJS.ErrnoException).code === 'ENOENT') return false; // released meanwhile: retry
        throw lockError(this.paths.lock, s as NodeJS.ErrnoException);
      }
      if (mtimeMs >= Date.now() - this.o.staleMs) return false;
      // A crashed holder's: remove it and try once more (as proper-lockfile does).
      try {
        rmdirSync(this.paths.lock);
      } catch (r) {
        if ((r as NodeJS.ErrnoException).code !== 'ENOENT') throw lockError(this.paths.lock, r as never);
      }
      try {
        mkdirSync(this.paths.lock);
      } catch (m) {
        if ((m as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw lockError(this.paths.lock, m as NodeJS.ErrnoException);
      }
    }
    this.isHeld = true;
    this.compromised = null;
    this.asked = false;
    this.seenGeneration = this.watch.poll(Date.now(), true);
    try {
      this.touch(Date.now());
    } catch (e) {
      this.isHeld = false;
      try {
        rmdirSync(this.paths.lock);
      } catch {
        // best effort
      }
      throw lockError(this.paths.lock, e as NodeJS.ErrnoException);
    }
    this.watch.add(this);
    try {
      unlinkSync(this.paths.wanted);
    } catch {
      // nobody was waiting, or another waiter already removed it
    }
    return true;
  }

  /**
   * Sets the lock's mtime to `now`. The file system may round it down (by up to a second), and another
   * writer takes the lock over only once that is `staleMs` old: so nobody can until `now + staleMs - 1 s`,
   * and this holder counts on half of that.
   */
  private touch(now: number): void {
    utimesSync(this.paths.lock, now / 1000, now / 1000);
    this.mtime = now;
    this.exclusiveUntil = now + (this.o.staleMs - 1000) / 2;
    this.refreshDue = now + this.o.staleMs / 3;
    this.watch.touched(this);
  }

  /** Re-touches the lock if it is still ours; otherwise marks it lost (taken over after a stall). */
  refresh(now: number): void {
    if (!this.isHeld) return;
    let error: Error | null = null;
    try {
      const st = statSync(this.paths.lock);
      // Ours, give or take the file system's rounding; a writer that took it over set its own time, at
      // least `staleMs` (≥ 2 s) later.
      if (Math.abs(st.mtimeMs - this.mtime) < 1000) {
        this.touch(now);
        this.owner?.refreshed?.();
      } else error = new Error(`the lock's mtime is no longer ours (${st.mtimeMs} ≠ ${this.mtime})`);
    } catch (e) {
      error = e as Error;
    }
    if (error) {
      // Our lease went stale (a stalled event loop) and may have been taken over: drop it, and
      // re-check the file's tail under a fresh lock before the next write.
      this.compromised = error;
      this.isHeld = false;
      this.watch.delete(this);
    }
  }

  /**
   * After an append: true when another writer has asked for the lock (the caller should release).
   * Costs a look at the trace dir's signal at most every 2 ms, and at this run's marker only when the
   * signal has changed.
   */
  wanted(): boolean {
    if (!this.isHeld) return false;
    if (this.asked) return true;
    const g = this.watch.poll(Date.now());
    if (g === this.seenGeneration) return false;
    this.seenGeneration = g;
    this.asked = existsSync(this.paths.wanted);
    return this.asked;
  }

  /** From the trace dir's tick, when its signal changed: an idle holder that is asked hands over now. */
  checkWanted(now: number): void {
    if (!this.isHeld) return;
    if (!this.asked) {
      this.seenGeneration = this.watch.generation;
      if (!existsSync(this.paths.wanted)) return;
      this.asked = true;
    }
    // A waiter raises the signal on every retry: one not idle long enough now is asked again soon.
    if (this.owner && this.owner.idleFor(now) >= this.o.idleReleaseMs) this.owner.handOver();
  }

  /** Gives the lock back. `handOver`: someone asked; let them take it before we compete again. */
  async releaseNow(handOver = false): Promise<void> {
    if (!this.isHeld) return;
    this.isHeld = false;
    this.asked = false;
    this.watch.delete(this);
    if (handOver) this.yieldUntil = Date.now() + this.o.yieldMs;
    try {
      // Never remove a lock that is no longer ours (taken over after a stall we did not notice).
      if (Math.abs(statSync(this.paths.lock).mtimeMs - this.mtime) >= 1000) return;
      rmdirSync(this.paths.lock);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      if (err.code !== 'ENOENT') throw lockError(this.paths.lock, err);
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
