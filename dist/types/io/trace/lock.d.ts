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
export declare class RunLock {
    private readonly paths;
    private release;
    private compromised;
    private yieldUntil;
    private lastWantedCheck;
    private readonly o;
    constructor(paths: {
        trace: string;
        lock: string;
        wanted: string;
    }, opts?: LockOptions);
    get held(): boolean;
    /** Takes the lock (no-op when held). Throws `ERR_TRACE_LOCK` on timeout or any error but "busy". */
    acquire(): Promise<void>;
    /**
     * After an append: true when another writer has asked for the lock (the caller should release).
     * Looks at most once per `WANTED_POLL_MS`: a waiter gets in within a few ms of a busy writer's
     * appends, and a writer doing thousands of appends a second does not pay a stat for each.
     */
    wanted(): boolean;
    /** Gives the lock back. `handOver`: someone asked; let them take it before we compete again. */
    releaseNow(handOver?: boolean): Promise<void>;
    get idleReleaseMs(): number;
    /** The error that made us lose the lock behind our back, if any. */
    get lost(): Error | null;
}
