// Percentiles in bounded memory: within 1 % of the exact answer, deterministic, mergeable, and never more
// than a fixed number of buckets however many values go in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QuantileSketch, SKETCH_ALPHA } from '../../../src/core/propose/sketch.js';

/** The nearest-rank q-quantile: the smallest value with at least a fraction q of the values at or below it. */
const exact = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * xs.length) - 1)]!;

describe('QuantileSketch', () => {
  it('answers p50/p95 within α of the exact value, and max exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.001, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 400 }),
        (xs) => {
          const s = new QuantileSketch();
          for (const x of xs) s.add(x);
          for (const q of [0.5, 0.95]) {
            const want = exact(xs, q);
            expect(Math.abs(s.quantile(q)! - want)).toBeLessThanOrEqual(want * SKETCH_ALPHA * 1.0001);
          }
          expect(s.max).toBe(Math.max(...xs));
        },
      ),
    );
  });

  it('never under-reports a small group: p95 of {400, 500} is 500, p50 of it 400', () => {
    const s = new QuantileSketch();
    for (const x of [400, 500]) s.add(x);
    expect(s.quantile(0.95)).toBe(500);
    expect(s.quantile(0.5)).toBe(400);
    // Ten values 100..1000: p95 is the 10th (nearest rank ⌈9.5⌉), the largest, kept exactly; p50 the 5th.
    const ten = new QuantileSketch();
    for (let i = 1; i <= 10; i++) ten.add(i * 100);
    expect(ten.quantile(0.95)).toBe(1000);
    expect(Math.abs(ten.quantile(0.5)! - 500)).toBeLessThanOrEqual(500 * SKETCH_ALPHA);
  });

  it('merging two sketches is the sketch of both', () => {
    const a = new QuantileSketch();
    const b = new QuantileSketch();
    const all = new QuantileSketch();
    for (let i = 0; i < 1000; i++) {
      (i % 2 ? a : b).add(i);
      all.add(i);
    }
    a.merge(b);
    expect(a.summary()).toEqual(all.summary());
  });

  it('stays bounded over a million values spread over 18 orders of magnitude', () => {
    const s = new QuantileSketch();
    for (let i = 0; i < 1_000_000; i++) s.add(10 ** ((i % 1800) / 100));
    expect((s as unknown as { buckets: Map<number, number> }).buckets.size).toBeLessThanOrEqual(2048);
    expect(s.count).toBe(1_000_000);
    expect(s.quantile(0.95)).toBeGreaterThan(1e16);
  });

  it('counts zero and negative values without trusting them, and ignores non-finite ones', () => {
    const s = new QuantileSketch();
    for (const x of [0, -5, 3, Number.NaN, Number.POSITIVE_INFINITY]) s.add(x);
    expect(s.count).toBe(3);
    expect(s.quantile(0)).toBe(0);
    expect(s.max).toBe(3);
  });
});
