/**
 * Who is writing a run: `<run>/writer.json` names the writer's process (pid, host, the process table the
 * pid is in, when it took the run, and a nonce) and its mtime is a heartbeat, refreshed while the run is open. The trace lock cannot say
 * this — it is a lease handed back whenever the writer is idle (docs/decisions/021) — so `loopgov trace
 * close` asks here whether a run whose trace has no `run_end` still has a live writer or was abandoned.
 *
 * The file changes hands: a continuation in another process writes its own over an escalated run's. So a
 * holder touches and removes the file only while it is still its own (decision 112), and removing is a
 * rename aside first — the check and the removal cannot be split by another writer's replacement.
 */
import { randomBytes } from 'node:crypto';
import {
  linkSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { compareProcessTable, thisProcessTable } from './process-table.js';

/** The heartbeat's period; a writer whose pid cannot be looked up here, silent for `WRITER_STALE_MS`, is gone. */
const BEAT_MS = 5_000;
export const WRITER_STALE_MS = 30_000;
const FILE = 'writer.json';
/** A file being released: renamed aside for the moment between the owner check and the unlink. */
const LEAVING = /^writer\.json\.[0-9a-f]+\.leaving$/;

export interface WriterInfo {
  pid: number;
  host: string;
  started_at: string;
  /**
   * The process table `pid` is in (`process-table.ts`; absent where the system does not say, and in
   * files of older versions): a pid is looked up only by a reader in the same one.
   */
  boot_id?: string;
  pid_ns?: string;
  /** Tells apart two leases of one process in one millisecond (absent in files of older versions). */
  nonce?: string;
}

export interface WriterLease {
  /** Stops the heartbeat and removes the file — only if it is still this lease's (the run is let go). */
  release(): void;
}

/**
 * Marks this process as the run's writer until `release()`. The heartbeat timer never keeps the
 * process alive; a writer that dies leaves the file behind, which is how its death is recognised. The
 * heartbeat stops for good once the file names another writer (that writer beats for itself).
 *
 * @example
 * const lease = holdWriterLease(runPaths('traces', 'r1').dir);
 * …
 * lease.release();
 */
export function holdWriterLease(runDir: string, now: () => Date = () => new Date()): WriterLease {
  const file = join(runDir, FILE);
  const info: WriterInfo = {
    pid: process.pid,
    host: hostname(),
    ...thisProcessTable(),
    started_at: now().toISOString(),
    nonce: randomBytes(8).toString('hex'),
  };
  const tmp = `${file}.${info.nonce}.tmp`;
  try {
    // Whole or not at all: a reader never sees half a file.
    writeFileSync(tmp, `${JSON.stringify(info)}\n`);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new LoopgovError('ERR_TRACE', `cannot write ${file}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
  const mine = (text: string | null) => sameWriter(parseWriter(text), info);
  const timer = setInterval(() => {
    const text = readText(file);
    // Gone (the run dir, or a release in flight): nothing to beat this time. Another's: never again.
    if (text === null) return;
    if (!mine(text)) {
      clearInterval(timer);
      return;
    }
    try {
      const t = new Date();
      utimesSync(file, t, t);
    } catch {
      // Removed between the read and the touch: nothing to beat.
    }
  }, BEAT_MS);
  timer.unref();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      removeIf(file, mine);
    },
  };
}

/**
 * Removes the file a dead writer left behind (after its run has been closed for it) — only if it is
 * still the writer `judged` was read from (a torn file: only if it is still torn), never a newer one.
 *
 * @example
 * const w = readWriterState(dir);
 * if (w.state === 'gone') clearWriterLease(dir, w.writer);
 */
export function clearWriterLease(runDir: string, judged: WriterInfo | null): void {
  const owned = (text: string | null) => {
    const w = parseWriter(text);
    return judged === null ? text !== null && w === null : sameWriter(w, judged);
  };
  removeIf(join(runDir, FILE), owned);
  // What a release killed half-way left aside (the judged writer's own file) goes too.
  for (const n of leavingNames(runDir)) {
    const f = join(runDir, n);
    if (owned(readText(f))) rmSync(f, { force: true });
  }
}

/**
 * Removes `file` if `owned(its text)`. Renamed aside first: the rename takes whatever is there at that
 * instant, so a file another writer put in place after the check is not unlinked — it is linked back
 * (unless yet another has been written since: that one stands).
 */
function removeIf(file: string, owned: (text: string | null) => boolean): void {
  if (!owned(readText(file))) return;
  const aside = `${file}.${randomBytes(8).toString('hex')}.leaving`;
  try {
    renameSync(file, aside);
  } catch {
    return; // gone already (ENOENT), or the dir with it
  }
  if (!owned(readText(aside))) {
    try {
      linkSync(aside, file);
    } catch {
      // EEXIST: a newer writer's file is there; the one taken aside was superseded anyway.
    }
  }
  rmSync(aside, { force: true });
}

export type WriterState =
  | { state: 'none' }
  | { state: 'live'; writer: WriterInfo; why: string }
  | { state: 'gone'; writer: WriterInfo | null; why: string };

/**
 * Whether a live process still writes the run. A writer in this process's own process table (this host,
 * this boot, this PID namespace) is live exactly while its pid runs; any other — another host, another
 * container of the same pod (same host name, its own PID namespace), a boot before this one — while its
 * heartbeat is younger than `WRITER_STALE_MS` — and not dated more than that ahead of this clock: such a
 * date is no heartbeat (forged, or a clock far ahead), so the writer is gone. A file of an older version names no process table: on
 * this host it is live while its pid runs here or its heartbeat is young — never called gone while it
 * beats (decision 131). A file caught in the middle of a release that found it was not its own (renamed
 * aside, about to be linked back) counts.
 *
 * @example
 * const w = readWriterState(runPaths('traces', 'r1').dir);
 * if (w.state === 'live') throw new Error(w.why);
 */
export function readWriterState(runDir: string, nowMs: number = Date.now()): WriterState {
  const found = readWriterFile(join(runDir, FILE)) ?? readLeaving(runDir);
  if (!found) return { state: 'none' };
  const writer = parseWriter(found.text);
  const silentMs = Math.max(0, nowMs - found.mtime);
  const silent = `silent for ${Math.round(silentMs / 1000)}s`;
  const aheadMs = found.mtime - nowMs;
  const table = writer && writer.host === hostname() ? compareProcessTable(writer) : null;
  // In this process's own table its pid is the truth; anywhere else only the heartbeat can tell. A file
  // naming no table is live while its pid runs here, and otherwise judged by its heartbeat too.
  if (writer && (table === 'same' || table === 'unknown' || table === 'unrecorded')) {
    const who = `pid ${writer.pid} on this host (${writer.host})`;
    if (pidAlive(writer.pid)) return { state: 'live', writer, why: `${who} is still running` };
    if (table !== 'unrecorded') return { state: 'gone', writer, why: `${who} is no longer running` };
  }
  const who = !writer
    ? 'an unidentified writer'
    : table === 'other'
      ? `pid ${writer.pid} on ${writer.host} in another process table (another container or PID namespace, or an earlier boot)`
      : table === 'unrecorded'
        ? `pid ${writer.pid} on ${writer.host} (its file names no process table, and no such pid runs here)`
        : `pid ${writer.pid} on ${writer.host}`;
  // A heartbeat dated further ahead than a beat can be late is no heartbeat: a forged file, or a clock
  // running ahead of this one by more than the heartbeat's slack — either way it says nothing about now.
  if (aheadMs > WRITER_STALE_MS) {
    const at = new Date(found.mtime).toISOString();
    return {
      state: 'gone',
      writer,
      why: `${who} has a heartbeat dated ${at}, ${Math.round(aheadMs / 1000)}s ahead of this clock (a forged file, or its clock runs ahead): no heartbeat can be judged from it`,
    };
  }
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

function readWriterFile(file: string): { text: string; mtime: number } | null {
  try {
    const text = readFileSync(file, 'utf8');
    return { text, mtime: statSync(file).mtimeMs };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new LoopgovError('ERR_TRACE', `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
}

/** The live-looking one of the files renamed aside by a release in flight, if any. */
function readLeaving(runDir: string): { text: string; mtime: number } | null {
  let best: { text: string; mtime: number } | null = null;
  for (const n of leavingNames(runDir)) {
    const f = readWriterFile(join(runDir, n));
    if (f && (!best || f.mtime > best.mtime)) best = f;
  }
  return best;
}

function leavingNames(runDir: string): string[] {
  try {
    return readdirSync(runDir).filter((n) => LEAVING.test(n));
  } catch {
    return [];
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function parseWriter(text: string | null): WriterInfo | null {
  if (text === null) return null;
  try {
    const w = JSON.parse(text) as WriterInfo;
    if (Number.isSafeInteger(w.pid) && w.pid > 0 && typeof w.host === 'string') return w;
  } catch {
    // A torn write of a file by an older version: judged by its heartbeat alone.
  }
  return null;
}

function sameWriter(a: WriterInfo | null, b: WriterInfo): boolean {
  return (
    a !== null && a.pid === b.pid && a.host === b.host && a.started_at === b.started_at && a.nonce === b.nonce
  );
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
