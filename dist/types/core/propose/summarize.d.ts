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
/** Enough of an effective policy to be used as one (a refused run records `null`). */
export declare function isEffective(x: unknown): x is EffectivePolicy;
