import type { ApproverRegistry } from '../policy/types.js';
import type { ProposerIdentity } from './types.js';
/**
 * The pull request's author as a proposer: matched as a GitHub login and as an approver id, the same
 * way by every front (`loopgov gate --author`, the Action's event and API, `gatherMergeGateInput`).
 * Written as people write a login — `@alice-gh`, ` alice-gh ` — it is that login (as `proposed_by` and
 * co-authors are read); one that still holds whitespace, an `@` or nothing matches nobody, so it is
 * refused (`ERR_USAGE`, naming `label`), never matched silently against no one.
 *
 * @example
 * pullRequestAuthor('@alice-gh') // { source: 'pull request author', login: 'alice-gh', id: 'alice-gh' }
 * pullRequestAuthor('alice gh', '--author') // throws ERR_USAGE: --author must be a GitHub login …
 */
export declare function pullRequestAuthor(login: string, label?: string): ProposerIdentity;
/**
 * A GitHub login as every front takes one (`--author`, the Action, the library's `proposers` and
 * `githubCommits`): trimmed, a leading `@` dropped; what is then not a login (`GITHUB_LOGIN`: empty,
 * whitespace, an `@`, a control, format or zero-width character, any other sign) is `ERR_USAGE` naming
 * `label`.
 *
 * @example
 * githubLogin(' @alice-gh\n', 'proposers[0].login') // 'alice-gh'
 * githubLogin('alice gh', 'proposers[0].login') // throws ERR_USAGE
 */
export declare function githubLogin(login: unknown, label: string): string;
/**
 * An email as the commit reader takes one (trimmed, as git writes idents): `local@domain`, nothing
 * around it (no `<…>`, no `mailto:`); what is then empty or holds whitespace, a control, format or
 * zero-width character matches no approver, so it is `ERR_USAGE` naming `label`.
 *
 * @example
 * proposerEmail(' alice@example.com', 'proposers[0].email') // 'alice@example.com'
 * proposerEmail('<alice@example.com>', 'proposers[0].email') // throws ERR_USAGE
 */
export declare function proposerEmail(email: unknown, label: string): string;
/**
 * Maps each approver of any of `registries` who is also a proposer to the reasons why, matching by
 * approver id, GitHub login and email (case-insensitive; GitHub noreply addresses count as the login).
 *
 * @example
 * findProposingApprovers([{ source: 'pull request author', login: 'alice-gh' }], [registry])
 * // Map { 'alice' => ['pull request author alice-gh'] }
 */
export declare function findProposingApprovers(identities: ProposerIdentity[], registries: (ApproverRegistry | null)[]): Map<string, string[]>;
