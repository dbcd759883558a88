/**
 * Statistics per group of runs — the scope that governed them (project × level × profile) and the policy
 * digest — folded from run summaries one at a time: counters, bounded sketches and capped id lists,
 * never the runs themselves (SPEC §6: a folder of 10 000 runs is never loaded whole).
 */
import type { EffectivePolicy } from '../policy/types.js';
import { QuantileSketch, type SketchSummary } from './sketch.js';
import { type BudgetField, type RunScope, type RunSummary, type StallRule } from './types.js';
/** The K lexicographically smallest ids seen, and how many were seen: the same whatever the read order. */
export declare class EvidenceIds {
    readonly ids: string[];
    total: number;
    add(id: string): void;
    merge(o: EvidenceIds): void;
}
export interface GateCounts {
    evaluated: number;
    failed: number;
    denied: number;
    runs: EvidenceIds;
}
/** The accumulators of one group. Rules read them (and merge them across groups of one scope). */
export declare class GroupAccumulator {
    readonly scope: RunScope;
    readonly digest: string | null;
    readonly effective: EffectivePolicy | null;
    runs: EvidenceIds;
    readonly outcomes: Map<string, number>;
    readonly usage: Record<BudgetField, QuantileSketch>;
    /** Runs a budget limit stopped: all of them, and those still setting new bests. */
    readonly cutOff: Record<BudgetField, {
        all: EvidenceIds;
        progressing: EvidenceIds;
    }>;
    readonly stalls: Record<StallRule, EvidenceIds>;
    /** Runs a person's resume let go on (at least one `run_continue`): each counted once. */
    readonly resumed: EvidenceIds;
    /** Stalled, resumed by a person, then DONE; with the window each would have needed. */
    readonly resumedFinished: Record<StallRule, {
        runs: EvidenceIds;
        needed: QuantileSketch;
    }>;
    readonly corrections: QuantileSketch;
    readonly gates: Map<string, GateCounts>;
    constructor(scope: RunScope, digest: string | null, effective: EffectivePolicy | null);
    /** Folds one verified run in. */
    add(s: RunSummary): void;
}
/** Every group, keyed by scope and digest. */
export declare class ProposeStats {
    readonly groups: Map<string, GroupAccumulator>;
    runs: number;
    /**
     * @example
     * const stats = new ProposeStats(); stats.add(summary); stats.list()
     */
    add(s: RunSummary): void;
    /** Groups in a stable order: project, level, profile, digest. */
    list(): GroupAccumulator[];
}
/** A group as data (what `--json` and the proposal's details print). */
export interface GroupReport {
    scope: RunScope;
    digest: string | null;
    runs: number;
    outcomes: Record<string, number>;
    usage: Record<BudgetField, SketchSummary & {
        limit: number | null;
    }>;
    cut_off: Record<BudgetField, {
        runs: number;
        progressing: number;
        progressing_runs: string[];
    }>;
    stalls: Record<StallRule, number>;
    /** Runs that went on after a person's resume (however many times). */
    resumed: number;
    resumed_and_finished: Record<StallRule, {
        runs: number;
        needed_window: SketchSummary;
    }>;
    max_consecutive_corrections: SketchSummary;
    gates: Record<string, {
        evaluated: number;
        failed: number;
        denied: number;
        fail_rate: number;
    }>;
}
/**
 * The figures of one group.
 *
 * @example
 * stats.list().map(reportGroup)
 */
export declare function reportGroup(g: GroupAccumulator): GroupReport;
