/**
 * What one process's run locks in one trace dir share (docs/decisions/021): the hand-over signal, one
 * timer, and the exit clean-up.
 *
 * A writer that finds a run's lock held leaves `trace.jsonl.lock.wanted` in the run's folder and then
 * appends a byte to `<traceDir>/.loopgov-lock-wanted`, the trace dir's signal. Holders look at the
 * signal — one `stat`, at most every 2 ms and on every tick, however many runs they hold — and only
 * when it has changed at each held run's own marker. So a process holding 10 000 runs pays nothing per
 * step for hand-overs, and a `loopgov halt` is seen within a tick.
 *
 * The tick (every 10 ms, unref'd, only while a lock is held) also keeps held locks fresh: a lock whose
 * mtime is older than its `staleMs` may be taken over, so each is re-touched after a third of that.
 */
import { appendFileSync, rmdirSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { onExit } from 'signal-exit';

/** What the watch needs of a held lock. */
export interface WatchedLock {
  /** Whether this lock's own marker asks for it; the lock acts on the answer (hand over, or note it). */
  checkWanted(now: number): void;
  /** When the lock should be touched next (ms since the epoch). */
  readonly refreshDue: number;
  /** Re-touches the lock (or finds it lost). */
  refresh(now: number): void;
  /** The lock directory, removed at exit if still held. */
  readonly lockDir: string;
}

const SIGNAL_NAME = '.loopgov-lock-wanted';
/** In-band look at the signal at most this often (a busy holder sees a waiter within a few ms). */
const POLL_MS = 2;
const TICK_MS = 10;
/** The signal grows by a byte per request; a waiter starts it again past this size. */
const SIGNAL_MAX_BYTES = 4096;

const watches = new Map<string, TraceDirWatch>();
const held = new Set<WatchedLock>();
let exitHook = false;

/** The signal file of a trace dir. */
export function signalPath(traceDir: string): string {
  return join(traceDir, SIGNAL_NAME);
}

/** A waiter's request: makes every holder in the trace dir look at its run markers. Best effort. */
export function raiseSignal(traceDir: string): void {
  const file = signalPath(traceDir);
  try {
    if (statSync(file).size > SIGNAL_MAX_BYTES) truncateSync(file, 0);
  } catch {
    // not there yet
  }
  try {
    appendFileSync(file, 'w');
  } catch {
    // cannot signal: holders still see the marker when they next look (idle hand-over by the tick)
  }
}

export class TraceDirWatch {
  /** Bumped each time the signal file is seen to have changed. */
  generation = 0;
  private lastPoll = 0;
  private seen = '';
  private readonly locks = new Set<WatchedLock>();
  private timer: NodeJS.Timeout | null = null;

  private constructor(private readonly signal: string) {}

  /** The watch of `traceDir` for this process. */
  static of(traceDir: string): TraceDirWatch {
    let w = watches.get(traceDir);
    if (!w) {
      w = new TraceDirWatch(signalPath(traceDir));
      watches.set(traceDir, w);
    }
    return w;
  }

  /** The signal's generation, re-read if the last look is older than `POLL_MS` (or `force`). */
  poll(now: number, force = false): number {
    if (!force && now - this.lastPoll < POLL_MS) return this.generation;
    this.lastPoll = now;
    let mark = '';
    try {
      const st = statSync(this.signal);
      mark = `${st.size}:${st.mtimeMs}:${st.ino}`;
    } catch {
      mark = '';
    }
    if (mark !== this.seen) {
      this.seen = mark;
      this.generation++;
    }
    return this.generation;
  }

  /** A lock was taken: watch it (refreshed, asked, cleaned up at exit). */
  add(lock: WatchedLock): void {
    this.locks.add(lock);
    held.add(lock);
    hookExit();
    if (!this.timer) {
      this.timer = setInterval(() => this.tick(), TICK_MS);
      this.timer.unref();
    }
  }

  /** A lock was released or lost. */
  delete(lock: WatchedLock): void {
    this.locks.delete(lock);
    held.delete(lock);
    if (this.locks.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Moves a freshly touched lock to the end of the refresh order. */
  touched(lock: WatchedLock): void {
    if (this.locks.delete(lock)) this.locks.add(lock);
  }

  private tick(): void {
    const now = Date.now();
    const before = this.generation;
    if (this.poll(now, true) !== before) for (const l of [...this.locks]) l.checkWanted(now);
    // Locks are kept in the order they were last touched: stop at the first that is not due.
    for (const l of this.locks) {
      if (l.refreshDue > now) break;
      l.refresh(now); // moves it to the end (or out, when lost)
    }
  }
}

/** A process that exits holding locks removes them (like proper-lockfile did), even on a signal. */
function hookExit(): void {
  if (exitHook) return;
  exitHook = true;
  onExit(() => {
    for (const l of held) {
      try {
        rmdirSync(l.lockDir);
      } catch {
        // gone already
      }
    }
  });
}
