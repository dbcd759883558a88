/** The org ceiling (SPEC §2.2): upper bounds no effective policy may pass, for any scope. */
import { LoopgovError } from '../errors.js';
import { listScopes, levelRank, resolveEffectivePolicy } from './resolve.js';
import type { Budget, EffectivePolicy, LoopPolicy, OrgCeiling, PolicySet, Scope } from './types.js';

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
export function checkCeiling(effective: EffectivePolicy, ceiling: OrgCeiling | null): CeilingViolation[] {
  if (!ceiling) {
    return [
      {
        field: 'org-ceiling',
        value: 'missing',
        limit: 'required',
        message: 'no org ceiling: every run is refused',
      },
    ];
  }
  const out: CeilingViolation[] = [];
  for (const key of Object.keys(ceiling.budget) as (keyof Budget)[]) {
    const value = effective.budget[key];
    const limit = ceiling.budget[key];
    if (value > limit)
      out.push({
        field: `budget.${key}`,
        value,
        limit,
        message: `budget.${key} ${value} > ceiling ${limit}`,
      });
  }
  for (const [key, limit] of Object.entries(ceiling.convergence ?? {}) as [
    keyof EffectivePolicy['convergence'],
    number,
  ][]) {
    const value = effective.convergence[key] as number;
    if (value > limit) {
      out.push({
        field: `convergence.${key}`,
        value,
        limit,
        message: `convergence.${key} ${value} > ceiling ${limit}`,
      });
    }
  }
  const contextLimit = ceiling.context?.max_bytes;
  if (contextLimit !== undefined && effective.context.max_bytes > contextLimit) {
    out.push({
      field: 'context.max_bytes',
      value: effective.context.max_bytes,
      limit: contextLimit,
      message: `context.max_bytes ${effective.context.max_bytes} > ceiling ${contextLimit}`,
    });
  }
  if (levelRank(effective.max_delegation_level) > levelRank(ceiling.max_delegation_level)) {
    out.push({
      field: 'max_delegation_level',
      value: effective.max_delegation_level,
      limit: ceiling.max_delegation_level,
      message: `max_delegation_level ${effective.max_delegation_level} > ceiling ${ceiling.max_delegation_level}`,
    });
  }
  const ids = new Set(effective.gates.map((g) => g.id));
  for (const required of ceiling.required_gates ?? []) {
    if (!ids.has(required)) {
      out.push({
        field: 'gates',
        value: null,
        limit: required,
        message: `required gate "${required}" is missing`,
      });
    }
  }
  return out;
}

/** `checkCeiling` for every scope the policy names; each violation says where. */
export function checkPolicyAgainstCeiling(
  policy: LoopPolicy | null,
  ceiling: OrgCeiling | null,
): CeilingViolation[] {
  const out: CeilingViolation[] = [];
  const seen = new Set<string>();
  for (const scope of listScopes(policy)) {
    for (const v of checkCeiling(resolveEffectivePolicy(policy, scope), ceiling)) {
      const key = `${scope.project}|${scope.level}|${v.field}|${String(v.value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...v, scope });
    }
  }
  return out;
}

/**
 * Throws `ERR_CEILING_EXCEEDED` unless `set`'s policy is within its org ceiling in every scope; the
 * message names `where` the policy came from and up to five violations with their scope.
 *
 * @example
 * assertWithinCeiling(await loadPolicyDir('policies'), 'policies') // throws, or returns nothing
 */
export function assertWithinCeiling(set: Pick<PolicySet, 'policy' | 'ceiling'>, where: string): void {
  const violations = checkPolicyAgainstCeiling(set.policy, set.ceiling);
  if (violations.length === 0) return;
  const shown = violations
    .slice(0, 5)
    .map((v) => `${v.scope ? `${v.scope.project ?? '*'}/${v.scope.level}: ` : ''}${v.message}`)
    .join('; ');
  const more = violations.length > 5 ? ` (+${violations.length - 5} more)` : '';
  throw new LoopgovError('ERR_CEILING_EXCEEDED', `${where} exceeds the org ceiling: ${shown}${more}`);
}
