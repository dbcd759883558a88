import type { CeilingViolation } from './ceiling.js';
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
export declare function groupViolations(violations: CeilingViolation[]): CeilingViolationGroup[];
/**
 * One group as a line: `project * level L3: budget.max_steps 500 > ceiling 200` for one scope,
 * `required gate "size" is missing in 24 scopes: every project × L0–L5` for many. `projects` (every
 * project the policy names, `null` for `*`) lets it say "every project".
 *
 * @example
 * describeViolationGroup(groupViolations(result.ceiling)[0], [null, 'okr', 'web', 'ops'])
 */
export declare function describeViolationGroup(g: CeilingViolationGroup, projects?: (string | null)[]): string;
