/**
 * The Action's body: gather (git + GitHub), evaluate the gate (the same core as `loopgov gate`), report
 * (job summary, outputs), and fail the job on block or on any error. Catches everything.
 */
import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import { evaluateMergeGate } from '../core/merge/evaluate.js';
import { pullRequestAuthor } from '../core/merge/proposers.js';
import {
  capSummary,
  formatGateFailureMarkdown,
  formatMergeGateMarkdown,
  formatMergeGateText,
} from '../core/merge/report.js';
import type { MergeGateResult, ProposerIdentity } from '../core/merge/types.js';
import { describeError, LoopgovError } from '../core/errors.js';
import { type GithubCommitIdentity, gatherMergeGateInput } from '../io/merge/gather.js';
import { formatImpactMarkdown, formatImpactText, unreadTraceLines } from '../core/propose/impact.js';
import { computeGateImpact } from '../io/propose/impact.js';
import { createGithubApi, type PullRequestApi } from './github.js';
import { type ActionSettings, readSettings } from './inputs.js';

export interface ActionDeps {
  readSettings: () => ActionSettings;
  createApi: (s: ActionSettings) => PullRequestApi;
  /** Seconds since the epoch. */
  now: () => number;
}

const defaults: ActionDeps = {
  readSettings,
  createApi: (s) => createGithubApi(s),
  now: () => Math.floor(Date.now() / 1000),
};

/**
 * Runs the policy gate for the current event. Never throws: a block or an error ends in `core.setFailed`.
 *
 * @example
 * await run(); // src/action/index.ts
 */
export async function run(deps: ActionDeps = defaults): Promise<MergeGateResult | undefined> {
  try {
    const s = deps.readSettings();
    const errors: string[] = [];
    const proposers: ProposerIdentity[] = [];
    let githubCommits: GithubCommitIdentity[] | undefined;
    let pullHead: string | undefined;
    if (s.eventAuthor) proposers.push(pullRequestAuthor(s.eventAuthor));
    if (s.pullNumber !== undefined) {
      let api: PullRequestApi | undefined;
      try {
        api = deps.createApi(s);
      } catch (e) {
        errors.push(message(e));
      }
      if (api) {
        // merge_group too: the queue's squash names every author as a co-author, so the pull request's
        // own commits are judged, as on pull_request (decision 128).
        const pull = s.pullNumber;
        const [got, commits] = await Promise.allSettled([api.getPull(pull), api.listPullCommits(pull)]);
        if (got.status === 'fulfilled') {
          proposers.push(pullRequestAuthor(got.value.author));
          if (s.event === 'merge_group') {
            pullHead = got.value.headSha;
            if (!pullHead)
              errors.push(
                `GitHub API pulls.get #${pull} named no head commit, so the pull request's own commits cannot be judged`,
              );
          }
        } else errors.push(message(got.reason));
        if (commits.status === 'fulfilled') githubCommits = commits.value;
        else errors.push(message(commits.reason));
      }
    } else {
      core.info('merge_group: no pull request number in the queue branch; proposers come from git history');
    }
    // On merge_group the API's commits are the pull request's, not the queue's: without its head (pulls.get
    // failed or named none) they would be read against the queue's commits, and name no one rightly. The
    // block stands on its own reason.
    if (s.event === 'merge_group' && !pullHead) githubCommits = undefined;
    const input = await gatherMergeGateInput({
      dir: s.repoDir,
      base: s.base,
      head: s.head,
      repoId: s.repoId,
      proposers,
      ...(githubCommits ? { githubCommits } : {}),
      ...(pullHead ? { pullHead } : {}),
      errors,
      now: deps.now(),
    });
    const result = await evaluateMergeGate(input);
    core.setOutput('verdict', result.verdict);
    core.setOutput('class', result.class ?? '');
    // The governed digest of what merges, as the gate decided it (`loopgov gate --json` prints the same).
    core.setOutput('digest', result.digest ?? '');
    // The impact of the head policy on recorded runs (input `traces`): additive, never the verdict.
    const impact = s.traces.length > 0 ? await computeGateImpact(s.traces, input.head) : null;
    for (const line of impact ? unreadTraceLines(impact) : []) core.warning(`input traces: ${line}`);
    // The report quotes data from the pull request (file names, identities): never let the runner read
    // a line of it as a workflow command.
    const fence = randomUUID();
    core.info(`::stop-commands::${fence}`);
    core.info(formatMergeGateText(result) + (impact ? formatImpactText(impact) : ''));
    core.info(`::${fence}::`);
    await core.summary
      .addRaw(
        capSummary(formatMergeGateMarkdown(result) + (impact ? `\n${formatImpactMarkdown(impact)}` : '')),
      )
      .write();
    if (result.verdict !== 'pass')
      core.setFailed(`loopgov policy gate blocked the merge:\n- ${result.reasons.join('\n- ')}`);
    return result;
  } catch (e) {
    core.setOutput('verdict', 'block');
    const text = message(e);
    try {
      await core.summary.addRaw(capSummary(formatGateFailureMarkdown(text))).write();
    } catch {
      // no summary file: the failure message below still says why
    }
    core.setFailed(`loopgov policy gate could not run, so it blocks: ${text}`);
    return undefined;
  }
}

/** Ours as `ERR_X: message`; anything else is a bug and says so. */
function message(e: unknown): string {
  return e instanceof LoopgovError ? describeError(e) : `internal error: ${describeError(e)}`;
}
