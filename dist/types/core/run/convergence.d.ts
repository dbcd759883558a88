/**
 * Convergence detection (SPEC §4.2) with O(1) state: three counters over the stream of action hashes and
 * progress values, never a re-read of history.
 * - oscillation: the last `oscillation_repeat` iterations share one action hash;
 * - thrash: the last `thrash_window` iterations alternate between exactly two hashes (A, B, A, B…);
 * - no_progress: none of the last `no_progress_window` iterations set a new best progress.
 */
import type { Convergence } from '../policy/types.js';
import type { ConvergenceStatus } from './types.js';
export declare class ConvergenceDetector {
    private readonly config;
    private last;
    private beforeLast;
    private repeat;
    private alternation;
    private best;
    private sinceBest;
    constructor(config: Convergence);
    /**
     * Observes one iteration and reports the stall it completes, if any (oscillation first, then thrash,
     * then no_progress).
     *
     * @example
     * const d = new ConvergenceDetector({ oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: 'halt' });
     * d.observe('a', 0); d.observe('a', 0); d.observe('a', 0).stall // 'oscillation'
     */
    observe(actionHash: string, progress: number): ConvergenceStatus;
    status(stall?: ConvergenceStatus['stall']): ConvergenceStatus;
}
