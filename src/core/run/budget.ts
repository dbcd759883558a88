/**
 * The budget governor (SPEC §4.2): running totals of steps, tokens, cost and wall clock since the run
 * began, checked at every iteration. O(1) per observation.
 */
import type { Budget } from '../policy/types.js';
import type { BudgetSnapshot } from './types.js';

type Limit = NonNullable<BudgetSnapshot['exceeded']>;

/** What the governor has counted: iterations, tokens and cost in micro-dollars. */
export interface BudgetTotals {
  steps: number;
  tokens: number;
  microUsd: number;
}

/** Cost in integer micro-dollars, as the governor adds it (a sum of small costs never drifts). */
export function microUsdOf(costUsd: number): number {
  return Math.round(costUsd * 1e6);
}

export class BudgetGovernor {
  private steps = 0;
  private tokens = 0;
  // Micro-dollars in an integer-valued float: a sum of many small costs does not drift past a limit.
  private microUsd = 0;

  /**
   * @param budget the effective budget
   * @param startedAtMs when the run began (the evaluator's clock at `openRun`)
   */
  constructor(
    private readonly budget: Budget,
    private readonly startedAtMs: number,
    /** Totals of the iterations before a resume (SPEC §4.4): the run goes on counting from them. */
    from?: BudgetTotals,
  ) {
    if (from) {
      this.steps = from.steps;
      this.tokens = from.tokens;
      this.microUsd = from.microUsd;
    }
  }

  /**
   * Adds one iteration and returns the totals with the first limit it reaches: a running total above
   * `max_tokens`, `max_cost_usd` or `max_wall_clock_sec`, or the iteration numbered `max_steps`.
   *
   * @example
   * new BudgetGovernor(budget, clock.now()).observe(1200, 0.01, clock.now()).exceeded // null
   */
  observe(tokens: number, costUsd: number, nowMs: number): BudgetSnapshot {
    this.steps += 1;
    this.tokens += tokens;
    this.microUsd += microUsdOf(costUsd);
    return this.snapshot(nowMs, this.firstExceeded(nowMs));
  }

  /** Totals without adding an iteration (for decisions that end the run before a step counts). */
  snapshot(nowMs: number, exceeded: Limit | null = null): BudgetSnapshot {
    const b = this.budget;
    return {
      steps: this.steps,
      tokens: this.tokens,
      cost_usd: this.microUsd / 1e6,
      wall_clock_sec: this.elapsedSec(nowMs),
      limits: {
        max_steps: b.max_steps,
        max_tokens: b.max_tokens,
        max_cost_usd: b.max_cost_usd,
        max_wall_clock_sec: b.max_wall_clock_sec,
      },
      exceeded,
    };
  }

  private elapsedSec(nowMs: number): number {
    return Math.max(0, nowMs - this.startedAtMs) / 1000;
  }

  private firstExceeded(nowMs: number): Limit | null {
    const b = this.budget;
    if (this.tokens > b.max_tokens) return 'max_tokens';
    if (this.microUsd > Math.round(b.max_cost_usd * 1e6)) return 'max_cost_usd';
    if (this.elapsedSec(nowMs) > b.max_wall_clock_sec) return 'max_wall_clock_sec';
    if (this.steps >= b.max_steps) return 'max_steps';
    return null;
  }
}
