/**
 * Gathers what the gate needs from a local git repository: both governed revisions and what merging head
 * into base makes of `policies/` (decision 128), the approval tokens (at head, and every version the pull
 * request committed), and who proposed the change. Everything is read from git objects, never the work
 * tree.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SimpleGit } from 'simple-git';
import { describeError, LoopgovError } from '../../core/errors.js';
import { refuseUnknownKeys } from '../../core/option-keys.js';
import { shownValue } from '../../core/shown-value.js';
import { checkMergeGateOptions } from '../../core/merge/gate-options.js';
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { parseGithubCommits, parseProposers } from '../../core/merge/proposer-input.js';
import type { GithubCommitIdentity, MergeGateInput, ProposerIdentity } from '../../core/merge/types.js';
import { readPolicyCommits, readProposalAuthors } from '../git/history.js';
import { loadRevision, openRepository, resolveCommit } from '../git/repo.js';
import { readQueueBuild, readWhatMerges } from '../git/what-merges.js';
import { findTokensInHistory, readApprovalTokens, readRangeTokens } from '../git/tokens.js';

export type { GithubCommitIdentity };

export interface GatherOptions {
  dir: string;
  base: string;
  head: string;
  repoId: string;
  /**
   * Proposers known from outside git (the pull request's author). Each login is taken as `--author`
   * takes one (trimmed, a leading `@` dropped; whitespace, `@` or a control character left is
   * `ERR_USAGE`), each email trimmed (whitespace inside is `ERR_USAGE`); an identity must name a login,
   * an email or an id.
   */
  proposers?: ProposerIdentity[];
  /**
   * The pull request's commits from the API; logins of those touching `policies/` become proposers. Each
   * `sha` a full commit id, each login checked as a proposer's.
   */
  githubCommits?: GithubCommitIdentity[];
  /**
   * `merge_group`: the pull request's own head (`pulls.get`), `head` being the merge queue's build of it.
   * When head is git's merge of base and pullHead, the pull request's own commits (base..pullHead) are
   * judged, as on `pull_request` — not the queue's squash, whose `Co-authored-by` trailers name every
   * author of the pull request (decision 128); else the queue's commits are, as the pull request's own.
   * A full commit id, or a revision this clone resolves (`loopgov gate --pull-head`); one that resolves
   * to no commit blocks.
   */
  pullHead?: string;
  /** Problems already met (API errors): each blocks. */
  errors?: string[];
  /** Seconds since the epoch that tokens are checked at (default: the clock now). Never milliseconds. */
  now?: number;
}

// Every option, once: a key added to GatherOptions and not here fails to compile (and would be refused).
const GATHER_OPTIONS = Object.keys({
  dir: true,
  base: true,
  head: true,
  repoId: true,
  proposers: true,
  githubCommits: true,
  pullHead: true,
  errors: true,
  now: true,
} satisfies Record<keyof GatherOptions, true>);

/**
 * Reads everything `evaluateMergeGate` needs. Never throws for a bad revision or token: problems become
 * `errors` or an invalid `LoadedRevision`, so the gate can report every reason at once. A bad `repoId` or
 * `now`, an unknown option or a missing `dir`, `base` or `head` is a usage error (`ERR_USAGE`), thrown
 * before anything is read.
 *
 * @example
 * const result = await evaluateMergeGate(await gatherMergeGateInput({ dir, base: 'main', head: 'HEAD', repoId, now }));
 */
export async function gatherMergeGateInput(o: GatherOptions): Promise<MergeGateInput> {
  // Refused before any git runs, as the CLI refuses them: a typo (`bse`) is no option left at its default.
  if (typeof o !== 'object' || o === null || Array.isArray(o))
    throw new LoopgovError('ERR_USAGE', `the options must be an object (got ${shownValue(o)})`);
  refuseUnknownKeys(o as unknown as Record<string, unknown>, GATHER_OPTIONS);
  for (const key of ['dir', 'base', 'head'] as const) {
    if (typeof o[key] !== 'string' || o[key] === '')
      throw new LoopgovError('ERR_USAGE', `${key} must be a non-empty string (got ${shownValue(o[key])})`);
  }
  if (o.pullHead !== undefined && (typeof o.pullHead !== 'string' || o.pullHead === ''))
    throw new LoopgovError(
      'ERR_USAGE',
      `pullHead must be a non-empty string (got ${shownValue(o.pullHead)})`,
    );
  const now = o.now === undefined ? Math.floor(Date.now() / 1000) : o.now;
  checkMergeGateOptions({ repoId: o.repoId, now });
  // Logins as the CLI takes --author: `@alice-gh` is alice-gh, so her own approval never counts.
  const given = o.proposers === undefined ? [] : parseProposers(o.proposers);
  const fromApi = o.githubCommits === undefined ? undefined : parseGithubCommits(o.githubCommits);
  if (o.errors !== undefined && !(Array.isArray(o.errors) && o.errors.every((e) => typeof e === 'string')))
    throw new LoopgovError('ERR_USAGE', `errors must be a list of strings (got ${shownValue(o.errors)})`);
  // A folder inside the repository is refused here (ERR_USAGE): it is no governance repository.
  const git = await openRepository(o.dir);
  const errors = [...(o.errors ?? [])];
  const [base, head, unrecorded] = await Promise.all([
    loadRevision(git, o.base),
    loadRevision(git, o.head),
    unrecordedHistory(git, o),
  ]);
  errors.push(...unrecorded);
  const proposers: ProposerIdentity[] = [...given];
  const notes: string[] = [];
  const input: MergeGateInput = {
    repoId: o.repoId,
    base,
    head,
    tokens: [],
    rangeTokens: [],
    proposers,
    errors,
    notes,
    now,
  };
  if (!base.commit || !head.commit) return input;
  const [b, h] = [base.commit, head.commit];
  // What merges is judged (decision 128): the base's policies/ when the merge leaves them as they are.
  // A merge queue's build (pullHead given) lands as it is: no rebase of it follows.
  input.merges = await readWhatMerges(
    o.dir,
    b,
    h,
    { base: o.base, head: o.head },
    { rebase: o.pullHead === undefined },
  );
  const judged = input.merges.policies === 'base' && base.ok ? { ...base, commit: h } : head;
  input.head = judged;
  // Whose commits are the pull request's own: on a merge queue's build, the pull request's (pullHead).
  let own = h;
  let githubCommits = fromApi;
  const pullHead = o.pullHead === undefined ? undefined : await resolvePullHead(git, o.pullHead, errors);
  if (pullHead) {
    const build = await readQueueBuild(o.dir, b, h, pullHead);
    if (build.ok) own = pullHead;
    else {
      githubCommits = undefined;
      notes.push(
        `merge queue: ${build.why}; so the queue's own commits are judged as the pull request's (a squash's Co-authored-by included)`,
      );
    }
  }
  const range = `${o.base}..${own === h ? o.head : own}`;
  // Independent reads run side by side: most of the gate's time is waiting on git processes.
  const history = (async () => {
    try {
      const [policy, listed, proposal] = await Promise.all([
        readPolicyCommits(o.dir, b, own),
        listRange(git, b, own),
        readProposalAuthors(o.dir, b, own),
      ]);
      // Every commit git lists as touching policies/ is in this set, whether or not its identity read.
      const touching = new Set(policy.commits.map((c) => c.sha));
      for (const c of policy.commits) proposers.push(...c.identities);
      errors.push(...policy.errors);
      const inRange = new Set(listed);
      if (githubCommits) {
        // Logins come only from the API: a policy commit it did not list has a proposer nobody can name.
        const fromApi = new Set(githubCommits.map((c) => c.sha));
        const unlisted = [...touching].filter((sha) => !fromApi.has(sha));
        if (unlisted.length > 0)
          errors.push(
            `the GitHub API did not list ${unlisted.length} commit(s) of ${range} that touch policies/ (${unlisted
              .slice(0, 3)
              .map((c) => c.slice(0, 12))
              .join(
                ', ',
              )}${unlisted.length > 3 ? ', …' : ''}): their authors' GitHub logins are unknown, so separation of duties cannot be checked`,
          );
      }
      for (const gh of githubCommits ?? []) {
        // A commit the API lists but git cannot place in base..head counts as touching policy: fail closed.
        if (!touching.has(gh.sha) && inRange.has(gh.sha)) continue;
        if (gh.authorLogin)
          proposers.push({ source: 'commit author', login: gh.authorLogin, commit: gh.sha });
        if (gh.committerLogin)
          proposers.push({ source: 'commit committer', login: gh.committerLogin, commit: gh.sha });
      }
      proposers.push(...proposal.proposers);
      errors.push(...proposal.errors);
    } catch (e) {
      errors.push(`cannot read the history ${range}: ${describeError(e)}`);
    }
  })();
  const tokens = (async () => {
    try {
      if (judged.ok) {
        const atHead = await readApprovalTokens(git, h, judged.digest);
        const old = await findTokensInHistory(git, b, atHead);
        input.tokens = atHead.map((t) => (old.has(t.path) ? { ...t, inBaseHistory: old.get(t.path)! } : t));
      }
      // The base's own tokens for the digest judged are the pull request's to keep only when that digest is
      // head's: on a pull request that changes no policy it is the base's, and they are the base's history.
      const headDigest = judged.ok && input.merges?.policies === 'head' ? judged.digest : undefined;
      input.rangeTokens = await readRangeTokens(o.dir, git, { base: b, head: own, headDigest }, input.tokens);
    } catch (e) {
      errors.push(`cannot read the approval tokens of ${range}: ${describeError(e)}`);
    }
  })();
  await Promise.all([history, tokens]);
  return input;
}

/**
 * The pull request's head as a commit id: a full id as given (readQueueBuild tells whether this clone
 * holds it: a fork's head may be absent), else the commit the revision names here. A revision that names
 * no commit is an error (it blocks), and no pull request head is used.
 */
async function resolvePullHead(git: SimpleGit, rev: string, errors: string[]): Promise<string | undefined> {
  if (FULL_COMMIT.test(rev)) return rev;
  try {
    return await resolveCommit(git, rev);
  } catch (e) {
    errors.push(`the pull request's head (pullHead): ${describeError(e)}`);
    return undefined;
  }
}

/**
 * Why the clone does not show the history as recorded, if it does not (one git process): a shallow clone
 * (actions/checkout's default fetch-depth 1, or 2) hides commits of base..head, and grafts (`info/grafts`,
 * deprecated but still honoured) rewrite parents as replace refs would — a reject or a proposer among
 * the commits would be lost, and the gate would pass. Fail closed, say the fix.
 */
async function unrecordedHistory(git: SimpleGit, o: GatherOptions): Promise<string[]> {
  let out: string;
  try {
    out = await git.raw(['rev-parse', '--is-shallow-repository', '--git-path', 'info/grafts']);
  } catch (e) {
    // Not "a shallow clone": the fix for that (fetch-depth) would not help. Say what git said.
    return [
      `cannot tell whether ${o.dir} holds the whole history of ${o.base}..${o.head}: ${describeError(e)}`,
    ];
  }
  const [shallow, grafts] = out.split('\n').map((l) => l.trim());
  const problems: string[] = [];
  if (shallow !== 'true' && shallow !== 'false')
    problems.push(
      `cannot tell whether ${o.dir} is a shallow clone (git answered ${JSON.stringify(shallow)}): commits of ${o.base}..${o.head} may be missing`,
    );
  if (shallow === 'true')
    problems.push(
      `${o.dir} is a shallow clone: commits of ${o.base}..${o.head} may be missing (a reject, a proposer), so the gate cannot check them — check out the full history (actions/checkout: fetch-depth: 0)`,
    );
  if (grafts && existsSync(resolve(o.dir, grafts)))
    problems.push(
      `${o.dir} has grafts (${grafts}): git shows a history other than the recorded one, so the gate cannot check ${o.base}..${o.head} — remove the file`,
    );
  return problems;
}

async function listRange(git: SimpleGit, base: string, head: string): Promise<string[]> {
  const out = await git.raw(['rev-list', `${base}..${head}`]);
  return out.split('\n').filter(Boolean);
}
