/**
 * The budget governor (SPEC §4.2): running totals of steps, tokens, cost and wall clock since the run
 * began, checked at every iteration. O(1) per observation.
 */
import type { Budget } from '../policy/types.js';
import { DecimalSum } from '../policy/decimal.js';
import type { BudgetSnapshot } from './types.js';
type Limit = NonNullable<BudgetSnapshot['exceeded']>;
/** What the governor has counted: iterations, tokens and the exact sum of costs. */
export interface BudgetTotals {
    steps: number;
    tokens: number;
    cost: DecimalSum;
}
export declare class BudgetGovernor {
    private readonly budget;
    private readonly startedAtMs;
    private steps;
    private tokens;
    private readonly cost;
    private readonly maxCost;
    /** The longest running time reported so far: a system clock stepped back never gives time back. */
    private elapsedMs;
    /**
     * @param budget the effective budget
     * @param startedAtMs when the run began (the evaluator's clock at `openRun`)
     */
    constructor(budget: Budget, startedAtMs: number, 
    /** Totals of the iterations before a resume (SPEC §4.4): the run goes on counting from them. */
    from?: BudgetTotals);
    /**
     * Adds one iteration and returns the totals with the first limit it reaches: a running total above
     * `max_tokens`, `max_cost_usd` or `max_wall_clock_sec`, or the iteration numbered `max_steps`.
     *
     * @example
     * new BudgetGovernor(budget, clock.now()).observe(1200, 0.01, clock.now()).exceeded // null
     */
    observe(tokens: number, costUsd: number, nowMs: number): BudgetSnapshot;
    /** Totals without adding an iteration (for decisions that end the run before a step counts). */
    snapshot(nowMs: number, exceeded?: Limit | null): BudgetSnapshot;
    /** Never less than before (a continuation's usage proof holds the recorded clock to that). */
    private elapsedSec;
    private firstExceeded;
}
export {};
