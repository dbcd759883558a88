/**
 * git's own merge of two commits, as the gate reads it: `git merge-tree --write-tree` (git ≥ 2.38), run in
 * a scratch repository (`withScratchRepo`) whose trees never go to the repository the gate reads, and which
 * no attributes or config of the repository, its work tree or the user reach.
 *
 * Which merge commits propose nothing under `policies/` (decision 118): those whose `policies/` tree is
 * exactly what git's own merge of their parents makes, with no conflict there — "Update branch", or `git
 * merge` with nothing resolved by hand. Such a merge carries no content of its author's: what it holds
 * under `policies/` was committed by its parents' histories, whose commits the gate reads one by one.
 * Anything else — a conflict resolved under `policies/`, an edit made in the merge (an "evil merge"), a
 * side taken with `-s ours`, an octopus, a git too old for `merge-tree --write-tree` — proposes content,
 * so its author and committer are proposers.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { GOVERNED_DIR } from '../../core/policy/parse.js';
import { gitEnv, gitSaid, runGit } from './invocation.js';
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
 * A scratch repository for git's merges: a bare git directory of its own (no work tree, no config but
 * its own, no `info/attributes`) that reads the repository's objects as an alternate and writes the
 * merged trees into its own folder. `run` runs git there.
 */
export interface ScratchRepo {
  run: (args: string[]) => Promise<{ code: number; stdout: string; stderr: string }>;
}

/**
 * Settings of every git run in a scratch repository, so that nothing outside the commits changes what
 * git's merge makes of them (decision 128, addendum): no attributes file (`core.attributesFile`, which
 * otherwise defaults to `~/.config/git/attributes`) — and, the scratch repository being bare and new,
 * no work tree `.gitattributes` and no `$GIT_DIR/info/attributes` — so no `merge=` attribute selects a
 * merge driver or `union`, and no `text`/`eol` attribute renormalises content.
 */
const SCRATCH_ARGS: readonly string[] = ['-c', 'core.attributesFile=/dev/null'];

/**
 * Runs `fn` with a scratch repository (`ScratchRepo`) made for `dir`'s objects; the folder is removed
 * afterwards. Git runs there with no user or system config (`GIT_CONFIG_GLOBAL=/dev/null`,
 * `GIT_CONFIG_NOSYSTEM`) and no inherited `GIT_*` variable, from inside the scratch folder: the merge is
 * the same whoever runs it and whatever is checked out — the CLI, the Action and the library agree.
 *
 * @example
 * const entry = await withScratchRepo(dir, (scratch) => policiesEntry(scratch, headSha));
 */
export async function withScratchRepo<T>(dir: string, fn: (scratch: ScratchRepo) => Promise<T>): Promise<T> {
  const asked = await runGit(dir, [
    'rev-parse',
    '--path-format=absolute',
    '--git-path',
    'objects',
    '--show-object-format',
  ]);
  const [objects, format] = asked.stdout.trim().split('\n');
  if (asked.code !== 0 || !objects || !format)
    throw new LoopgovError('ERR_GIT', `git rev-parse cannot locate the objects of ${dir}: ${gitSaid(asked)}`);
  const scratch = await mkdtemp(join(tmpdir(), 'loopgov-merge-'));
  try {
    await mkdir(join(scratch, 'objects', 'info'), { recursive: true });
    await mkdir(join(scratch, 'refs'));
    await writeFile(join(scratch, 'HEAD'), 'ref: refs/heads/main\n');
    await writeFile(join(scratch, 'objects', 'info', 'alternates'), `${objects}\n`);
    await writeFile(
      join(scratch, 'config'),
      format === 'sha1'
        ? '[core]\n\trepositoryformatversion = 0\n\tbare = true\n'
        : `[core]\n\trepositoryformatversion = 1\n\tbare = true\n[extensions]\n\tobjectformat = ${format}\n`,
    );
    const env: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(gitEnv(process.env))) if (!/^GIT_/i.test(k)) env[k] = v;
    Object.assign(env, { GIT_DIR: scratch, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' });
    return await fn({ run: (args) => runGit(scratch, [...SCRATCH_ARGS, ...args], env) });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** git's own merge of two commits, read under `policies/` only. */
export type MergedTree =
  /** The merged tree (which may hold conflicts outside `policies/`). */
  | { ok: true; tree: string }
  /** Paths under `policies/` git cannot merge on its own. */
  | { ok: false; conflicts: string[] }
  /** git could not merge at all: what it said. */
  | { ok: false; conflicts?: undefined; failure: string };

/**
 * git's own merge of `ours` and `theirs` (`merge-tree --write-tree`, as GitHub merges), read under
 * `policies/` only: a conflict elsewhere does not matter here. `ours` and `theirs` are
 * commit ids: the scratch repository has no refs.
 *
 * @example
 * const merged = await withScratchRepo(dir, (scratch) => mergePolicies(scratch, baseSha, headSha));
 */
export async function mergePolicies(
  scratch: ScratchRepo,
  ours: string,
  theirs: string,
): Promise<MergedPolicies> {
  const merged = await mergeTree(scratch, ours, theirs);
  if (!merged.ok) return merged;
  const entry = await policiesEntry(scratch, merged.tree);
  if (entry === undefined)
    return { ok: false, failure: `git ls-tree cannot read the merged tree ${merged.tree}` };
  return { ok: true, entry, tree: merged.tree };
}

/**
 * `mergePolicies` without reading the merged tree's `policies` entry: the tree, or the conflicts under
 * `policies/`, or why git could not merge. `unrelated`: two commits with no common history merge with an
 * empty tree as their merge base (`--allow-unrelated-histories`), as a cherry-pick of a root commit does.
 *
 * @example
 * await mergeTree(scratch, stepSha, commitSha) // { ok: true, tree: '4b825d…' }
 */
export async function mergeTree(
  scratch: ScratchRepo,
  ours: string,
  theirs: string,
  options: { unrelated?: boolean } = {},
): Promise<MergedTree> {
  const merged = await scratch.run([
    'merge-tree',
    '--write-tree',
    '--name-only',
    '-z',
    '--no-messages',
    ...(options.unrelated ? ['--allow-unrelated-histories'] : []),
    ours,
    theirs,
  ]);
  // Exit 0: no conflict; 1: conflicts, named after the tree. Anything else: git could not tell.
  if (merged.code !== 0 && merged.code !== 1)
    return {
      ok: false,
      failure: `git merge-tree --write-tree (git 2.38 or later) failed: ${gitSaid(merged)}`,
    };
  const [tree, ...conflicted] = merged.stdout.split('\0').filter(Boolean);
  if (!tree || !/^[0-9a-f]{40,64}$/.test(tree))
    return { ok: false, failure: `git merge-tree answered ${JSON.stringify(merged.stdout.slice(0, 80))}` };
  const conflicts = [...new Set(conflicted)].filter(
    (p) => p === GOVERNED_DIR || p.startsWith(`${GOVERNED_DIR}/`),
  );
  if (conflicts.length > 0) return { ok: false, conflicts };
  return { ok: true, tree };
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
  await withScratchRepo(dir, async (scratch) => {
    for (const m of twoParents) {
      const merged = await mergePolicies(scratch, m.parents[0]!, m.parents[1]!);
      if (merged.ok && (await policiesEntry(scratch, m.sha)) === merged.entry) clean.add(m.sha);
    }
  });
  return clean;
}

/**
 * The `policies` entry of a tree-ish (`<mode> <type> <oid>`, '' when absent), or undefined when git failed.
 *
 * @example
 * await policiesEntry(scratch, headSha) // '040000 tree 4b825d…'
 */
export async function policiesEntry(scratch: ScratchRepo, treeish: string): Promise<string | undefined> {
  const r = await scratch.run(['ls-tree', '-z', '--full-tree', treeish, '--', topPath(GOVERNED_DIR)]);
  if (r.code !== 0) return undefined;
  return r.stdout.split('\0')[0]!.split('\t')[0]!;
}

function isCommitId(s: string): boolean {
  return FULL_COMMIT.test(s);
}
