// Cost is counted exactly (docs/decisions/018): every step's cost at its decimal value, summed without
// rounding, so no budget can be evaded by splitting a spend into small steps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetGovernor } from '../../../src/core/run/budget.js';
import { DecimalSum, parseDecimal } from '../../../src/core/policy/decimal.js';

const budget = (max_cost_usd: number) => ({
  max_steps: 1_000_000,
  max_tokens: 1e10,
  max_cost_usd,
  max_wall_clock_sec: 3600,
  max_corrections_per_step: 1,
});

/** The step (1-based) at which the governor first reports max_cost_usd, or null. */
function exceededAt(costs: number[], max: number): number | null {
  const g = new BudgetGovernor(budget(max), 0);
  for (const [i, c] of costs.entries()) if (g.observe(0, c, 0).exceeded === 'max_cost_usd') return i + 1;
  return null;
}

describe('cost is exact', () => {
  it.each([
    // [name, per-step cost, steps, max, exceeded at]
    ['steps under half a micro-dollar (free before)', 4e-7, 5, 1e-6, 3],
    ['a thousand nano-dollar steps', 1e-9, 1001, 1e-6, 1001],
    ['0.1 three times is exactly 0.3', 0.1, 3, 0.3, null],
    ['0.1 four times passes 0.3', 0.1, 4, 0.3, 4],
    ['the smallest positive double still counts', 5e-324, 2, 5e-324, 2],
  ])('%s', (_name, cost, steps, max, at) => {
    expect(exceededAt(Array(steps).fill(cost), max)).toBe(at);
  });

  it('reports the running total as the nearest double', () => {
    const g = new BudgetGovernor(budget(1), 0);
    g.observe(0, 0.1, 0);
    g.observe(0, 0.2, 0);
    expect(g.snapshot(0).cost_usd).toBe(0.3);
  });

  it('parses every double at the value it is written as', () => {
    expect(parseDecimal(1e21)).toEqual({ coef: 10n ** 21n, scale: 0 });
    expect(parseDecimal(1.5e-7)).toEqual({ coef: 15n, scale: 8 });
    expect(parseDecimal(0)).toEqual({ coef: 0n, scale: 0 });
    expect(() => parseDecimal(-1)).toThrow(/not a finite amount/);
    expect(() => parseDecimal(Number.NaN)).toThrow(/not a finite amount/);
  });
});

describe('no budget can be evaded by splitting (property)', () => {
  // Costs are whole units of 10^-p dollars: the reference sums the integers, the governor the numbers.
  const scale = fc.integer({ min: 0, max: 15 });
  const units = fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 60 });
  const toUsd = (u: number, p: number) => Number(`${u}e-${p}`);

  it('the governor exceeds exactly when the exact sum passes the limit', () => {
    fc.assert(
      fc.property(scale, units, fc.integer({ min: 0, max: 50_000_000 }), (p, us, maxUnits) => {
        let sum = 0n;
        let expected: number | null = null;
        for (const [i, u] of us.entries()) {
          sum += BigInt(u);
          if (expected === null && sum > BigInt(maxUnits)) expected = i + 1;
        }
        expect(
          exceededAt(
            us.map((u) => toUsd(u, p)),
            toUsd(maxUnits, p),
          ),
        ).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('a spend split into any number of parts adds up to the same total', () => {
    fc.assert(
      fc.property(
        scale,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        (p, total, cuts) => {
          // Cut `total` units into parts at the given points (sorted, within range).
          const points = [...new Set(cuts.map((c) => c % total))].sort((a, b) => a - b);
          const parts = [...points, total]
            .map((x, i) => x - (i === 0 ? 0 : points[i - 1]!))
            .filter((x) => x > 0);
          const whole = new DecimalSum();
          whole.add(toUsd(total, p));
          const split = new DecimalSum();
          for (const part of parts) split.add(toUsd(part, p));
          expect(split.toNumber()).toBe(whole.toNumber());
          const limit = parseDecimal(toUsd(total - 1, p));
          expect(split.exceeds(limit)).toBe(true);
          expect(split.exceeds(parseDecimal(toUsd(total, p)))).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('any positive cost, however small, adds something', () => {
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e9, noNaN: true }), (c) => {
        const s = new DecimalSum();
        s.add(c);
        expect(s.exceeds(parseDecimal(0))).toBe(true);
      }),
    );
  });

  // Decision 098: the sum is a double while that is exact, a bigint after. Either way it must be what
  // exact decimal arithmetic says: the reference below never leaves bigints.
  it('agrees with plain bigint arithmetic, before, across and after the switch to bigints', () => {
    const ref = { coef: 0n, scale: 0 };
    const addRef = (x: number) => {
      const d = parseDecimal(x);
      const s = Math.max(ref.scale, d.scale);
      ref.coef = ref.coef * 10n ** BigInt(s - ref.scale) + d.coef * 10n ** BigInt(s - d.scale);
      ref.scale = s;
    };
    const exceedsRef = (l: { coef: bigint; scale: number }) => {
      const s = Math.max(ref.scale, l.scale);
      return ref.coef * 10n ** BigInt(s - ref.scale) > l.coef * 10n ** BigInt(s - l.scale);
    };
    const cost = fc.oneof(
      fc.integer({ min: 0, max: 10_000 }).map((c) => c / 1000),
      fc.double({ min: 0, max: 1e6, noNaN: true }),
      fc.double({ min: 0, max: 1e-9, noNaN: true }),
      fc.constantFrom(0.1, 0.2, 0.3, 1e21, 9007199254740991, 1.5e-7, 123456789.123456),
    );
    fc.assert(
      fc.property(fc.array(cost, { minLength: 1, maxLength: 60 }), cost, (costs, limit) => {
        ref.coef = 0n;
        ref.scale = 0;
        const sum = new DecimalSum();
        const l = parseDecimal(limit);
        for (const c of costs) {
          sum.add(c);
          addRef(c);
          expect(sum.toNumber()).toBe(Number(`${ref.coef}e-${ref.scale}`));
          expect(sum.exceeds(l)).toBe(exceedsRef(l));
        }
      }),
      { numRuns: 3000 },
    );
  });
});
