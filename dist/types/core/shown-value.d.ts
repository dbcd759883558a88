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
