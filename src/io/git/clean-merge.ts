/**
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

/**
 * The merges among `merges` whose `policies/` tree equals git's own merge of their two parents.
 * `git merge-tree --write-tree` writes the trees it makes, so it writes them into a temporary object
 * folder (the repository's objects as an alternate): the gate reads the repository, never writes it.
 *
 * @example
 * const clean = await findCleanMerges(dir, [{ sha, parents: [prTip, baseTip] }]); // Set { sha }
 */
export async function findCleanMerges(dir: string, merges: MergeCommit[]): Promise<Set<string>> {
  const clean = new Set<string>();
  const twoParents = merges.filter((m) => m.parents.length === 2 && [m.sha, ...m.parents].every(isCommitId));
  if (twoParents.length === 0) return clean;
  const objects = (
    await run(dir, ['rev-parse', '--path-format=absolute', '--git-path', 'objects'])
  ).stdout.trim();
  const scratch = await mkdtemp(join(tmpdir(), 'loopgov-merge-'));
  const env = {
    ...gitEnv(process.env),
    GIT_OBJECT_DIRECTORY: scratch,
    GIT_ALTERNATE_OBJECT_DIRECTORIES: objects,
  };
  try {
    for (const m of twoParents) if (await isClean(dir, m, env)) clean.add(m.sha);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return clean;
}

async function isClean(dir: string, m: MergeCommit, env: NodeJS.ProcessEnv): Promise<boolean> {
  const merged = await run(
    dir,
    ['merge-tree', '--write-tree', '--name-only', '-z', '--no-messages', m.parents[0]!, m.parents[1]!],
    env,
  );
  // Exit 0: no conflict; 1: conflicts, named after the tree. Anything else: git could not tell.
  if (merged.code !== 0 && merged.code !== 1) return false;
  const [tree, ...conflicted] = merged.stdout.split('\0').filter(Boolean);
  if (!tree || !/^[0-9a-f]{40,64}$/.test(tree)) return false;
  if (conflicted.some((p) => p === GOVERNED_DIR || p.startsWith(`${GOVERNED_DIR}/`))) return false;
  const [ours, made] = await Promise.all([policiesEntry(dir, m.sha, env), policiesEntry(dir, tree, env)]);
  return ours !== undefined && ours === made;
}

/** The `policies` entry of a tree (`<mode> <type> <oid>`, '' when absent), or undefined when git failed. */
async function policiesEntry(
  dir: string,
  treeish: string,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const r = await run(dir, ['ls-tree', '-z', '--full-tree', treeish, '--', topPath(GOVERNED_DIR)], env);
  if (r.code !== 0) return undefined;
  return r.stdout.split('\0')[0]!.split('\t')[0]!;
}

function isCommitId(s: string): boolean {
  return FULL_COMMIT.test(s);
}

function run(
  dir: string,
  args: string[],
  env: NodeJS.ProcessEnv = gitEnv(process.env),
): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      'git',
      [...GIT_ARGS, ...args],
      { cwd: dir, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout });
      },
    );
  });
}
