/** Reads the history of a pull request from git objects: policy commits, proposals, approval tokens. */
import type { SimpleGit } from 'simple-git';
import type { ProposerIdentity, TokenFile } from '../../core/merge/types.js';
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
export declare function readPolicyCommits(git: SimpleGit, base: string, head: string): Promise<PolicyCommit[]>;
/**
 * `proposed_by` of every proposal (`proposals/*.yaml`) added or changed in `base..head`, read at head.
 * A proposal that cannot be read or validated is an error: its proposer cannot be excluded otherwise.
 *
 * @example
 * const { proposers, errors } = await readProposalAuthors(git, baseSha, headSha);
 */
export declare function readProposalAuthors(git: SimpleGit, base: string, head: string): Promise<{
    proposers: ProposerIdentity[];
    errors: string[];
}>;
/**
 * The approval tokens committed under `approvals/<digest>/` at `commit` (regular files named `*.jwt`).
 *
 * @example
 * const tokens = await readApprovalTokens(git, headSha, headDigest);
 */
export declare function readApprovalTokens(git: SimpleGit, commit: string, digest: string): Promise<TokenFile[]>;
