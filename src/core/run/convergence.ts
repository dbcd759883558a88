/**
 * Convergence detection (SPEC §4.2) with O(1) state: three counters over the stream of action hashes and
 * progress values, never a re-read of history.
 * - oscillation: the last `oscillation_repeat` iterations share one action hash;
 * - thrash: the last `thrash_window` iterations alternate between exactly two hashes (A, B, A, B…);
 * - no_progress: none of the last `no_progress_window` iterations set a new best progress.
 */
import type { Convergence } from '../policy/types.js';
import type { ConvergenceStatus } from './types.js';

export class ConvergenceDetector {
  private last: string | undefined;
  private beforeLast: string | undefined;
  private repeat = 0;
  private alternation = 0;
  private best: number | null = null;
  private sinceBest = 0;

  constructor(private readonly config: Convergence) {}

  /**
   * Observes one iteration and reports the stall it completes, if any (oscillation first, then thrash,
   * then no_progress).
   *
   * @example
   * const d = new ConvergenceDetector({ oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: 'halt' });
   * d.observe('a', 0); d.observe('a', 0); d.observe('a', 0).stall // 'oscillation'
   */
  observe(actionHash: string, progress: number): ConvergenceStatus {
    if (actionHash === this.last) {
      this.repeat += 1;
      // A, A breaks any alternation: only the single latest hash remains.
      this.alternation = 1;
    } else {
      this.repeat = 1;
      if (this.last === undefined) this.alternation = 1;
      else if (this.alternation >= 2 && actionHash === this.beforeLast) this.alternation += 1;
      else this.alternation = 2;
    }
    this.beforeLast = this.last;
    this.last = actionHash;

    if (this.best === null || progress > this.best) {
      this.best = progress;
      this.sinceBest = 0;
    } else {
      this.sinceBest += 1;
    }

    const c = this.config;
    let stall: ConvergenceStatus['stall'] = null;
    if (this.repeat >= c.oscillation_repeat) stall = 'oscillation';
    else if (this.alternation >= c.thrash_window) stall = 'thrash';
    else if (this.sinceBest >= c.no_progress_window) stall = 'no_progress';
    return this.status(stall);
  }

  status(stall: ConvergenceStatus['stall'] = null): ConvergenceStatus {
    return {
      repeat: this.repeat,
      alternation: this.alternation,
      since_best: this.sinceBest,
      best_progress: this.best,
      stall,
    };
  }
}
