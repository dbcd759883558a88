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
/** The signal file of a trace dir. */
export declare function signalPath(traceDir: string): string;
/** A waiter's request: makes every holder in the trace dir look at its run markers. Best effort. */
export declare function raiseSignal(traceDir: string): void;
export declare class TraceDirWatch {
    private readonly signal;
    /** Bumped each time the signal file is seen to have changed. */
    generation: number;
    private lastPoll;
    private seen;
    private readonly locks;
    private timer;
    private constructor();
    /** The watch of `traceDir` for this process. */
    static of(traceDir: string): TraceDirWatch;
    /** The signal's generation, re-read if the last look is older than `POLL_MS` (or `force`). */
    poll(now: number, force?: boolean): number;
    /** A lock was taken: watch it (refreshed, asked, cleaned up at exit). */
    add(lock: WatchedLock): void;
    /** A lock was released or lost. */
    delete(lock: WatchedLock): void;
    /** Moves a freshly touched lock to the end of the refresh order. */
    touched(lock: WatchedLock): void;
    private tick;
}
