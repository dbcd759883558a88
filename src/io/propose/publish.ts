/**
 * `--open-pr` for one area (SPEC §6, docs/decisions/105): find the bot's own pull request by its head
 * branch, bring the branch up to the proposal without ever forcing it, then open the pull request or
 * bring its title and description up to date. Every step can be repeated: a run that failed half-way
 * leaves a state the next run completes, and its error says which state that is.
 */
import { LoopgovError } from '../../core/errors.js';
import {
  type BotIdentity,
  branchFor,
  commitProposal,
  fetchBranchTip,
  placeProposal,
  pushBranch,
} from './git.js';
import type { PullRequests } from './github.js';
import type { ProposedArea } from './propose.js';

export interface PublishTarget {
  repo: string;
  remote: string;
  /** The commit the proposal was computed against, and the branch name the pull request merges into. */
  base: { commit: string; branch: string };
  bot: BotIdentity;
  pulls: PullRequests;
}

export interface PublishedArea {
  area: string;
  branch: string;
  commit: string;
  /** What happened to the branch: new, a fast-forward on top of what it held, or nothing to push. */
  push: 'created' | 'fast-forward' | 'unchanged';
  action: 'created' | 'updated' | 'unchanged';
  number: number;
  url: string;
}

/**
 * Publishes one area's proposal; throws `ERR_PROPOSE_BRANCH` (nothing pushed) when the branch cannot be
 * fast-forwarded, `ERR_GITHUB_API` / `ERR_GIT` naming what was left otherwise.
 *
 * @example
 * const done = await publishArea({ repo: '.', remote: 'origin', base, bot, pulls }, outcome.areas[0]);
 */
export async function publishArea(t: PublishTarget, a: ProposedArea): Promise<PublishedArea> {
  const branch = branchFor(a.proposal.area);
  // Looked up before anything is pushed: an API that cannot answer leaves the branch as it was.
  const existing = await t.pulls.findOwn(branch, t.base.branch);
  const tip = await fetchBranchTip(t.repo, t.remote, branch);
  const place = await placeProposal(t.repo, t.base.commit, tip);
  if (place === 'diverged') throw diverged(t, branch, tip!);
  const parent = place === 'tip' ? tip! : t.base.commit;
  const { commit, changed } = await commitProposal(
    t.repo,
    { base: t.base.commit, parent },
    a.files,
    t.bot,
    a.pr.title,
  );
  if (changed) await pushBranch(t.repo, t.remote, commit, branch);
  const push = tip === null ? 'created' : changed ? 'fast-forward' : 'unchanged';
  const state = `${branch} on ${t.remote} is at ${commit.slice(0, 12)} (${push === 'unchanged' ? 'unchanged' : 'pushed'})`;
  const done = { area: a.proposal.area, branch, commit, push } as const;
  if (!existing) {
    const pr = await t.pulls.create(branch, t.base.branch, a.pr).catch((e: unknown) => {
      throw new LoopgovError(
        'ERR_GITHUB_API',
        `${state}, but no pull request was opened — ${message(e)}; the next run finds the branch and opens it`,
      );
    });
    return { ...done, action: 'created', number: pr.number, url: pr.url };
  }
  if (existing.title === a.pr.title && existing.body === a.pr.body)
    return { ...done, action: 'unchanged', number: existing.number, url: existing.url };
  const pr = await t.pulls.update(existing.number, a.pr).catch((e: unknown) => {
    throw new LoopgovError(
      'ERR_GITHUB_API',
      `${state}, but pull request #${existing.number}'s title and description are stale (they describe an earlier proposal) — ${message(e)}; the next run rewrites them`,
    );
  });
  return { ...done, action: 'updated', number: pr.number, url: pr.url };
}

function diverged(t: PublishTarget, branch: string, tip: string): LoopgovError {
  const b = t.base.branch;
  return new LoopgovError(
    'ERR_PROPOSE_BRANCH',
    `${branch} on ${t.remote} (at ${tip.slice(0, 12)}) is not built on ${b} (${t.base.commit.slice(0, 12)}): ${b} moved on since the branch was pushed, or someone rewrote the branch. Nothing was pushed: forcing would erase the commits people added to it (rejects, approvals). Merge ${b} into the branch (GitHub's "Update branch") and the next run builds on it, or close the pull request and delete the branch to start afresh`,
  );
}

function message(e: unknown): string {
  return e instanceof LoopgovError ? e.message : String((e as Error)?.message ?? e);
}

/**
 * Publishes every area; one that fails does not stop the others (each failure is returned). Branch names
 * are slugs, so two areas could share one (`a..b` and `a.b`): the second would replace the first's
 * proposal on its branch and pull request, so neither is published and both are named.
 *
 * @example
 * const { prs, failures } = await publishAreas(target, outcome.areas);
 */
export async function publishAreas(
  t: PublishTarget,
  areas: ProposedArea[],
): Promise<{ prs: PublishedArea[]; failures: LoopgovError[] }> {
  const byBranch = new Map<string, string[]>();
  for (const a of areas) {
    const branch = branchFor(a.proposal.area);
    byBranch.set(branch, [...(byBranch.get(branch) ?? []), a.proposal.area]);
  }
  const prs: PublishedArea[] = [];
  const failures: LoopgovError[] = [];
  for (const a of areas) {
    const branch = branchFor(a.proposal.area);
    const sharing = byBranch.get(branch)!;
    if (sharing.length > 1) {
      failures.push(
        new LoopgovError(
          'ERR_PROPOSE_BRANCH',
          `areas ${sharing.join(' and ')} would share the branch ${branch}: ${a.proposal.area} is not published (nothing pushed); rename one of the projects`,
        ),
      );
      continue;
    }
    try {
      prs.push(await publishArea(t, a));
    } catch (e) {
      if (!(e instanceof LoopgovError)) throw e;
      failures.push(e);
    }
  }
  return { prs, failures };
}
