/**
 * Why the effective policy is what it is (`loopgov policy resolve`): which layer set each value —
 * `defaults`, `levels.L3`, `projects.okr`, `projects.okr.levels.L3`, a profile, or the built-in strictest —
 * and what a person resolving it should be warned about. Pure; follows `resolveEffectivePolicy` layer
 * for layer (docs/decisions/003).
 */
import { levelRank, resolveEffectivePolicy } from './resolve.js';
import type { EffectivePolicy, LoopPolicy, PolicyLayer, Scope } from './types.js';

export const BUILT_IN = 'built-in strictest';

export interface ExplainedPolicy {
  effective: EffectivePolicy;
  /** Field (`budget.max_steps`, `gate deny-injection`, …) → the layer that set it. */
  setBy: Record<string, string>;
  warnings: string[];
}

/**
 * The effective policy at `scope`, where each value came from, and warnings: a project the policy does
 * not name (it gets the defaults), a level above the scope's `max_delegation_level` (a run is refused).
 *
 * @example
 * explainEffectivePolicy(policy, { project: 'okr', level: 'L3', profile: 'prod' }).setBy['budget.max_steps'] // 'projects.okr.levels.L3'
 */
export function explainEffectivePolicy(policy: LoopPolicy | null, scope: Scope): ExplainedPolicy {
  const effective = resolveEffectivePolicy(policy, scope);
  const setBy: Record<string, string> = {};
  const mark = (field: string) => {
    setBy[field] = BUILT_IN;
  };
  for (const k of Object.keys(effective.budget)) mark(`budget.${k}`);
  mark('on_exceed');
  for (const k of Object.keys(effective.convergence)) mark(`convergence.${k}`);
  mark('max_delegation_level');
  mark('escalation.approver_role');
  mark('context.max_bytes');

  for (const [name, layer] of layersOf(policy, scope)) {
    for (const k of Object.keys(layer.budget ?? {})) setBy[`budget.${k}`] = name;
    if (layer.on_exceed !== undefined) setBy.on_exceed = name;
    for (const k of Object.keys(layer.convergence ?? {})) setBy[`convergence.${k}`] = name;
    if (layer.max_delegation_level !== undefined) setBy.max_delegation_level = name;
    for (const k of Object.keys(layer.escalation ?? {})) setBy[`escalation.${k}`] = name;
    if (layer.context?.max_bytes !== undefined) setBy['context.max_bytes'] = name;
    for (const m of layer.context?.must_keep ?? []) setBy[`context.must_keep ${m.id}`] = name;
    for (const g of layer.gates ?? []) setBy[`gate ${g.id}`] = name;
    for (const g of layer.success_criteria ?? []) setBy[`success ${g.id}`] = name;
  }
  setBy.governance =
    scope.profile === 'prod'
      ? 'profile prod (always required)'
      : policy?.profiles?.dev?.governance === 'optional'
        ? 'profiles.dev.governance'
        : BUILT_IN;

  const warnings: string[] = [];
  const named = Object.keys(policy?.projects ?? {});
  if (scope.project !== null && !named.includes(scope.project)) {
    warnings.push(
      `project ${JSON.stringify(scope.project)} is not named in the policy (${named.length ? `known: ${named.join(', ')}` : 'it names no project'}): it gets the defaults and the levels only`,
    );
  }
  if (levelRank(scope.level) > levelRank(effective.max_delegation_level)) {
    warnings.push(
      `level ${scope.level} is above this scope's max_delegation_level ${effective.max_delegation_level} (set by ${setBy.max_delegation_level}): a run at ${scope.level} is refused before its first step (HALT level_not_allowed)`,
    );
  }
  return { effective, setBy, warnings };
}

/** The layers `resolveEffectivePolicy` merges, in its order, with their names. */
function layersOf(policy: LoopPolicy | null, scope: Scope): [string, PolicyLayer][] {
  if (!policy) return [];
  const own = <T>(o: Partial<Record<string, T>> | undefined, k: string): T | undefined =>
    o && Object.hasOwn(o, k) ? o[k] : undefined;
  const project = scope.project === null ? undefined : own(policy.projects, scope.project);
  const out: [string, PolicyLayer | undefined][] = [
    ['defaults', policy.defaults],
    [`levels.${scope.level}`, own(policy.levels, scope.level)],
    [`projects.${scope.project}`, project],
    [`projects.${scope.project}.levels.${scope.level}`, own(project?.levels, scope.level)],
  ];
  return out.filter((l): l is [string, PolicyLayer] => l[1] !== undefined);
}
