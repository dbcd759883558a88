/**
 * Who is writing a run: `<run>/writer.json` names the writer's process (pid, host) and its mtime is a
 * heartbeat, refreshed while the run is open. The trace lock cannot say this — it is a lease handed back
 * whenever the writer is idle (docs/decisions/021) — so `loopgov trace close` asks here whether a run
 * whose trace has no `run_end` still has a live writer or was abandoned (its process died).
 */
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { LoopgovError } from '../../core/errors.js';

/** The heartbeat's period; a writer on another host silent for `WRITER_STALE_MS` is gone. */
const BEAT_MS = 5_000;
export const WRITER_STALE_MS = 30_000;

export interface WriterInfo {
  pid: number;
  host: string;
  started_at: string;
}

export interface WriterLease {
  /** Stops the heartbeat and removes the file (the run is closed). */
  release(): void;
}

function writerFile(runDir: string): string {
  return join(runDir, 'writer.json');
}

/**
 * Marks this process as the run's writer until `release()`. The heartbeat timer never keeps the
 * process alive; a writer that dies leaves the file behind, which is how its death is recognised.
 *
 * @example
 * const lease = holdWriterLease(runPaths('traces', 'r1').dir);
 * …
 * lease.release();
 */
export function holdWriterLease(runDir: string, now: () => Date = () => new Date()): WriterLease {
  const file = writerFile(runDir);
  const info: WriterInfo = { pid: process.pid, host: hostname(), started_at: now().toISOString() };
  try {
    writeFileSync(file, `${JSON.stringify(info)}\n`);
  } catch (e) {
    throw new LoopgovError('ERR_TRACE', `cannot write ${file}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
  const timer = setInterval(() => {
    try {
      const t = new Date();
      utimesSync(file, t, t);
    } catch {
      // The run dir went away: nothing to heartbeat for.
    }
  }, BEAT_MS);
  timer.unref();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      rmSync(file, { force: true });
    },
  };
}

/** Removes the file a dead writer left behind (after its run has been closed for it). */
export function clearWriterLease(runDir: string): void {
  rmSync(writerFile(runDir), { force: true });
}

export type WriterState =
  | { state: 'none' }
  | { state: 'live'; writer: WriterInfo; why: string }
  | { state: 'gone'; writer: WriterInfo | null; why: string };

/**
 * Whether a live process still writes the run. A writer on this host is live exactly while its pid
 * runs; one on another host while its heartbeat is younger than `WRITER_STALE_MS`.
 *
 * @example
 * const w = readWriterState(runPaths('traces', 'r1').dir);
 * if (w.state === 'live') throw new Error(w.why);
 */
export function readWriterState(runDir: string, nowMs: number = Date.now()): WriterState {
  const file = writerFile(runDir);
  let text: string;
  let mtime: number;
  try {
    text = readFileSync(file, 'utf8');
    mtime = statSync(file).mtimeMs;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'none' };
    throw new LoopgovError('ERR_TRACE', `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
  let writer: WriterInfo | null = null;
  try {
    const w = JSON.parse(text) as WriterInfo;
    if (Number.isSafeInteger(w.pid) && w.pid > 0 && typeof w.host === 'string') writer = w;
  } catch {
    // A torn write of the file itself: judged by its heartbeat alone.
  }
  const silentMs = Math.max(0, nowMs - mtime);
  const silent = `silent for ${Math.round(silentMs / 1000)}s`;
  // On this host the process table is the truth; elsewhere only the heartbeat can tell.
  if (writer && writer.host === hostname()) {
    const who = `pid ${writer.pid} on this host (${writer.host})`;
    return pidAlive(writer.pid)
      ? { state: 'live', writer, why: `${who} is still running` }
      : { state: 'gone', writer, why: `${who} is no longer running` };
  }
  const who = writer ? `pid ${writer.pid} on ${writer.host}` : 'an unidentified writer';
  return silentMs < WRITER_STALE_MS
    ? {
        state: 'live',
        writer: writer ?? { pid: 0, host: '?', started_at: '?' },
        why: `${who} is heartbeating (${silent})`,
      }
    : {
        state: 'gone',
        writer,
        why: `${who} stopped heartbeating (${silent}, more than ${WRITER_STALE_MS / 1000}s)`,
      };
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, owned by someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
