/** Separation of duties (SPEC §3.3.4): which registered approvers are among the proposers. */
import { LoopgovError } from '../errors.js';
import type { ApproverRegistry } from '../policy/types.js';
import type { ProposerIdentity } from './types.js';

/** `12345+login@users.noreply.github.com` or `login@users.noreply.github.com` → `login`. */
const NOREPLY = /^(?:\d+\+)?([A-Za-z0-9][A-Za-z0-9-]*(?:\[bot\])?)@users\.noreply\.github\.com$/i;

/**
 * The pull request's author as a proposer: matched as a GitHub login and as an approver id, the same
 * way by every front (`loopgov gate --author`, the Action's event and API). Written as people write a
 * login — `@alice-gh`, ` alice-gh ` — it is that login (as `proposed_by` and co-authors are read); one
 * that still holds whitespace, an `@` or nothing matches nobody, so it is refused (`ERR_USAGE`, naming
 * `label`), never matched silently against no one.
 *
 * @example
 * pullRequestAuthor('@alice-gh') // { source: 'pull request author', login: 'alice-gh', id: 'alice-gh' }
 * pullRequestAuthor('alice gh', '--author') // throws ERR_USAGE: --author must be a GitHub login …
 */
export function pullRequestAuthor(login: string, label = 'the pull request author'): ProposerIdentity {
  const bare = login.trim().replace(/^@/, '');
  if (!bare || /[\s@]/u.test(bare) || /\p{Cc}/u.test(bare))
    throw new LoopgovError(
      'ERR_USAGE',
      `${label} must be a GitHub login, which holds no whitespace or @ (got ${JSON.stringify(login)})`,
    );
  return { source: 'pull request author', login: bare, id: bare };
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
    const login = who.login?.toLowerCase();
    const email = who.email?.toLowerCase();
    const noreplyLogin = email ? NOREPLY.exec(email)?.[1]?.toLowerCase() : undefined;
    const free = who.id?.toLowerCase();
    for (const a of approvers) {
      const gh = a.github?.toLowerCase();
      const emails = (a.emails ?? []).map((e) => e.toLowerCase());
      const hit =
        (login !== undefined && gh === login) ||
        (noreplyLogin !== undefined && gh === noreplyLogin) ||
        (email !== undefined && emails.includes(email)) ||
        (free !== undefined && (free === a.id || free === gh || emails.includes(free)));
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
