export declare const WRITER_STALE_MS = 30000;
export interface WriterInfo {
    pid: number;
    host: string;
    started_at: string;
}
export interface WriterLease {
    /** Stops the heartbeat and removes the file (the run is closed). */
    release(): void;
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
export declare function holdWriterLease(runDir: string, now?: () => Date): WriterLease;
/** Removes the file a dead writer left behind (after its run has been closed for it). */
export declare function clearWriterLease(runDir: string): void;
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
 * Whether a live process still writes the run. A writer on this host is live exactly while its pid
 * runs; one on another host while its heartbeat is younger than `WRITER_STALE_MS`.
 *
 * @example
 * const w = readWriterState(runPaths('traces', 'r1').dir);
 * if (w.state === 'live') throw new Error(w.why);
 */
export declare function readWriterState(runDir: string, nowMs?: number): WriterState;
