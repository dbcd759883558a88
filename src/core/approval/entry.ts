/** The approver registry entry `loopgov keys generate` prints (keys are added once made), checked first. */
import { LoopgovError } from '../errors.js';
import { validateAgainstSchema } from '../policy/validate.js';
import type { Approver, Role } from '../policy/types.js';

export interface ApproverEntryInput {
  id: string;
  github?: string;
  emails: string[];
  roles: Role[];
}

/**
 * Builds a registry entry and validates it as `approvers.yaml` would. A maintainer or org-admin without
 * a GitHub login and an email is refused (`ERR_USAGE`, naming the flags): separation of duties can only
 * exclude an identity it can recognise (SPEC §2.3).
 *
 * @example
 * buildApproverEntry({ id: 'bob', github: 'bob-gh', emails: ['bob@example.com'], roles: ['maintainer'] })
 */
export function buildApproverEntry(o: ApproverEntryInput): Approver {
  const approves = o.roles.some((r) => r === 'maintainer' || r === 'org-admin');
  const missing = [
    ...(approves && !o.github ? ['--github LOGIN'] : []),
    ...(approves && o.emails.length === 0 ? ['--email ADDRESS'] : []),
  ];
  if (missing.length > 0)
    throw new LoopgovError(
      'ERR_USAGE',
      `${o.roles.includes('org-admin') ? 'an org-admin' : 'a maintainer'} needs ${missing.join(' and ')}: ` +
        'separation of duties can only exclude an approver it can recognise (their GitHub login and commit emails)',
    );
  const entry: Approver = {
    id: o.id,
    ...(o.github ? { github: o.github } : {}),
    ...(o.emails.length ? { emails: [...o.emails] } : {}),
    roles: [...o.roles],
  };
  const problems = validateAgainstSchema(
    'ApproverRegistry',
    { apiVersion: 'loopgov/v1', kind: 'ApproverRegistry', approvers: [entry] },
    'the registry entry',
  );
  if (problems.length > 0)
    throw new LoopgovError(
      'ERR_USAGE',
      `the registry entry would be invalid: ${problems.map((p) => `${describeField(p.field, entry)}${p.message}`).join('; ')}`,
    );
  return entry;
}

/** `/approvers/0/emails/1` → `--email "x": ` so the message names the flag and the value. */
function describeField(field: string | undefined, entry: Approver): string {
  const m = /^\/approvers\/0\/(\w+)(?:\/(\d+))?/.exec(field ?? '');
  if (!m) return field ? `${field}: ` : '';
  const flag = m[1] === 'emails' ? 'email' : m[1];
  const value =
    m[1] === 'emails' && m[2] !== undefined
      ? entry.emails?.[Number(m[2])]
      : (entry as unknown as Record<string, unknown>)[m[1]!];
  return `--${flag} ${JSON.stringify(value)}: `;
}
