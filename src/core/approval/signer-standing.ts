/**
 * What `loopgov resume` can tell of the signer before the runtime does, from the registry the signer
 * named (`--trust`, the pinning flags, `--policy-dir`): a key that registry does not hold, one that
 * belongs to someone else than the answer names, a proposer-bot, a role below the one the escalation asks
 * for. Each is an answer the runtime will refuse when it verifies with that registry (decision 116). Pure.
 */
import { meetsRole } from '../policy/approval-rules.js';
import type { Role } from '../policy/types.js';
import type { KeyIndex } from './types.js';

/**
 * Why the runtime will refuse an answer signed with `kid` as `approver` (as its `ERR_TOKEN_ROLE` and
 * `ERR_TOKEN_SUB` say it), or undefined when the registry at hand finds nothing wrong. `where` names the
 * registry; `required` is the role the escalation asks for.
 *
 * @example
 * signerStandingWarning(keys, 'metabot-2026', 'meta-loop', 'maintainer', 'the policy folder pol')
 * // 'meta-loop (kid metabot-2026) is a proposer-bot in the policy folder pol: …'
 */
export function signerStandingWarning(
  keys: KeyIndex,
  kid: string,
  approver: string,
  required: Role,
  where: string,
): string | undefined {
  const refused = 'the runtime will refuse this answer if it verifies with that registry';
  const key = keys.get(kid);
  if (!key) return `kid ${kid} is not in ${where}: ${refused}`;
  const who = `${key.approverId} (kid ${kid})`;
  if (key.approverId !== approver)
    return `the answer names ${approver}, but ${who} is another approver in ${where}: ${refused}`;
  if (meetsRole(key.roles, required)) return undefined;
  return key.roles.includes('proposer-bot')
    ? `${who} is a proposer-bot in ${where}: a proposer-bot never answers an escalation, which asks for a ${required}; ${refused}`
    : `${who} has roles [${key.roles.join(', ')}] in ${where}, not ${required} (the role this escalation asks for); ${refused}`;
}
