/**
 * The org ceiling's changes, field by field (SPEC §3.1: any change is class `ceiling`). Directions are for
 * the reader, from what each field does: a bound (`budget.*`, `convergence.*`, `context.max_bytes`) that
 * grows loosens, and one that appears where there was none tightens (absent is unbounded; present →
 * absent loosens); a higher `max_delegation_level` loosens; a required gate added tightens, one removed
 * loosens (an order changes nothing); an approval rule needing more approvers, or a higher role,
 * tightens (an unset rule is its default). No ceiling at all refuses every run, so adding the file
 * loosens and deleting it tightens. Anything else has no known direction: loosen.
 */
import canonicalize from 'canonicalize';
import { approvalRuleFor } from './approval-rules.js';
import { levelRank } from './resolve.js';
import { CHANGE_CLASSES, type Level, type OrgCeiling } from './types.js';

export interface CeilingChange {
  /** `budget.max_steps`, `context.max_bytes`, `approval_rules.loosen.count`, `required_gates`, `(file)`… */
  field: string;
  from: unknown;
  to: unknown;
  /** `neutral`: the file's data changed with no effect on any bound (a reorder, a default written out). */
  direction: 'loosen' | 'tighten' | 'neutral';
}

/** The ceiling's groups of upper bounds: each member caps the policy field of the same name. */
const BOUNDS = ['budget', 'convergence', 'context'] as const;
const KNOWN = new Set<string>([
  ...BOUNDS,
  'apiVersion',
  'kind',
  'max_delegation_level',
  'required_gates',
  'approval_rules',
]);

/**
 * Compares two ceilings field by field (`null`: no ceiling file).
 *
 * @example
 * diffCeiling(base.ceiling, head.ceiling)
 * // [{ field: 'context.max_bytes', from: null, to: 65536, direction: 'tighten' }]
 */
export function diffCeiling(a: OrgCeiling | null, b: OrgCeiling | null): CeilingChange[] {
  if (!a || !b)
    return a === b ? [] : [{ field: '(file)', from: a, to: b, direction: a ? 'tighten' : 'loosen' }];
  const out: CeilingChange[] = [];
  const push = (field: string, from: unknown, to: unknown, direction: CeilingChange['direction']) =>
    out.push({ field, from: from ?? null, to: to ?? null, direction });
  for (const group of BOUNDS) {
    const x = (a[group] ?? {}) as Record<string, unknown>;
    const y = (b[group] ?? {}) as Record<string, unknown>;
    for (const key of union(x, y))
      if (!same(x[key], y[key])) push(`${group}.${key}`, x[key], y[key], boundDirection(x[key], y[key]));
  }
  if (a.max_delegation_level !== b.max_delegation_level)
    push('max_delegation_level', a.max_delegation_level, b.max_delegation_level, levelDirection(a, b));
  // A set: only membership counts (an order changes nothing).
  const gatesA = a.required_gates ?? [];
  const gatesB = b.required_gates ?? [];
  const removed = gatesA.some((g) => !gatesB.includes(g));
  if (removed || gatesB.some((g) => !gatesA.includes(g)))
    push('required_gates', a.required_gates, b.required_gates, removed ? 'loosen' : 'tighten');
  for (const cls of CHANGE_CLASSES) {
    const x = approvalRuleFor(cls, a);
    const y = approvalRuleFor(cls, b);
    if (x.count !== y.count)
      push(`approval_rules.${cls}.count`, x.count, y.count, y.count > x.count ? 'tighten' : 'loosen');
    if (x.role !== y.role)
      push(`approval_rules.${cls}.role`, x.role, y.role, y.role === 'org-admin' ? 'tighten' : 'loosen');
  }
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  for (const key of union(ra, rb))
    if (!KNOWN.has(key) && !same(ra[key], rb[key])) push(key, ra[key], rb[key], 'loosen');
  // SPEC §3.1: any change of the file's data is class `ceiling`, even one that moves no bound
  // (required_gates reordered, an approval rule's default written out): listed, without a direction.
  for (const key of union(ra, rb)) {
    if (same(ra[key], rb[key]) || out.some((c) => c.field === key || c.field.startsWith(`${key}.`))) continue;
    push(key, ra[key], rb[key], 'neutral');
  }
  return out;
}

function boundDirection(from: unknown, to: unknown): CeilingChange['direction'] {
  if (from === undefined) return 'tighten';
  if (to === undefined) return 'loosen';
  if (typeof from === 'number' && typeof to === 'number') return to > from ? 'loosen' : 'tighten';
  return 'loosen';
}

function levelDirection(a: OrgCeiling, b: OrgCeiling): CeilingChange['direction'] {
  return levelRank(b.max_delegation_level as Level) > levelRank(a.max_delegation_level as Level)
    ? 'loosen'
    : 'tighten';
}

function union(x: Record<string, unknown>, y: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(x), ...Object.keys(y)])].sort();
}

function same(x: unknown, y: unknown): boolean {
  return canonicalize(x ?? null) === canonicalize(y ?? null);
}
