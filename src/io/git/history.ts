/** Reads who proposed a pull request from git objects: the policy commits' identities, and proposals. */
import { firstLine, formatProblem, LoopgovError } from '../../core/errors.js';
import {
  type CommitIdentity,
  type ParsedCommit,
  parseIdentityText,
  parseCommitObject,
  scanCoAuthorLines,
} from '../../core/merge/commit-identity.js';
import type { ProposerIdentity, ProposerSource } from '../../core/merge/types.js';
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { validateAgainstSchema } from '../../core/policy/validate.js';
import { parseSafeYaml } from '../../core/policy/yaml.js';
import { findCleanMerges } from './clean-merge.js';
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
  /**
   * Every commit in `base..head` that touches `policies/`, whether or not its identities could be read —
   * but clean merges, which propose nothing.
   */
  commits: PolicyCommit[];
  /** One line per commit whose identity cannot be trusted as read (SPEC §3.3.8): each blocks. */
  errors: string[];
}

/**
 * Every commit in `base..head` that touches `policies/` — but a merge whose `policies/` tree is git's own
 * merge of its parents (`findCleanMerges`: it adds nothing of its own) — with its author, committer and
 * co-authors as proposer identities. Identities come from the raw commit object (never a delimited `git log` format);
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
  const parsed = new Map<string, ParsedCommit>();
  for (const [sha, obj] of objects) if (obj.content) parsed.set(sha, parseCommitObject(obj.content));
  // A merge that only merges ("Update branch") proposes nothing: its author is no proposer (decision 118).
  const clean = await findCleanMerges(
    dir,
    [...parsed].filter(([, c]) => c.parents.length > 1).map(([sha, c]) => ({ sha, parents: c.parents })),
  );
  const commits: PolicyCommit[] = [];
  const errors: string[] = [];
  for (const [sha, values] of trailers) {
    if (clean.has(sha)) continue;
    const obj = objects.get(sha)!;
    const problems: string[] = [];
    const identities: ProposerIdentity[] = [];
    const c = parsed.get(sha);
    if (!c) problems.push(`its object is ${obj.size} bytes, too large to read`);
    else {
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
        const { identities: coAuthors, problem } = parseIdentityText(value, 'co-author', sha);
        identities.push(...coAuthors);
        if (problem) problems.push(`its co-author ${problem}`);
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
 * `proposed_by` of every proposal committed in `base..head`: every regular file the pull request's commits
 * committed under `proposals/` is read as one, whatever its name (SPEC §2.4 names them
 * `proposals/<id>.yaml`; a `p1.YAML` or `p1.json` is no less a proposal, and a file skipped for its name
 * would hide its proposer). The versions at head must read and validate (an error blocks: its proposer
 * could not be excluded otherwise); a version a later commit replaced or deleted still names a proposer
 * when it has a `proposed_by` to read. `proposed_by` is read as a co-author is (`parseIdentityText`): an
 * approver id, a GitHub login with or without `@`, an email, `Name <email>`.
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
  // What the pull request's own commits added counts, whatever the base's tip holds (`listAddedBlobs`
  // leaves out what a merge of the base's history brought in).
  const [blobs, atHead] = await Promise.all([
    listAddedBlobs(git, base, head, 'proposals/'),
    treeOids(git, head, 'proposals/'),
  ]);
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
    let proposedBy: unknown;
    try {
      const content = objects.get(b.oid)?.content;
      if (!content) throw new LoopgovError('ERR_POLICY_TOO_LARGE', `larger than ${MAX_PROPOSAL_BYTES} bytes`);
      const parsed = parseSafeYaml(content, b.path);
      proposedBy = (parsed.data as { proposed_by?: unknown } | null)?.proposed_by;
      const problems = validateAgainstSchema('Proposal', parsed.data, b.path, parsed);
      if (problems.length) throw new LoopgovError('ERR_POLICY_SCHEMA', 'invalid proposal', problems);
      const { problem } = parseIdentityText(proposedBy as string, 'proposal proposed_by', b.commit);
      if (problem) throw new LoopgovError('ERR_POLICY_SCHEMA', `its proposed_by ${problem}`);
    } catch (e) {
      if (!current) continue; // a superseded draft that never validated blocks nothing
      const details = e instanceof LoopgovError ? e.problems.map(formatProblem).join('; ') : '';
      const name = b.path.endsWith('.yaml')
        ? ''
        : ' (every file under proposals/ is read as a proposal, proposals/<id>.yaml)';
      // A gate reason for reviewers: the message and its located problems, without the error code.
      errors.push(`cannot read proposal ${where}${name}: ${firstLine(e)}${details ? ` — ${details}` : ''}`);
    } finally {
      // Whoever a version names is a proposer, valid or not: more matches only block more.
      if (typeof proposedBy === 'string' && proposedBy.trim())
        proposers.push(...parseIdentityText(proposedBy, 'proposal proposed_by', b.commit).identities);
    }
  }
  return { proposers, errors };
}
