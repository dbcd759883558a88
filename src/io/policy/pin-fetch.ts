/**
 * The git side of pinning (SPEC §4.1): the protected ref fetched into the machine cache's bare clone of
 * the policy repository, under a lock, and the pinned commit proven to be in its history.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type SimpleGit, simpleGit } from 'simple-git';
import { describeError, firstLine, LoopgovError } from '../../core/errors.js';
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { GIT_SETTINGS, gitEnv } from '../git/invocation.js';
import { makeDirOrFail } from '../fs/make-dir.js';

/** Where the cache clone keeps `protectedRef` of the policy repository. */
export const localRef = (protectedRef: string) =>
  `refs/loopgov/protected/${protectedRef.slice('refs/'.length)}`;

/** The protected ref could not be fetched at all: the one failure `offline` may run past. */
export class FetchFailed extends LoopgovError {
  constructor(message: string) {
    super('ERR_PIN', message);
  }
}

/** The cache clone at `dir` as git sees it: only this clone, a minimal environment. */
export function gitAt(dir: string, env: NodeJS.ProcessEnv): SimpleGit {
  const options = {
    baseDir: dir,
    trimmed: false,
    timeout: { block: 120_000 },
    config: [...GIT_SETTINGS],
    // simple-git's guard against GIT_* variables: these three are ours, set on purpose.
    allowEnvironment: ['GIT_TERMINAL_PROMPT', 'GIT_ALLOW_PROTOCOL', 'GIT_DIR'],
  };
  return simpleGit(options).env(
    gitEnv({
      ...passThroughEnv(env),
      GIT_TERMINAL_PROMPT: '0',
      GIT_ALLOW_PROTOCOL: 'file:https:http:ssh:git',
      // Always this bare clone: never a repository found by walking up from the cache dir.
      GIT_DIR: dir,
    }),
  );
}

// Only what git needs to reach a remote: no EDITOR, PAGER, GIT_* overrides or other ways to run code (and
// no locale: git speaks English to loopgov, `gitEnv`).
const PASS_THROUGH = ['PATH', 'HOME', 'USER', 'TMPDIR', 'SSH_AUTH_SOCK'];
const PROXY = /^(https?|no|all)_proxy$/i;

function passThroughEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    if (v !== undefined && (PASS_THROUGH.includes(k) || PROXY.test(k))) out[k] = v;
  }
  return out;
}

/** Fetches the protected ref into the cached bare clone and proves the commit is in its history. */
export async function fetchPinned(
  git: SimpleGit,
  repoDir: string,
  repo: string,
  commit: string,
  protectedRef: string,
): Promise<number> {
  makeDirOrFail(repoDir, 'ERR_PIN');
  const local = localRef(protectedRef);
  let fetches = 0;
  try {
    if (!existsSync(join(repoDir, 'HEAD'))) await git.raw(['init', '--bare', '-q']);
  } catch (e) {
    throw new LoopgovError('ERR_PIN', `cannot create the policy cache clone ${repoDir}: ${firstLine(e)}`);
  }
  try {
    fetches++;
    // --update-shallow: from a shallow repository git otherwise refuses the ref and still exits 0 ("shallow
    // roots are not allowed to be updated"); taken, the clone is shallow and is deepened or refused below.
    await git.raw(fetchArgs(repo, `+${protectedRef}:${local}`, '--force', '--update-shallow'));
  } catch (e) {
    // A repository that answers with its refs, and the protected ref is not among them, has no such ref:
    // that is an answer, not an unreachable remote. Asked, not read from the fetch's message (a git that
    // speaks another language words it otherwise).
    fetches++;
    if (await answersWithout(git, repo, protectedRef)) {
      throw new LoopgovError(
        'ERR_PIN',
        `${repo} has no ${protectedRef}: name the branch runs must be reachable from with --protected-ref`,
      );
    }
    throw new FetchFailed(`cannot fetch ${protectedRef} from ${repo}: ${firstLine(e)}`);
  }
  if (!(await hasCommit(git, local))) {
    throw new LoopgovError(
      'ERR_PIN',
      `fetching ${protectedRef} from ${repo} left no commit in the cache clone ${repoDir}: reachability of ${commit} cannot be proven`,
    );
  }
  if (await isShallow(git)) {
    try {
      fetches++;
      await git.raw(fetchArgs(repo, `+${protectedRef}:${local}`, '--unshallow'));
    } catch (e) {
      throw shallowSource(repo, commit, firstLine(e));
    }
    // A shallow repository has no more history to give: git deepens nothing and says nothing.
    if (await isShallow(git)) throw shallowSource(repo, commit, 'it is a shallow clone itself');
  }
  if (!(await hasCommit(git, commit))) {
    // Best effort, to tell "exists elsewhere" from "does not exist"; the answer is HALT either way.
    fetches++;
    await git.raw(fetchArgs(repo, commit)).catch(() => undefined);
    if (!(await hasCommit(git, commit))) {
      throw new LoopgovError('ERR_PIN', `commit ${commit} does not exist in ${repo}`);
    }
  }
  // `merge-base A B` is A exactly when A is an ancestor of B. (Not `--is-ancestor`: simple-git does not
  // reject on a non-zero exit that prints nothing, so its "no" would read as "yes".)
  // A git failure here is no "not reachable": it is a commit that cannot be compared, said so.
  let base: string;
  try {
    base = await git.raw(['merge-base', '--end-of-options', commit, local]);
  } catch (e) {
    throw new LoopgovError(
      'ERR_PIN',
      `cannot compare ${commit} with ${protectedRef} of ${repo} in the cache clone ${repoDir}: ${firstLine(e)}`,
    );
  }
  if (base.trim() !== commit) {
    throw new LoopgovError('ERR_PIN', `commit ${commit} is not reachable from ${protectedRef} in ${repo}`);
  }
  return fetches;
}

/** True when `repo` lists its refs (`git ls-remote` succeeds) and `ref` is not one of them. */
/** `git fetch` of one refspec from `repo`, quiet, without tags, `flags` before the repository. */
function fetchArgs(repo: string, refspec: string, ...flags: string[]): string[] {
  return ['fetch', '--quiet', '--no-tags', ...flags, '--end-of-options', repo, refspec];
}

async function answersWithout(git: SimpleGit, repo: string, ref: string): Promise<boolean> {
  let listing: string;
  try {
    listing = await git.raw(['ls-remote', '--end-of-options', repo, ref]);
  } catch {
    return false;
  }
  return !listing.split('\n').some((line) => line.endsWith(`\t${ref}`));
}

/** True when `rev` (a commit id, or a ref) names a commit in the clone. */
async function hasCommit(git: SimpleGit, rev: string): Promise<boolean> {
  const out = await git
    .raw(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`])
    .catch(() => '');
  const sha = out.trim();
  return FULL_COMMIT.test(rev) ? sha === rev : FULL_COMMIT.test(sha);
}

async function isShallow(git: SimpleGit): Promise<boolean> {
  return (await git.raw(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}

function shallowSource(repo: string, commit: string, why: string): LoopgovError {
  return new LoopgovError(
    'ERR_PIN',
    `${repo} gives only a shallow history and it cannot be deepened (${why}): reachability of ${commit} cannot be proven — pin a full clone (in it: git fetch --unshallow)`,
  );
}

/** Serializes fetches into one cached clone across processes (two runs starting at once). */
export async function withRepoLock<T>(cacheDir: string, repoDir: string, fn: () => Promise<T>): Promise<T> {
  makeDirOrFail(repoDir, 'ERR_PIN');
  let release: (() => Promise<void>) | undefined;
  try {
    // Loaded when a pinned policy is fetched, not evaluated at every CLI start (decision 096).
    const { default: lockfile } = await import('proper-lockfile');
    release = await lockfile.lock(repoDir, {
      retries: { retries: 50, minTimeout: 50, maxTimeout: 500 },
      stale: 120_000,
    });
  } catch (e) {
    throw new LoopgovError('ERR_PIN', `cannot lock the policy cache ${cacheDir}: ${describeError(e)}`);
  }
  try {
    return await fn();
  } finally {
    await release().catch(() => undefined);
  }
}
