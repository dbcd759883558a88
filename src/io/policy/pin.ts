/**
 * Pinned policy loading (SPEC §4.1): a full commit id, proven reachable from a protected ref, read from
 * git objects, validated, checked against the ceiling, approved (prod), and cached by commit id.
 * Every check happens before the first step; any failure throws `ERR_PIN` (or the check's own code).
 */
import { resolve } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { assertWithinCeiling } from '../../core/policy/ceiling.js';
import { computeDigest } from '../../core/policy/digest.js';
import { parsePolicySet } from '../../core/policy/parse.js';
import { describeDuration } from '../../core/run/older-proof.js';
import type { PolicySet, Profile } from '../../core/policy/types.js';
import { CheckedClock } from '../../core/run/checked-clock.js';
import { redactRepoLocation } from '../../core/repo-location.js';
import {
  checkPinRequest,
  DEFAULT_FETCH_TIMEOUT_SEC,
  DEFAULT_REACHABILITY_TTL_SEC,
  type PinnedPolicySpec,
  type Reachability,
} from '../../core/run/options.js';
import { assertReadableFile } from '../fs/file.js';
import { openGit, readGovernedTree } from '../git/repo.js';
import { type CacheGit, cacheAccess, cacheGit } from './cache-git.js';
import {
  assertReachableInClone,
  Disproven,
  FetchFailed,
  fetchPinned,
  localRef,
  withRepoLock,
} from './pin-fetch.js';
import { repoIdentity } from './repo-identity.js';
import { verifyPinnedApproval } from './pin-approval.js';
import {
  type CacheEntry,
  readCacheEntry,
  repoCacheDir,
  resolveCacheDir,
  revocationRecord,
  writeCacheEntry,
} from './cache.js';

/** The policy repository's own `main` branch: the same ref in a URL, a bare repository and a working clone. */
export const DEFAULT_PROTECTED_REF = 'refs/heads/main';

/**
 * How to reach the pinned commit (see `PinnedPolicySpec`), for which profile, and the time. A run's
 * pinned spec may be spread in as it is (`{ ...spec, profile }`): its `kind` is `pinned` or left out.
 */
export interface PinRequest extends Omit<PinnedPolicySpec, 'kind'> {
  kind?: 'pinned';
  profile: Profile;
  /** The clock reachability proofs are dated with (milliseconds since the epoch); default `Date.now`. */
  now?: () => number;
}

export interface PinnedPolicy {
  set: PolicySet;
  /**
   * The repository as pinned — a URL as given, a local path made absolute — with any credentials in a
   * URL redacted (`redactRepoLocation`): what a trace records and a message shows.
   */
  repo: string;
  commit: string;
  digest: string;
  /** True when the approval was verified (profile prod). */
  verified: boolean;
  approvers: string[];
  reachability: Reachability;
  /** Git network operations this load needed: 0 when the cache held a fresh proof. */
  fetches: number;
}

/**
 * Loads the policy pinned at `commit` of `repo`. The request is checked first, as `openRun` checks a
 * pinned spec: `ERR_USAGE` for inputs that are not a pin (a short id, an option-shaped repository, an
 * unknown key, a negative TTL, a `trustFile` that cannot be read — in every profile), `ERR_CLOCK` for a
 * `now` that gives no time; `ERR_PIN` (or the failed check's own code) otherwise.
 *
 * @example
 * const pinned = await loadPinnedPolicy({ repo: 'https://github.com/acme/agent-policies', commit, profile: 'prod', trustFile });
 */
export async function loadPinnedPolicy(req: PinRequest): Promise<PinnedPolicy> {
  checkPinRequest(req);
  // Profile dev reads the trust file only to verify a resume: a typo in it is said now, not first in prod.
  if (req.trustFile !== undefined) assertReadableFile(resolve(req.trustFile), 'trustFile');
  // Read once here: a clock that gives no time throws ERR_CLOCK before git runs.
  const clock = new CheckedClock({ now: req.now ?? Date.now }, 'now()');
  const protectedRef = req.protectedRef ?? DEFAULT_PROTECTED_REF;
  const repo = resolveRepoLocation(req.repo);
  const shown = redactRepoLocation(repo);
  const env = req.env ?? process.env;
  const cacheDir = resolveCacheDir(req.cacheDir, env);
  const repoDir = repoCacheDir(cacheDir, shown);
  const now = () => clock.now();
  const ttlSec = req.reachabilityTtlSec ?? DEFAULT_REACHABILITY_TTL_SEC;
  const offline = req.offline === true;
  // One deadline for proving reachability, from the load's start (the lock's wait included): wall time.
  const timeoutSec = req.fetchTimeoutSec ?? DEFAULT_FETCH_TIMEOUT_SEC;
  const clone = cacheGit(repoDir, env, Date.now() + timeoutSec * 1000, timeoutSec);
  const entry = await readCacheEntry(cacheDir, req.commit);
  const proven = await proveReachable({
    entry,
    cacheDir,
    clone,
    repo,
    shown,
    protectedRef,
    now,
    ttlSec,
    offline,
    fetchAlways: req.profile === 'prod',
    commit: req.commit,
  });
  const set = validate(proven.entry);
  let approval = { approvers: [] as string[] };
  if (req.profile === 'prod') {
    approval = await verifyPinnedApproval({
      repoDir,
      access: cacheAccess(clone),
      commit: req.commit,
      digest: proven.entry.digest,
      trustFile: req.trustFile,
      history: localRef(protectedRef),
      namedRepo: repo,
      revocationLog: revocationRecord(cacheDir, shown, protectedRef, proven.entry.digest),
    });
  }
  return {
    set,
    repo: shown,
    commit: req.commit,
    digest: proven.entry.digest,
    verified: req.profile === 'prod',
    approvers: approval.approvers,
    reachability: proven.reachability,
    fetches: proven.fetches,
  };
}

/**
 * A repository as git on this machine must be told it: a URL (`scheme://…`) or an scp-like `host:path`
 * as given, a local path made absolute against the current directory — never resolved inside the cache.
 *
 * @example
 * resolveRepoLocation('../policies') // '/home/ci/policies' when run in /home/ci/agent
 */
export function resolveRepoLocation(repo: string, cwd: string = process.cwd()): string {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(repo)) return repo;
  // git's own rule: a colon before the first slash makes `host:path` (ssh).
  const colon = repo.indexOf(':');
  if (colon > 0 && !repo.slice(0, colon).includes('/')) return repo;
  return resolve(cwd, repo);
}

interface ProveInput {
  entry: CacheEntry | null;
  cacheDir: string;
  clone: CacheGit;
  /** The repository as git is told it, and as it is shown and recorded (credentials redacted). */
  repo: string;
  shown: string;
  protectedRef: string;
  commit: string;
  now: () => number;
  ttlSec: number;
  offline: boolean;
  /** Fetch even when the cached proof is younger than the TTL (prod). */
  fetchAlways: boolean;
}

/** A load's proof: the cache entry it rests on, how it was proven, and the network operations it took. */
interface Proven {
  entry: CacheEntry;
  reachability: Reachability;
  fetches: number;
}

/**
 * A cache entry whose reachability proof for (repo, protected ref) holds now (SPEC §4.1). A proof younger
 * than the TTL serves as it is, unless `fetchAlways` (prod: its rejects are read from the protected ref,
 * which must be as the repository has it now; decision 122) — then the TTL is how old a proof may be when
 * the repository cannot be reached. A proof that no longer holds is dropped from the cache; a fetch that
 * fails keeps a proof past the TTL usable only with `offline`, and any proof only while the clone's own
 * last fetch of the ref still holds the commit (`assertReachableInClone`: another run may have fetched a
 * force-push that dropped it); a repository that answers but cannot be
 * fetched from (`CannotProve`) is served by no proof. Only a disproof (`Disproven`) drops one.
 */
async function proveReachable(p: ProveInput): Promise<Proven> {
  const at = p.now();
  const proof = p.entry?.reachable.find((r) => isProofOf(p, r));
  const base = { protected_ref: p.protectedRef, ttl_sec: p.ttlSec, offline: p.offline };
  const age =
    typeof proof?.proven_at === 'number' && Number.isFinite(proof.proven_at) ? at - proof.proven_at : null;
  const fresh = p.entry !== null && age !== null && age >= 0 && age <= p.ttlSec * 1000;
  if (fresh && !p.fetchAlways) {
    return { entry: p.entry!, fetches: 0, reachability: { ...base, proven_at: iso(proof!.proven_at!) } };
  }
  try {
    try {
      return await withRepoLock(p.clone, p.cacheDir, () => proveNow(p, at));
    } catch (e) {
      // Unreachable now: a cached proof may stand in below, only while the clone's last fetch agrees.
      if (e instanceof FetchFailed && proof)
        await assertReachableInClone(p.clone, p.repo, p.commit, p.protectedRef);
      throw e;
    }
  } catch (e) {
    if (e instanceof FetchFailed && fresh) {
      const reachability = { ...base, proven_at: iso(proof!.proven_at!), fetch_error: e.message };
      return { entry: p.entry!, fetches: 1, reachability };
    }
    // A proof dated in the future (a clock set back) is not one to fall back on.
    if (e instanceof FetchFailed && proof && age !== null && age >= 0) {
      const ageText = `the cached proof of ${p.commit} is ${describeDuration(age)} old, older than the reachability TTL of ${p.ttlSec}s`;
      if (!p.offline)
        throw new LoopgovError(
          'ERR_PIN',
          `${e.message}; ${ageText}: give --offline (library: offline: true) to run on it, recorded`,
        );
      const reachability = {
        ...base,
        proven_at: iso(proof.proven_at!),
        stale_proof_used: { age_sec: Math.floor(age / 1000), fetch_error: e.message },
      };
      return { entry: p.entry!, fetches: 1, reachability };
    }
    // Proven wrong (no longer reachable, gone): the cache must not vouch for it again, offline or not.
    // Anything else — a timeout, a clone that cannot be read — disproves nothing, and the proof stays.
    if (p.entry && proof && e instanceof Disproven) {
      await writeCacheEntry(p.cacheDir, {
        ...p.entry,
        reachable: p.entry.reachable.filter((r) => !isProofOf(p, r)),
      });
    }
    throw e;
  }
}

/** A proof of this repository (a spelling of one identity, `repoIdentity`, as the clone is keyed) and ref. */
const isProofOf = (p: ProveInput, r: CacheEntry['reachable'][number]) =>
  repoIdentity(r.repo) === repoIdentity(p.shown) && r.protected_ref === p.protectedRef;

/**
 * Under the clone's lock: a proof another run made since this one asked (at `at`, and not dated after
 * now) serves it too — runs that start together share one fetch. Otherwise fetch, prove and cache.
 */
async function proveNow(p: ProveInput, at: number): Promise<Proven> {
  const base = { protected_ref: p.protectedRef, ttl_sec: p.ttlSec, offline: p.offline };
  const latest = await readCacheEntry(p.cacheDir, p.commit);
  const shared = latest?.reachable.find((r) => isProofOf(p, r))?.proven_at;
  if (latest && typeof shared === 'number' && shared >= at && shared <= p.now()) {
    return { entry: latest, fetches: 0, reachability: { ...base, proven_at: iso(shared) } };
  }
  const fetches = await fetchPinned(p.clone, p.repo, p.commit, p.protectedRef);
  const known = latest ?? p.entry;
  const entries =
    known?.entries ?? (await readGovernedTree(openGit(p.clone.dir, cacheAccess(p.clone)), p.commit));
  const entry: CacheEntry = {
    commit: p.commit,
    digest: known?.digest ?? computeDigest(entries),
    entries,
    reachable: [
      ...(known?.reachable ?? []).filter((r) => !isProofOf(p, r)),
      { repo: p.shown, protected_ref: p.protectedRef, proven_at: at },
    ],
  };
  // Validate before caching: the cache only ever holds policies that passed.
  validate(entry);
  await writeCacheEntry(p.cacheDir, entry);
  return { entry, fetches, reachability: { ...base, proven_at: iso(at) } };
}

const iso = (ms: number) => new Date(ms).toISOString();

function validate(entry: CacheEntry): PolicySet {
  const set = parsePolicySet(
    entry.entries.map((e) => ({ path: e.path, content: e.content! })),
    { complete: true },
  );
  assertWithinCeiling(set, `the policy at ${entry.commit}`);
  return set;
}
