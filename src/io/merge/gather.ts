/**
 * Gathers what the gate needs from a local git repository: both governed revisions, the approval tokens
 * committed at head, and who proposed the change. Everything is read from git objects, never the work tree.
 */
import type { SimpleGit } from 'simple-git';
import { describeError } from '../../core/errors.js';
import type { MergeGateInput, ProposerIdentity } from '../../core/merge/types.js';
import { loadRevision, openGit } from '../git/repo.js';
import { readApprovalTokens, readPolicyCommits, readProposalAuthors } from '../git/history.js';

/** A commit as the GitHub API lists it: the logins git itself does not know. */
export interface GithubCommitIdentity {
  sha: string;
  authorLogin?: string;
  committerLogin?: string;
}

export interface GatherOptions {
  dir: string;
  base: string;
  head: string;
  repoId: string;
  /** Proposers known from outside git (the pull request's author). */
  proposers?: ProposerIdentity[];
  /** The pull request's commits from the API; logins of those touching `policies/` become proposers. */
  githubCommits?: GithubCommitIdentity[];
  /** Problems already met (API errors): each blocks. */
  errors?: string[];
  /** Seconds since the epoch. */
  now: number;
}

/**
 * Reads everything `evaluateMergeGate` needs. Never throws for a bad revision or token: problems become
 * `errors` or an invalid `LoadedRevision`, so the gate can report every reason at once.
 *
 * @example
 * const result = await evaluateMergeGate(await gatherMergeGateInput({ dir, base: 'main', head: 'HEAD', repoId, now }));
 */
export async function gatherMergeGateInput(o: GatherOptions): Promise<MergeGateInput> {
  const git = openGit(o.dir);
  const errors = [...(o.errors ?? [])];
  const [base, head] = await Promise.all([loadRevision(git, o.base), loadRevision(git, o.head)]);
  const proposers: ProposerIdentity[] = [...(o.proposers ?? [])];
  const input: MergeGateInput = { repoId: o.repoId, base, head, tokens: [], proposers, errors, now: o.now };
  if (!base.commit || !head.commit) return input;
  // Independent reads run side by side: most of the gate's time is waiting on git processes.
  const history = (async () => {
    try {
      const [commits, range, proposal] = await Promise.all([
        readPolicyCommits(git, base.commit!, head.commit!),
        listRange(git, base.commit!, head.commit!),
        readProposalAuthors(git, base.commit!, head.commit!),
      ]);
      const touching = new Set(commits.map((c) => c.sha));
      for (const c of commits) proposers.push(...c.identities);
      const inRange = new Set(range);
      for (const gh of o.githubCommits ?? []) {
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
      errors.push(`cannot read the history ${o.base}..${o.head}: ${describeError(e)}`);
    }
  })();
  const tokens = (async () => {
    if (!head.ok) return;
    try {
      input.tokens = await readApprovalTokens(git, head.commit, head.digest);
    } catch (e) {
      errors.push(`cannot read approvals at head: ${describeError(e)}`);
    }
  })();
  await Promise.all([history, tokens]);
  return input;
}

async function listRange(git: SimpleGit, base: string, head: string): Promise<string[]> {
  const out = await git.raw(['rev-list', `${base}..${head}`]);
  return out.split('\n').filter(Boolean);
}
