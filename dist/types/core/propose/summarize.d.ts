import type { EffectivePolicy } from '../policy/types.js';
import { type RunSummary } from './types.js';
/** "Still setting new bests": a new best progress at the cut-off iteration or the one before. */
export declare const PROGRESSING_SINCE_BEST = 1;
export interface RunFolder {
    push(record: Record<string, unknown>): void;
    /** The summary, given the verified chain's head. */
    end(head: string): RunSummary;
}
/**
 * Starts folding the records of run `runId`.
 *
 * @example
 * const f = foldRun('r1'); for (const r of records) f.push(r); const summary = f.end(head);
 */
export declare function foldRun(runId: string): RunFolder;
/** A string, else '' (a crafted field of another type counts as absent). */
export declare function str(x: unknown): string;
/** A finite number, else 0: usage in a crafted record never becomes NaN in a sum. */
export declare function num(x: unknown): number;
/**
 * Most tokens and dollars one step may report (`schemas/step-event.schema.json`): every iteration the
 * runtime writes is within them, so a value outside is a forged record, never a figure to count.
 */
export declare const MAX_STEP_TOKENS = 1000000000000;
export declare const MAX_STEP_COST_USD = 1000000000;
/**
 * An iteration's usage, as the runtime writes it (tokens a whole number, cost a finite amount, both ≥ 0
 * and within the step event's bounds). Anything else throws `ERR_TRACE` naming the record: the run is
 * listed and skipped (a negative or enormous figure would otherwise steer the budget rules).
 *
 * @example
 * stepUsage({ index: 3, step: 2, tokens: 1000, cost_usd: 0.01 }) // { tokens: 1000, cost_usd: 0.01 }
 */
export declare function stepUsage(r: Record<string, unknown>): {
    tokens: number;
    cost_usd: number;
};
/**
 * The effective policy a `run_start` records: `null` for a run refused before its first step (the
 * runtime writes `null` then); anything else that is not an effective policy throws `ERR_TRACE` — a
 * forged record is listed and skipped, never read as a refusal or half-used.
 *
 * @example
 * recordedEffective({ type: 'run_start', effective: null }) // null
 */
export declare function recordedEffective(r: Record<string, unknown>): EffectivePolicy | null;
/** Enough of an effective policy to be used as one: every gate and criterion an object with an id. */
export declare function isEffective(x: unknown): x is EffectivePolicy;
