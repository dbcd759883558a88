/**
 * The ceiling is the law for the meta-loop too (SPEC §6): every edit is clamped to the ceiling at base
 * (and to the schema's own bounds), and the policy the edits produce is checked against that ceiling
 * for every scope before anything is written — an edit can never remove a gate, so no required gate can
 * be dropped, and the check proves it again.
 */
import { LoopgovError } from '../errors.js';
import { checkPolicyAgainstCeiling } from '../policy/ceiling.js';
import type { LoopPolicy, OrgCeiling } from '../policy/types.js';
import type { Finding, PolicyEdit } from './types.js';

/** The schema's upper bounds (schemas/defs.schema.json): an edit above them would not even validate. */
const SCHEMA_MAX: Record<string, number> = {
  'budget.max_steps': 1_000_000,
  'budget.max_tokens': 10_000_000_000,
  'budget.max_wall_clock_sec': 604_800,
  'budget.max_cost_usd': 100_000,
  'budget.max_corrections_per_step': 100,
  'convergence.oscillation_repeat': 1000,
  'convergence.thrash_window': 1000,
  'convergence.no_progress_window': 100_000,
};

/** The ceiling's bound for `field` (`budget.max_steps` …), or null when the ceiling sets none. */
export function ceilingFor(field: string, ceiling: OrgCeiling | null): number | null {
  const [section, key] = field.split('.') as [string, string];
  if (!ceiling) return 0; // no ceiling: nothing may be raised (every run is refused anyway)
  const bounds =
    section === 'budget'
      ? (ceiling.budget as unknown as Record<string, number>)
      : section === 'convergence'
        ? ((ceiling.convergence ?? {}) as Record<string, number>)
        : {};
  const v = Object.hasOwn(bounds, key) ? bounds[key] : undefined;
  return typeof v === 'number' ? v : null;
}

/**
 * Clamps a finding's edit to the ceiling at base; an edit left with nothing to change is dropped and the
 * finding says why.
 *
 * @example
 * clampFinding(finding, ceiling).edit?.to // ≤ ceiling.budget.max_steps
 */
export function clampFinding(f: Finding, ceiling: OrgCeiling | null): Finding {
  if (!f.edit) return f;
  const e: PolicyEdit = { ...f.edit, ceiling: ceilingFor(f.edit.field, ceiling) };
  const bound = Math.min(
    e.ceiling ?? Number.POSITIVE_INFINITY,
    SCHEMA_MAX[e.field] ?? Number.POSITIVE_INFINITY,
  );
  let clamped: string | undefined;
  if (e.to > bound) {
    clamped = `wanted ${e.to}, the ceiling at base allows at most ${bound}`;
    e.to = bound;
  }
  // A raise the ceiling leaves no room for (or that would turn into a cut) is no edit at all.
  if (e.to === e.from || (f.edit.to > e.from && e.to <= e.from)) {
    return {
      ...f,
      edit: null,
      clamped: `${clamped ?? `wanted ${f.edit.to}`}: ${e.field} is already ${e.from}, nothing to change`,
    };
  }
  return clamped ? { ...f, edit: e, clamped } : { ...f, edit: e };
}

/**
 * Throws `ERR_CEILING_EXCEEDED` naming every violation if `policy` exceeds `ceiling` in any scope or
 * lacks a required gate: a proposal that would is never written.
 *
 * @example
 * assertWithinCeiling(applyEdits(base.policy, edits), base.ceiling);
 */
export function assertWithinCeiling(policy: LoopPolicy | null, ceiling: OrgCeiling | null): void {
  const violations = checkPolicyAgainstCeiling(policy, ceiling);
  if (violations.length === 0) return;
  throw new LoopgovError(
    'ERR_CEILING_EXCEEDED',
    `the proposed policy would exceed the org ceiling at base, so it is not proposed: ${violations
      .slice(0, 5)
      .map((v) => `${v.scope ? `${v.scope.project ?? '*'}/${v.scope.level}: ` : ''}${v.message}`)
      .join('; ')}${violations.length > 5 ? ` and ${violations.length - 5} more` : ''}`,
  );
}
