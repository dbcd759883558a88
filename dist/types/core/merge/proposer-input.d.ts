import type { GithubCommitIdentity, ProposerIdentity } from './types.js';
/**
 * `proposers` as the gate matches them: a list of identities, each naming someone by a login, an email
 * or an id, logins and emails normalised as the CLI's. Throws `ERR_USAGE` naming the first bad field.
 *
 * @example
 * parseProposers([{ source: 'pull request author', login: '@alice-gh' }]) // [{ source: …, login: 'alice-gh' }]
 * parseProposers('alice-gh') // throws ERR_USAGE: proposers must be a list of proposer identities …
 */
export declare function parseProposers(input: unknown): ProposerIdentity[];
/**
 * `githubCommits` as the gate reads them: each a full commit id with the logins the API gave, each login
 * through `githubLogin`. Throws `ERR_USAGE` naming the first bad field.
 *
 * @example
 * parseGithubCommits([{ sha, authorLogin: '@alice-gh' }]) // [{ sha, authorLogin: 'alice-gh' }]
 */
export declare function parseGithubCommits(input: unknown): GithubCommitIdentity[];
