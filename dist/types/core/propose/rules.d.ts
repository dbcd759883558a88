import type { EffectivePolicy } from '../policy/types.js';
import { type GroupAccumulator } from './stats.js';
import { type BudgetField, type Finding } from './types.js';
export interface RuleTarget {
    project: string;
    level: string;
    /** The base policy's effective policy for this (project, level). */
    base: EffectivePolicy;
    /** Every group of this (project, level), any profile, any digest. */
    groups: GroupAccumulator[];
    minRuns: number;
}
export interface Rule {
    name: string;
    /** One sentence: what the rule looks for and what it proposes. */
    description: string;
    evaluate(t: RuleTarget): Finding[];
}
/** Share of runs a budget must have cut off while they were still setting new bests. */
export declare const CUT_OFF_SHARE = 0.1;
export declare const RAISE_FACTOR = 1.5;
/** A budget is "far above" use when the 95th percentile of use is below this share of it. */
export declare const UNUSED_SHARE = 0.25;
export declare const LOWER_MARGIN = 1.5;
/** The least `lower-unused-budget` proposes: two steps (one to work, one to finish), 1 000 tokens, a cent. */
export declare const LOWEST_LIMIT: {
    readonly max_steps: 2;
    readonly max_tokens: 1000;
    readonly max_cost_usd: 0.01;
};
/** Share of runs that must have stalled, been resumed and finished before a window is widened. */
export declare const RESUMED_SHARE = 0.05;
/** A gate that fails (or denies) at least this share of the iterations it judged. */
export declare const FAILING_GATE_RATE = 0.9;
/** Raise a budget that cuts off runs still making progress. */
export declare const raiseCutOffBudget: Rule;
/** Lower a budget far above what any run uses. */
export declare const lowerUnusedBudget: Rule;
/** Widen a stall window that halts runs which, resumed, went on to finish. */
export declare const widenStallWindow: Rule;
/** Flag a gate that fails nearly every step: flaky or wrong. Only a flag — a gate is never removed. */
export declare const flagFailingGate: Rule;
/** Every rule, in the order their findings are listed. */
export declare const RULES: readonly Rule[];
/** Rounds a proposed limit up to a value a person would write. */
export declare function roundUp(f: BudgetField, v: number): number;
/**
 * A figure as findings show it: two decimals, or two significant digits below 1 — so a small cost
 * ($0.003, the statistics keep 1e-4) is never shown as 0.
 */
export declare function shownFigure(v: number): number;
