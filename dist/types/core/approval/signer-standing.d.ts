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
export declare function signerStandingWarning(keys: KeyIndex, kid: string, approver: string, required: Role, where: string): string | undefined;
