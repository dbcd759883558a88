/** Semantic diff (SPEC §3.1): classify a change by what it does to effective policies, not by its text. */
import canonicalize from 'canonicalize';
import { APPROVERS_FILE, CEILING_FILE, POLICY_FILE } from './parse.js';
import { diffCeiling } from './diff-ceiling.js';
import { diffRegistry } from './diff-registry.js';
import { levelRank, listScopes, resolveEffectivePolicy } from './resolve.js';
import {
  CHANGE_CLASSES,
  type ChangeClass,
  type EffectivePolicy,
  type Gate,
  type Level,
  type PolicySet,
  type Scope,
} from './types.js';

export type Direction = 'loosen' | 'tighten' | 'neutral';

export interface PolicyChange {
  file: string;
  scope: Scope | null;
  field: string;
  from: unknown;
  to: unknown;
  direction: Direction;
}

export interface ChangeReport {
  class: ChangeClass;
  changes: PolicyChange[];
}

/**
 * Compares every effective field for every project × level × profile named in either side.
 * A changed ceiling or approver registry is class `ceiling`; a direction that cannot be told is `loosen`.
 *
 * @example
 * classifyChange(baseSet, headSet).class // 'neutral' for a comment-only change
 */
export function classifyChange(base: PolicySet, head: PolicySet): ChangeReport {
  const changes: PolicyChange[] = [];
  for (const scope of listScopes(base.policy, head.policy)) {
    const from = resolveEffectivePolicy(base.policy, scope);
    const to = resolveEffectivePolicy(head.policy, scope);
    for (const c of diffEffective(from, to)) changes.push({ file: POLICY_FILE, scope, ...c });
  }
  let cls: ChangeClass = changes.reduce<ChangeClass>((acc, c) => maxClass(acc, c.direction), 'neutral');
  const ceiling = diffCeiling(base.ceiling, head.ceiling).map((c) => ({
    file: CEILING_FILE,
    scope: null,
    ...c,
  }));
  const registry = diffRegistry(base.approvers, head.approvers).map((c) => ({
    file: APPROVERS_FILE,
    scope: null,
    ...c,
  }));
  if (ceiling.length + registry.length > 0) cls = 'ceiling';
  changes.push(...ceiling, ...registry);
  return { class: cls, changes };
}

function maxClass(a: ChangeClass, b: ChangeClass | Direction): ChangeClass {
  const rank = (c: string) => CHANGE_CLASSES.indexOf(c as ChangeClass);
  return rank(b) > rank(a) ? (b as ChangeClass) : a;
}

export type FieldChange = Omit<PolicyChange, 'file' | 'scope'>;

/**
 * Every field that differs between two effective policies, with its direction.
 *
 * @example
 * diffEffective(from, to).map((c) => c.field) // ['budget.max_steps', 'context.must_keep[goal]']
 */
export function diffEffective(a: EffectivePolicy, b: EffectivePolicy): FieldChange[] {
  const out: FieldChange[] = [];
  const push = (field: string, from: unknown, to: unknown, direction: Direction) =>
    out.push({ field, from, to, direction });
  for (const key of Object.keys(a.budget) as (keyof EffectivePolicy['budget'])[]) {
    if (a.budget[key] !== b.budget[key])
      push(`budget.${key}`, a.budget[key], b.budget[key], larger(a.budget[key], b.budget[key]));
  }
  for (const key of ['oscillation_repeat', 'thrash_window', 'no_progress_window'] as const) {
    const x = a.convergence[key];
    const y = b.convergence[key];
    if (x !== y) push(`convergence.${key}`, x, y, larger(x, y));
  }
  if (a.convergence.on_stall !== b.convergence.on_stall) {
    push(
      'convergence.on_stall',
      a.convergence.on_stall,
      b.convergence.on_stall,
      haltToEscalate(a.convergence.on_stall),
    );
  }
  if (a.on_exceed !== b.on_exceed) push('on_exceed', a.on_exceed, b.on_exceed, haltToEscalate(a.on_exceed));
  if (a.max_delegation_level !== b.max_delegation_level) {
    push(
      'max_delegation_level',
      a.max_delegation_level,
      b.max_delegation_level,
      higherLevel(a.max_delegation_level, b.max_delegation_level),
    );
  }
  if (a.governance !== b.governance)
    push('governance', a.governance, b.governance, a.governance === 'required' ? 'loosen' : 'tighten');
  const roleA = a.escalation.approver_role;
  const roleB = b.escalation.approver_role;
  if (roleA !== roleB)
    push('escalation.approver_role', roleA, roleB, roleB === 'maintainer' ? 'loosen' : 'tighten');
  if (a.context.max_bytes !== b.context.max_bytes)
    push(
      'context.max_bytes',
      a.context.max_bytes,
      b.context.max_bytes,
      larger(a.context.max_bytes, b.context.max_bytes),
    );
  out.push(
    ...diffGates('gates', a.gates, b.gates),
    ...diffGates('success_criteria', a.success_criteria, b.success_criteria),
    ...diffById('context.must_keep', a.context.must_keep, b.context.must_keep),
    ...diffUnknown(a, b),
  );
  return out;
}

/** The effective fields `diffEffective` knows how to direct; any other one is compared by `diffUnknown`. */
const KNOWN_FIELDS: Record<keyof EffectivePolicy, readonly string[] | true> = {
  budget: true,
  on_exceed: true,
  convergence: true,
  gates: true,
  success_criteria: true,
  max_delegation_level: true,
  governance: true,
  escalation: ['approver_role'],
  context: ['max_bytes', 'must_keep'],
};

/**
 * Fail closed for fields this diff was not taught: a change anywhere else in the effective policy (a new
 * field, or a new member of a known object) has no known direction, so it is `loosen` (SPEC §3.1).
 */
function diffUnknown(a: EffectivePolicy, b: EffectivePolicy): FieldChange[] {
  const out: FieldChange[] = [];
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  for (const key of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    const known = (KNOWN_FIELDS as Record<string, readonly string[] | true | undefined>)[key];
    if (known === true) continue;
    const pick = (v: unknown) =>
      known && isPlainObject(v)
        ? Object.fromEntries(Object.entries(v).filter(([k]) => !known.includes(k)))
        : v;
    for (const c of diffValues(pick(ra[key]), pick(rb[key]), key)) out.push({ ...c, direction: 'loosen' });
  }
  return out;
}

/**
 * Removed or changed in any way = loosen; added = tighten, except that adding code to run (a `command`
 * gate or criterion) or the first success criterion of a scope (it makes DONE reachable) = loosen
 * (SPEC §3.1). Reordering pure gates is neutral; reordering `command` entries is loosen: they run one
 * after another in one work dir, so each sees what the one before it left (`[build, test]` →
 * `[test, build]` tests what the last iteration built) — decision 136.
 */
function diffGates(field: string, a: Gate[], b: Gate[]): FieldChange[] {
  const firstCriteria = field === 'success_criteria' && a.length === 0;
  const out = diffById(field, a, b, (h) => (h.kind === 'command' || firstCriteria ? 'loosen' : 'tighten'));
  // The command entries both lists hold, each in its list's order.
  const commands = (gs: Gate[], other: Gate[]) =>
    gs
      .filter((g) => g.kind === 'command' && other.some((h) => h.id === g.id && h.kind === 'command'))
      .map((g) => g.id);
  const before = commands(a, b);
  const after = commands(b, a);
  if (before.join('\n') !== after.join('\n'))
    out.push({ field: `${field}(order of command entries)`, from: before, to: after, direction: 'loosen' });
  return out;
}

/** Items keyed by `id`: removed or changed in any way = loosen; added = `added(item)` (default tighten). */
function diffById<T extends { id: string }>(
  field: string,
  a: T[],
  b: T[],
  added: (item: T) => Direction = () => 'tighten',
): FieldChange[] {
  const out: FieldChange[] = [];
  const byId = (gs: T[]) => new Map(gs.map((g) => [g.id, g]));
  const before = byId(a);
  const after = byId(b);
  for (const [id, g] of before) {
    const h = after.get(id);
    if (!h) out.push({ field: `${field}[${id}]`, from: g, to: null, direction: 'loosen' });
    else if (canonicalize(g) !== canonicalize(h))
      out.push({ field: `${field}[${id}]`, from: g, to: h, direction: 'loosen' });
  }
  for (const [id, h] of after) {
    if (before.has(id)) continue;
    out.push({ field: `${field}[${id}]`, from: null, to: h, direction: added(h) });
  }
  return out;
}

function larger(from: number, to: number): Direction {
  return to > from ? 'loosen' : to < from ? 'tighten' : 'neutral';
}
function haltToEscalate(from: string): Direction {
  return from === 'halt' ? 'loosen' : 'tighten';
}
function higherLevel(from: Level, to: Level): Direction {
  return levelRank(to) > levelRank(from) ? 'loosen' : 'tighten';
}

/** Leaf-by-leaf differences of two JSON values; arrays are compared whole. */
function diffValues(a: unknown, b: unknown, path: string): { field: string; from: unknown; to: unknown }[] {
  if (canonicalize(a ?? null) === canonicalize(b ?? null)) return [];
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((k) => diffValues(a[k], b[k], path ? `${path}.${k}` : k));
  }
  return [{ field: path || '(file)', from: a ?? null, to: b ?? null }];
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
