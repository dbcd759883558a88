import type { TraceBody, TraceRecord, TraceStore, WriteOptions } from '../../core/trace/types.js';
import { type StoreSyscalls } from './files.js';
import { type LockOptions } from './lock.js';
import { runPaths } from './read.js';
import { type TailState } from './tail.js';
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
export declare function openTraceStore(opts: OpenTraceStoreOptions): Promise<FileTraceStore>;
export declare class FileTraceStore implements TraceStore {
    private readonly fd;
    private readonly opts;
    readonly paths: ReturnType<typeof runPaths>;
    readonly runId: string;
    private tail;
    private foreign;
    private queue;
    /** Operations queued or running (`serial`). */
    private queued;
    private readonly settled;
    /** Writes (and flushes) deferred records once the writer has been idle for `idleReleaseMs`. */
    private flushTimer;
    /** When the last append finished: the lock hands an idle lease over at once when asked. */
    private lastActive;
    private failed;
    private closed;
    /** `dev` and `ino` of the file this writer has open (an fd's never change): what the path must still name. */
    private opened;
    private artifactsReady;
    private readonly recentArtifacts;
    /** Records written since the last fdatasync (group commit). */
    private dirty;
    /** Lines of deferred records linked but not yet written (`tail` already counts them), in order. */
    private held;
    private heldBytes;
    /** Artifact files renamed into place since the last sync, not yet fsync'd (nor their directory). */
    private pendingArtifacts;
    private readonly lock;
    private readonly sys;
    private readonly durable;
    private readonly selfCheck;
    constructor(fd: number, opts: OpenTraceStoreOptions, paths: ReturnType<typeof runPaths>);
    /** Under the lock: find the last whole record, recover a torn tail. O(length of the last record). */
    init(): Promise<void>;
    /** Current end of the chain as this writer knows it. */
    get head(): Readonly<TailState>;
    append(body: TraceBody, opts?: WriteOptions): Promise<TraceRecord>;
    /**
     * `append` done at once (decision 098): nothing queued, the lease held and fresh, and no fsync to wait
     * for (durability none, or `sync: false`). Otherwise, or when `after` no longer holds (`append` then
     * refuses it, naming the record at the end), undefined and nothing written.
     */
    appendNow(body: TraceBody, opts?: WriteOptions): TraceRecord | undefined;
    /** The group-commit barrier: every record and artifact written so far is durable when it resolves. */
    sync(): Promise<void>;
    /**
     * Takes the lease (if another writer had it) and returns what others appended since this store last
     * looked. The step that asks keeps the lease until its append, where a waiting writer gets it: so no
     * `halt_request` can land between a step's check and its record — unless the step is so long that it
     * goes idle (`idleReleaseMs`) and is asked, when it hands over mid-step: its record, appended `after`
     * what it saw, is then refused and the step decided again as HALT (decision 073).
     */
    readForeign(): Promise<TraceRecord[]>;
    /**
     * Nothing queued, the lease held and fresh, nothing taken in: nobody can have appended (decision 028),
     * so `readForeign`'s answer is known at once (the start of every step; decisions 096, 098).
     */
    readForeignNow(): TraceRecord[] | undefined;
    putArtifact(bytes: Uint8Array, opts?: WriteOptions): Promise<{
        sha256: string;
        path: string;
    }>;
    /** `putArtifact` done at once: always, but for a synced call with durability fsync (undefined). */
    putArtifactNow(bytes: Uint8Array, opts?: WriteOptions): {
        sha256: string;
        path: string;
    } | undefined;
    private artifactName;
    /** An artifact now in place: remembered (bounded), and its directory known to exist. */
    private remember;
    close(): Promise<void>;
    /** `releaseLease` after whatever is queued; a failure poisons the store (as a hand-over from the tick does). */
    private releaseLater;
    /** Hands the lease back, after making this writer's records durable: nobody links after unsynced ones. */
    private releaseLease;
    /**
     * When the lease is not known fresh: writes out held lines (they were linked under it), makes sure
     * the lease is still this writer's, and takes in what others appended (decision 028).
     */
    private lookIfDue;
    /**
     * Writes the held lines, then fsyncs the artifacts stored since the last sync and their directory,
     * then fdatasyncs the trace. Any failure poisons the store: after a failed write or fsync nothing
     * about the files can be trusted any more.
     */
    private flushPending;
    /**
     * Runs `fn` after every earlier operation of this store: one writer's operations never interleave.
     * `housekeeping` (close, lease release) also runs on a closed or failed store.
     */
    private serial;
    private checkRunId;
    private usable;
    private sizeNow;
    /** Compare-and-append (decision 073): under the lock, what others appended taken in, does the trace end with `after`? */
    private endsWith;
    /** The refusal, with the record now at the end read back under the lock (O(its length), off the hot path). */
    private movedError;
    /**
     * Under a lock just (re)taken: the path still names the file this writer has open. A trace moved away
     * and replaced by another file (a copy, say) would take other writers' records — a person's halt — that
     * this one never reads, while it appends to the old file: fail closed. One `stat` beside the `fstat`,
     * only when the lock was taken again, never on an append while the lease is held and fresh (decision 028).
     */
    private assertSameFile;
    /** The same look with the lease held: at each barrier's fdatasync (durability fsync) and lease refresh. */
    private assertStillNamed;
    /**
     * From the lease's periodic refresh (every `staleMs/3`, the lock's tick): a trace replaced while the
     * lease is held fails the store, so the run's next step is HALT, and lets the lock go (decision 028).
     */
    private lookAtNameOnRefresh;
    /** Throws (and poisons the store) unless the trace path names the file `open` (dev and ino). */
    private assertNames;
    /** Takes in what other writers appended (checked and linked); returns a torn tail to recover. */
    private absorb;
    /** Links the record after the tail and holds its line; written by the next `writeHeld`. */
    private linkRecord;
    /**
     * One `write` of every held line; durable at the next fdatasync. The lines were linked while the lease
     * was this writer's: if it may have lapsed since (a stalled event loop), they are written only once the
     * lock is found still ours and the file unchanged — otherwise the store fails closed.
     */
    private writeHeld;
    /** Marks the store unusable; after a failed write, cuts any partial bytes off (best effort). */
    private poison;
    /** Preserves torn bytes under `recovered/`, truncates them away and records what happened. */
    private recover;
    /** A deferred record's line stays held (written at once past `MAX_HELD_BYTES`) until a barrier or the idle timer. */
    private hold;
    /** Deferred records are written (and made durable) by themselves once nobody has called `sync()` for a while. */
    private armFlush;
}
