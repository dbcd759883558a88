/**
 * Percentiles in bounded memory (docs/decisions/041): a log-bucketed sketch in the manner of DDSketch.
 * A value v > 0 goes to bucket ⌈log_γ v⌉ with γ = (1+α)/(1−α); a quantile is answered with its bucket's
 * midpoint, within a relative error α of the true (nearest-rank) value. Deterministic (no sampling), mergeable, and
 * never more than `maxBuckets` buckets (the lowest are folded together when it would grow past that —
 * the high percentiles the rules use stay exact to α). Zero and negative values are counted apart
 * (usage is never negative; a hostile trace may say so, and is then counted, not trusted).
 */
export declare const SKETCH_ALPHA = 0.01;
export interface SketchSummary {
    count: number;
    p50: number | null;
    p95: number | null;
    max: number | null;
}
export declare class QuantileSketch {
    private readonly buckets;
    private zeros;
    private n;
    private maxValue;
    private minValue;
    /**
     * Adds one observation (non-finite values are ignored: a verified trace never holds one).
     *
     * @example
     * const s = new QuantileSketch(); s.add(3); s.add(5); s.quantile(0.5) // ≈ 3
     */
    add(value: number): void;
    /** Adds every observation of `other`. */
    merge(other: QuantileSketch): void;
    get count(): number;
    get max(): number | null;
    /**
     * The q-quantile (0 ≤ q ≤ 1) by nearest rank — the smallest value at least a fraction q of the values
     * are at or below, so a small group's p95 is never a lower value than 95 % of it (p95 of {400, 500} is
     * 500) — within α of that value; exact at the highest and lowest ranks; null when empty.
     */
    quantile(q: number): number | null;
    summary(): SketchSummary;
    private collapseLowest;
}
