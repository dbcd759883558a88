/**
 * The meta-loop's vocabulary (SPEC §6): what one verified run contributes to the statistics, the
 * statistics of a group of runs, and the findings and edits the rules draw from them. See
 * docs/metaloop.md for the meaning of every field.
 */
import type { EffectivePolicy } from '../policy/types.js';
export declare const BUDGET_FIELDS: readonly ["max_steps", "max_tokens", "max_cost_usd", "max_wall_clock_sec"];
export type BudgetField = (typeof BUDGET_FIELDS)[number];
export declare const STALL_RULES: readonly ["oscillation", "thrash", "no_progress"];
export type StallRule = (typeof STALL_RULES)[number];
/** The convergence window each stall rule is judged by. */
export declare const STALL_WINDOW: {
    readonly oscillation: "oscillation_repeat";
    readonly thrash: "thrash_window";
    readonly no_progress: "no_progress_window";
};
export type StallWindow = (typeof STALL_WINDOW)[StallRule];
/** How many run ids an evidence list keeps (the count is always exact). */
export declare const EVIDENCE_CAP = 20;
/** The scope a run was governed by, as its `run_start` records it. */
export interface RunScope {
    project: string;
    level: string;
    profile: string;
}
/** A decision that ended (or first stopped) a run. */
export interface Ending {
    decision: string;
    reason: string;
    step: number | null;
}
export interface Usage {
    steps: number;
    tokens: number;
    cost_usd: number;
    wall_clock_sec: number;
}
export interface GateTally {
    id: string;
    /** Iterations on which the gate reported a verdict. */
    evaluated: number;
    failed: number;
    denied: number;
}
/** What one verified run contributes to the statistics: O(1) in the run's length. */
export interface RunSummary {
    runId: string;
    /** Hash of the chain's last record: the run as it was read. */
    head: string;
    scope: RunScope;
    digest: string | null;
    commit: string | null;
    /** The effective policy the run was governed by (`null`: refused before its first step). */
    effective: EffectivePolicy | null;
    /** How the run ended (its `run_end`, the last one if it was resumed). */
    outcome: Ending | null;
    /** Where the recorded policy first stopped the run (a terminal decision), or null. */
    firstStop: Ending | null;
    /** Usage over the whole run, counted from the records (steps exclude a person's halt). */
    usage: Usage;
    /**
     * A budget limit stopped the run — at any segment's stop, the last such stop if more than one (a run
     * resumed after a stall and then cut off was cut off): which, and whether it was still setting new bests.
     */
    cutOff: {
        limit: BudgetField;
        progressing: boolean;
        sinceBest: number;
    } | null;
    /** The first stop was a stall. */
    stall: StallRule | null;
    /** How many times the runtime accepted a person's resume (`run_continue` records). */
    resumes: number;
    /**
     * The run's first stop was a stall it escalated, a person's resume was accepted (`run_continue`) and it
     * went on (finished: it ended DONE), with the window that would not have stopped it.
     */
    resumedAfterStall: {
        rule: StallRule;
        finished: boolean;
        neededWindow: number;
    } | null;
    corrections: number;
    maxConsecutiveCorrections: number;
    gates: GateTally[];
}
/** One policy edit a rule proposes, before and after the ceiling clamp. */
export interface PolicyEdit {
    /** The (project, level) whose layer is edited: `projects.<project>.levels.<level>`. */
    project: string;
    level: string;
    /** `budget.max_steps`, `convergence.no_progress_window`, … */
    field: string;
    from: number;
    to: number;
    /** The ceiling at base for this field (null: the ceiling does not bound it). */
    ceiling: number | null;
    rule: string;
}
/** A rule's finding: what it saw, why it matters, and (unless it only flags) the edit it proposes. */
export interface Finding {
    rule: string;
    project: string;
    level: string;
    field: string;
    message: string;
    rationale: string;
    evidence: {
        runs: string[];
        runs_total: number;
        figures: Record<string, number | string>;
    };
    edit: PolicyEdit | null;
    /** Set when the rule wanted more than the ceiling allows (or the edit was dropped for it). */
    clamped?: string;
}
