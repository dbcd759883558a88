import { type TreeEntry } from '../../core/policy/digest.js';
/** `LOOPGOV_CACHE_DIR`, else `$XDG_CACHE_HOME/loopgov`, else `~/.cache/loopgov`. */
export declare function defaultCacheDir(env?: NodeJS.ProcessEnv): string;
export interface ReachabilityProof {
    repo: string;
    protected_ref: string;
    /** Milliseconds since the epoch; absent in entries written before proofs were dated (always stale). */
    proven_at?: number;
}
export interface CacheEntry {
    commit: string;
    digest: string;
    entries: TreeEntry[];
    /** Every (repo, protected ref) pair this commit was proven reachable from, and when. */
    reachable: ReachabilityProof[];
}
export declare function repoCacheDir(cacheDir: string, repo: string): string;
/** The cached entry for `commit`, or null when there is none. Throws `ERR_PIN` for a damaged entry. */
export declare function readCacheEntry(cacheDir: string, commit: string): Promise<CacheEntry | null>;
/** Writes (or replaces) the entry atomically: a reader sees the old entry or the new one, never half. */
export declare function writeCacheEntry(cacheDir: string, entry: CacheEntry): Promise<void>;
