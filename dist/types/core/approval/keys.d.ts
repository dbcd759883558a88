import type { ApproverRegistry } from '../policy/types.js';
import { type KeyIndex } from './types.js';
/**
 * An approver id or key id, as `schemas/defs.schema.json` defines an id: lower case, no slash, no leading
 * dot, so a kid is never a path trick.
 */
export declare const ID_PATTERN: RegExp;
/**
 * Indexes every key of `registry` by kid, with its owner and roles. Throws `ERR_KEY` if a key carries a
 * private member, an algorithm outside the allow-list, a kid used twice, a point anyone can sign for or
 * off its curve (`publicKeyProblem`), or one key listed twice (it would count as two approvers) — defence in depth on top of
 * the schema, since a registry reaching here may come from a trust file.
 *
 * @example
 * const keys = buildKeyIndex(baseSet.approvers);
 * keys.get('alice-2026')?.approverId // 'alice'
 */
export declare function buildKeyIndex(registry: ApproverRegistry | null): KeyIndex;
