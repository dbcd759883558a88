import type { ProposerIdentity } from '../../core/merge/types.js';
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
export declare function readPolicyCommits(dir: string, base: string, head: string): Promise<PolicyCommits>;
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
export declare function readProposalAuthors(dir: string, base: string, head: string): Promise<{
    proposers: ProposerIdentity[];
    errors: string[];
}>;
