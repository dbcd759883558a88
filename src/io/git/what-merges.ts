/**
 * What a pull request merges (decision 128): the gate judges the `policies/` tree git's merge of head into
 * base would hold, not head's on its own; and on `merge_group`, which commits are the pull request's own
 * and which the merge queue built from them.
 */
import { firstLine } from '../../core/errors.js';
import type { WhatMerges } from '../../core/merge/types.js';
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { GOVERNED_DIR } from '../../core/policy/parse.js';
import { mergePolicies, policiesEntry, type ScratchRepo, withScratchRepo } from './clean-merge.js';
import { gitSaid, runGit } from './invocation.js';
import { topPath } from './objects.js';
import { type RebasedPolicies, rebaseDifference, rebasedPolicies } from './rebase-policies.js';

/**
 * What merging `head` into `base` (full commit ids) makes of `policies/`, as GitHub merges it (git's
 * merge-ort, `merge-tree --write-tree`): `head` when the merge holds head's `policies/` (base is an
 * ancestor of head, or the base's newer commits changed nothing there), `base` when it leaves the base's
 * as they are (head's own differ only by what the base changed since), `neither` otherwise — head lacks
 * policy changes the base made since, or they conflict — with why and what to do. `labels` name the two
 * revisions as the user gave them. Never throws: what git cannot tell is a `neither`.
 *
 * Unless `rebase` is false, a `neither` also when a plain `git rebase base` of head would land other
 * `policies/` than that merge (`rebaseVerdict`): checked when base is not an ancestor of head, and when
 * it is but base..head holds a merge commit (which a rebase drops). `rebase: false` is for a merge queue's
 * build (`merge_group`), which lands as it is: no rebase follows it.
 *
 * @example
 * await readWhatMerges(dir, baseSha, headSha, { base: 'main', head: 'feature' }) // { policies: 'head' }
 */
export async function readWhatMerges(
  dir: string,
  base: string,
  head: string,
  labels: { base: string; head: string },
  options: { rebase?: boolean } = {},
): Promise<WhatMerges> {
  const [b, h] = [short(labels.base), short(labels.head)];
  const rebase = options.rebase !== false;
  const ancestor = await runGit(dir, ['merge-base', '--is-ancestor', base, head]);
  // A fast-forward, or a merge whose tree is head's: what merges is head.
  if (ancestor.code === 0) return rebase ? readFastForward(dir, base, head, { b, h }) : { policies: 'head' };
  const unknown = (why: string): WhatMerges => ({
    policies: 'neither',
    why: `cannot tell what merging ${h} into ${b} makes of policies/: ${why}`,
  });
  if (ancestor.code !== 1) return unknown(`git merge-base failed: ${gitSaid(ancestor)}`);
  return withScratchRepo(dir, async (scratch): Promise<WhatMerges> => {
    const [merged, atBase, atHead] = await Promise.all([
      mergePolicies(scratch, base, head),
      policiesEntry(scratch, base),
      policiesEntry(scratch, head),
    ]);
    if (atBase === undefined || atHead === undefined) return unknown('git ls-tree failed');
    if (!merged.ok)
      return merged.conflicts
        ? {
            policies: 'neither',
            why: `${h} conflicts with ${b} in policies/ (${list(merged.conflicts)}): merge ${b} into the branch and resolve the conflict, so the gate judges what merges`,
          }
        : unknown(merged.failure);
    // `git rebase` replays only the commits whose patch the base lacks: what it lands may differ.
    const differs = rebase
      ? await rebaseVerdict(scratch, await rebasedPolicies(scratch, base, head), merged.entry, { b, h })
      : undefined;
    if (differs) return differs;
    if (merged.entry === atHead) return { policies: 'head' };
    if (merged.entry === atBase) return { policies: 'base' };
    const [commits, files] = await Promise.all([
      scratch.run(['rev-list', `${head}..${base}`, '--', topPath(GOVERNED_DIR)]),
      scratch.run(['diff', '--name-only', '-z', head, merged.tree, '--', topPath(GOVERNED_DIR)]),
    ]);
    const shas = commits.stdout.split('\n').filter(Boolean);
    const paths = files.stdout.split('\0').filter(Boolean);
    return {
      policies: 'neither',
      why:
        `the branch is behind ${b} in policies/: ${shas.length} commit(s) of ${b} it does not hold (${list(shas.map((s) => s.slice(0, 12)))}) changed ${list(paths)}, ` +
        `so the merge would hold policies/ that neither ${b} nor ${h} holds, which no approval binds (an approval binds the head's digest): ` +
        `update the branch (merge ${b} into it), so the gate judges what merges, then have its head approved`,
    };
  }).catch((e: unknown) => unknown(firstLine(e)));
}

/**
 * base is an ancestor of head: what merges is head (a fast-forward, or a merge commit of head's tree). A
 * rebase of a linear branch is that same fast-forward (git: "Current branch … is up to date"). One of a
 * branch with a merge commit — say, updated by merging base into it — drops the merge and replays the
 * branch's other commits onto base, which can land other `policies/`. Cost: one `rev-list` when
 * base..head is linear; else the rebase simulated (`rebasedPolicies`) and one `ls-tree`.
 */
async function readFastForward(
  dir: string,
  base: string,
  head: string,
  labels: { b: string; h: string },
): Promise<WhatMerges> {
  const merges = await runGit(dir, ['rev-list', '--min-parents=2', '--max-count=1', `${base}..${head}`]);
  if (merges.code !== 0) return cannotRebase(labels, `git rev-list failed: ${gitSaid(merges)}`);
  if (merges.stdout.trim() === '') return { policies: 'head' };
  return withScratchRepo(dir, async (scratch): Promise<WhatMerges> => {
    const [rebased, atHead] = await Promise.all([
      rebasedPolicies(scratch, base, head),
      policiesEntry(scratch, head),
    ]);
    if (atHead === undefined) return cannotRebase(labels, 'git ls-tree failed');
    return (await rebaseVerdict(scratch, rebased, atHead, labels)) ?? { policies: 'head' };
  }).catch((e: unknown) => cannotRebase(labels, firstLine(e)));
}

/**
 * A block when the rebase lands other `policies/` than `judged` (the `policies` entry of what the gate
 * judges merging), or when git could not tell (fail closed: a failure an attacker could provoke must not
 * leave a rebase unjudged). Undefined when the rebase lands the same, or stops at a conflict under
 * `policies/`: a person resolves that one (their resolution is pushed and judged, or lands past the
 * gate), and GitHub's "Rebase and merge" refuses a rebase that conflicts, so the merge's verdict stands.
 */
async function rebaseVerdict(
  scratch: ScratchRepo,
  rebased: RebasedPolicies,
  judged: string,
  labels: { b: string; h: string },
): Promise<WhatMerges | undefined> {
  const { b, h } = labels;
  if (!rebased.ok) return rebased.stops === undefined ? cannotRebase(labels, rebased.failure) : undefined;
  if (rebased.entry === judged) return undefined;
  const { commits, files } = await rebaseDifference(scratch, rebased.applied, rebased.entry, judged);
  const where = [
    files.length > 0 ? `in ${files.map((f) => `policies/${f}`).join(', ')}` : '',
    commits.length > 0 ? `from replaying ${commits.join('; ')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    policies: 'neither',
    why: `rebasing ${h} onto ${b} would give other policies/ than merging it${where ? ` (${where})` : ''}: git rebase drops the branch's merge commits, skips its commits whose change ${b} already holds and replays the rest, which here lands other policies/ (merging ${b} into the branch does not change that). Drop or revert the commit that makes the difference, or rebase the branch onto ${b} yourself and push it, so the gate judges what lands`,
  };
}

function cannotRebase(labels: { b: string; h: string }, why: string): WhatMerges {
  return {
    policies: 'neither',
    why: `cannot tell what rebasing ${labels.h} onto ${labels.b} makes of policies/: ${why}`,
  };
}

/**
 * On `merge_group`: whether `head` is the merge queue's build of the pull request whose own head is
 * `pullHead`, on top of `base` — `pullHead` is in this clone and head's whole tree is git's merge of base
 * and pullHead. Then head's commits beyond the pull request's own (a squash commit, with a
 * `Co-authored-by` GitHub adds for each other author of the pull request; a rebase's copies; a merge
 * commit) hold nothing but what base and the pull request's commits hold, and the pull request's own
 * commits (base..pullHead) are the ones to judge. Else why not (the queue's commits are then judged as
 * the pull request's). Never throws.
 *
 * @example
 * await readQueueBuild(dir, baseSha, queueSha, prHeadSha) // { ok: true }
 */
export async function readQueueBuild(
  dir: string,
  base: string,
  head: string,
  pullHead: string,
): Promise<{ ok: true } | { ok: false; why: string }> {
  const at = `the pull request's head ${pullHead.slice(0, 12)}`;
  if (!FULL_COMMIT.test(pullHead)) return { ok: false, why: `${at} is not a full commit id` };
  const present = await runGit(dir, ['cat-file', '-e', `${pullHead}^{commit}`]);
  if (present.code !== 0)
    return {
      ok: false,
      why: `${at} is not in this clone (a fork's branch is not fetched by actions/checkout)`,
    };
  return withScratchRepo(dir, async (scratch): Promise<{ ok: true } | { ok: false; why: string }> => {
    const [merged, tree] = await Promise.all([
      mergePolicies(scratch, base, pullHead),
      scratch.run(['rev-parse', '--verify', '--quiet', `${head}^{tree}`]),
    ]);
    if (!merged.ok)
      return {
        ok: false,
        why: merged.conflicts
          ? `${at} conflicts with the queue's base in policies/`
          : `cannot merge ${at} into the queue's base: ${merged.failure}`,
      };
    if (tree.code !== 0 || tree.stdout.trim() !== merged.tree)
      return {
        ok: false,
        why: `the queue's head ${head.slice(0, 12)} is not git's merge of its base and ${at} (another pull request in the group, or a rebase that resolved otherwise)`,
      };
    return { ok: true };
  }).catch((e: unknown) => ({ ok: false, why: `cannot merge ${at} into the queue's base: ${firstLine(e)}` }));
}

function short(rev: string): string {
  return FULL_COMMIT.test(rev) ? rev.slice(0, 12) : rev;
}

/** The first three, and how many more. */
function list(items: string[]): string {
  return items.slice(0, 3).join(', ') + (items.length > 3 ? ` and ${items.length - 3} more` : '');
}
