/** A non-negative decimal: `coef × 10^-scale`. */
export interface Decimal {
    coef: bigint;
    scale: number;
}
/** `x` as `coefficient × 10^-scale` with integer coefficient, exactly as `String(x)` writes it. */
export declare function parseDecimal(x: number): Decimal;
/** A running sum of non-negative decimals, exact at every size: `coef × 10^-scale`. */
export declare class DecimalSum {
    private coef;
    private scale;
    /** Adds `x` (a cost in dollars) exactly. */
    add(x: number): void;
    /** Whether the sum is strictly greater than `limit` (from `parseDecimal`), compared exactly. */
    exceeds(l: Decimal): boolean;
    /** The nearest double (for reports; decisions use `exceeds`). */
    toNumber(): number;
    private rescale;
}
