/** Reads the history of a pull request from git objects: policy commits, proposals, approval tokens. */
import type { SimpleGit } from 'simple-git';
import type { ProposerIdentity, TokenFile } from '../../core/merge/types.js';
import { DIGEST } from '../../core/policy/digest.js';
import { validateAgainstSchema } from '../../core/policy/validate.js';
import { parseSafeYaml } from '../../core/policy/yaml.js';
import { describeError, formatProblem, LoopgovError } from '../../core/errors.js';
import { MAX_TOKEN_BYTES } from '../../core/approval/types.js';

const MAX_TOKENS = 1000;
const US = '\x1f';
const RS = '\x1e';

export interface PolicyCommit {
  sha: string;
  identities: ProposerIdentity[];
}

/**
 * Every commit in `base..head` that touches `policies/`, with its author, committer and
 * `Co-authored-by:` trailers as proposer identities.
 *
 * @example
 * const commits = await readPolicyCommits(openGit(dir), baseSha, headSha);
 */
export async function readPolicyCommits(git: SimpleGit, base: string, head: string): Promise<PolicyCommit[]> {
  const out = await git.raw([
    'log',
    '--full-history',
    `--format=%H${US}%an${US}%ae${US}%cn${US}%ce${US}%B${RS}`,
    `${base}..${head}`,
    '--',
    'policies/',
  ]);
  const commits: PolicyCommit[] = [];
  for (const record of out.split(RS)) {
    const fields = record.replace(/^\n/, '').split(US);
    if (fields.length < 6) continue;
    const [sha, an, ae, cn, ce, body] = fields as [string, string, string, string, string, string];
    const identities: ProposerIdentity[] = [
      { source: 'commit author', name: an, email: ae, commit: sha },
      { source: 'commit committer', name: cn, email: ce, commit: sha },
    ];
    for (const m of body.matchAll(/^co-authored-by:\s*(.*?)\s*<([^>\s]+)>\s*$/gim))
      identities.push({ source: 'co-author', name: m[1]!, email: m[2]!, commit: sha });
    commits.push({ sha, identities });
  }
  return commits;
}

/**
 * `proposed_by` of every proposal (`proposals/*.yaml`) added or changed in `base..head`, read at head.
 * A proposal that cannot be read or validated is an error: its proposer cannot be excluded otherwise.
 *
 * @example
 * const { proposers, errors } = await readProposalAuthors(git, baseSha, headSha);
 */
export async function readProposalAuthors(
  git: SimpleGit,
  base: string,
  head: string,
): Promise<{ proposers: ProposerIdentity[]; errors: string[] }> {
  const changed = (
    await git.raw(['diff', '--name-only', '-z', '--no-renames', base, head, '--', 'proposals/'])
  )
    .split('\0')
    .filter((p) => p.endsWith('.yaml') || p.endsWith('.yml'));
  const proposers: ProposerIdentity[] = [];
  const errors: string[] = [];
  for (const path of changed) {
    let text: string;
    try {
      text = await git.raw(['cat-file', 'blob', `${head}:${path}`]);
    } catch {
      continue; // deleted at head: nothing proposed by it
    }
    try {
      const parsed = parseSafeYaml(text, path);
      const problems = validateAgainstSchema('Proposal', parsed.data, path, parsed);
      if (problems.length) throw new LoopgovError('ERR_POLICY_SCHEMA', 'invalid proposal', problems);
      proposers.push({
        source: 'proposal proposed_by',
        id: (parsed.data as { proposed_by: string }).proposed_by,
      });
    } catch (e) {
      const details = e instanceof LoopgovError ? e.problems.map(formatProblem).join('; ') : '';
      errors.push(`cannot read proposal ${path}: ${describeError(e)}${details ? ` — ${details}` : ''}`);
    }
  }
  return { proposers, errors };
}

/**
 * The approval tokens committed under `approvals/<digest>/` at `commit` (regular files named `*.jwt`).
 *
 * @example
 * const tokens = await readApprovalTokens(git, headSha, headDigest);
 */
export async function readApprovalTokens(
  git: SimpleGit,
  commit: string,
  digest: string,
): Promise<TokenFile[]> {
  if (!DIGEST.test(digest)) throw new LoopgovError('ERR_INTERNAL', `not a digest: ${digest}`);
  const dir = `approvals/${digest}/`;
  const listing = await git.raw(['ls-tree', '-z', '-l', '--full-tree', commit, '--', dir]);
  const found: { path: string; oid: string; bytes: number }[] = [];
  for (const record of listing.split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    const [mode, type, oid, size] = record.slice(0, tab).trim().split(/\s+/);
    const path = record.slice(tab + 1);
    if (type !== 'blob' || !path.endsWith('.jwt') || (mode !== '100644' && mode !== '100755')) continue;
    if (found.length >= MAX_TOKENS)
      throw new LoopgovError('ERR_GIT', `more than ${MAX_TOKENS} tokens in ${dir}`);
    found.push({ path, oid: oid!, bytes: Number(size) });
  }
  // An oversized file is not read: a placeholder the verifier refuses as too large stands in for it.
  const tokens: TokenFile[] = await Promise.all(
    found.map(async (f) => ({
      path: f.path,
      token:
        f.bytes > MAX_TOKEN_BYTES
          ? 'x'.repeat(MAX_TOKEN_BYTES + 1)
          : (await git.binaryCatFile(['blob', f.oid])).toString('utf8'),
    })),
  );
  return tokens;
}
