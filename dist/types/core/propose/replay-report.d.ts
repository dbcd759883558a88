import type { ReplayPoint, ReplayStatus, RunReplay } from './replay.js';
/** Changed runs kept in memory (the PR body shows fewer; the totals count all). */
export declare const CHANGED_CAP = 1000;
export interface ReplayTotals {
    runs: number;
    changed: number;
    by_status: Record<ReplayStatus, number>;
    /** Sums over the replayed runs of proposed − recorded (not_halted runs add a lower bound). */
    delta: {
        steps: number;
        tokens: number;
        cost_usd: number;
    };
}
export interface ReplayReport {
    key: {
        proposed_digest: string;
        heads_hash: string;
    };
    totals: ReplayTotals;
    /** Changed runs (status other than `same` and `not_replayed`), capped at CHANGED_CAP. */
    changed: RunReplay[];
    /** Verdicts taken from the record rather than re-run: command gates and criteria are never executed. */
    from_record: string[];
    rerun: string[];
}
/**
 * Where a run stopped, as a table cell: `HALT budget.max_steps @12`; a replay the proposed policy never
 * stopped reads `not stopped in 12 steps` (the record ends there, so its later steps are unknown).
 */
export declare function pointText(p: ReplayPoint | null): string;
/**
 * `≥` before a delta that is a lower bound: a run's that would not have stopped where it did (its later
 * steps are unknown), and a total that sums one (a sum with a lower bound in it is one). Else nothing.
 *
 * @example
 * `${deltaMark(replay.totals)}${replay.totals.delta.steps}` // '≥0' when a not_halted run is in it
 */
export declare function deltaMark(x: RunReplay | ReplayTotals): '≥' | '';
/** A run's replay changed its outcome (or could not be told). */
export declare function isChanged(r: RunReplay): boolean;
export declare class ReplayAccumulator {
    private readonly totals;
    private microUsd;
    private readonly changed;
    private readonly fromRecord;
    private readonly rerun;
    /**
     * @example
     * const acc = new ReplayAccumulator(); acc.add(runReplay); acc.report(digest, headsHash)
     */
    add(r: RunReplay): void;
    report(proposedDigest: string, headsHash: string): ReplayReport;
}
/**
 * The hash of the set of trace heads: SHA-256 over the sorted, distinct heads, one per line.
 *
 * @example
 * hashHeads(['ab…', 'cd…'])
 */
export declare function hashHeads(heads: Iterable<string>): string;
