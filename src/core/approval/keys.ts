/** The trusted key set: built from an approver registry, and from nothing else. */
import { LoopgovError } from '../errors.js';
import type { ApproverRegistry } from '../policy/types.js';
import { keyIdentity, publicKeyProblem } from '../policy/public-key.js';
import { ALLOWED_ALGS, type ApprovalAlg, type KeyIndex, type TrustedKey } from './types.js';

/**
 * An approver id or key id, as `schemas/defs.schema.json` defines an id: lower case, no slash, no leading
 * dot, so a kid is never a path trick.
 */
export const ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** Private or symmetric members that must never appear in a registry key. */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'];

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
export function buildKeyIndex(registry: ApproverRegistry | null): KeyIndex {
  const index = new Map<string, TrustedKey>();
  if (!registry) return index;
  const bad: string[] = [];
  const points = new Map<string, string>();
  for (const approver of registry.approvers) {
    for (const jwk of approver.keys ?? []) {
      const members = Object.keys(jwk).filter((k) => PRIVATE_MEMBERS.includes(k));
      if (members.length > 0) bad.push(`key ${jwk.kid} of ${approver.id} has private member(s) ${members}`);
      if (!(ALLOWED_ALGS as readonly string[]).includes(jwk.alg))
        bad.push(`key ${jwk.kid} of ${approver.id} has algorithm ${JSON.stringify(jwk.alg)}`);
      if (index.has(jwk.kid)) bad.push(`kid ${jwk.kid} is used twice`);
      const weak = publicKeyProblem(jwk);
      if (weak) bad.push(`key ${jwk.kid} of ${approver.id} ${weak}`);
      const point = keyIdentity(jwk);
      const first = points.get(point);
      if (first) bad.push(`key ${jwk.kid} of ${approver.id} is the same key as ${first}`);
      else points.set(point, `${jwk.kid} of ${approver.id}`);
      index.set(jwk.kid, {
        kid: jwk.kid,
        alg: jwk.alg as ApprovalAlg,
        jwk,
        approverId: approver.id,
        roles: [...approver.roles],
      });
    }
  }
  if (bad.length > 0) {
    throw new LoopgovError(
      'ERR_KEY',
      `untrustworthy approver registry: ${bad.join('; ')}`,
      bad.map((message) => ({ file: 'approvers', message })),
    );
  }
  return index;
}
