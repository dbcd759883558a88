/** Separation of duties (SPEC §3.3.4): which registered approvers are among the proposers. */
import type { ApproverRegistry } from '../policy/types.js';
import type { ProposerIdentity } from './types.js';
/**
 * The pull request's author as a proposer: matched as a GitHub login and as an approver id, the same
 * way by every front (`loopgov gate --author`, the Action's event and API).
 *
 * @example
 * pullRequestAuthor('alice-gh') // { source: 'pull request author', login: 'alice-gh', id: 'alice-gh' }
 */
export declare function pullRequestAuthor(login: string): ProposerIdentity;
/**
 * Maps each approver of any of `registries` who is also a proposer to the reasons why, matching by
 * approver id, GitHub login and email (case-insensitive; GitHub noreply addresses count as the login).
 *
 * @example
 * findProposingApprovers([{ source: 'pull request author', login: 'alice-gh' }], [registry])
 * // Map { 'alice' => ['pull request author alice-gh'] }
 */
export declare function findProposingApprovers(identities: ProposerIdentity[], registries: (ApproverRegistry | null)[]): Map<string, string[]>;
