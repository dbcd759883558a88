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

/** `Name <email> 1700000000 +0000`: exactly one `<…>`, neither part holding an angle bracket. */
const IDENT = /^(?:([^<>]*?) +)?<([^<>]*)> (\d{1,20}) ([+-]\d{4})$/;
/** C0, DEL and C1 controls (`\x1e`, `\x1f`, NUL, newline, …): never part of a real identity. */
const CONTROL = /\p{Cc}/u;
const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/**
 * Parses a raw commit object. Never throws: what cannot be read is listed in `problems`, and whatever
 * could be read is still returned, so a proposer is excluded even from a commit that also blocks.
 *
 * @example
 * const c = parseCommitObject(raw); // { authors: [{ name, email }], committers: [...], parents: [...], message, problems: [] }
 */
export function parseCommitObject(bytes: Uint8Array): ParsedCommit {
  const problems: string[] = [];
  const end = indexOfBlankLine(bytes);
  const headBytes = end < 0 ? bytes : bytes.subarray(0, end);
  const message = end < 0 ? '' : lenient.decode(bytes.subarray(end + 2));
  let headers: string;
  try {
    headers = strict.decode(headBytes);
  } catch {
    problems.push('its header is not valid UTF-8');
    headers = lenient.decode(headBytes);
  }
  const found: Record<'author' | 'committer' | 'parent', string[]> = {
    author: [],
    committer: [],
    parent: [],
  };
  for (const line of headers.split('\n')) {
    // Continuation lines (gpgsig, mergetag) start with a space and belong to the header before them.
    const key = line.slice(0, line.indexOf(' '));
    if (key === 'author' || key === 'committer' || key === 'parent')
      found[key].push(line.slice(key.length + 1));
  }
  const out: ParsedCommit = { authors: [], committers: [], parents: found.parent, message, problems };
  for (const role of ['author', 'committer'] as const) {
    const values = found[role];
    if (values.length !== 1) problems.push(`it has ${values.length} ${role} lines (git expects exactly one)`);
    for (const value of values) {
      const ident = parseIdent(value);
      if (!ident) problems.push(`its ${role} ${quote(value)} is not "name <email> time zone"`);
      else {
        for (const part of ['name', 'email'] as const)
          if (CONTROL.test(ident[part]))
            problems.push(`its ${role} ${part} holds a control character (${describeControls(ident[part])})`);
        problems.push(...emailProblems(role, ident.email));
      }
      const read = ident ?? bestEffortIdent(value);
      // Matched trimmed, as the person it most likely names: more matches only block more.
      out[role === 'author' ? 'authors' : 'committers'].push({ ...read, email: read.email.trim() });
    }
  }
  return out;
}

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
export function parseIdentityText(
  value: string,
  source: ProposerSource,
  commit?: string,
): { identities: ProposerIdentity[]; problem?: string } {
  const v = value.trim();
  const problem = CONTROL.test(v)
    ? `${quote(v)} holds a control character (${describeControls(v)})`
    : undefined;
  const at = commit === undefined ? {} : { commit };
  const plain = /^(.*?)\s*<([^<>\s]+)>\s*$/.exec(v);
  const emails = [...new Set([...v.matchAll(EMAIL)].map((m) => m[1]!))];
  let identities: ProposerIdentity[];
  if (plain && emails.length === 1 && emails[0] === plain[2])
    identities = [{ source, ...(plain[1] ? { name: plain[1] } : {}), email: plain[2]!, ...at }];
  else if (emails.length > 0) identities = emails.map((email) => ({ source, email, ...at }));
  else {
    // `@alice-gh` is how people name a GitHub login: the word without its `@` too.
    const words = v.split(/[\s,;()<>[\]{}"']+/).flatMap((w) => (w.startsWith('@') ? [w, w.slice(1)] : [w]));
    // Ids, logins and emails compare case-insensitively: `alice (Alice A)` names alice once.
    const seen = new Set<string>();
    identities = [v, ...words]
      .filter((w) => w && !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()))
      .map((id) => ({ source, id, ...at }));
  }
  return { identities, ...(problem ? { problem } : {}) };
}

/** An email anywhere in a co-author value: what is not a delimiter around an `@` (`mailto:` stops at its colon). */
const EMAIL = /([^\s<>()[\]{}"',;:]+@[^\s<>()[\]{}"',;:]*[^\s<>()[\]{}"',;:.])/g;

/**
 * `Co-authored-by` lines anywhere in a message, in any case, with `:` or `=` as separator: a superset
 * of the trailers git parses, read as well so that a line git would not call a trailer still counts.
 *
 * @example
 * scanCoAuthorLines('fix\n\nco-authored-by : Bob <bob@x>') // ['Bob <bob@x>']
 */
export function scanCoAuthorLines(message: string): string[] {
  return [...message.matchAll(/^[ \t]*co-authored-by[ \t]*[:=][ \t]*(.*?)[ \t]*$/gim)].map((m) => m[1]!);
}

/**
 * An email separation of duties cannot match as git wrote it: empty (`Alice <>`: only a name is left,
 * and names are never matched), or holding whitespace (`< alice@example.com >`; git itself strips it
 * from every ident it writes, so only a hand-made object has it).
 */
function emailProblems(role: string, email: string): string[] {
  if (email.trim() === '') return [`its ${role} email is empty, so the ${role} cannot be recognised`];
  if (/\s/u.test(email.replace(/\p{Cc}/gu, '')))
    return [`its ${role} email ${quote(email)} holds whitespace (git never writes one so)`];
  return [];
}

function parseIdent(value: string): CommitIdentity | undefined {
  const m = IDENT.exec(value);
  return m ? { name: m[1] ?? '', email: m[2]! } : undefined;
}

/** For a malformed ident, whatever looks like an email is still a proposer (more matches only block more). */
function bestEffortIdent(value: string): CommitIdentity {
  const email = /<([^<>]*)>/.exec(value)?.[1] ?? '';
  return { name: value.split('<')[0]!.trim(), email };
}

function indexOfBlankLine(b: Uint8Array): number {
  for (let i = 0; i + 1 < b.length; i++) if (b[i] === 0x0a && b[i + 1] === 0x0a) return i;
  return -1;
}

/** A header value for a message: JSON-quoted (controls visible), at most 120 characters. */
function quote(s: string): string {
  return JSON.stringify(s.length > 120 ? `${s.slice(0, 120)}…` : s);
}

function describeControls(s: string): string {
  const codes = [...new Set([...s].filter((ch) => CONTROL.test(ch)))];
  return codes.map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');
}
