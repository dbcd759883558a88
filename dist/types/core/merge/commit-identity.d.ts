/**
 * Who made a commit, read from its raw object (`git cat-file commit`) strictly (SPEC §3.3.8): no
 * delimiter is ever inferred from a name or an email, and anything git itself would have to guess at
 * (a second author line, a control character, bytes that are not UTF-8) is a problem that blocks the gate.
 */
import type { ProposerIdentity } from './types.js';
export interface CommitIdentity {
    name: string;
    email: string;
}
export interface ParsedCommit {
    /** Every author line (git expects one; more is a problem, and each still names a proposer). */
    authors: CommitIdentity[];
    committers: CommitIdentity[];
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
 * const c = parseCommitObject(raw); // { authors: [{ name, email }], committers: [...], message, problems: [] }
 */
export declare function parseCommitObject(bytes: Uint8Array): ParsedCommit;
/**
 * A `Co-authored-by` value as proposers: `Name <email>`, a bare email, or a free-form name (matched
 * against approver ids, logins and emails). Any other form git's trailer parser accepts still names
 * everyone in it — every email anywhere in the value (`<mailto:…>`, a comment after it, two people on one
 * line), else every word of it — since more matches only block more. A control character is a problem.
 *
 * @example
 * parseCoAuthor('Alice A. <alice@example.com>', sha).identities // [{ source: 'co-author', name: 'Alice A.', email: 'alice@example.com', commit: sha }]
 * parseCoAuthor('Alice <a@x> (pairing), Zed <z@x>', sha).identities.map((i) => i.email) // ['a@x', 'z@x']
 */
export declare function parseCoAuthor(value: string, commit: string): {
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
