/** The largest distance from the epoch, in milliseconds, that a `Date` holds (ECMA-262 §21.4.1.1). */
export declare const DATE_RANGE_MS = 8640000000000000;
/**
 * True when `v` is seconds since the epoch as `parseEpochSeconds` takes them (for a time read from a
 * token or a trace, where a bad one is that record's problem, not a usage error).
 *
 * @example
 * isEpochSeconds(1767225600) // true
 * isEpochSeconds(1767225600000) // false: milliseconds
 */
export declare function isEpochSeconds(v: unknown): v is number;
/**
 * Returns `now` when it is seconds since the epoch (`whole`: an integer, as a signed token's `iat`
 * must be); throws `ERR_USAGE` naming the field otherwise — a missing value, NaN, a string, a negative
 * number, a fraction where a whole number is needed, or milliseconds.
 *
 * @example
 * parseEpochSeconds(Math.floor(Date.now() / 1000), 'now') // → 1767225600
 * parseEpochSeconds(Date.now(), 'now') // throws ERR_USAGE: now must be seconds since the epoch … (milliseconds?)
 */
export declare function parseEpochSeconds(now: unknown, field: string, opts?: {
    whole?: boolean;
}): number;
/**
 * Returns `now` when it is milliseconds since the epoch (as `Date.now()` gives); throws `ERR_USAGE`
 * naming the field otherwise — a missing value, NaN, a string, a negative number, a time no `Date` holds,
 * or seconds.
 *
 * @example
 * parseEpochMilliseconds(Date.now(), 'now') // → 1767225600000
 * parseEpochMilliseconds(1767225600, 'now') // throws ERR_USAGE: now must be milliseconds … (seconds?)
 */
export declare function parseEpochMilliseconds(now: unknown, field: string): number;
