import { LoopgovError } from '../../core/errors.js';
import { type CacheGit } from './cache-git.js';
/** Where the cache clone keeps `protectedRef` of the policy repository. */
export declare const localRef: (protectedRef: string) => string;
/**
 * The repository could not be reached, or not within the deadline: the one failure a cached proof
 * younger than the TTL (or `offline`, an older one) may run past.
 */
export declare class FetchFailed extends LoopgovError {
    constructor(message: string);
}
/**
 * Reachability was neither proven nor disproven, and not for want of a network: the repository answers
 * yet its ref cannot be fetched into the clone, or the clone cannot be locked. Fail closed — no cached
 * proof stands in for what the repository holds now — and the proof is kept: nothing disproved it.
 */
export declare class CannotProve extends LoopgovError {
    constructor(message: string);
}
/**
 * The repository's protected history, as read now, disproves the pin: the commit does not exist there,
 * is not reachable from the ref, or the ref is gone. The one failure that drops a cached proof.
 */
export declare class Disproven extends LoopgovError {
    constructor(message: string);
}
/**
 * Fetches the protected ref of `repo` into the cache clone and proves `commit` is in its history.
 * Resolves to the number of network operations it took.
 */
export declare function fetchPinned(git: CacheGit, repo: string, commit: string, protectedRef: string): Promise<number>;
/**
 * Whether the cache clone's own copy of the protected ref still holds `commit`. That copy is what the
 * last fetch by any run brought — never older than a cached proof, which is written only after a fetch —
 * so when the repository cannot be reached now, a cached proof serves only while it agrees: a pin the
 * clone already shows force-pushed away is `Disproven`, and a clone that cannot tell (no copy of the ref,
 * git failing) is `CannotProve`. Read-only; run outside the clone's lock (a ref update is atomic), with
 * a deadline of its own (`LOCAL_READ_SEC`): the fetch before it may have used up the check's.
 */
export declare function assertReachableInClone(git: CacheGit, repo: string, commit: string, protectedRef: string): Promise<void>;
/**
 * Serializes fetches into one cached clone across processes (two runs starting at once). The lock is
 * waited for until the clone's deadline: a run that holds it that long is fetching from a repository that
 * does not answer, so this one counts it as unreachable too (`FetchFailed`) — it does not wait minutes,
 * nor HALT where a fresh proof may serve (decision 132).
 */
export declare function withRepoLock<T>(git: CacheGit, cacheDir: string, fn: () => Promise<T>): Promise<T>;
