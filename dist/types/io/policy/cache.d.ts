import { type TreeEntry } from '../../core/policy/digest.js';
/** `LOOPGOV_CACHE_DIR`, else `$XDG_CACHE_HOME/loopgov`, else `~/.cache/loopgov` (as given: maybe relative). */
export declare function defaultCacheDir(env?: NodeJS.ProcessEnv): string;
/**
 * The cache dir a load uses — `given`, else `defaultCacheDir(env)` — made absolute against `cwd` once,
 * where it is chosen: git runs inside the clone, where a relative path would name another place.
 *
 * @example
 * resolveCacheDir(undefined, { LOOPGOV_CACHE_DIR: 'relcache' }, '/home/ci') // '/home/ci/relcache'
 */
export declare function resolveCacheDir(given: string | undefined, env: NodeJS.ProcessEnv, cwd?: string): string;
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
/** The bare clone of the repository at `shown` (its location, credentials redacted). */
export declare function repoCacheDir(cacheDir: string, shown: string): string;
/** Where the rejects of `digest` the repository at `shown` ever showed are recorded (`revocation-log.ts`). */
export declare function revocationLogPath(cacheDir: string, shown: string, digest: string): string;
/** The cached entry for `commit`, or null when there is none. Throws `ERR_PIN` for a damaged entry. */
export declare function readCacheEntry(cacheDir: string, commit: string): Promise<CacheEntry | null>;
/** Writes (or replaces) the entry atomically: a reader sees the old entry or the new one, never half. */
export declare function writeCacheEntry(cacheDir: string, entry: CacheEntry): Promise<void>;
