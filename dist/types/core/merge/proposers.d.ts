/** Separation of duties (SPEC §3.3.4): which registered approvers are among the proposers. */
import type { ApproverRegistry } from '../policy/types.js';
import type { ProposerIdentity } from './types.js';
/**
 * Maps each approver of any of `registries` who is also a proposer to the reasons why, matching by
 * approver id, GitHub login and email (case-insensitive; GitHub noreply addresses count as the login).
 *
 * @example
 * findProposingApprovers([{ source: 'pull request author', login: 'alice-gh' }], [registry])
 * // Map { 'alice' => ['pull request author alice-gh'] }
 */
export declare function findProposingApprovers(identities: ProposerIdentity[], registries: (ApproverRegistry | null)[]): Map<string, string[]>;
