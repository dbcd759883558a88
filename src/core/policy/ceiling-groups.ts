/**
 * Ceiling violations for people: one violation fanned out over many scopes (a required gate removed
 * from `defaults` is missing in every project × level) is one line, with the scopes it reaches, as the
 * semantic diff groups its changes. JSON keeps every violation; reasons and text show the groups.
 */
import canonicalize from 'canonicalize';
import type { CeilingViolation } from './ceiling.js';
import { describeScopes } from './diff-explain.js';
import type { Scope } from './types.js';

/** Violations that differ only by scope, in order of first appearance. */
export interface CeilingViolationGroup extends Omit<CeilingViolation, 'scope'> {
  /** Project × level (a violation holds in every profile alike); empty for a violation of no scope. */
  scopes: Omit<Scope, 'profile'>[];
}

/**
 * Groups violations with the same field, value, limit and message.
 *
 * @example
 * groupViolations(result.ceiling).length // 1 for a required gate missing in 24 scopes
 */
export function groupViolations(violations: CeilingViolation[]): CeilingViolationGroup[] {
  const groups = new Map<string, CeilingViolationGroup>();
  for (const { scope, ...rest } of violations) {
    const key = scope
      ? canonicalize([rest.field, rest.value ?? null, rest.limit ?? null, rest.message])!
      : `#${groups.size}`;
    const at = scope ? [{ project: scope.project, level: scope.level }] : [];
    const g = groups.get(key);
    if (g) g.scopes.push(...at);
    else groups.set(key, { ...rest, scopes: at });
  }
  return [...groups.values()];
}

/**
 * One group as a line: `project * level L3: budget.max_steps 500 > ceiling 200` for one scope,
 * `required gate "size" is missing in 24 scopes: every project × L0–L5` for many. `projects` (every
 * project the policy names, `null` for `*`) lets it say "every project".
 *
 * @example
 * describeViolationGroup(groupViolations(result.ceiling)[0], [null, 'okr', 'web', 'ops'])
 */
export function describeViolationGroup(g: CeilingViolationGroup, projects?: (string | null)[]): string {
  if (g.scopes.length === 0) return g.message;
  if (g.scopes.length === 1)
    return `project ${g.scopes[0]!.project ?? '*'} level ${g.scopes[0]!.level}: ${g.message}`;
  return `${g.message} in ${describeScopes(g.scopes, projects)}`;
}
