/**
 * Percentiles in bounded memory (docs/decisions/041): a log-bucketed sketch in the manner of DDSketch.
 * A value v > 0 goes to bucket ⌈log_γ v⌉ with γ = (1+α)/(1−α); a quantile is answered with its bucket's
 * midpoint, within a relative error α of the true (nearest-rank) value. Deterministic (no sampling), mergeable, and
 * never more than `maxBuckets` buckets (the lowest are folded together when it would grow past that —
 * the high percentiles the rules use stay exact to α). Zero and negative values are counted apart
 * (usage is never negative; a hostile trace may say so, and is then counted, not trusted).
 */

export const SKETCH_ALPHA = 0.01;
const GAMMA = (1 + SKETCH_ALPHA) / (1 - SKETCH_ALPHA);
const LOG_GAMMA = Math.log(GAMMA);
const MAX_BUCKETS = 2048;

export interface SketchSummary {
  count: number;
  p50: number | null;
  p95: number | null;
  max: number | null;
}

export class QuantileSketch {
  private readonly buckets = new Map<number, number>();
  private zeros = 0;
  private n = 0;
  private maxValue = Number.NEGATIVE_INFINITY;
  private minValue = Number.POSITIVE_INFINITY;

  /**
   * Adds one observation (non-finite values are ignored: a verified trace never holds one).
   *
   * @example
   * const s = new QuantileSketch(); s.add(3); s.add(5); s.quantile(0.5) // ≈ 3
   */
  add(value: number): void {
    if (!Number.isFinite(value)) return;
    this.n += 1;
    if (value > this.maxValue) this.maxValue = value;
    if (value < this.minValue) this.minValue = value;
    if (value <= 0) {
      this.zeros += 1;
      return;
    }
    const key = Math.ceil(Math.log(value) / LOG_GAMMA);
    this.buckets.set(key, (this.buckets.get(key) ?? 0) + 1);
    if (this.buckets.size > MAX_BUCKETS) this.collapseLowest();
  }

  /** Adds every observation of `other`. */
  merge(other: QuantileSketch): void {
    this.n += other.n;
    this.zeros += other.zeros;
    this.maxValue = Math.max(this.maxValue, other.maxValue);
    this.minValue = Math.min(this.minValue, other.minValue);
    for (const [k, c] of other.buckets) this.buckets.set(k, (this.buckets.get(k) ?? 0) + c);
    while (this.buckets.size > MAX_BUCKETS) this.collapseLowest();
  }

  get count(): number {
    return this.n;
  }

  get max(): number | null {
    return this.n === 0 ? null : this.maxValue;
  }

  /**
   * The q-quantile (0 ≤ q ≤ 1) by nearest rank — the smallest value at least a fraction q of the values
   * are at or below, so a small group's p95 is never a lower value than 95 % of it (p95 of {400, 500} is
   * 500) — within α of that value; exact at the highest and lowest ranks; null when empty.
   */
  quantile(q: number): number | null {
    if (this.n === 0) return null;
    if (q >= 1) return this.maxValue;
    const rank = Math.max(0, Math.ceil(q * this.n) - 1);
    // The highest rank is a value the sketch keeps exactly, and so is the lowest when it is positive.
    if (rank === this.n - 1) return this.maxValue;
    if (rank < this.zeros) return Math.min(this.maxValue, Math.max(this.minValue, 0));
    if (rank === 0) return this.minValue;
    let seen = this.zeros;
    for (const k of [...this.buckets.keys()].sort((a, b) => a - b)) {
      seen += this.buckets.get(k)!;
      if (seen > rank) {
        const mid = (2 * GAMMA ** k) / (GAMMA + 1);
        // Never answer outside what was observed.
        return Math.min(this.maxValue, Math.max(this.minValue, mid));
      }
    }
    return this.maxValue;
  }

  summary(): SketchSummary {
    return { count: this.n, p50: this.quantile(0.5), p95: this.quantile(0.95), max: this.max };
  }

  private collapseLowest(): void {
    const keys = [...this.buckets.keys()].sort((a, b) => a - b);
    const [a, b] = keys as [number, number];
    this.buckets.set(b, this.buckets.get(b)! + this.buckets.get(a)!);
    this.buckets.delete(a);
  }
}
