/**
 * What rebasing a branch onto its base makes of `policies/` (decision 128, addendum): `git rebase`
 * replays only the commits whose patch the base does not already hold (`--cherry-pick --right-only`),
 * so a branch that makes a change the base already made, then reverts it, merges as "no change" but
 * rebases into the revert. Each replay is simulated as git's cherry-pick is: a three-way merge, with the
 * commit's parent as the merge base, of the tree built so far and the commit (on git 2.39, which has no
 * `merge-tree --merge-base`, by a scratch commit of that tree on the commit's parent).
 */
import { mergePolicies, policiesEntry, type ScratchRepo } from './clean-merge.js';

/**
 * The `policies` entry a plain `git rebase base` of `head` would hold, or undefined when that cannot be
 * told: a merge commit among the replayed ones, a conflict (the rebase would stop for a person to
 * resolve), or git failing. `base` and `head` are commit ids.
 *
 * @example
 * await rebasedPolicies(scratch, baseSha, headSha) // '040000 tree 4b825d…'
 */
export async function rebasedPolicies(
  scratch: ScratchRepo,
  base: string,
  head: string,
): Promise<string | undefined> {
  const listed = await scratch.run([
    'rev-list',
    '--reverse',
    '--topo-order',
    '--parents',
    '--cherry-pick',
    '--right-only',
    `${base}...${head}`,
  ]);
  if (listed.code !== 0) return undefined;
  const commits = listed.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split(' '));
  if (commits.some((c) => c.length !== 2)) return undefined;
  let tree = `${base}^{tree}`;
  for (const [commit, parent] of commits) {
    // A commit of the tree so far on the commit's parent: its merge with the commit has that parent as
    // its merge base, which is the three-way merge git's cherry-pick makes.
    const step = await scratch.run([
      ...STEP_IDENTITY,
      'commit-tree',
      tree,
      '-p',
      parent!,
      '-m',
      'rebase step',
    ]);
    if (step.code !== 0 || !step.stdout.trim()) return undefined;
    const merged = await mergePolicies(scratch, step.stdout.trim(), commit!);
    if (!merged.ok) return undefined;
    tree = merged.tree;
  }
  return policiesEntry(scratch, tree);
}

/** The scratch commits' identity: the scratch repository reads no config that would hold one. */
const STEP_IDENTITY = ['-c', 'user.name=loopgov', '-c', 'user.email=loopgov@localhost'];
