/**
 * Who made a commit, read from its raw object (`git cat-file commit`) strictly (SPEC §3.3.8): no
 * delimiter is ever inferred from a name or an email, and anything git itself would have to guess at
 * (a second author line, a control character, bytes that are not UTF-8) is a problem that blocks the gate.
 */
import type { ProposerIdentity, ProposerSource } from './types.js';
export interface CommitIdentity {
    name: string;
    email: string;
}
export interface ParsedCommit {
    /** Every author line (git expects one; more is a problem, and each still names a proposer). */
    authors: CommitIdentity[];
    committers: CommitIdentity[];
    /** The `parent` lines: two or more for a merge. */
    parents: string[];
    /** The message, decoded leniently: it is only scanned for co-author trailers. */
    message: string;
    /** Every reason the commit's identities cannot be trusted as read; each one blocks. */
    problems: string[];
}
/**
 * Parses a raw commit object. Never throws: what cannot be read is listed in `problems`, and whatever
 * could be read is still returned, so a proposer is excluded even from a commit that also blocks.
 *
 * @example
 * const c = parseCommitObject(raw); // { authors: [{ name, email }], committers: [...], parents: [...], message, problems: [] }
 */
export declare function parseCommitObject(bytes: Uint8Array): ParsedCommit;
/**
 * A person named in free text — a `Co-authored-by` value, or a proposal's `proposed_by` — as proposers:
 * `Name <email>`, a bare email, or a free-form name (matched against approver ids, logins and emails, a
 * leading `@` dropped as GitHub does). Any other form git's trailer parser accepts still names everyone in
 * it — every email anywhere in the value (`<mailto:…>`, a comment after it, two people on one line), else
 * every word of it (`alice (Alice A)` names `alice`) — since more matches only block more. A control
 * character is a problem.
 *
 * @example
 * parseIdentityText('Alice A. <alice@example.com>', 'co-author', sha).identities // [{ source: 'co-author', name: 'Alice A.', email: 'alice@example.com', commit: sha }]
 * parseIdentityText('Alice <a@x> (pairing), Zed <z@x>', 'co-author', sha).identities.map((i) => i.email) // ['a@x', 'z@x']
 * parseIdentityText('@alice-gh', 'proposal proposed_by').identities.map((i) => i.id) // ['@alice-gh', 'alice-gh']
 */
export declare function parseIdentityText(value: string, source: ProposerSource, commit?: string): {
    identities: ProposerIdentity[];
    problem?: string;
};
/**
 * `Co-authored-by` lines anywhere in a message, in any case, with `:` or `=` as separator: a superset
 * of the trailers git parses, read as well so that a line git would not call a trailer still counts.
 *
 * @example
 * scanCoAuthorLines('fix\n\nco-authored-by : Bob <bob@x>') // ['Bob <bob@x>']
 */
export declare function scanCoAuthorLines(message: string): string[];
