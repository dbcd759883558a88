/**
 * The proposers a caller hands the gate (`gatherMergeGateInput`'s `proposers` and `githubCommits`),
 * checked as the CLI and the Action check theirs: every login through `githubLogin` (what `--author`
 * takes), every email through `proposerEmail`. A proposer spelt another way (`@alice-gh`, `alice-gh\n`)
 * would match no approver and her own approval would count: separation of duties fails open. So what
 * the CLI normalises is normalised, and what it refuses is `ERR_USAGE` naming the field.
 */
import { LoopgovError } from '../errors.js';
import { refuseUnknownKeys } from '../option-keys.js';
import { FULL_COMMIT } from '../policy/digest.js';
import { shownValue } from '../shown-value.js';
import { githubLogin, proposerEmail } from './proposers.js';
import type { GithubCommitIdentity, ProposerIdentity, ProposerSource } from './types.js';

const SOURCES = Object.keys({
  'pull request author': true,
  'commit author': true,
  'commit committer': true,
  'co-author': true,
  'proposal proposed_by': true,
} satisfies Record<ProposerSource, true>);

const PROPOSER_KEYS = Object.keys({
  source: true,
  login: true,
  email: true,
  name: true,
  id: true,
  commit: true,
} satisfies Record<keyof ProposerIdentity, true>);

const COMMIT_KEYS = Object.keys({
  sha: true,
  authorLogin: true,
  committerLogin: true,
} satisfies Record<keyof GithubCommitIdentity, true>);

/**
 * `proposers` as the gate matches them: a list of identities, each naming someone by a login, an email
 * or an id, logins and emails normalised as the CLI's. Throws `ERR_USAGE` naming the first bad field.
 *
 * @example
 * parseProposers([{ source: 'pull request author', login: '@alice-gh' }]) // [{ source: …, login: 'alice-gh' }]
 * parseProposers('alice-gh') // throws ERR_USAGE: proposers must be a list of proposer identities …
 */
export function parseProposers(input: unknown): ProposerIdentity[] {
  return list(input, 'proposers', 'a list of proposer identities').map((p, i) => {
    const at = `proposers[${i}]`;
    const o = record(p, at, '{ source, login?, email?, id?, name?, commit? }');
    refuseUnknownKeys(o, PROPOSER_KEYS, (k) => `${at}.${k}`);
    if (typeof o.source !== 'string' || !SOURCES.includes(o.source))
      throw usage(`${at}.source must be one of ${SOURCES.join(', ')} (got ${shownValue(o.source)})`);
    const out: ProposerIdentity = { source: o.source as ProposerSource };
    if (o.login !== undefined) out.login = githubLogin(o.login, `${at}.login`);
    if (o.email !== undefined) out.email = proposerEmail(o.email, `${at}.email`);
    if (o.id !== undefined) out.id = text(o.id, `${at}.id`);
    if (o.name !== undefined) out.name = text(o.name, `${at}.name`);
    if (o.commit !== undefined) out.commit = commit(o.commit, `${at}.commit`);
    // A name is never matched: an identity without login, email or id would match nobody, silently.
    if (out.login === undefined && out.email === undefined && out.id === undefined)
      throw usage(`${at} names no one: give its login, email or id (a name is never matched)`);
    return out;
  });
}

/**
 * `githubCommits` as the gate reads them: each a full commit id with the logins the API gave, each login
 * through `githubLogin`. Throws `ERR_USAGE` naming the first bad field.
 *
 * @example
 * parseGithubCommits([{ sha, authorLogin: '@alice-gh' }]) // [{ sha, authorLogin: 'alice-gh' }]
 */
export function parseGithubCommits(input: unknown): GithubCommitIdentity[] {
  return list(input, 'githubCommits', 'a list of { sha, authorLogin?, committerLogin? }').map((c, i) => {
    const at = `githubCommits[${i}]`;
    const o = record(c, at, '{ sha, authorLogin?, committerLogin? }');
    refuseUnknownKeys(o, COMMIT_KEYS, (k) => `${at}.${k}`);
    const out: GithubCommitIdentity = { sha: commit(o.sha, `${at}.sha`) };
    if (o.authorLogin !== undefined) out.authorLogin = githubLogin(o.authorLogin, `${at}.authorLogin`);
    if (o.committerLogin !== undefined)
      out.committerLogin = githubLogin(o.committerLogin, `${at}.committerLogin`);
    return out;
  });
}

function list(input: unknown, name: string, what: string): unknown[] {
  if (!Array.isArray(input)) throw usage(`${name} must be ${what} (got ${shownValue(input)})`);
  return input;
}

function record(input: unknown, name: string, what: string): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw usage(`${name} must be an object ${what} (got ${shownValue(input)})`);
  return input as Record<string, unknown>;
}

function text(input: unknown, name: string): string {
  const v = typeof input === 'string' ? input.trim() : '';
  if (!v || /\p{Cc}/u.test(v))
    throw usage(`${name} must be a non-empty string without control characters (got ${shownValue(input)})`);
  return v;
}

function commit(input: unknown, name: string): string {
  if (typeof input !== 'string' || !FULL_COMMIT.test(input))
    throw usage(`${name} must be a full commit id (40 lowercase hex digits; got ${shownValue(input)})`);
  return input;
}

function usage(message: string): LoopgovError {
  return new LoopgovError('ERR_USAGE', message);
}
