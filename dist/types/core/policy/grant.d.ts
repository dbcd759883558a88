import type { Budget } from './types.js';
/** The budget fields a resume may raise, and whether each must be an integer. */
export declare const GRANT_FIELDS: {
    readonly max_steps: "integer";
    readonly max_tokens: "integer";
    readonly max_cost_usd: "number";
    readonly max_wall_clock_sec: "number";
    readonly max_corrections_per_step: "integer";
};
export type GrantField = keyof typeof GRANT_FIELDS;
/** Increases to add to the current limits, e.g. `{max_steps: 10}`. */
export type Grant = Partial<Record<GrantField, number>>;
/**
 * Why `value` is not a grant, or null. Every member must be a known field holding a number > 0 (an
 * integer where the limit is one).
 *
 * @example
 * grantProblem({ max_steps: 10 }) // null
 * grantProblem({ max_steps: -1 }) // 'grant max_steps must be a positive integer (got -1)'
 */
export declare function grantProblem(value: unknown): string | null;
/**
 * Parses `max_steps=10,max_cost_usd=0.5` (the `--grant` flag). Throws `ERR_USAGE` naming the bad part.
 *
 * @example
 * parseGrant('max_steps=10,max_tokens=5000') // { max_steps: 10, max_tokens: 5000 }
 */
export declare function parseGrant(text: string): Grant;
/**
 * The limits after `grant`, and every way they would pass the ceiling (empty when within it). No
 * ceiling known means nothing may be granted (fail closed).
 *
 * @example
 * applyGrant(limits, { max_steps: 10 }, ceiling.budget) // { limits: {…, max_steps: 22}, problems: [] }
 */
export declare function applyGrant(limits: Budget, grant: Grant, ceiling: Budget | null): {
    limits: Budget;
    problems: string[];
};
/**
 * How much each limit could still be raised before it meets the ceiling (what a resume could grant).
 *
 * @example
 * grantable({ …, max_steps: 12 }, ceiling.budget).max_steps // 188 when the ceiling is 200
 */
export declare function grantable(limits: Budget, ceiling: Budget | null): Record<GrantField, number> | null;
