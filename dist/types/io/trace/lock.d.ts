import { type WatchedLock } from './dir-watch.js';
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
/** What the lock asks of the store that holds it. */
export interface LockOwner {
    /** Milliseconds since the owner's last append. */
    idleFor(now: number): number;
    /** Hands the lease over (after the owner's pending work; the owner syncs first). */
    handOver(): void;
    /** After each periodic touch of a lease still held (every `staleMs/3`): the owner's own look. Never throws. */
    refreshed?(): void;
}
export declare class RunLock implements WatchedLock {
    private readonly paths;
    readonly lockDir: string;
    refreshDue: number;
    private isHeld;
    /** The mtime this holder last gave the lock (ms; a file system may keep it rounded down to the second). */
    private mtime;
    /** Until when nobody else can have taken the lock over (see `touch`). */
    private exclusiveUntil;
    private compromised;
    private yieldUntil;
    private seenGeneration;
    private asked;
    private owner;
    private readonly o;
    private readonly traceDir;
    private readonly watch;
    constructor(paths: {
        dir: string;
        trace: string;
        lock: string;
        wanted: string;
    }, opts?: LockOptions);
    get held(): boolean;
    /** Whom to ask to hand over when the lock is wanted while idle. */
    setOwner(owner: LockOwner): void;
    /** Held, and certainly nobody else's since the holder last looked: no need for `mustLook` (no await). */
    get fresh(): boolean;
    /**
     * Makes sure this writer holds the lock; true when the caller must look at the file before writing
     * (the lock was just taken, or re-checked, so someone else may have appended meanwhile).
     * Throws `ERR_TRACE_LOCK` on timeout or any error but "busy".
     */
    mustLook(): Promise<boolean>;
    /** Takes the lock (no-op when held). Throws `ERR_TRACE_LOCK` on timeout or any error but "busy". */
    acquire(): Promise<void>;
    /** One attempt: mkdir, or take over a stale lock. False when another writer holds it. */
    private tryLock;
    /**
     * Sets the lock's mtime to `now`. The file system may round it down (by up to a second), and another
     * writer takes the lock over only once that is `staleMs` old: so nobody can until `now + staleMs - 1 s`,
     * and this holder counts on half of that.
     */
    private touch;
    /** Re-touches the lock if it is still ours; otherwise marks it lost (taken over after a stall). */
    refresh(now: number): void;
    /**
     * After an append: true when another writer has asked for the lock (the caller should release).
     * Costs a look at the trace dir's signal at most every 2 ms, and at this run's marker only when the
     * signal has changed.
     */
    wanted(): boolean;
    /** From the trace dir's tick, when its signal changed: an idle holder that is asked hands over now. */
    checkWanted(now: number): void;
    /** Gives the lock back. `handOver`: someone asked; let them take it before we compete again. */
    releaseNow(handOver?: boolean): Promise<void>;
    get idleReleaseMs(): number;
    /** The error that made us lose the lock behind our back, if any. */
    get lost(): Error | null;
}
