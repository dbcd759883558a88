/** Effective policy resolution (SPEC §2.1): strictest built-in → defaults → level → project → project level. */
import {
  LEVELS,
  type EffectivePolicy,
  type Level,
  type LoopPolicy,
  type PolicyLayer,
  PROFILES,
  type Scope,
} from './types.js';
import { refuseUnknownKeys } from '../option-keys.js';
import { parseScope } from '../run/options.js';

/**
 * What a field takes when no layer sets it: deny by default, never "unlimited". A run under the bare
 * built-in policy gets one step, no tokens, no money, no time, and no way to be DONE (no criteria).
 */
export const STRICTEST: Readonly<EffectivePolicy> = Object.freeze<EffectivePolicy>({
  budget: {
    max_steps: 1,
    max_tokens: 0,
    max_wall_clock_sec: 0,
    max_cost_usd: 0,
    max_corrections_per_step: 0,
  },
  on_exceed: 'halt',
  convergence: { oscillation_repeat: 2, thrash_window: 3, no_progress_window: 1, on_stall: 'halt' },
  gates: [],
  success_criteria: [],
  max_delegation_level: 'L0',
  governance: 'required',
  // SPEC §4.4 names `maintainer` as the default approver role.
  escalation: { approver_role: 'maintainer' },
  // A context no layer allows is allowed no bytes: a runner that sends one must be given a limit.
  context: { max_bytes: 0, must_keep: [] },
});

const SCOPE_KEYS = Object.keys({ project: true, level: true, profile: true } satisfies Record<
  keyof Scope,
  true
>);

/**
 * The policy that governs a run at `scope`. Scalars and objects merge field by field; `gates` and
 * `success_criteria` merge by `id` (a later layer replaces a gate of the same id or adds one — it can
 * never drop one). Profile `prod` is always `governance: required`. Throws `ERR_USAGE` for a scope
 * `loopgov policy resolve` refuses (`level: 'l0'`, `profile: 'Prod'`, `project: 'De Mo'`), and for a key
 * that is not `project`, `level` or `profile` (`Level`, `bogus`): a misspelt field is no scope.
 *
 * @example
 * resolveEffectivePolicy(policy, { project: 'okr', level: 'L3', profile: 'prod' }).budget.max_steps
 */
export function resolveEffectivePolicy(policy: LoopPolicy | null, input: Scope): EffectivePolicy {
  // Checked as the CLI checks its flags: a level no layer names (`l0`) would miss its layer (looser).
  const scope = parseScope(input);
  refuseUnknownKeys(input as unknown as Record<string, unknown>, SCOPE_KEYS);
  const layers: (PolicyLayer | undefined)[] = [];
  if (policy) {
    const project = scope.project === null ? undefined : ownValue(policy.projects, scope.project);
    layers.push(
      policy.defaults,
      ownValue(policy.levels, scope.level),
      project,
      ownValue(project?.levels, scope.level),
    );
  }
  let eff: EffectivePolicy = structuredClone(STRICTEST) as EffectivePolicy;
  for (const layer of layers) if (layer) eff = mergeLayer(eff, layer);
  const devGovernance = policy?.profiles?.dev?.governance;
  eff.governance = scope.profile === 'dev' && devGovernance === 'optional' ? 'optional' : 'required';
  return eff;
}

function mergeLayer(eff: EffectivePolicy, layer: PolicyLayer): EffectivePolicy {
  return {
    budget: { ...eff.budget, ...layer.budget },
    on_exceed: layer.on_exceed ?? eff.on_exceed,
    convergence: { ...eff.convergence, ...layer.convergence },
    gates: mergeById(eff.gates, layer.gates),
    success_criteria: mergeById(eff.success_criteria, layer.success_criteria),
    max_delegation_level: layer.max_delegation_level ?? eff.max_delegation_level,
    governance: eff.governance,
    escalation: { ...eff.escalation, ...layer.escalation },
    context: {
      max_bytes: layer.context?.max_bytes ?? eff.context.max_bytes,
      must_keep: mergeById(eff.context.must_keep, layer.context?.must_keep),
    },
  };
}

function mergeById<T extends { id: string }>(base: T[], over: T[] | undefined): T[] {
  if (!over) return base.map((g) => structuredClone(g));
  const out = base.map((g) => structuredClone(g));
  for (const g of over) {
    const i = out.findIndex((x) => x.id === g.id);
    if (i >= 0) out[i] = structuredClone(g);
    else out.push(structuredClone(g));
  }
  return out;
}

// Names come from users: never follow the prototype chain (`constructor`, `__proto__`).
function ownValue<T>(
  obj: Record<string, T> | Partial<Record<string, T>> | undefined,
  key: string,
): T | undefined {
  return obj && Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** Every scope the policies name: each named project plus "any other project", × L0–L5 × prod/dev. */
export function listScopes(...policies: (LoopPolicy | null)[]): Scope[] {
  const projects = new Set<string>();
  for (const p of policies) for (const name of Object.keys(p?.projects ?? {})) projects.add(name);
  const names: (string | null)[] = [null, ...[...projects].sort()];
  return names.flatMap((project) =>
    LEVELS.flatMap((level: Level) => PROFILES.map((profile) => ({ project, level, profile }))),
  );
}

/** `L3` → 3. */
export function levelRank(level: Level): number {
  return LEVELS.indexOf(level);
}
