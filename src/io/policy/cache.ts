/**
 * The machine-wide pinned-policy cache (SPEC §4.1): one fetch serves every run on the machine.
 * Layout under the cache dir:
 * - `repos/<repo key>.git` — a bare clone of each policy repository;
 * - `revocations/<repo key>/<ref key>/<digest>.jsonl` — every reject of that digest the repository's
 *   protected ref (its history) ever showed this runner, appended, never rewritten (`revocation-log.ts`,
 *   decision 132), under the repository's key and under its liberal key (`liberalRepoIdentity`: another
 *   spelling that is usually the same repository reads it too); `revocations/<key>/<digest>.jsonl`, the record before it was kept per ref, is still
 *   read, for every ref of that repository (it does not say which ref it came from), and never written;
 * - `policies/<commit>.json` — the validated governed files of one commit, their digest, and the
 *   (repo, protected ref) pairs the commit was proven reachable from, each with when it was proven
 *   (a proof older than the reachability TTL is proven again, SPEC §4.1).
 * A repository key is the SHA-256 of its identity (`repoIdentity`: its location with credentials redacted,
 * only local spellings folded — a token that changes every job, `file://` or a trailing `/` on a path
 * keeps one clone, one proof and one record; any other URL keys as written); a ref key is the SHA-256 of
 * the full ref name.
 * An entry is re-checked on every read (digest recomputed, files re-parsed): a damaged entry is refused.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { describeError, LoopgovError } from '../../core/errors.js';
import { computeDigest, type TreeEntry } from '../../core/policy/digest.js';
import { makeDirOrFail } from '../fs/make-dir.js';
import { liberalRepoIdentity, repoIdentity, spellingsKeyedBefore } from './repo-identity.js';
import type { RevocationRecord } from './revocation-log.js';

/** `LOOPGOV_CACHE_DIR`, else `$XDG_CACHE_HOME/loopgov`, else `~/.cache/loopgov` (as given: maybe relative). */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LOOPGOV_CACHE_DIR) return env.LOOPGOV_CACHE_DIR;
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, 'loopgov');
  return join(homedir(), '.cache', 'loopgov');
}

/**
 * The cache dir a load uses — `given`, else `defaultCacheDir(env)` — made absolute against `cwd` once,
 * where it is chosen: git runs inside the clone, where a relative path would name another place.
 *
 * @example
 * resolveCacheDir(undefined, { LOOPGOV_CACHE_DIR: 'relcache' }, '/home/ci') // '/home/ci/relcache'
 */
export function resolveCacheDir(
  given: string | undefined,
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
): string {
  return resolve(cwd, given ?? defaultCacheDir(env));
}

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

interface StoredEntry {
  commit: string;
  digest: string;
  files: { mode: string; path: string; base64: string }[];
  reachable: ReachabilityProof[];
}

/** A name in the cache for `text`: the first 128 bits of its SHA-256, in hex. */
const cacheKey = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The key of a repository in the cache: of its identity (`repoIdentity` of its location as shown). */
const repoKey = (shown: string) => cacheKey(repoIdentity(shown));

/** The bare clone of the repository at `shown` (its location, credentials redacted). */
export function repoCacheDir(cacheDir: string, shown: string): string {
  return join(cacheDir, 'repos', `${repoKey(shown)}.git`);
}

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
export function revocationRecord(
  cacheDir: string,
  shown: string,
  protectedRef: string,
  digest: string,
): RevocationRecord {
  const dir = join(cacheDir, 'revocations');
  const older = spellingsKeyedBefore(shown).map((s) => join(dir, cacheKey(s), `${digest}.jsonl`));
  const perRef = (repo: string) => join(dir, cacheKey(repo), cacheKey(protectedRef), `${digest}.jsonl`);
  return {
    file: perRef(repoIdentity(shown)),
    liberal: perRef(liberalRepoIdentity(shown)),
    older: [...new Set(older)],
  };
}

function entryPath(cacheDir: string, commit: string): string {
  return join(cacheDir, 'policies', `${commit}.json`);
}

/** The cached entry for `commit`, or null when there is none. Throws `ERR_PIN` for a damaged entry. */
export async function readCacheEntry(cacheDir: string, commit: string): Promise<CacheEntry | null> {
  let text: string;
  try {
    text = await readFile(entryPath(cacheDir, commit), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new LoopgovError('ERR_PIN', `cannot read the policy cache for ${commit}: ${describeError(e)}`);
  }
  try {
    const stored = JSON.parse(text) as StoredEntry;
    const entries: TreeEntry[] = stored.files.map((f) => ({
      mode: f.mode,
      type: 'blob',
      path: f.path,
      content: new Uint8Array(Buffer.from(f.base64, 'base64')),
    }));
    if (stored.commit !== commit || computeDigest(entries) !== stored.digest)
      throw new Error('digest mismatch');
    return { commit, digest: stored.digest, entries, reachable: stored.reachable };
  } catch (e) {
    throw new LoopgovError(
      'ERR_PIN',
      `the policy cache entry for ${commit} is damaged (${describeError(e)}); delete ${entryPath(cacheDir, commit)}`,
    );
  }
}

/** Writes (or replaces) the entry atomically: a reader sees the old entry or the new one, never half. */
export async function writeCacheEntry(cacheDir: string, entry: CacheEntry): Promise<void> {
  const stored: StoredEntry = {
    commit: entry.commit,
    digest: entry.digest,
    files: entry.entries.map((e) => ({
      mode: e.mode,
      path: e.path,
      base64: Buffer.from(e.content ?? new Uint8Array()).toString('base64'),
    })),
    reachable: entry.reachable,
  };
  const final = entryPath(cacheDir, entry.commit);
  const tmp = `${final}.${process.pid}.${Date.now()}.tmp`;
  makeDirOrFail(join(cacheDir, 'policies'), 'ERR_PIN');
  try {
    await writeFile(tmp, JSON.stringify(stored));
    await rename(tmp, final);
  } catch (e) {
    throw new LoopgovError('ERR_PIN', `cannot write the policy cache ${final}: ${describeError(e)}`);
  }
}
