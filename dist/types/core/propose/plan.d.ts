import { type Level, type LoopPolicy, type PolicySet } from '../policy/types.js';
import type { ProposeStats } from './stats.js';
import type { Finding, PolicyEdit } from './types.js';
/** A project name a policy can carry (schemas/defs.schema.json `id`). */
export interface AreaPlan {
    /** `<project>/<level>`: what one pull request changes. */
    area: string;
    project: string;
    level: Level;
    findings: Finding[];
    edits: PolicyEdit[];
    /** The base policy with this area's edits. */
    policy: LoopPolicy;
}
export interface ProposePlan {
    /** Every finding, flags and clamped ones included, in target then rule order. */
    findings: Finding[];
    areas: AreaPlan[];
    /** Targets no rule may edit, and areas dropped at the ceiling, each with why. */
    notes: string[];
}
/**
 * Runs the rules and groups their edits.
 *
 * @example
 * const plan = planProposals(stats, base.set, 20);
 * plan.areas[0]?.edits // [{ field: 'budget.max_steps', from: 12, to: 18, … }]
 */
export declare function planProposals(stats: ProposeStats, base: PolicySet, minRuns: number): ProposePlan;
