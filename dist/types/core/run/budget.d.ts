/**
 * The budget governor (SPEC §4.2): running totals of steps, tokens, cost and wall clock since the run
 * began, checked at every iteration. O(1) per observation.
 */
import type { Budget } from '../policy/types.js';
import { DecimalSum } from '../policy/decimal.js';
import type { BudgetSnapshot } from './types.js';
/** A budget limit by its field name (`max_steps`, …). */
export type Limit = NonNullable<BudgetSnapshot['exceeded']>;
/** Every budget limit, in the order they are checked and reported. */
export declare const LIMITS: readonly ["max_steps", "max_tokens", "max_cost_usd", "max_wall_clock_sec"];
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
    from?: BudgetTotals, 
    /** The running time at the last of those iterations (seconds). */
    elapsedSec?: number);
    /**
     * The first limit already used up before the next iteration (docs/decisions/115): that iteration would
     * be past it, so it is never taken. Null while there is room.
     */
    firstUsedUp(): Limit | null;
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
    /** The first limit this iteration reaches (the one that reaches it may still be DONE, SPEC §4.2). */
    private firstExceeded;
}
/**
 * The limits `used` has already used up, in the governor's order (docs/decisions/115): `max_steps`
 * iterations taken, or a running total already past `max_tokens`, `max_cost_usd` or
 * `max_wall_clock_sec` (`elapsedSec`, the running time at the last iteration). The iteration that
 * reaches a limit is the last one (SPEC §4.2); one after it would be past the limit and is never taken.
 *
 * @example
 * usedUp(limits, { steps: 200, tokens: 10, cost }, 4) // ['max_steps'] when max_steps is 200
 */
export declare function usedUp(limits: Budget, used: BudgetTotals, elapsedSec: number): Limit[];
/**
 * The limits a step's usage `b` has used up (docs/decisions/115): what `usedUp` finds in its figures,
 * and the limit the governor found this step reached (`b.exceeded`, judged on the exact cost sum, which
 * the snapshot's figure may show rounded onto the limit). The next step needs a grant of each.
 *
 * @example
 * usedUpAt(limits, snapshot) // ['max_steps'] after the iteration numbered max_steps
 */
export declare function usedUpAt(limits: Budget, b: Pick<BudgetSnapshot, 'steps' | 'tokens' | 'cost_usd' | 'wall_clock_sec' | 'exceeded'>): Limit[];
/**
 * The least a grant of `limit` must add for a run that has used `b` to have room under it again
 * (docs/decisions/115): one step more than it has taken, or what its running total is past the limit
 * by (0 when the figure shows the exact sum rounded onto the limit: any grant of it is then more).
 *
 * @example
 * leastGrant('max_tokens', limits, { steps: 4, tokens: 12000, … }) // 2000 when max_tokens is 10000
 */
export declare function leastGrant(limit: Limit, limits: Budget, b: Pick<BudgetSnapshot, 'steps' | 'tokens' | 'cost_usd' | 'wall_clock_sec'>): number;
/**
 * How much of `limit` a usage has used, as a person reads it: `200 of max_steps 200`,
 * `$1.01 of max_cost_usd 1`.
 *
 * @example
 * describeUsed('max_tokens', snapshot) // '10050 of max_tokens 10000'
 */
export declare function describeUsed(limit: Limit, b: Pick<BudgetSnapshot, 'steps' | 'tokens' | 'cost_usd' | 'wall_clock_sec' | 'limits'>): string;
/**
 * What a run that goes on under `limits` would find used up (docs/decisions/115), said for a person:
 * `used` names each limit and its usage (`200 of max_steps 200`), `grant` the `--grant` flag that
 * would make room. Null when every limit leaves room.
 *
 * @example
 * noRoomUnder(limits, totals, 4)?.used // '200 of max_steps 200'
 */
export declare function noRoomUnder(limits: Budget, used: BudgetTotals, elapsedSec: number): {
    limits: Limit[];
    used: string;
    grant: string;
} | null;
