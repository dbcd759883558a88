import { type TreeEntry } from '../../core/policy/digest.js';
import type { RevocationRecord } from './revocation-log.js';
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
/**
 * Where the rejects of `digest` that `protectedRef` of the repository at `shown` ever showed are recorded:
 * `file`, under the repository's key, and `liberal`, under its liberal key (the same file when the two keys
 * are one), both read and written; and the records of the layout before (`older`: one per repository and digest, under the key
 * of each spelling the repository may have been given then — `spellingsKeyedBefore`), read, never written.
 *
 * @example
 * revocationRecord(cacheDir, 'file:///srv/p.git', 'refs/heads/main', digest).file
 * // '<cacheDir>/revocations/<key of /srv/p.git>/<key of refs/heads/main>/<digest>.jsonl'
 */
export declare function revocationRecord(cacheDir: string, shown: string, protectedRef: string, digest: string): RevocationRecord;
/** The cached entry for `commit`, or null when there is none. Throws `ERR_PIN` for a damaged entry. */
export declare function readCacheEntry(cacheDir: string, commit: string): Promise<CacheEntry | null>;
/** Writes (or replaces) the entry atomically: a reader sees the old entry or the new one, never half. */
export declare function writeCacheEntry(cacheDir: string, entry: CacheEntry): Promise<void>;
