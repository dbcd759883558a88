/** Reads who proposed a pull request from git objects: the policy commits' identities, and proposals. */
import { firstLine, formatProblem, LoopgovError } from '../../core/errors.js';
import {
  type CommitIdentity,
  parseCoAuthor,
  parseCommitObject,
  scanCoAuthorLines,
} from '../../core/merge/commit-identity.js';
import type { ProposerIdentity, ProposerSource } from '../../core/merge/types.js';
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { validateAgainstSchema } from '../../core/policy/validate.js';
import { parseSafeYaml } from '../../core/policy/yaml.js';
import { readObjects, topPath } from './objects.js';
import { listAddedBlobs, treeOids } from './range.js';
import { openGit } from './repo.js';

/** A commit object larger than this is not read: it blocks (a real commit is a few hundred bytes). */
const MAX_COMMIT_BYTES = 1024 * 1024;
/** Proposals are safe YAML, capped as policy files are. */
const MAX_PROPOSAL_BYTES = 128 * 1024;

export interface PolicyCommit {
  sha: string;
  identities: ProposerIdentity[];
}

export interface PolicyCommits {
  /** Every commit in `base..head` that touches `policies/`, whether or not its identities could be read. */
  commits: PolicyCommit[];
  /** One line per commit whose identity cannot be trusted as read (SPEC §3.3.8): each blocks. */
  errors: string[];
}

/**
 * Every commit in `base..head` that touches `policies/`, with its author, committer and co-authors as
 * proposer identities. Identities come from the raw commit object (never a delimited `git log` format);
 * co-authors from git's own trailer parser (`%(trailers)`: any case, spacing, folded lines, the
 * separators git accepts) plus any `Co-authored-by:` line elsewhere in the message.
 *
 * @example
 * const { commits, errors } = await readPolicyCommits(dir, baseSha, headSha);
 */
export async function readPolicyCommits(dir: string, base: string, head: string): Promise<PolicyCommits> {
  const out = await openGit(dir).raw([
    'log',
    '-z',
    '--full-history',
    '--format=%H%n%(trailers:key=Co-authored-by,valueonly,unfold,separator=%x0a)',
    `${base}..${head}`,
    '--',
    topPath('policies/'),
  ]);
  // Records end with NUL; git's trailer values are single lines (unfolded) and never hold a NUL.
  const trailers = new Map<string, string[]>();
  for (const record of out.split('\0')) {
    const lines = record.replace(/^\n/, '').split('\n');
    const sha = lines[0]!;
    if (sha === '' && lines.length === 1) continue;
    if (!FULL_COMMIT.test(sha))
      throw new LoopgovError('ERR_GIT', `unexpected git log output: ${JSON.stringify(record.slice(0, 80))}`);
    trailers.set(
      sha,
      lines.slice(1).filter((l) => l !== ''),
    );
  }
  const objects = await readObjects(dir, [...trailers.keys()], MAX_COMMIT_BYTES);
  const commits: PolicyCommit[] = [];
  const errors: string[] = [];
  for (const [sha, values] of trailers) {
    const obj = objects.get(sha)!;
    const problems: string[] = [];
    const identities: ProposerIdentity[] = [];
    if (!obj.content) problems.push(`its object is ${obj.size} bytes, too large to read`);
    else {
      const c = parseCommitObject(obj.content);
      problems.push(...c.problems);
      const person = (source: ProposerSource, a: CommitIdentity): ProposerIdentity => ({
        source,
        name: a.name,
        ...(a.email ? { email: a.email } : {}),
        commit: sha,
      });
      identities.push(...c.authors.map((a) => person('commit author', a)));
      identities.push(...c.committers.map((a) => person('commit committer', a)));
      for (const value of new Set([...values, ...scanCoAuthorLines(c.message)])) {
        const { identities: coAuthors, problem } = parseCoAuthor(value, sha);
        identities.push(...coAuthors);
        if (problem) problems.push(problem);
      }
    }
    commits.push({ sha, identities });
    if (problems.length)
      errors.push(
        `policy commit ${sha}: its identity cannot be trusted as read, so separation of duties cannot be checked: ${problems.join('; ')}`,
      );
  }
  return { commits, errors };
}

/**
 * `proposed_by` of every proposal (`proposals/*.yaml`) committed in `base..head`. The versions at head
 * must read and validate (an error blocks: its proposer could not be excluded otherwise); a version a
 * later commit replaced or deleted still names a proposer when it validates.
 *
 * @example
 * const { proposers, errors } = await readProposalAuthors(dir, baseSha, headSha);
 */
export async function readProposalAuthors(
  dir: string,
  base: string,
  head: string,
): Promise<{ proposers: ProposerIdentity[]; errors: string[] }> {
  const git = openGit(dir);
  const [added, atHead] = await Promise.all([
    listAddedBlobs(git, base, head, 'proposals/'),
    treeOids(git, head, 'proposals/'),
  ]);
  // What the pull request's own commits added counts, whatever the base's tip holds (`listAddedBlobs`
  // leaves out what a merge of the base's history brought in).
  const blobs = added.filter((b) => /\.ya?ml$/.test(b.path));
  const objects = await readObjects(
    dir,
    blobs.map((b) => b.oid),
    MAX_PROPOSAL_BYTES,
  );
  const proposers: ProposerIdentity[] = [];
  const errors: string[] = [];
  for (const b of blobs) {
    const current = atHead.get(b.path) === b.oid;
    const where = current ? b.path : `${b.path} as committed in ${b.commit.slice(0, 12)}`;
    try {
      const content = objects.get(b.oid)?.content;
      if (!content) throw new LoopgovError('ERR_POLICY_TOO_LARGE', `larger than ${MAX_PROPOSAL_BYTES} bytes`);
      const parsed = parseSafeYaml(content, b.path);
      const problems = validateAgainstSchema('Proposal', parsed.data, b.path, parsed);
      if (problems.length) throw new LoopgovError('ERR_POLICY_SCHEMA', 'invalid proposal', problems);
      proposers.push({
        source: 'proposal proposed_by',
        id: (parsed.data as { proposed_by: string }).proposed_by,
        commit: b.commit,
      });
    } catch (e) {
      if (!current) continue; // a superseded draft that never validated proposes nothing
      const details = e instanceof LoopgovError ? e.problems.map(formatProblem).join('; ') : '';
      // A gate reason for reviewers: the message and its located problems, without the error code.
      errors.push(`cannot read proposal ${where}: ${firstLine(e)}${details ? ` — ${details}` : ''}`);
    }
  }
  return { proposers, errors };
}
