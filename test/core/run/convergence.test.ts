import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetGovernor } from '../../../src/core/run/budget.js';
import { ConvergenceDetector } from '../../../src/core/run/convergence.js';

const cfg = { oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: 'halt' as const };

function feed(hashes: string[], progress?: number[]) {
  const d = new ConvergenceDetector(cfg);
  return hashes.map((h, i) => d.observe(h, progress?.[i] ?? i).stall);
}

describe('ConvergenceDetector', () => {
  it.each([
    ['oscillation at the 3rd repeat', 'AAA', [null, null, 'oscillation']],
    ['thrash at the 6th alternation', 'ABABAB', [null, null, null, null, null, 'thrash']],
    ['three hashes are not thrash', 'ABCABC', [null, null, null, null, null, null]],
    ['a repeat breaks the alternation', 'ABABBABA', [null, null, null, null, null, null, null, null]],
  ])('%s', (_n, seq, expected) => {
    expect(feed(seq.split(''))).toEqual(expected);
  });

  it('no_progress when none of the last W iterations set a new best', () => {
    const d = new ConvergenceDetector(cfg);
    const stalls = [0.1, 0.1, 0.05, 0.1, 0.1, 0.1].map((p, i) => d.observe(`a${i}`, p).stall);
    expect(stalls).toEqual([null, null, null, null, null, 'no_progress']);
  });

  it('matches a brute-force window check on random streams (O(1) state equals re-reading history)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'B', 'C'), { maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 60 }),
        (hs, ps) => {
          const d = new ConvergenceDetector(cfg);
          hs.forEach((h, i) => {
            const p = ps[i] ?? 0;
            const s = d.observe(h, p);
            const seen = hs.slice(0, i + 1);
            const prog = hs.slice(0, i + 1).map((_, j) => ps[j] ?? 0);
            expect(s.stall).toBe(bruteForce(seen, prog));
          });
        },
      ),
    );
  });
});

function bruteForce(hs: string[], ps: number[]): string | null {
  const n = hs.length;
  const last = (k: number) => (n >= k ? hs.slice(n - k) : null);
  const osc = last(cfg.oscillation_repeat);
  if (osc?.every((h) => h === osc[0])) return 'oscillation';
  const th = last(cfg.thrash_window);
  if (th && new Set(th).size === 2 && th.every((h, i) => i < 2 || h === th[i - 2]) && th[0] !== th[1])
    return 'thrash';
  // A new best at i: strictly above every earlier progress (the first one always is).
  const isBest = (i: number) => ps.slice(0, i).every((p) => ps[i]! > p);
  if (n > cfg.no_progress_window) {
    let none = true;
    for (let i = n - cfg.no_progress_window; i < n; i++) if (isBest(i)) none = false;
    if (none) return 'no_progress';
  }
  return null;
}

describe('BudgetGovernor', () => {
  const budget = {
    max_steps: 3,
    max_tokens: 100,
    max_cost_usd: 0.3,
    max_wall_clock_sec: 10,
    max_corrections_per_step: 1,
  };
  it('the iteration numbered max_steps reaches the step limit', () => {
    const g = new BudgetGovernor(budget, 0);
    expect(g.observe(0, 0, 0).exceeded).toBeNull();
    expect(g.observe(0, 0, 0).exceeded).toBeNull();
    expect(g.observe(0, 0, 0).exceeded).toBe('max_steps');
  });
  it('running totals above a limit', () => {
    expect(new BudgetGovernor(budget, 0).observe(101, 0, 0).exceeded).toBe('max_tokens');
    expect(new BudgetGovernor(budget, 0).observe(100, 0, 0).exceeded).toBeNull();
    const g = new BudgetGovernor(budget, 0);
    // 0.1 + 0.1 + 0.1 is 0.30000000000000004 in floats: still within 0.3.
    g.observe(0, 0.1, 0);
    g.observe(0, 0.1, 0);
    expect(new BudgetGovernor({ ...budget, max_steps: 10 }, 0).observe(0, 0.31, 0).exceeded).toBe(
      'max_cost_usd',
    );
    expect(new BudgetGovernor(budget, 1000).observe(0, 0, 11_001).exceeded).toBe('max_wall_clock_sec');
    expect(new BudgetGovernor(budget, 1000).observe(0, 0, 11_000).exceeded).toBeNull();
  });
  it('sums cost without float drift', () => {
    const g = new BudgetGovernor({ ...budget, max_steps: 10 }, 0);
    let last = g.observe(0, 0.1, 0);
    last = g.observe(0, 0.1, 0);
    last = g.observe(0, 0.1, 0);
    expect(last.exceeded).toBeNull();
    expect(last.cost_usd).toBe(0.3);
  });
});
