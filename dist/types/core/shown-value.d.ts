/**
 * A caller's bad value as a message quotes it: `(got …)`. `JSON.stringify` would show NaN, ±Infinity
 * and -0 as `null` or `0`, throw on a bigint and drop `undefined`, so a message would quote a value the
 * caller never passed. Pure; one helper for every option and grant check.
 */
/**
 * `v` as it is: a string in quotes, a number as JavaScript writes it (`NaN`, `Infinity`, `-0`), a bigint
 * with its `n`, an object or array as JSON with those numbers kept, a missing value as `nothing`.
 *
 * @example
 * shownValue(Number.NaN) // 'NaN'
 * shownValue({ max_cost_usd: Infinity }) // '{"max_cost_usd":Infinity}'
 * shownValue(undefined) // 'nothing'
 * shownValue(new Date(0)) // 'a Date (1970-01-01T00:00:00.000Z)'
 */
export declare function shownValue(v: unknown): string;
