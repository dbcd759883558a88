import type { EffectivePolicy, LoopPolicy, Scope } from './types.js';
export declare const BUILT_IN = "built-in strictest";
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
export declare function explainEffectivePolicy(policy: LoopPolicy | null, scope: Scope): ExplainedPolicy;
