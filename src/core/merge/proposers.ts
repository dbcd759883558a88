/** Separation of duties (SPEC §3.3.4): which registered approvers are among the proposers. */
import { LoopgovError } from '../errors.js';
import { shownValue } from '../shown-value.js';
import type { ApproverRegistry } from '../policy/types.js';
import type { ProposerIdentity } from './types.js';

/** `12345+login@users.noreply.github.com` or `login@users.noreply.github.com` → `login` (`_` too: EMU logins). */
const NOREPLY = /^(?:\d+\+)?([A-Za-z0-9][A-Za-z0-9_-]*(?:\[bot\])?)@users\.noreply\.github\.com$/i;

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
export function pullRequestAuthor(login: string, label = 'the pull request author'): ProposerIdentity {
  const bare = githubLogin(login, label);
  return { source: 'pull request author', login: bare, id: bare };
}

/**
 * What a GitHub login holds: A-Z a-z 0-9 `-`, `_` (Enterprise Managed User logins: `alice_acme`), and a
 * bot's `[bot]` suffix (`dependabot[bot]`, as `NOREPLY` reads it). Nothing else — a `.`, a `/`, a
 * fullwidth `＠`, a zero-width or soft hyphen — is in any login, so it would match nobody.
 */
const GITHUB_LOGIN = /^[A-Za-z0-9_-]+(?:\[bot\])?$/i;

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
export function githubLogin(login: unknown, label: string): string {
  const bare = typeof login === 'string' ? login.trim().replace(/^@/, '') : '';
  if (!GITHUB_LOGIN.test(bare))
    throw new LoopgovError(
      'ERR_USAGE',
      `${label} must be a GitHub login: A-Z a-z 0-9 - _ only, a bot's ending in [bot] (got ${shownValue(login)})`,
    );
  return bare;
}

/** What an email cannot hold: whitespace, an `@` (but the one), `<` `>`, a control, format or zero-width character. */
const EMAIL_PART = '[^\\s@<>\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}]+';
const EMAIL = new RegExp(`^${EMAIL_PART}@${EMAIL_PART}$`, 'u');

/**
 * An email as the commit reader takes one (trimmed, as git writes idents): `local@domain`, nothing
 * around it (no `<…>`, no `mailto:`); what is then empty or holds whitespace, a control, format or
 * zero-width character matches no approver, so it is `ERR_USAGE` naming `label`.
 *
 * @example
 * proposerEmail(' alice@example.com', 'proposers[0].email') // 'alice@example.com'
 * proposerEmail('<alice@example.com>', 'proposers[0].email') // throws ERR_USAGE
 */
export function proposerEmail(email: unknown, label: string): string {
  const bare = typeof email === 'string' ? email.trim() : '';
  if (!EMAIL.test(bare) || /^mailto:/i.test(bare))
    throw new LoopgovError(
      'ERR_USAGE',
      `${label} must be an email, local@domain with no whitespace, <>, mailto: or invisible characters (got ${shownValue(email)})`,
    );
  return bare;
}

/**
 * Maps each approver of any of `registries` who is also a proposer to the reasons why, matching by
 * approver id, GitHub login and email (case-insensitive; GitHub noreply addresses count as the login).
 *
 * @example
 * findProposingApprovers([{ source: 'pull request author', login: 'alice-gh' }], [registry])
 * // Map { 'alice' => ['pull request author alice-gh'] }
 */
export function findProposingApprovers(
  identities: ProposerIdentity[],
  registries: (ApproverRegistry | null)[],
): Map<string, string[]> {
  const found = new Map<string, Map<string, string[]>>();
  const approvers = registries.flatMap((r) => r?.approvers ?? []);
  for (const who of identities) {
    // Compared as written by people (` @Alice-GH `): an input no front checked still names its login.
    const login = matchable(who.login, true);
    const email = matchable(who.email);
    const noreplyLogin = email ? NOREPLY.exec(email)?.[1]?.toLowerCase() : undefined;
    const free = [matchable(who.id), matchable(who.id, true)].filter((f) => f !== undefined);
    for (const a of approvers) {
      const gh = matchable(a.github, true);
      const id = a.id.toLowerCase();
      const emails = (a.emails ?? []).map((e) => matchable(e));
      const hit =
        (login !== undefined && gh === login) ||
        (noreplyLogin !== undefined && gh === noreplyLogin) ||
        (email !== undefined && emails.includes(email)) ||
        free.some((f) => f === id || f === gh || emails.includes(f));
      if (!hit) continue;
      const byLabel = found.get(a.id) ?? new Map<string, string[]>();
      const label = describe(who);
      const commits = byLabel.get(label) ?? [];
      if (who.commit && !commits.includes(who.commit)) commits.push(who.commit);
      byLabel.set(label, commits);
      found.set(a.id, byLabel);
    }
  }
  const out = new Map<string, string[]>();
  for (const [id, byLabel] of found) {
    out.set(
      id,
      [...byLabel].map(([label, commits]) => `${label}${commitList(commits)}`),
    );
  }
  return out;
}

/** Lowercased and trimmed (a login also without a leading `@`); undefined for what names no one. */
function matchable(value: string | undefined, login = false): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  const bare = login ? v.replace(/^@/, '') : v;
  return bare === '' ? undefined : bare;
}

function describe(who: ProposerIdentity): string {
  const name = who.login ?? who.email ?? who.id ?? who.name ?? '?';
  const email = who.login && who.email ? ` <${who.email}>` : '';
  return `${who.source} ${name}${email}`;
}

/** ` (abc123def456)`, or the first three and a count when a proposer made many commits. */
function commitList(commits: string[]): string {
  if (commits.length === 0) return '';
  const shown = commits.slice(0, 3).map((c) => c.slice(0, 12));
  const more = commits.length > 3 ? ` and ${commits.length - 3} more` : '';
  return ` (${shown.join(', ')}${more})`;
}
