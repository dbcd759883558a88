/**
 * What rebasing a branch onto its base makes of `policies/` (decision 128, addendum): a plain
 * `git rebase <base>` drops the branch's merge commits and replays, one by one, only its other commits
 * whose patch the base does not already hold — the todo list git builds from
 * `rev-list --reverse --topo-order --no-merges --cherry-pick --right-only base...head`. So a branch that
 * makes a change the base already made, then reverts it, merges as "no change" (or, updated by a merge,
 * fast-forwards to the base's policies) but rebases into the revert. Each replay is simulated as git's
 * cherry-pick is: a three-way merge, with the commit's parent as the merge base (an empty tree for a root
 * commit), of the tree built so far and the commit (on git 2.39, which has no `merge-tree --merge-base`,
 * by a scratch commit of that tree on the commit's parent). A commit that becomes empty changes nothing,
 * as git drops it.
 */
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { mergeTree, policiesEntry, type ScratchRepo } from './clean-merge.js';
import { gitSaid } from './invocation.js';

/** What a plain `git rebase <base>` of a head lands in `policies/`. */
export type RebasedPolicies =
  /**
   * The rebased tree's `policies` entry (`<mode> <type> <oid>`, '' when absent), and the replayed commits
   * that changed the tree (one whose change the tree already holds becomes empty, and git drops it).
   */
  | { ok: true; entry: string; applied: string[] }
  /**
   * The replay of `stops` (a commit id) conflicts under `policies/`: a rebase stops there for a person to
   * resolve, and GitHub's "Rebase and merge" refuses the pull request.
   */
  | { ok: false; stops: string }
  /** git failed: what it said. */
  | { ok: false; stops?: undefined; failure: string };

/**
 * The `policies` entry a plain `git rebase base` of `head` would hold, where the replay stops, or why git
 * could not tell. `base` and `head` are commit ids. Cost: one `rev-list`, then two git processes per
 * commit replayed (`commit-tree`, `merge-tree`), and one `ls-tree`.
 *
 * @example
 * await rebasedPolicies(scratch, baseSha, headSha) // { ok: true, entry: '040000 tree 4b825d…' }
 */
export async function rebasedPolicies(
  scratch: ScratchRepo,
  base: string,
  head: string,
): Promise<RebasedPolicies> {
  const listed = await scratch.run([
    'rev-list',
    '--reverse',
    '--topo-order',
    '--no-merges',
    '--parents',
    '--cherry-pick',
    '--right-only',
    `${base}...${head}`,
  ]);
  if (listed.code !== 0) return { ok: false, failure: `git rev-list failed: ${gitSaid(listed)}` };
  const commits = listed.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split(' '));
  // `--no-merges`: each commit with its one parent, or none (a root commit, from an unrelated history).
  if (commits.some((c) => c.length > 2 || !c.every((id) => FULL_COMMIT.test(id))))
    return { ok: false, failure: `git rev-list answered ${JSON.stringify(listed.stdout.slice(0, 80))}` };
  const baseTree = await scratch.run(['rev-parse', '--verify', '--end-of-options', `${base}^{tree}`]);
  if (baseTree.code !== 0) return { ok: false, failure: `git rev-parse failed: ${gitSaid(baseTree)}` };
  let tree = baseTree.stdout.trim();
  const applied: string[] = [];
  for (const [commit, parent] of commits) {
    // A commit of the tree so far on the commit's parent: its merge with the commit has that parent as
    // its merge base, which is the three-way merge git's cherry-pick makes.
    const step = await scratch.run([
      ...STEP_IDENTITY,
      'commit-tree',
      tree,
      ...(parent ? ['-p', parent] : []),
      '-m',
      'rebase step',
    ]);
    if (step.code !== 0 || !step.stdout.trim())
      return { ok: false, failure: `git commit-tree failed: ${gitSaid(step)}` };
    const merged = await mergeTree(scratch, step.stdout.trim(), commit!, { unrelated: !parent });
    if (!merged.ok)
      return merged.conflicts ? { ok: false, stops: commit! } : { ok: false, failure: merged.failure };
    if (merged.tree !== tree) applied.push(commit!);
    tree = merged.tree;
  }
  const entry = await policiesEntry(scratch, tree);
  if (entry === undefined) return { ok: false, failure: `git ls-tree cannot read the rebased tree ${tree}` };
  return { ok: true, entry, applied };
}

/**
 * Why a rebase lands other `policies/` than `judged` (both `policies` entries), for the person to act on:
 * the commits whose replay changed `policies/` (up to three, `<short id> <subject>`; `applied` from
 * `rebasedPolicies`) and the files the two
 * differ in (up to five). Best effort: what git cannot say is left out.
 *
 * @example
 * await rebaseDifference(scratch, rebased, judged) // { commits: ['1a2b3c4d tighten tokens'], files: ['loop-policy.yaml'] }
 */
export async function rebaseDifference(
  scratch: ScratchRepo,
  applied: string[],
  rebasedEntry: string,
  judgedEntry: string,
): Promise<{ commits: string[]; files: string[] }> {
  const oid = (entry: string) => entry.split(' ')[2] ?? EMPTY_TREE;
  const [touching, differing] = await Promise.all([
    applied.length > 0 && applied.length <= MAX_NAMED_REPLAYS
      ? scratch.run(['log', '--no-walk=unsorted', '--format=%h %s', ...applied, '--', 'policies'])
      : Promise.resolve({ code: 1, stdout: '', stderr: '' }),
    scratch.run(['diff-tree', '-r', '--name-only', oid(judgedEntry), oid(rebasedEntry)]),
  ]);
  const lines = (r: { code: number; stdout: string }, n: number) =>
    r.code === 0 ? r.stdout.split('\n').filter(Boolean).slice(0, n) : [];
  return { commits: lines(touching, 3), files: lines(differing, 5) };
}

/** Commit ids named on one command line at most (a longer branch names no commits, only files). */
const MAX_NAMED_REPLAYS = 2000;
/** git's empty tree: what an absent `policies/` compares as. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/** The scratch commits' identity: the scratch repository reads no config that would hold one. */
const STEP_IDENTITY = ['-c', 'user.name=loopgov', '-c', 'user.email=loopgov@localhost'];
