import type { EffectivePolicy, LoopPolicy, OrgCeiling, PolicySet, Scope } from './types.js';
export interface CeilingViolation {
    scope?: Scope;
    field: string;
    value: unknown;
    limit: unknown;
    message: string;
}
/**
 * Every way `effective` exceeds `ceiling` (empty when within it). No ceiling file at all means nothing
 * is allowed above the built-in strictest values, so callers must pass one; `null` is a violation.
 *
 * @example
 * checkCeiling(resolveEffectivePolicy(policy, scope), ceiling) // → []
 */
export declare function checkCeiling(effective: EffectivePolicy, ceiling: OrgCeiling | null): CeilingViolation[];
/** `checkCeiling` for every scope the policy names; each violation says where. */
export declare function checkPolicyAgainstCeiling(policy: LoopPolicy | null, ceiling: OrgCeiling | null): CeilingViolation[];
/**
 * Throws `ERR_CEILING_EXCEEDED` unless `set`'s policy is within its org ceiling in every scope; the
 * message names `where` the policy came from and up to five violations with their scope.
 *
 * @example
 * assertWithinCeiling(await loadPolicyDir('policies'), 'policies') // throws, or returns nothing
 */
export declare function assertWithinCeiling(set: Pick<PolicySet, 'policy' | 'ceiling'>, where: string): void;
