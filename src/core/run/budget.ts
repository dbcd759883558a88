/**
 * The budget governor (SPEC §4.2): running totals of steps, tokens, cost and wall clock since the run
 * began, checked at every iteration. O(1) per observation.
 */
import type { Budget } from '../policy/types.js';
import { type Decimal, DecimalSum, decimalRoom, parseDecimal } from '../policy/decimal.js';
import type { BudgetSnapshot } from './types.js';

/** A budget limit by its field name (`max_steps`, …). */
export type Limit = NonNullable<BudgetSnapshot['exceeded']>;

/** Every budget limit, in the order they are checked and reported. */
export const LIMITS = [
  'max_steps',
  'max_tokens',
  'max_cost_usd',
  'max_wall_clock_sec',
] as const satisfies readonly Limit[];

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
    /** The running time at the last of those iterations (seconds). */
    elapsedSec = 0,
  ) {
    this.maxCost = parseDecimal(budget.max_cost_usd);
    this.steps = from?.steps ?? 0;
    this.tokens = from?.tokens ?? 0;
    this.cost = from?.cost ?? new DecimalSum();
    this.elapsedMs = elapsedSec * 1000;
  }

  /**
   * The first limit already used up before the next iteration (docs/decisions/115): that iteration would
   * be past it, so it is never taken. Null while there is room.
   */
  firstUsedUp(): Limit | null {
    // On every step's path: the same order and tests as `usedUp`, with the limit parsed once.
    const b = this.budget;
    if (this.tokens > b.max_tokens) return 'max_tokens';
    if (this.cost.exceeds(this.maxCost)) return 'max_cost_usd';
    if (this.elapsedMs / 1000 > b.max_wall_clock_sec) return 'max_wall_clock_sec';
    if (this.steps >= b.max_steps) return 'max_steps';
    return null;
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

  /** The first limit this iteration reaches (the one that reaches it may still be DONE, SPEC §4.2). */
  private firstExceeded(nowMs: number): Limit | null {
    const b = this.budget;
    if (this.tokens > b.max_tokens) return 'max_tokens';
    if (this.cost.exceeds(this.maxCost)) return 'max_cost_usd';
    if (this.elapsedSec(nowMs) > b.max_wall_clock_sec) return 'max_wall_clock_sec';
    if (this.steps >= b.max_steps) return 'max_steps';
    return null;
  }
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
export function usedUp(limits: Budget, used: BudgetTotals, elapsedSec: number): Limit[] {
  const out: Limit[] = [];
  if (used.tokens > limits.max_tokens) out.push('max_tokens');
  if (used.cost.exceeds(parseDecimal(limits.max_cost_usd))) out.push('max_cost_usd');
  if (elapsedSec > limits.max_wall_clock_sec) out.push('max_wall_clock_sec');
  if (used.steps >= limits.max_steps) out.push('max_steps');
  return out;
}

/**
 * The limits a step's usage `b` has used up (docs/decisions/115): what `usedUp` finds in its figures,
 * and the limit the governor found this step reached (`b.exceeded`, judged on the exact cost sum, which
 * the snapshot's figure may show rounded onto the limit). The next step needs a grant of each.
 *
 * @example
 * usedUpAt(limits, snapshot) // ['max_steps'] after the iteration numbered max_steps
 */
export function usedUpAt(
  limits: Budget,
  b: Pick<BudgetSnapshot, 'steps' | 'tokens' | 'cost_usd' | 'wall_clock_sec' | 'exceeded'>,
): Limit[] {
  const cost = new DecimalSum();
  cost.add(b.cost_usd);
  const full = usedUp(limits, { steps: b.steps, tokens: b.tokens, cost }, b.wall_clock_sec);
  return b.exceeded && !full.includes(b.exceeded) ? [b.exceeded, ...full] : full;
}

/**
 * The least a grant of `limit` must add for a run that has used `b` to have room under it again
 * (docs/decisions/115): one step more than it has taken, or what its running total is past the limit
 * by (0 when the figure shows the exact sum rounded onto the limit: any grant of it is then more).
 *
 * @example
 * leastGrant('max_tokens', limits, { steps: 4, tokens: 12000, … }) // 2000 when max_tokens is 10000
 */
export function leastGrant(
  limit: Limit,
  limits: Budget,
  b: Pick<BudgetSnapshot, 'steps' | 'tokens' | 'cost_usd' | 'wall_clock_sec'>,
): number {
  switch (limit) {
    case 'max_steps':
      return Math.max(1, b.steps - limits.max_steps + 1);
    case 'max_tokens':
      return Math.max(0, b.tokens - limits.max_tokens);
    case 'max_cost_usd':
      return decimalRoom(b.cost_usd, limits.max_cost_usd);
    case 'max_wall_clock_sec':
      return decimalRoom(b.wall_clock_sec, limits.max_wall_clock_sec);
  }
}

/**
 * How much of `limit` a usage has used, as a person reads it: `200 of max_steps 200`,
 * `$1.01 of max_cost_usd 1`.
 *
 * @example
 * describeUsed('max_tokens', snapshot) // '10050 of max_tokens 10000'
 */
export function describeUsed(
  limit: Limit,
  b: Pick<BudgetSnapshot, 'steps' | 'tokens' | 'cost_usd' | 'wall_clock_sec' | 'limits'>,
): string {
  switch (limit) {
    case 'max_steps':
      return `${b.steps} of max_steps ${b.limits.max_steps}`;
    case 'max_tokens':
      return `${b.tokens} of max_tokens ${b.limits.max_tokens}`;
    case 'max_cost_usd':
      // The sum is exact; the figure shown is its nearest double, which can round down onto the limit.
      return `$${b.cost_usd}${b.cost_usd > b.limits.max_cost_usd ? '' : ' (rounded down: the exact sum is above it)'} of max_cost_usd ${b.limits.max_cost_usd}`;
    case 'max_wall_clock_sec':
      return `${b.wall_clock_sec}s of max_wall_clock_sec ${b.limits.max_wall_clock_sec}`;
  }
}

/**
 * What a run that goes on under `limits` would find used up (docs/decisions/115), said for a person:
 * `used` names each limit and its usage (`200 of max_steps 200`), `grant` the `--grant` flag that
 * would make room. Null when every limit leaves room.
 *
 * @example
 * noRoomUnder(limits, totals, 4)?.used // '200 of max_steps 200'
 */
export function noRoomUnder(
  limits: Budget,
  used: BudgetTotals,
  elapsedSec: number,
): { limits: Limit[]; used: string; grant: string } | null {
  const full = usedUp(limits, used, elapsedSec);
  if (full.length === 0) return null;
  const b = {
    steps: used.steps,
    tokens: used.tokens,
    cost_usd: used.cost.toNumber(),
    wall_clock_sec: elapsedSec,
    limits,
  };
  return {
    limits: full,
    used: full.map((l) => describeUsed(l, b)).join(' and '),
    grant: `--grant ${full.map((l) => `${l}=N`).join(',')}`,
  };
}
