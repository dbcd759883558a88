/**
 * The git side of pinning (SPEC §4.1): the protected ref fetched into the machine cache's bare clone of
 * the policy repository, under a lock, and the pinned commit proven to be in its history — the lock
 * waited for and every command run within one deadline (`CacheGit`, decision 132).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeError, LoopgovError } from '../../core/errors.js';
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { redactRepoLocation } from '../../core/repo-location.js';
import { gitFailure } from '../git/invocation.js';
import { isNetworkFailure } from '../git/network-failure.js';
import { makeDirOrFail } from '../fs/make-dir.js';
import { type CacheGit, CacheGitFailed, runCacheGit } from './cache-git.js';

/** Where the cache clone keeps `protectedRef` of the policy repository. */
export const localRef = (protectedRef: string) =>
  `refs/loopgov/protected/${protectedRef.slice('refs/'.length)}`;

/**
 * The repository could not be reached, or not within the deadline: the one failure a cached proof
 * younger than the TTL (or `offline`, an older one) may run past.
 */
export class FetchFailed extends LoopgovError {
  constructor(message: string) {
    super('ERR_PIN', message);
  }
}

/**
 * Reachability was neither proven nor disproven, and not for want of a network: the repository answers
 * yet its ref cannot be fetched into the clone, or the clone cannot be locked. Fail closed — no cached
 * proof stands in for what the repository holds now — and the proof is kept: nothing disproved it.
 */
export class CannotProve extends LoopgovError {
  constructor(message: string) {
    super('ERR_PIN', message);
  }
}

/**
 * The repository's protected history, as read now, disproves the pin: the commit does not exist there,
 * is not reachable from the ref, or the ref is gone. The one failure that drops a cached proof.
 */
export class Disproven extends LoopgovError {
  constructor(message: string) {
    super('ERR_PIN', message);
  }
}

/**
 * Fetches the protected ref of `repo` into the cache clone and proves `commit` is in its history.
 * Resolves to the number of network operations it took.
 */
export async function fetchPinned(
  git: CacheGit,
  repo: string,
  commit: string,
  protectedRef: string,
): Promise<number> {
  const shown = redactRepoLocation(repo);
  makeDirOrFail(git.dir, 'ERR_PIN');
  const local = localRef(protectedRef);
  let fetches = 0;
  try {
    // No template: its config and hooks would become the clone's.
    if (!existsSync(join(git.dir, 'HEAD'))) await runCacheGit(git, ['init', '--bare', '-q', '--template=']);
  } catch (e) {
    throw new LoopgovError('ERR_PIN', `cannot create the policy cache clone ${git.dir}: ${gitFailure(e)}`);
  }
  try {
    fetches++;
    // --update-shallow: from a shallow repository git otherwise refuses the ref and still exits 0 ("shallow
    // roots are not allowed to be updated"); taken, the clone is shallow and is deepened or refused below.
    await runCacheGit(git, fetchArgs(repo, `+${protectedRef}:${local}`, '--force', '--update-shallow'));
  } catch (e) {
    fetches++;
    throw await whyFetchFailed(git, repo, protectedRef, e);
  }
  if (!(await hasCommit(git, local))) {
    throw new CannotProve(
      `fetching ${protectedRef} from ${shown} left no commit in the cache clone ${git.dir}: reachability of ${commit} cannot be proven`,
    );
  }
  if (await isShallow(git)) {
    try {
      fetches++;
      await runCacheGit(git, fetchArgs(repo, `+${protectedRef}:${local}`, '--unshallow'));
    } catch (e) {
      if (e instanceof CacheGitFailed && e.timedOut)
        throw new FetchFailed(`cannot deepen ${protectedRef} from ${shown}: ${timedOut(git)}`);
      throw shallowSource(shown, commit, gitFailure(e));
    }
    // A shallow repository has no more history to give: git deepens nothing and says nothing.
    if (await isShallow(git)) throw shallowSource(shown, commit, 'it is a shallow clone itself');
  }
  if (!(await hasCommit(git, commit))) {
    // The protected ref's whole history is in the clone and the commit is not: that disproves the pin.
    fetches++;
    throw new Disproven(`commit ${commit} ${await whereElse(git, repo, commit, protectedRef)} ${shown}`);
  }
  // Exit 0: an ancestor; exit 1: not one; anything else is a commit that cannot be compared, said so —
  // never "not reachable".
  try {
    await runCacheGit(git, ['merge-base', '--is-ancestor', '--end-of-options', commit, local]);
  } catch (e) {
    if (e instanceof CacheGitFailed && e.code === 1 && e.stderr.trim() === '' && !e.timedOut)
      throw new Disproven(`commit ${commit} is not reachable from ${protectedRef} in ${shown}`);
    throw cannotProve(
      git,
      e,
      `cannot compare ${commit} with ${protectedRef} of ${shown} in the cache clone ${git.dir}: ${gitFailure(e)}`,
    );
  }
  return fetches;
}

/** How long the clone's own answer may take once the repository could not be reached. */
const LOCAL_READ_SEC = 10;

/**
 * Whether the cache clone's own copy of the protected ref still holds `commit`. That copy is what the
 * last fetch by any run brought — never older than a cached proof, which is written only after a fetch —
 * so when the repository cannot be reached now, a cached proof serves only while it agrees: a pin the
 * clone already shows force-pushed away is `Disproven`, and a clone that cannot tell (no copy of the ref,
 * git failing) is `CannotProve`. Read-only; run outside the clone's lock (a ref update is atomic), with
 * a deadline of its own (`LOCAL_READ_SEC`): the fetch before it may have used up the check's.
 */
export async function assertReachableInClone(
  git: CacheGit,
  repo: string,
  commit: string,
  protectedRef: string,
): Promise<void> {
  const shown = redactRepoLocation(repo);
  const local = localRef(protectedRef);
  // Local reads of milliseconds, after a fetch that may have used up the check's deadline: their own.
  git = { ...git, deadline: Date.now() + LOCAL_READ_SEC * 1000, timeoutSec: LOCAL_READ_SEC };
  const asFetched = `${protectedRef} of ${shown} as last fetched into the cache clone ${git.dir}`;
  if (!(await hasCommit(git, local)))
    throw new CannotProve(
      `the cache clone ${git.dir} holds no copy of ${protectedRef}: the cached proof of ${commit} cannot be checked`,
    );
  if (!(await hasCommit(git, commit)))
    throw new Disproven(`commit ${commit} is not in the history of ${asFetched}`);
  try {
    await runCacheGit(git, ['merge-base', '--is-ancestor', '--end-of-options', commit, local]);
  } catch (e) {
    if (e instanceof CacheGitFailed && e.code === 1 && e.stderr.trim() === '' && !e.timedOut)
      throw new Disproven(`commit ${commit} is no longer reachable from ${asFetched}`);
    throw cannotProve(git, e, `cannot compare ${commit} with ${asFetched}: ${gitFailure(e)}`);
  }
}

/**
 * How to word a commit the protected ref's history does not hold: fetched by id, it exists elsewhere in
 * the repository or it does not. Words only: whatever this fetch does — fails, or uses up the deadline —
 * the pin stays disproven.
 */
async function whereElse(git: CacheGit, repo: string, commit: string, ref: string): Promise<string> {
  try {
    await runCacheGit(git, fetchArgs(repo, commit));
    if (await hasCommit(git, commit)) return `is not reachable from ${ref} in`;
  } catch (e) {
    if ((e instanceof CacheGitFailed && e.timedOut) || e instanceof FetchFailed)
      return `is not in the history of ${ref} of`;
  }
  return 'does not exist in';
}

/**
 * What a failed fetch of `ref` means, asked of the repository itself (`git ls-remote`): it does not
 * answer — git says it could not reach it (`isNetworkFailure`), or a local repository's path is gone — it
 * is unreachable (`FetchFailed`); it answers without the ref — the ref is missing; it answers with it, or
 * git fails for any other reason (a config it cannot parse, a repository it does not trust) — nothing is
 * proven (`CannotProve`), naming git's error.
 */
async function whyFetchFailed(git: CacheGit, repo: string, ref: string, e: unknown): Promise<LoopgovError> {
  const shown = redactRepoLocation(repo);
  if (e instanceof CacheGitFailed && e.timedOut)
    return new FetchFailed(`cannot fetch ${ref} from ${shown}: ${timedOut(git)}`);
  const said = gitFailure(e);
  let listing: string;
  try {
    listing = await runCacheGit(git, ['ls-remote', '--end-of-options', repo, ref]);
  } catch (ls) {
    if ((ls instanceof CacheGitFailed && (ls.timedOut || isNetworkFailure(ls.stderr))) || localPathGone(repo))
      return new FetchFailed(`cannot fetch ${ref} from ${shown}: ${said}`);
    return new CannotProve(
      `cannot fetch ${ref} from ${shown}: ${said} — git failed, not the network, so no cached proof stands in for what the repository holds now`,
    );
  }
  if (!listing.split('\n').some((line) => line.endsWith(`\t${ref}`)))
    return new Disproven(
      `${shown} has no ${ref}: name the branch runs must be reachable from with --protected-ref`,
    );
  return new CannotProve(
    `${shown} answers and lists ${ref}, but fetching it into the policy cache clone ${git.dir} failed: ${said} — the repository is reachable, so no cached proof stands in for what it holds now`,
  );
}

/** True when `repo` is a local repository (a path, a `file://` URL) whose path does not exist: a share not mounted. */
function localPathGone(repo: string): boolean {
  if (repo.startsWith('/')) return !existsSync(repo);
  if (/^file:\/\//i.test(repo)) {
    try {
      return !existsSync(fileURLToPath(repo));
    } catch {
      return false;
    }
  }
  return false;
}

const timedOut = (git: CacheGit) =>
  `no answer within the fetch timeout of ${git.timeoutSec}s (--fetch-timeout, LOOPGOV_FETCH_TIMEOUT)`;

/** `git fetch` of one refspec from `repo`, quiet, without tags, `flags` before the repository. */
function fetchArgs(repo: string, refspec: string, ...flags: string[]): string[] {
  return ['fetch', '--quiet', '--no-tags', ...flags, '--end-of-options', repo, refspec];
}

/**
 * A clone command that neither proved nor disproved: at the deadline, the repository counts as not
 * answering in time (`FetchFailed`); any other failure is `CannotProve`, naming git's error after `what`.
 */
function cannotProve(git: CacheGit, e: unknown, what: string): LoopgovError {
  if (e instanceof CacheGitFailed && e.timedOut) return new FetchFailed(`${what}: ${timedOut(git)}`);
  return new CannotProve(`${what}: ${gitFailure(e)}`);
}

/**
 * True when `rev` (a commit id, or a ref) names a commit in the clone; false only when git says it
 * names none (`--verify --quiet`: exit 1, nothing said) — a timeout or another failure is no answer.
 */
async function hasCommit(git: CacheGit, rev: string): Promise<boolean> {
  let out: string;
  try {
    out = await runCacheGit(git, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  } catch (e) {
    if (e instanceof CacheGitFailed && !e.timedOut && e.code === 1 && e.stderr.trim() === '') return false;
    throw cannotProve(git, e, `cannot look up ${rev} in the policy cache clone ${git.dir}`);
  }
  const sha = out.trim();
  return FULL_COMMIT.test(rev) ? sha === rev : FULL_COMMIT.test(sha);
}

async function isShallow(git: CacheGit): Promise<boolean> {
  try {
    return (await runCacheGit(git, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
  } catch (e) {
    throw cannotProve(git, e, `cannot tell whether the policy cache clone ${git.dir} is shallow`);
  }
}

function shallowSource(shown: string, commit: string, why: string): LoopgovError {
  return new LoopgovError(
    'ERR_PIN',
    `${shown} gives only a shallow history and it cannot be deepened (${why}): reachability of ${commit} cannot be proven — pin a full clone (in it: git fetch --unshallow)`,
  );
}

/**
 * Serializes fetches into one cached clone across processes (two runs starting at once). The lock is
 * waited for until the clone's deadline: a run that holds it that long is fetching from a repository that
 * does not answer, so this one counts it as unreachable too (`FetchFailed`) — it does not wait minutes,
 * nor HALT where a fresh proof may serve (decision 132).
 */
export async function withRepoLock<T>(git: CacheGit, cacheDir: string, fn: () => Promise<T>): Promise<T> {
  makeDirOrFail(git.dir, 'ERR_PIN');
  // Loaded when a pinned policy is fetched, not evaluated at every CLI start (decision 096).
  const { default: lockfile } = await import('proper-lockfile');
  let release: () => Promise<void>;
  for (;;) {
    try {
      release = await lockfile.lock(git.dir, { stale: 120_000 });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ELOCKED')
        throw new CannotProve(`cannot lock the policy cache ${cacheDir}: ${describeError(e)}`);
      const left = git.deadline - Date.now();
      if (left <= 0)
        throw new FetchFailed(
          `the policy cache clone ${git.dir} stayed locked by another run's fetch for the whole fetch timeout of ${git.timeoutSec}s (--fetch-timeout, LOOPGOV_FETCH_TIMEOUT)`,
        );
      await sleep(Math.min(100, left));
    }
  }
  try {
    return await fn();
  } finally {
    await release().catch(() => undefined);
  }
}
