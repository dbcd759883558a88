/**
 * Explaining a semantic diff to people: which edits change no effective value at all (shadowed by a
 * more specific layer), and which changes are one edit fanned out over many scopes.
 */
import canonicalize from 'canonicalize';
import { type ChangeReport, classifyChange, type PolicyChange } from './diff.js';
import { POLICY_FILE } from './parse.js';
import { levelRank, listScopes, resolveEffectivePolicy } from './resolve.js';
import { LEVELS, type Level, type LoopPolicy, PROFILES, type PolicySet, type Scope } from './types.js';

/** An edit to the policy file that no effective policy sees. */
export interface IneffectiveEdit {
  file: string;
  /** Dotted path in the file, e.g. `defaults.budget.max_steps`. */
  field: string;
  from: unknown;
  to: unknown;
  /** Why no scope sees it, e.g. `every level sets its own`. */
  why: string;
}

/** Beyond this many edited leaves, the (quadratic) search for shadowed edits is skipped. */
const MAX_EDITS = 200;

/**
 * Every leaf edit of `loop-policy.yaml` that changes no effective value in any scope: undoing it alone
 * leaves every effective policy at head as it is.
 *
 * @example
 * findIneffectiveEdits(base, head)
 * // [{ field: 'defaults.budget.max_steps', from: 30, to: 31, why: 'every level sets its own', … }]
 */
export function findIneffectiveEdits(base: PolicySet, head: PolicySet): IneffectiveEdit[] {
  if (!base.policy || !head.policy) return [];
  const edits = leafEdits(base.policy, head.policy, []);
  if (edits.length > MAX_EDITS) return [];
  const scopes = listScopes(base.policy, head.policy);
  const out: IneffectiveEdit[] = [];
  for (const e of edits) {
    const undone = withValue(head.policy, e.keys, e.from);
    const seen = scopes.filter((s) => reaches(e.keys, s));
    const same = seen.every(
      (s) =>
        canonicalize(resolveEffectivePolicy(head.policy, s)) ===
        canonicalize(resolveEffectivePolicy(undone, s)),
    );
    if (same)
      out.push({
        file: POLICY_FILE,
        field: e.keys.join('.'),
        from: e.from ?? null,
        to: e.to ?? null,
        why: why(head.policy, e.keys),
      });
  }
  return out;
}

/** Changes that differ only by scope, in order of first appearance. */
export interface ChangeGroup extends Omit<PolicyChange, 'scope'> {
  scopes: Scope[];
}

/**
 * Groups changes with the same file, field, from, to and direction (one edit fanned out over scopes).
 *
 * @example
 * groupChanges(report.changes)[0].scopes.length // 12
 */
export function groupChanges(changes: PolicyChange[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const { scope, ...rest } of changes) {
    // A change outside the policy file (ceiling, registry) has no scope: it stays a group of its own.
    const key = scope
      ? canonicalize([rest.file, rest.field, rest.from ?? null, rest.to ?? null, rest.direction])!
      : `#${groups.size}`;
    const g = groups.get(key);
    if (g && scope) g.scopes.push(scope);
    else groups.set(key, { ...rest, scopes: scope ? [scope] : [] });
  }
  return [...groups.values()];
}

/**
 * A compact description of a set of scopes: `12 scopes: L0–L5 × prod/dev`, or with projects,
 * `10 scopes: okr, * × (L0–L3 × prod/dev, L4 × prod)`. `*` is any project the policy does not name.
 *
 * `projects` (every project the policies name, `null` for `*`) lets it say "every project". Scopes
 * without a profile (a ceiling violation holds in every profile alike) are described by project and
 * level only: `24 scopes: every project × L0–L5`.
 *
 * @example
 * describeScopes(scopes, [null]) // '12 scopes: L0–L5 × prod/dev'
 */
export function describeScopes(
  scopes: (Omit<Scope, 'profile'> & { profile?: Scope['profile'] })[],
  projects?: (string | null)[],
): string {
  const byProject = new Map<string | null, Map<Level, Set<string>>>();
  for (const s of scopes) {
    const levels = byProject.get(s.project) ?? new Map<Level, Set<string>>();
    const profiles = levels.get(s.level) ?? new Set();
    if (s.profile) profiles.add(s.profile);
    levels.set(s.level, profiles);
    byProject.set(s.project, levels);
  }
  const byShape = new Map<string, (string | null)[]>();
  for (const [project, levels] of byProject) {
    const shape = describeLevels(levels);
    byShape.set(shape, [...(byShape.get(shape) ?? []), project]);
  }
  const parts = [...byShape].map(([shape, ps]) => {
    const wrapped = shape.includes(',') ? `(${shape})` : shape;
    if (projects?.length === 1 && ps.length === 1 && ps[0] === projects[0]) return shape;
    const every = projects !== undefined && projects.length > 1 && ps.length === projects.length;
    const label = every ? 'every project' : ps.map((p) => p ?? '*').join(', ');
    return `${label} × ${wrapped}`;
  });
  return `${scopes.length} scope${scopes.length === 1 ? '' : 's'}: ${parts.join('; ')}`;
}

function describeLevels(levels: Map<Level, Set<string>>): string {
  const byProfiles = new Map<string, Level[]>();
  for (const level of LEVELS) {
    const profiles = levels.get(level);
    if (!profiles) continue;
    const key = PROFILES.filter((p) => profiles.has(p)).join('/');
    byProfiles.set(key, [...(byProfiles.get(key) ?? []), level]);
  }
  return [...byProfiles]
    .map(([profiles, ls]) => (profiles ? `${levelRanges(ls)} × ${profiles}` : levelRanges(ls)))
    .join(', ');
}

/** `[L0, L1, L2, L4]` → `L0–L2, L4`. */
function levelRanges(levels: Level[]): string {
  const runs: Level[][] = [];
  for (const l of levels) {
    const last = runs[runs.length - 1];
    if (last && levelRank(l) === levelRank(last[last.length - 1]!) + 1) last.push(l);
    else runs.push([l]);
  }
  return runs.map((r) => (r.length === 1 ? r[0] : `${r[0]}–${r[r.length - 1]}`)).join(', ');
}

interface LeafEdit {
  keys: string[];
  from: unknown;
  to: unknown;
}

/** Leaf-by-leaf differences as key paths (project names may hold dots); arrays are compared whole. */
function leafEdits(a: unknown, b: unknown, keys: string[]): LeafEdit[] {
  if (canonicalize(a ?? null) === canonicalize(b ?? null)) return [];
  if (isObject(a) && isObject(b)) {
    const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return names.flatMap((k) => leafEdits(a[k], b[k], [...keys, k]));
  }
  return [{ keys, from: a, to: b }];
}

/** A copy of `policy` with the value at `keys` replaced (`undefined`: removed). */
function withValue(policy: LoopPolicy, keys: string[], value: unknown): LoopPolicy {
  const copy = structuredClone(policy) as unknown as Record<string, unknown>;
  let at = copy;
  for (const k of keys.slice(0, -1)) {
    if (!isObject(at[k])) at[k] = {};
    at = at[k] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = structuredClone(value);
  return copy as unknown as LoopPolicy;
}

/**
 * Whether an edit at `keys` can reach `scope` at all (projects and levels only reach their own). An edit
 * of a whole block (`levels`, `projects`, `projects.X.levels` added or removed) reaches every scope under it.
 */
function reaches(keys: string[], s: Scope): boolean {
  const is = (key: string | undefined, value: string | null) => key === undefined || key === value;
  if (keys[0] === 'levels') return is(keys[1], s.level);
  if (keys[0] === 'projects') return is(keys[1], s.project) && (keys[2] !== 'levels' || is(keys[3], s.level));
  return true;
}

function why(policy: LoopPolicy, keys: string[]): string {
  const sets = (layer: unknown, rest: string[]) =>
    rest.reduce<unknown>((at, k) => (isObject(at) && Object.hasOwn(at, k) ? at[k] : undefined), layer) !==
    undefined;
  if (keys[0] === 'defaults' && LEVELS.every((l) => sets(policy.levels?.[l], keys.slice(1))))
    return 'every level sets its own';
  if (keys[0] === 'projects' && keys[2] !== 'levels') {
    const project = policy.projects?.[keys[1]!];
    if (LEVELS.every((l) => sets(project?.levels?.[l], keys.slice(2))))
      return `every level of project ${keys[1]} sets its own`;
  }
  return 'no effective policy it reaches differs';
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** `policy diff`'s report: the semantic diff, plus what a reader needs to make sense of it. */
export interface ExplainedDiff extends ChangeReport {
  /** Edits of the policy file that no scope sees (shadowed). */
  ineffective: IneffectiveEdit[];
  /** Every project the two revisions name (`null` for `*`), for describing fan-out. */
  projects: (string | null)[];
}

/**
 * Classifies base → head and explains it (SPEC §3.1 plus shadowed edits).
 *
 * @example
 * const d = explainChange(base.set, head.set); // { class, changes, ineffective, projects }
 */
export function explainChange(base: PolicySet, head: PolicySet): ExplainedDiff {
  const projects = namedProjects(base, head);
  return { ...classifyChange(base, head), ineffective: findIneffectiveEdits(base, head), projects };
}

/**
 * Every project the two revisions name, `null` first for `*` (any other): what `describeScopes` needs
 * to say "every project", or nothing at all when the policies name none — the same words in
 * `policy diff` and the gate.
 *
 * @example
 * namedProjects(base.set, head.set) // [null, 'okr']
 */
export function namedProjects(base: PolicySet, head: PolicySet): (string | null)[] {
  return [...new Set(listScopes(base.policy, head.policy).map((s) => s.project))];
}
