/** A non-negative decimal: `coef × 10^-scale`. */
export interface Decimal {
    coef: bigint;
    scale: number;
}
/** `x` as `coefficient × 10^-scale` with integer coefficient, exactly as `String(x)` writes it. */
export declare function parseDecimal(x: number): Decimal;
/** A running sum of non-negative decimals, exact at every size: `coef × 10^-scale`. */
export declare class DecimalSum {
    /** A double while exact and under `EXACT` (no bigint arithmetic per step), else a bigint. */
    private coef;
    private scale;
    /** Adds `x` (a cost in dollars) exactly. */
    add(x: number): void;
    /** Whether the sum is strictly greater than `limit` (from `parseDecimal`), compared exactly. */
    exceeds(l: Decimal): boolean;
    /** The nearest double (for reports; decisions use `exceeds`). */
    toNumber(): number;
    private big;
}
/** `a + b` exactly, as a decimal. */
export declare function addDecimals(a: Decimal, b: Decimal): Decimal;
/** Negative, zero or positive as `a` is less than, equal to or greater than `b`, compared exactly. */
export declare function compareDecimals(a: Decimal, b: Decimal): number;
/**
 * `a − b` exactly, never below 0, as the nearest double (how much room `b` leaves under `a`).
 *
 * @example
 * decimalRoom(0.3, 0.1) // 0.2 (not 0.19999999999999998)
 */
export declare function decimalRoom(a: number, b: number): number;
/** The nearest double to a decimal. */
export declare function decimalToNumber(d: Decimal): number;
