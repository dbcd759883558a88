// Grants use the budget's own arithmetic (decisions 018, 069): a grant is added to a limit exactly and
// held to the ceiling exactly, so what the ceiling allows, what the grant gives and what the governor
// then enforces agree to the last digit — no micro-dollar rounding anywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../src/core/policy/decimal.js';
import { applyGrant, grantable } from '../../../src/core/policy/grant.js';
import type { Budget } from '../../../src/core/policy/types.js';
import { BudgetGovernor } from '../../../src/core/run/budget.js';

const limits = (max_cost_usd: number, max_wall_clock_sec = 600): Budget => ({
  max_steps: 10,
  max_tokens: 1000,
  max_cost_usd,
  max_wall_clock_sec,
  max_corrections_per_step: 2,
});

describe('grants on costs are exact decimals', () => {
  it.each([
    // [name, limit, grant, ceiling, limit after, refused]
    ['0.1 + 0.2 is 0.3 and meets a 0.3 ceiling', 0.1, 0.2, 0.3, 0.3, false],
    ['a grant under a micro-dollar is not rounded away', 0.1, 4e-7, 1, 0.1000004, false],
    ['a sub-micro-dollar grant past the ceiling is refused', 0.3, 4e-7, 0.3, 0.3000004, true],
    ['the smallest step past a ceiling is refused', 1, 1e-12, 1, 1.000000000001, true],
    ['0.7 + 0.1 within a 0.8 ceiling', 0.7, 0.1, 0.8, 0.8, false],
  ])('%s', (_name, limit, grant, ceiling, after, refused) => {
    const r = applyGrant(limits(limit), { max_cost_usd: grant }, limits(ceiling));
    expect(r.limits.max_cost_usd).toBe(after);
    expect(r.problems.length > 0).toBe(refused);
  });

  it('wall clock (a number limit) too; integers are unchanged', () => {
    const ceiling = { ...limits(1, 0.3), max_steps: 15 };
    const r = applyGrant(limits(1, 0.1), { max_wall_clock_sec: 0.2, max_steps: 5 }, ceiling);
    expect(r).toEqual({ limits: { ...limits(1, 0.3), max_steps: 15 }, problems: [] });
  });

  it('what a resume could grant is the exact room under the ceiling', () => {
    expect(grantable(limits(0.1, 0.1), limits(0.3, 0.3))).toMatchObject({
      max_cost_usd: 0.2,
      max_wall_clock_sec: 0.2,
    });
    expect(grantable(limits(0.5), limits(0.3))?.max_cost_usd).toBe(0);
  });

  it('property: granting all the room reaches the ceiling exactly, and the governor enforces it exactly', () => {
    // Amounts with up to 7 decimals, as people write them (and as tokens carry them).
    const n = fc.integer({ min: 1, max: 5_000_000 });
    fc.assert(
      fc.property(n, n, n, (a, b, s) => {
        const [limit, step] = [a / 1e7, s / 1e7];
        const ceiling = limits((a + b) / 1e7);
        const room = grantable(limits(limit), ceiling)!.max_cost_usd;
        const granted = applyGrant(limits(limit), { max_cost_usd: room }, ceiling);
        expect(granted.problems).toEqual([]);
        expect(granted.limits.max_cost_usd).toBe(ceiling.max_cost_usd);
        // One more step of the smallest amount past the room is refused.
        expect(applyGrant(limits(limit), { max_cost_usd: room + 1e-7 }, ceiling).problems).toHaveLength(1);
        // The governor under the granted limit stops exactly at the first step whose exact sum passes it.
        const l = parseDecimal(granted.limits.max_cost_usd);
        const c = parseDecimal(step);
        const scale = Math.max(l.scale, c.scale);
        const at = (l.coef * 10n ** BigInt(scale - l.scale)) / (c.coef * 10n ** BigInt(scale - c.scale)) + 1n;
        const g = new BudgetGovernor(granted.limits, 0);
        if (at > 5000n) return; // a long walk proves nothing more
        for (let i = 1n; i <= at; i++)
          expect(g.observe(0, step, 0).exceeded === 'max_cost_usd', `step ${i} of ${at}`).toBe(i === at);
      }),
      { numRuns: 200 },
    );
  });
});
