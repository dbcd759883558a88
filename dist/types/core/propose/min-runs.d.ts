/** `--min-runs`' default, and `minRuns`' when omitted. */
export declare const DEFAULT_MIN_RUNS = 20;
/**
 * `value` as a run-count floor: a whole number from 1 to 999 999 999, `DEFAULT_MIN_RUNS` when undefined.
 * `shown` quotes the value as the caller wrote it (the CLI's flag text).
 *
 * @example
 * parseMinRuns(undefined) // 20
 * parseMinRuns(0) // throws ERR_USAGE: minRuns must be a whole number ≥ 1 (got 0)
 */
export declare function parseMinRuns(value: unknown, name?: string, shown?: string): number;
