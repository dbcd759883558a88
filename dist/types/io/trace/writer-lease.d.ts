export declare const WRITER_STALE_MS = 30000;
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
export declare function holdWriterLease(runDir: string, now?: () => Date): WriterLease;
/**
 * Removes the file a dead writer left behind (after its run has been closed for it) — only if it is
 * still the writer `judged` was read from (a torn file: only if it is still torn), never a newer one.
 *
 * @example
 * const w = readWriterState(dir);
 * if (w.state === 'gone') clearWriterLease(dir, w.writer);
 */
export declare function clearWriterLease(runDir: string, judged: WriterInfo | null): void;
export type WriterState = {
    state: 'none';
} | {
    state: 'live';
    writer: WriterInfo;
    why: string;
} | {
    state: 'gone';
    writer: WriterInfo | null;
    why: string;
};
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
export declare function readWriterState(runDir: string, nowMs?: number): WriterState;
