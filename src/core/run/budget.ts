/**
 * The budget governor (SPEC §4.2): running totals of steps, tokens, cost and wall clock since the run
 * began, checked at every iteration. O(1) per observation.
 */
import type { Budget } from '../policy/types.js';
import { type Decimal, DecimalSum, parseDecimal } from '../policy/decimal.js';
import type { BudgetSnapshot } from './types.js';

type Limit = NonNullable<BudgetSnapshot['exceeded']>;

/** What the governor has counted: iterations, tokens and the exact sum of costs. */
export interface BudgetTotals {
  steps: number;
  tokens: number;
  cost: DecimalSum;
}

export class BudgetGovernor {
  private steps = 0;
  private tokens = 0;
  // Exact decimal sum: no step's cost is rounded away, however small (docs/decisions/018).
  private readonly cost: DecimalSum;
  private readonly maxCost: Decimal;
  /** The longest running time reported so far: a system clock stepped back never gives time back. */
  private elapsedMs = 0;

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
    this.maxCost = parseDecimal(budget.max_cost_usd);
    this.steps = from?.steps ?? 0;
    this.tokens = from?.tokens ?? 0;
    this.cost = from?.cost ?? new DecimalSum();
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
    this.cost.add(costUsd);
    return this.snapshot(nowMs, this.firstExceeded(nowMs));
  }

  /** Totals without adding an iteration (for decisions that end the run before a step counts). */
  snapshot(nowMs: number, exceeded: Limit | null = null): BudgetSnapshot {
    const b = this.budget;
    return {
      steps: this.steps,
      tokens: this.tokens,
      cost_usd: this.cost.toNumber(),
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

  /** Never less than before (a continuation's usage proof holds the recorded clock to that). */
  private elapsedSec(nowMs: number): number {
    const ms = nowMs - this.startedAtMs;
    if (ms > this.elapsedMs) this.elapsedMs = ms;
    return this.elapsedMs / 1000;
  }

  private firstExceeded(nowMs: number): Limit | null {
    const b = this.budget;
    if (this.tokens > b.max_tokens) return 'max_tokens';
    if (this.cost.exceeds(this.maxCost)) return 'max_cost_usd';
    if (this.elapsedSec(nowMs) > b.max_wall_clock_sec) return 'max_wall_clock_sec';
    if (this.steps >= b.max_steps) return 'max_steps';
    return null;
  }
}
