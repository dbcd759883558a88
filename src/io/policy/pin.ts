/**
 * Pinned policy loading (SPEC §4.1): a full commit id, proven reachable from a protected ref, read from
 * git objects, validated, checked against the ceiling, approved (prod), and cached by commit id.
 * Every check happens before the first step; any failure throws `ERR_PIN` (or the check's own code).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { type SimpleGit, simpleGit } from 'simple-git';
import { describeError, firstLine, LoopgovError } from '../../core/errors.js';
import { assertWithinCeiling } from '../../core/policy/ceiling.js';
import { computeDigest, FULL_COMMIT } from '../../core/policy/digest.js';
import { parsePolicySet } from '../../core/policy/parse.js';
import type { PolicySet, Profile } from '../../core/policy/types.js';
import { readGovernedTree } from '../git/repo.js';
import { verifyPinnedApproval } from './pin-approval.js';
import { type CacheEntry, defaultCacheDir, readCacheEntry, repoCacheDir, writeCacheEntry } from './cache.js';

export const DEFAULT_PROTECTED_REF = 'refs/remotes/origin/main';
const SAFE_REF = /^refs\/[A-Za-z0-9._/-]{1,240}$/;

export interface PinRequest {
  /** A local path or a URL (https, ssh, file, git@host:path). */
  repo: string;
  commit: string;
  protectedRef?: string;
  trustFile?: string;
  profile: Profile;
  /** Default: `defaultCacheDir(env)`. */
  cacheDir?: string;
  /** Where git's PATH, HOME, proxies and the default cache dir come from (default: `process.env`). */
  env?: NodeJS.ProcessEnv;
}

export interface PinnedPolicy {
  set: PolicySet;
  repo: string;
  commit: string;
  digest: string;
  /** True when the approval was verified (profile prod). */
  verified: boolean;
  approvers: string[];
  /** Git network operations this load needed: 0 when the cache already held the commit. */
  fetches: number;
}

/**
 * Loads the policy pinned at `commit` of `repo`.
 *
 * @example
 * const pinned = await loadPinnedPolicy({ repo: 'https://github.com/acme/agent-policies', commit, profile: 'prod', trustFile });
 */
export async function loadPinnedPolicy(req: PinRequest): Promise<PinnedPolicy> {
  const protectedRef = req.protectedRef ?? DEFAULT_PROTECTED_REF;
  checkInputs(req.repo, req.commit, protectedRef);
  const env = req.env ?? process.env;
  const cacheDir = req.cacheDir ?? defaultCacheDir(env);
  const repoDir = repoCacheDir(cacheDir, req.repo);
  let fetches = 0;
  let entry = await readCacheEntry(cacheDir, req.commit);
  const known = entry?.reachable.some((r) => r.repo === req.repo && r.protected_ref === protectedRef);
  if (!entry || !known) {
    fetches = await withRepoLock(cacheDir, repoDir, () =>
      fetchPinned(gitAt(repoDir, env), repoDir, req.repo, req.commit, protectedRef),
    );
    const git = gitAt(repoDir, env);
    const entries = entry?.entries ?? (await readGovernedTree(git, req.commit));
    const digest = entry?.digest ?? computeDigest(entries);
    entry = {
      commit: req.commit,
      digest,
      entries,
      reachable: [...(entry?.reachable ?? []), { repo: req.repo, protected_ref: protectedRef }],
    } satisfies CacheEntry;
    // Validate before caching: the cache only ever holds policies that passed.
    validate(entry);
    await writeCacheEntry(cacheDir, entry);
  }
  const set = validate(entry);
  let approval = { approvers: [] as string[] };
  if (req.profile === 'prod') {
    approval = await verifyPinnedApproval({
      repoDir,
      commit: req.commit,
      digest: entry.digest,
      trustFile: req.trustFile,
    });
  }
  return {
    set,
    repo: req.repo,
    commit: req.commit,
    digest: entry.digest,
    verified: req.profile === 'prod',
    approvers: approval.approvers,
    fetches,
  };
}

/** Refuses option-shaped, short or symbolic input before git sees any of it. */
function checkInputs(repo: string, commit: string, protectedRef: string): void {
  if (!FULL_COMMIT.test(commit)) {
    throw new LoopgovError(
      'ERR_PIN',
      `--policy-commit must be a full 40-hex commit id (got ${JSON.stringify(commit)}): short ids, branch names and options are refused`,
    );
  }
  if (!repo || repo.startsWith('-') || /^[A-Za-z0-9+.-]+::/.test(repo) || /[\0\n\r]/.test(repo)) {
    throw new LoopgovError(
      'ERR_PIN',
      `--policy-repo is not a repository path or URL: ${JSON.stringify(repo)}`,
    );
  }
  if (!SAFE_REF.test(protectedRef) || protectedRef.includes('..') || protectedRef.endsWith('/')) {
    throw new LoopgovError(
      'ERR_PIN',
      `--protected-ref must be a full ref name under refs/ (got ${JSON.stringify(protectedRef)})`,
    );
  }
}

function validate(entry: CacheEntry): PolicySet {
  const set = parsePolicySet(
    entry.entries.map((e) => ({ path: e.path, content: e.content! })),
    { complete: true },
  );
  assertWithinCeiling(set, `the policy at ${entry.commit}`);
  return set;
}

function gitAt(dir: string, env: NodeJS.ProcessEnv): SimpleGit {
  const options = {
    baseDir: dir,
    trimmed: false,
    timeout: { block: 120_000 },
    // simple-git's guard against GIT_* variables: these three are ours, set on purpose.
    allowEnvironment: ['GIT_TERMINAL_PROMPT', 'GIT_ALLOW_PROTOCOL', 'GIT_DIR'],
  };
  return simpleGit(options).env({
    ...passThroughEnv(env),
    GIT_TERMINAL_PROMPT: '0',
    GIT_ALLOW_PROTOCOL: 'file:https:http:ssh:git',
    // Always this bare clone: never a repository found by walking up from the cache dir.
    GIT_DIR: dir,
  });
}

// Only what git needs to reach a remote: no EDITOR, PAGER, GIT_* overrides or other ways to run code.
const PASS_THROUGH = ['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'TMPDIR', 'SSH_AUTH_SOCK'];
const PROXY = /^(https?|no|all)_proxy$/i;

function passThroughEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    if (v !== undefined && (PASS_THROUGH.includes(k) || PROXY.test(k))) out[k] = v;
  }
  return out;
}

/** Fetches the protected ref into the cached bare clone and proves the commit is in its history. */
async function fetchPinned(
  git: SimpleGit,
  repoDir: string,
  repo: string,
  commit: string,
  protectedRef: string,
): Promise<number> {
  await mkdir(repoDir, { recursive: true });
  const local = `refs/loopgov/protected/${protectedRef.slice('refs/'.length)}`;
  let fetches = 0;
  try {
    if (!existsSync(join(repoDir, 'HEAD'))) await git.raw(['init', '--bare', '-q']);
    fetches++;
    await git.raw([
      'fetch',
      '--quiet',
      '--no-tags',
      '--force',
      '--end-of-options',
      repo,
      `+${protectedRef}:${local}`,
    ]);
  } catch (e) {
    throw new LoopgovError('ERR_PIN', `cannot fetch ${protectedRef} from ${repo}: ${firstLine(e)}`);
  }
  if ((await git.raw(['rev-parse', '--is-shallow-repository'])).trim() === 'true') {
    try {
      fetches++;
      await git.raw([
        'fetch',
        '--quiet',
        '--no-tags',
        '--unshallow',
        '--end-of-options',
        repo,
        `+${protectedRef}:${local}`,
      ]);
    } catch (e) {
      throw new LoopgovError(
        'ERR_PIN',
        `${repo} gives only a shallow history and it cannot be deepened (${firstLine(e)}): reachability of ${commit} cannot be proven`,
      );
    }
  }
  if (!(await hasCommit(git, commit))) {
    // Best effort, to tell "exists elsewhere" from "does not exist"; the answer is HALT either way.
    fetches++;
    await git.raw(['fetch', '--quiet', '--no-tags', '--end-of-options', repo, commit]).catch(() => undefined);
    if (!(await hasCommit(git, commit))) {
      throw new LoopgovError('ERR_PIN', `commit ${commit} does not exist in ${repo}`);
    }
  }
  // `merge-base A B` is A exactly when A is an ancestor of B. (Not `--is-ancestor`: simple-git does not
  // reject on a non-zero exit that prints nothing, so its "no" would read as "yes".)
  const base = await git.raw(['merge-base', '--end-of-options', commit, local]).catch(() => '');
  if (base.trim() !== commit) {
    throw new LoopgovError('ERR_PIN', `commit ${commit} is not reachable from ${protectedRef} in ${repo}`);
  }
  return fetches;
}

async function hasCommit(git: SimpleGit, commit: string): Promise<boolean> {
  const out = await git
    .raw(['rev-parse', '--verify', '--quiet', '--end-of-options', `${commit}^{commit}`])
    .catch(() => '');
  return out.trim() === commit;
}

/** Serializes fetches into one cached clone across processes (two runs starting at once). */
async function withRepoLock<T>(cacheDir: string, repoDir: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(repoDir, { recursive: true });
  let release: (() => Promise<void>) | undefined;
  try {
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
