import type { LoopPolicy, OrgCeiling } from '../policy/types.js';
import type { Finding } from './types.js';
/** The ceiling's bound for `field` (`budget.max_steps` …), or null when the ceiling sets none. */
export declare function ceilingFor(field: string, ceiling: OrgCeiling | null): number | null;
/**
 * Clamps a finding's edit to the ceiling at base; an edit left with nothing to change is dropped and the
 * finding says why.
 *
 * @example
 * clampFinding(finding, ceiling).edit?.to // ≤ ceiling.budget.max_steps
 */
export declare function clampFinding(f: Finding, ceiling: OrgCeiling | null): Finding;
/**
 * Throws `ERR_CEILING_EXCEEDED` naming every violation if `policy` exceeds `ceiling` in any scope or
 * lacks a required gate: a proposal that would is never written.
 *
 * @example
 * assertWithinCeiling(applyEdits(base.policy, edits), base.ceiling);
 */
export declare function assertWithinCeiling(policy: LoopPolicy | null, ceiling: OrgCeiling | null): void;
