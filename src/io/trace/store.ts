/**
 * The file-backed `TraceStore` (SPEC §5): `<traceDir>/<runId>/trace.jsonl`, content-addressed
 * `artifacts/<sha256>`, appends linked under a cross-process lock, one `write` per record (O_APPEND),
 * fdatasync by default, torn tails preserved and recorded as a `recovery`. See docs/trace.md.
 *
 * Per-append cost is O(1) in the run's length and in the runs the process holds: one native
 * serialization and hash (decision 027), one write (and one fdatasync, or a share of a barrier's); an
 * fstat only when the lease was (re)taken or is due for a check (decision 028). Only foreign bytes are
 * ever read back.
 *
 * Group commit: `append(body, { sync: false })` links the record and holds its line (up to
 * `MAX_HELD_BYTES`); `putArtifact(bytes, { sync: false })` writes but leaves the flush. The next `sync()`
 * (or synced append) writes the held lines in one `write` — while the lease is still this writer's —
 * then fsyncs every artifact written since, their directory, and fdatasyncs the trace once (decision 096).
 * The lease is never handed over with held or unsynced records.
 */
import { closeSync, constants, fstatSync, ftruncateSync, lstatSync, mkdirSync, statSync } from 'node:fs';
import { sep } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { GENESIS_PREV, sealRecord, sha256Hex } from '../../core/trace/chain.js';
import type { TraceBody, TraceHead, TraceRecord, TraceStore, WriteOptions } from '../../core/trace/types.js';
import {
  fsyncDir,
  fsyncFile,
  fsyncFileAsync,
  readRange,
  realSyscalls,
  type StoreSyscalls,
  threadPoolSyscalls,
  traceIoError,
  writeOnce,
  writeOnceNow,
} from './files.js';
import { type LockOptions, RunLock } from './lock.js';
import { TraceMovedError } from './moved.js';
import { openTraceFile } from './open-trace.js';
import { runPaths } from './read.js';
import { absorbNewBytes, inspectTail, type TailState, type TornTail } from './tail.js';
import { makeDirSync, whyNoFolder } from '../fs/make-dir.js';

/** How many artifact hashes a store remembers having written (bounded: O(1) memory per run). */
const RECENT_ARTIFACTS = 1024;
/** Deferred lines held before they are written anyway (bounded: a caller that never syncs). */
const MAX_HELD_BYTES = 64 * 1024;
/** The queue of a store with nothing queued. */
const IDLE: Promise<unknown> = Promise.resolve();

export interface OpenTraceStoreOptions {
  traceDir: string;
  runId: string;
  /**
   * `fsync` (default in the CLI): every record is on disk before `append` resolves — or, for records
   * appended with `sync: false`, before `sync()` resolves.
   */
  durability: 'fsync' | 'none';
  /** `create`: a new run (refused if it has a trace). `append`: an existing run (recovers a torn tail). */
  mode: 'create' | 'append';
  lock?: LockOptions;
  /** Time for `at` of the records the store writes itself (recovery). */
  now?: () => Date;
  /**
   * Re-check every line as `trace verify` would before writing it (default: `LOOPGOV_TRACE_SELFCHECK=1`).
   * A debugging aid: the writer is proven canonical by property tests, and verify checks every line.
   */
  selfCheck?: boolean;
  /** Test seam for injected disk faults; see `StoreSyscalls`. */
  syscalls?: StoreSyscalls;
  /**
   * Run the barrier's fdatasync on the thread pool, so that the barriers of many stores in one process
   * overlap (`loopgov serve`'s group commit across runs). Default: inline (cheaper for one run).
   */
  overlapSync?: boolean;
}

/**
 * Opens (or creates) a run's trace for appending. Throws `ERR_TRACE` / `ERR_TRACE_LOCK` naming the file
 * and the syscall when it cannot; a torn last line is preserved under `recovered/` and recorded.
 *
 * @example
 * const store = await openTraceStore({ traceDir: 'traces', runId: 'r1', durability: 'fsync', mode: 'create' });
 * await store.append({ type: 'run_start', run_id: 'r1', at: new Date().toISOString() });
 */
export async function openTraceStore(opts: OpenTraceStoreOptions): Promise<FileTraceStore> {
  const paths = runPaths(opts.traceDir, opts.runId);
  if (opts.mode === 'create') {
    makeRunDir(opts.traceDir, paths.dir);
  }
  try {
    const st = lstatSync(paths.dir);
    if (!st.isDirectory())
      throw new LoopgovError('ERR_TRACE', `${paths.dir} is not a directory (symlinks are refused)`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new LoopgovError('ERR_TRACE', `no trace for run ${opts.runId}: ${paths.dir} does not exist`);
    }
    throw traceIoError(e, paths.dir, 'open the run directory');
  }
  const flags =
    constants.O_RDWR |
    constants.O_APPEND |
    (opts.mode === 'create' ? constants.O_CREAT | constants.O_EXCL : 0);
  let fd: number;
  try {
    fd = openTraceFile(paths.trace, flags, 0o644);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST')
      throw new LoopgovError('ERR_TRACE', `run ${opts.runId} already has a trace: ${paths.trace}`);
    if (code === 'ENOENT')
      throw new LoopgovError('ERR_TRACE', `no trace for run ${opts.runId}: ${paths.trace}`);
    throw traceIoError(e, paths.trace, 'open');
  }
  const store = new FileTraceStore(fd, opts, paths);
  try {
    await store.init();
  } catch (e) {
    await store.close().catch(() => undefined);
    throw e;
  }
  return store;
}

/** mkdir without `recursive` where it matters: recursive mkdir reports EROFS as ENOENT. */
function makeRunDir(traceDir: string, dir: string): void {
  const mk = (d: string) => {
    try {
      mkdirSync(d);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  };
  try {
    try {
      mk(dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      makeDirSync(traceDir);
      mk(dir);
    }
  } catch (e) {
    const why = whyNoFolder(e, dir);
    throw new LoopgovError('ERR_TRACE', `cannot create the run directory ${dir}: ${why}`, [
      { file: dir, message: why },
    ]);
  }
}

/** What tells one file from another, and its size. */
type FileIdentity = { dev: number; ino: number; size: number };

export class FileTraceStore implements TraceStore {
  readonly runId: string;
  private tail: TailState = { size: 0, hash: GENESIS_PREV, nextIndex: 0 };
  private foreign: TraceRecord[] = [];
  private queue: Promise<unknown> = IDLE;
  /** Operations queued or running (`serial`). */
  private queued = 0;
  private readonly settled = (): void => {
    // Idle again: let the last settled promise go (held by a long-lived store, it would be promoted).
    if (--this.queued === 0) this.queue = IDLE;
  };
  /** Writes (and flushes) deferred records once the writer has been idle for `idleReleaseMs`. */
  private flushTimer: NodeJS.Timeout | null = null;
  /** When the last append finished: the lock hands an idle lease over at once when asked. */
  private lastActive = Date.now();
  private failed: LoopgovError | null = null;
  private closed = false;
  /** `dev` and `ino` of the file this writer has open (an fd's never change): what the path must still name. */
  private opened: { dev: number; ino: number } | null = null;
  private artifactsReady = false;
  private readonly recentArtifacts = new Set<string>();
  /** Records written since the last fdatasync (group commit). */
  private dirty = false;
  /** Lines of deferred records linked but not yet written (`tail` already counts them), in order. */
  private held: Buffer[] = [];
  private heldBytes = 0;
  /** Artifact files renamed into place since the last sync, not yet fsync'd (nor their directory). */
  private pendingArtifacts: string[] = [];
  private readonly lock: RunLock;
  private readonly sys: StoreSyscalls;
  private readonly durable: boolean;
  private readonly selfCheck: boolean;

  constructor(
    private readonly fd: number,
    private readonly opts: OpenTraceStoreOptions,
    readonly paths: ReturnType<typeof runPaths>,
  ) {
    this.runId = opts.runId;
    this.lock = new RunLock(paths, opts.lock);
    this.lock.setOwner({
      idleFor: (now) => now - this.lastActive,
      handOver: () => this.releaseLater(true),
      refreshed: () => this.lookAtNameOnRefresh(),
    });
    this.sys = opts.syscalls ?? (opts.overlapSync ? threadPoolSyscalls : realSyscalls);
    this.durable = opts.durability === 'fsync';
    this.selfCheck = opts.selfCheck ?? process.env.LOOPGOV_TRACE_SELFCHECK === '1';
  }

  /** Under the lock: find the last whole record, recover a torn tail. O(length of the last record). */
  async init(): Promise<void> {
    await this.lock.acquire();
    const { dev, ino } = this.assertSameFile();
    this.opened = { dev, ino };
    const t = inspectTail(this.fd, this.paths.trace, this.runId);
    this.tail = t.tail;
    if (t.torn) await this.recover(t.torn);
    this.lastActive = Date.now();
  }

  /** Current end of the chain as this writer knows it. */
  get head(): Readonly<TailState> {
    return { ...this.tail }; // a copy: the store updates its own in place
  }

  append(body: TraceBody, opts?: WriteOptions): Promise<TraceRecord> {
    return this.serial(async () => {
      this.checkRunId(body);
      let moved = false;
      try {
        // While the lease is held and fresh nobody else can have written: no fstat (decision 028).
        await this.lookIfDue();
        if (opts?.after && !this.endsWith(opts.after)) {
          moved = true;
          throw this.movedError(opts.after);
        }
        const record = this.linkRecord(body);
        if (opts?.sync !== false) await this.flushPending();
        else this.hold();
        return record;
      } finally {
        this.lastActive = Date.now();
        // A store that can no longer write must not keep others out.
        if (this.failed) await this.releaseLease(false);
        // A refused compare-and-append keeps the lease: the writer decides again and appends at once;
        // so does a writer whose next append belongs to the same decision (`keepLease`).
        else if (!moved && opts?.keepLease !== true && this.lock.wanted()) await this.releaseLease(true);
      }
    });
  }

  /**
   * `append` done at once (decision 098): nothing queued, the lease held and fresh, and no fsync to wait
   * for (durability none, or `sync: false`). Otherwise, or when `after` no longer holds (`append` then
   * refuses it, naming the record at the end), undefined and nothing written.
   */
  appendNow(body: TraceBody, opts?: WriteOptions): TraceRecord | undefined {
    const sync = opts?.sync !== false;
    if (this.queued !== 0 || this.closed || !this.lock.fresh || (sync && this.durable)) return undefined;
    this.usable();
    this.checkRunId(body);
    if (opts?.after && !this.endsWith(opts.after)) return undefined;
    try {
      const record = this.linkRecord(body);
      // Synced with durability none: writing the line is all that `flushPending` would do.
      if (sync) this.writeHeld();
      else this.hold();
      return record;
    } finally {
      this.lastActive = Date.now();
      // As `append` does, with the release queued: the store's next operation runs after it.
      if (this.failed) this.releaseLater(false);
      else if (this.lock.wanted()) this.releaseLater(true);
    }
  }

  /** The group-commit barrier: every record and artifact written so far is durable when it resolves. */
  sync(): Promise<void> {
    return this.serial(() => this.flushPending());
  }

  /**
   * Takes the lease (if another writer had it) and returns what others appended since this store last
   * looked. The step that asks keeps the lease until its append, where a waiting writer gets it: so no
   * `halt_request` can land between a step's check and its record — unless the step is so long that it
   * goes idle (`idleReleaseMs`) and is asked, when it hands over mid-step: its record, appended `after`
   * what it saw, is then refused and the step decided again as HALT (decision 073).
   */
  readForeign(): Promise<TraceRecord[]> {
    const now = this.readForeignNow();
    if (now) return Promise.resolve(now);
    return this.serial(async () => {
      // While this writer holds the lease nobody else may append: nothing to look at, not even a stat.
      await this.lookIfDue();
      this.lastActive = Date.now();
      const out = this.foreign;
      this.foreign = [];
      return out;
    });
  }

  /**
   * Nothing queued, the lease held and fresh, nothing taken in: nobody can have appended (decision 028),
   * so `readForeign`'s answer is known at once (the start of every step; decisions 096, 098).
   */
  readForeignNow(): TraceRecord[] | undefined {
    if (this.queued !== 0 || !this.lock.fresh || this.foreign.length !== 0 || this.failed || this.closed)
      return undefined;
    this.lastActive = Date.now();
    return [];
  }

  async putArtifact(bytes: Uint8Array, opts?: WriteOptions): Promise<{ sha256: string; path: string }> {
    const now = this.putArtifactNow(bytes, opts);
    if (now) return now;
    // A synced call with durability fsync. It also makes durable what earlier deferred calls stored
    // (possibly these very bytes), and its own file before it resolves.
    if (this.pendingArtifacts.length > 0) await this.sync();
    const { sha256, path } = this.artifactName(bytes);
    if (!this.recentArtifacts.has(sha256)) {
      await writeOnce(this.paths.artifacts, sha256, bytes, true, this.artifactsReady);
      this.remember(sha256);
    }
    return { sha256, path };
  }

  /** `putArtifact` done at once: always, but for a synced call with durability fsync (undefined). */
  putArtifactNow(bytes: Uint8Array, opts?: WriteOptions): { sha256: string; path: string } | undefined {
    this.usable();
    const sync = opts?.sync !== false;
    if (sync && this.durable) return undefined;
    const { sha256, path } = this.artifactName(bytes);
    // Recently stored ones (a loop repeating itself) cost nothing; anything else is written again through
    // temp + rename even if it exists: identical bytes, and cheaper than a lookup for every new artifact.
    if (!this.recentArtifacts.has(sha256)) {
      writeOnceNow(this.paths.artifacts, sha256, bytes, this.artifactsReady);
      if (this.durable) this.pendingArtifacts.push(path);
      this.remember(sha256);
    }
    return { sha256, path };
  }

  private artifactName(bytes: Uint8Array): { sha256: string; path: string } {
    const sha256 = sha256Hex(bytes);
    // runPaths normalized the dir: join would give the same
    return { sha256, path: `${this.paths.artifacts}${sep}${sha256}` };
  }

  /** An artifact now in place: remembered (bounded), and its directory known to exist. */
  private remember(sha256: string): void {
    this.artifactsReady = true;
    this.recentArtifacts.add(sha256);
    if (this.recentArtifacts.size > RECENT_ARTIFACTS) {
      this.recentArtifacts.delete(this.recentArtifacts.values().next().value as string);
    }
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return this.serial(async () => {
      if (this.closed) return;
      if (this.flushTimer) clearTimeout(this.flushTimer);
      try {
        await this.releaseLease(false);
      } finally {
        this.closed = true;
        closeSync(this.fd);
      }
    }, true);
  }

  /** `releaseLease` after whatever is queued; a failure poisons the store (as a hand-over from the tick does). */
  private releaseLater(handOver: boolean): void {
    this.serial(() => this.releaseLease(handOver), true).catch((e) => {
      this.failed ??= e instanceof LoopgovError ? e : traceIoError(e, this.paths.lock, 'release');
    });
  }

  /** Hands the lease back, after making this writer's records durable: nobody links after unsynced ones. */
  private async releaseLease(handOver: boolean): Promise<void> {
    try {
      if (!this.failed && !this.closed) await this.flushPending();
    } finally {
      await this.lock.releaseNow(handOver);
    }
  }

  /**
   * When the lease is not known fresh: writes out held lines (they were linked under it), makes sure
   * the lease is still this writer's, and takes in what others appended (decision 028).
   */
  private async lookIfDue(): Promise<void> {
    if (this.lock.fresh) return;
    this.writeHeld();
    if (!this.lock.fresh && (await this.lock.mustLook())) {
      const torn = this.absorb(true);
      if (torn) await this.recover(torn);
    }
  }

  /**
   * Writes the held lines, then fsyncs the artifacts stored since the last sync and their directory,
   * then fdatasyncs the trace. Any failure poisons the store: after a failed write or fsync nothing
   * about the files can be trusted any more.
   */
  private async flushPending(): Promise<void> {
    this.writeHeld();
    if (!this.durable) return;
    if (this.pendingArtifacts.length > 0) {
      const files = this.pendingArtifacts;
      this.pendingArtifacts = [];
      try {
        // Side by side: the process-wide barrier overlaps them (decision 029).
        await Promise.all(files.map(this.opts.overlapSync ? fsyncFileAsync : fsyncFile));
        await fsyncDir(this.paths.artifacts);
      } catch (e) {
        throw this.poison(traceIoError(e, this.paths.artifacts, 'fsync artifacts in'), null);
      }
    }
    if (!this.dirty) return;
    this.dirty = false;
    try {
      await this.sys.fdatasync(this.fd);
    } catch (e) {
      // After a failed fsync the kernel may have dropped the dirty pages: nothing about the file can be
      // trusted any more, so this store refuses every further operation.
      throw this.poison(traceIoError(e, this.paths.trace, 'fdatasync'), null);
    }
    // Durable, but in the file the path names? One `stat`, small beside the fdatasync (decision 028).
    this.assertStillNamed();
  }

  /**
   * Runs `fn` after every earlier operation of this store: one writer's operations never interleave.
   * `housekeeping` (close, lease release) also runs on a closed or failed store.
   */
  private serial<T>(fn: () => Promise<T>, housekeeping = false): Promise<T> {
    const run = async () => {
      if (!housekeeping) this.usable();
      return fn();
    };
    this.queued++;
    const p = this.queue.then(run, run);
    // Settles to nothing: kept until the next call, the last result (a record, a decision) would outlive a
    // scavenge when many runs take turns, and be copied and promoted every time (decision 096).
    this.queue = p.then(this.settled, this.settled);
    return p;
  }

  private checkRunId(body: TraceBody): void {
    if (body.run_id !== this.runId) {
      throw new LoopgovError(
        'ERR_TRACE',
        `record for run ${JSON.stringify(body.run_id)} sent to run ${this.runId}`,
      );
    }
  }

  private usable(): void {
    if (this.closed) throw new LoopgovError('ERR_TRACE', `trace store for run ${this.runId} is closed`);
    if (this.failed) throw this.failed;
  }

  private sizeNow(): number {
    try {
      return fstatSync(this.fd).size;
    } catch (e) {
      throw traceIoError(e, this.paths.trace, 'fstat');
    }
  }

  /** Compare-and-append (decision 073): under the lock, what others appended taken in, does the trace end with `after`? */
  private endsWith(after: TraceHead): boolean {
    return this.tail.hash === after.hash && this.tail.nextIndex === after.index + 1;
  }

  /** The refusal, with the record now at the end read back under the lock (O(its length), off the hot path). */
  private movedError(after: TraceHead): TraceMovedError {
    return new TraceMovedError(
      this.runId,
      this.paths.trace,
      after,
      inspectTail(this.fd, this.paths.trace, this.runId).last,
    );
  }

  /**
   * Under a lock just (re)taken: the path still names the file this writer has open. A trace moved away
   * and replaced by another file (a copy, say) would take other writers' records — a person's halt — that
   * this one never reads, while it appends to the old file: fail closed. One `stat` beside the `fstat`,
   * only when the lock was taken again, never on an append while the lease is held and fresh (decision 028).
   */
  private assertSameFile(): FileIdentity {
    let open: FileIdentity;
    try {
      open = fstatSync(this.fd);
    } catch (e) {
      throw this.poison(traceIoError(e, this.paths.trace, 'fstat'), null);
    }
    this.assertNames(open);
    return open;
  }

  /** The same look with the lease held: at each barrier's fdatasync (durability fsync) and lease refresh. */
  private assertStillNamed(): void {
    if (this.opened) this.assertNames(this.opened);
  }

  /**
   * From the lease's periodic refresh (every `staleMs/3`, the lock's tick): a trace replaced while the
   * lease is held fails the store, so the run's next step is HALT, and lets the lock go (decision 028).
   */
  private lookAtNameOnRefresh(): void {
    if (this.failed || this.closed) return;
    try {
      this.assertStillNamed();
    } catch {
      this.releaseLater(false); // the store is poisoned: it must not keep others out
    }
  }

  /** Throws (and poisons the store) unless the trace path names the file `open` (dev and ino). */
  private assertNames(open: { dev: number; ino: number }): void {
    const file = this.paths.trace;
    let named: FileIdentity | null = null;
    try {
      named = statSync(file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
        throw this.poison(traceIoError(e, file, 'stat'), null);
    }
    if (named?.ino !== open.ino || named.dev !== open.dev) {
      const what = named ? 'is another file now' : 'is gone';
      throw this.poison(
        new LoopgovError(
          'ERR_TRACE',
          `cannot append to ${file}: it ${what} — the trace this writer has open was moved away or replaced while the run was open (what others append to it, a person's halt among them, would never be read)`,
          [{ file, message: `it ${what}` }],
        ),
        null,
      );
    }
  }

  /** Takes in what other writers appended (checked and linked); returns a torn tail to recover. */
  private absorb(locked: boolean): TornTail | null {
    const size = locked ? this.assertSameFile().size : this.sizeNow();
    if (size === this.tail.size) return null;
    const r = absorbNewBytes(this.fd, this.paths.trace, this.runId, this.tail, size, locked);
    this.tail = r.tail;
    this.foreign.push(...r.records);
    return r.torn;
  }

  /** Links the record after the tail and holds its line; written by the next `writeHeld`. */
  private linkRecord(body: TraceBody): TraceRecord {
    const { record, bytes } = sealRecord(body, this.tail.hash, this.tail.nextIndex, {
      selfCheck: this.selfCheck,
    });
    this.held.push(bytes);
    this.heldBytes += bytes.length;
    // In place: a new tail per record would outlive a scavenge in every run that waits its turn.
    const t = this.tail;
    t.size += bytes.length;
    t.hash = record.hash;
    t.nextIndex += 1;
    return record;
  }

  /**
   * One `write` of every held line; durable at the next fdatasync. The lines were linked while the lease
   * was this writer's: if it may have lapsed since (a stalled event loop), they are written only once the
   * lock is found still ours and the file unchanged — otherwise the store fails closed.
   */
  private writeHeld(): void {
    if (this.heldBytes === 0) return;
    const size = this.heldBytes;
    const start = this.tail.size - size;
    // Taken out of `held` before anything can throw. The array is kept for the next lines: a new one
    // per write would outlive a scavenge in every run that waits its turn (decision 098).
    const lines = this.held;
    const buf = lines.length === 1 ? (lines[0] as Buffer) : Buffer.concat(lines, size);
    lines.length = 0;
    this.heldBytes = 0;
    const file = this.paths.trace;
    if (!this.lock.fresh) {
      if (this.lock.held) this.lock.refresh(Date.now());
      if (this.failed) throw this.failed; // the refresh found the trace replaced
      let onDisk = -1;
      try {
        if (this.lock.held) onDisk = this.sizeNow();
      } catch (e) {
        throw this.poison(e as LoopgovError, null);
      }
      if (onDisk !== start) {
        const why = this.lock.lost ? `: ${this.lock.lost.message}` : '';
        throw this.poison(
          new LoopgovError('ERR_TRACE_LOCK', `lost the lock of ${file} with records not yet written${why}`),
          null,
        );
      }
    }
    let n: number;
    try {
      n = this.sys.write(this.fd, buf);
    } catch (e) {
      throw this.poison(traceIoError(e, file, 'append to'), start);
    }
    if (n !== buf.length) {
      const err = Object.assign(new Error(`short write: ${n} of ${buf.length} bytes`), {
        code: 'ENOSPC',
        syscall: 'write',
      });
      throw this.poison(traceIoError(err, file, 'append to'), start);
    }
    this.dirty = true;
  }

  /** Marks the store unusable; after a failed write, cuts any partial bytes off (best effort). */
  private poison(e: LoopgovError, cutBackTo: number | null): LoopgovError {
    if (cutBackTo !== null) {
      try {
        ftruncateSync(this.fd, cutBackTo);
      } catch {
        // the next opener finds the torn bytes and records a recovery
      }
    }
    this.held = [];
    this.heldBytes = 0;
    this.failed = e;
    return e;
  }

  /** Preserves torn bytes under `recovered/`, truncates them away and records what happened. */
  private async recover(torn: TornTail): Promise<void> {
    const file = this.paths.trace;
    const bytes = readRange(this.fd, torn.start, torn.end, file);
    const sha = sha256Hex(bytes);
    const name = `${sha}.torn`;
    await writeOnce(this.paths.recovered, name, bytes, this.durable);
    try {
      ftruncateSync(this.fd, torn.start);
      if (this.durable) await this.sys.fdatasync(this.fd);
    } catch (e) {
      throw this.poison(traceIoError(e, file, 'truncate the torn tail of'), null);
    }
    this.tail = { ...this.tail, size: torn.start };
    this.linkRecord({
      type: 'recovery',
      run_id: this.runId,
      at: (this.opts.now?.() ?? new Date()).toISOString(),
      cause: torn.cause,
      offset: torn.start,
      torn_bytes: bytes.length,
      torn_sha256: sha,
      preserved: `recovered/${name}`,
    });
    await this.flushPending();
  }

  /** A deferred record's line stays held (written at once past `MAX_HELD_BYTES`) until a barrier or the idle timer. */
  private hold(): void {
    if (this.heldBytes >= MAX_HELD_BYTES) this.writeHeld();
    this.armFlush();
  }

  /** Deferred records are written (and made durable) by themselves once nobody has called `sync()` for a while. */
  private armFlush(): void {
    if (this.flushTimer) return;
    const wait = Math.max(1, this.lock.idleReleaseMs - (Date.now() - this.lastActive));
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      if (!this.dirty && this.heldBytes === 0 && this.pendingArtifacts.length === 0) return;
      if (Date.now() - this.lastActive < this.lock.idleReleaseMs) return this.armFlush();
      this.serial(() => this.flushPending()).catch(() => undefined); // a failure poisons the store
    }, wait);
    this.flushTimer.unref();
  }
}
