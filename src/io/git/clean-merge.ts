/**
 * git's own merge of two commits, as the gate reads it: `git merge-tree --write-tree` (git ≥ 2.38), whose
 * trees go to a scratch object folder so the gate never writes the repository it reads.
 *
 * Which merge commits propose nothing under `policies/` (decision 118): those whose `policies/` tree is
 * exactly what git's own merge of their parents makes, with no conflict there — "Update branch", or `git
 * merge` with nothing resolved by hand. Such a merge carries no content of its author's: what it holds
 * under `policies/` was committed by its parents' histories, whose commits the gate reads one by one.
 * Anything else — a conflict resolved under `policies/`, an edit made in the merge (an "evil merge"), a
 * side taken with `-s ours`, an octopus, a git too old for `merge-tree --write-tree` — proposes content,
 * so its author and committer are proposers.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { GOVERNED_DIR } from '../../core/policy/parse.js';
import { GIT_ARGS, gitEnv } from './invocation.js';
import { topPath } from './objects.js';

export interface MergeCommit {
  sha: string;
  parents: string[];
}

/** What git's merge of two commits makes of `policies/`. */
export type MergedPolicies =
  /** `entry`: the merged tree's `policies` entry (`<mode> <type> <oid>`, '' when absent); `tree`: the merged tree. */
  | { ok: true; entry: string; tree: string }
  /** Paths under `policies/` git cannot merge on its own. */
  | { ok: false; conflicts: string[] }
  /** git could not merge at all (unrelated histories, a git older than 2.38, …): what it said. */
  | { ok: false; conflicts?: undefined; failure: string };

/**
 * Runs `fn` with an environment whose git writes objects into a scratch folder and reads the repository's
 * objects as an alternate; the folder is removed afterwards.
 *
 * @example
 * const entry = await withScratchObjects(dir, (env) => policiesEntry(dir, 'HEAD', env));
 */
export async function withScratchObjects<T>(
  dir: string,
  fn: (env: NodeJS.ProcessEnv) => Promise<T>,
): Promise<T> {
  const objects = (
    await runGit(dir, ['rev-parse', '--path-format=absolute', '--git-path', 'objects'])
  ).stdout.trim();
  const scratch = await mkdtemp(join(tmpdir(), 'loopgov-merge-'));
  try {
    return await fn({
      ...gitEnv(process.env),
      GIT_OBJECT_DIRECTORY: scratch,
      GIT_ALTERNATE_OBJECT_DIRECTORIES: objects,
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * git's own merge of `ours` and `theirs` (`merge-tree --write-tree`, as GitHub merges), read under
 * `policies/` only: a conflict elsewhere does not matter here. `env` comes from `withScratchObjects`.
 *
 * @example
 * const merged = await withScratchObjects(dir, (env) => mergePolicies(dir, baseSha, headSha, env));
 */
export async function mergePolicies(
  dir: string,
  ours: string,
  theirs: string,
  env: NodeJS.ProcessEnv,
): Promise<MergedPolicies> {
  const merged = await runGit(
    dir,
    ['merge-tree', '--write-tree', '--name-only', '-z', '--no-messages', ours, theirs],
    env,
  );
  // Exit 0: no conflict; 1: conflicts, named after the tree. Anything else: git could not tell.
  if (merged.code !== 0 && merged.code !== 1)
    return {
      ok: false,
      failure: `git merge-tree --write-tree (git 2.38 or later) failed: ${merged.stderr.trim().split('\n')[0] || `exit ${merged.code}`}`,
    };
  const [tree, ...conflicted] = merged.stdout.split('\0').filter(Boolean);
  if (!tree || !/^[0-9a-f]{40,64}$/.test(tree))
    return { ok: false, failure: `git merge-tree answered ${JSON.stringify(merged.stdout.slice(0, 80))}` };
  const conflicts = [...new Set(conflicted)].filter(
    (p) => p === GOVERNED_DIR || p.startsWith(`${GOVERNED_DIR}/`),
  );
  if (conflicts.length > 0) return { ok: false, conflicts };
  const entry = await policiesEntry(dir, tree, env);
  if (entry === undefined) return { ok: false, failure: `git ls-tree cannot read the merged tree ${tree}` };
  return { ok: true, entry, tree };
}

/**
 * The merges among `merges` whose `policies/` tree equals git's own merge of their two parents.
 *
 * @example
 * const clean = await findCleanMerges(dir, [{ sha, parents: [prTip, baseTip] }]); // Set { sha }
 */
export async function findCleanMerges(dir: string, merges: MergeCommit[]): Promise<Set<string>> {
  const clean = new Set<string>();
  const twoParents = merges.filter((m) => m.parents.length === 2 && [m.sha, ...m.parents].every(isCommitId));
  if (twoParents.length === 0) return clean;
  await withScratchObjects(dir, async (env) => {
    for (const m of twoParents) {
      const merged = await mergePolicies(dir, m.parents[0]!, m.parents[1]!, env);
      if (merged.ok && (await policiesEntry(dir, m.sha, env)) === merged.entry) clean.add(m.sha);
    }
  });
  return clean;
}

/**
 * The `policies` entry of a tree-ish (`<mode> <type> <oid>`, '' when absent), or undefined when git failed.
 *
 * @example
 * await policiesEntry(dir, headSha) // '040000 tree 4b825d…'
 */
export async function policiesEntry(
  dir: string,
  treeish: string,
  env: NodeJS.ProcessEnv = gitEnv(process.env),
): Promise<string | undefined> {
  const r = await runGit(dir, ['ls-tree', '-z', '--full-tree', treeish, '--', topPath(GOVERNED_DIR)], env);
  if (r.code !== 0) return undefined;
  return r.stdout.split('\0')[0]!.split('\t')[0]!;
}

function isCommitId(s: string): boolean {
  return FULL_COMMIT.test(s);
}

/** Runs git; never rejects: the exit code (-1 when it did not run) and both outputs. */
export function runGit(
  dir: string,
  args: string[],
  env: NodeJS.ProcessEnv = gitEnv(process.env),
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'git',
      [...GIT_ARGS, ...args],
      { cwd: dir, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
