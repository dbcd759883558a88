/**
 * The meta-loop's run-count floor (`loopgov propose --min-runs`, `computeProposals`' `minRuns`), checked
 * the one way by both fronts: no rule fires on fewer runs than this. Omitted, it is the CLI's default; 0,
 * a fraction, NaN or a string would let every rule fire on a single run, so each is `ERR_USAGE`.
 */
import { LoopgovError } from '../errors.js';
import { shownValue } from '../shown-value.js';

/** `--min-runs`' default, and `minRuns`' when omitted. */
export const DEFAULT_MIN_RUNS = 20;
/** The CLI reads at most nine digits: the library takes no more. */
const MAX_MIN_RUNS = 999_999_999;

/**
 * `value` as a run-count floor: a whole number from 1 to 999 999 999, `DEFAULT_MIN_RUNS` when undefined.
 * `shown` quotes the value as the caller wrote it (the CLI's flag text).
 *
 * @example
 * parseMinRuns(undefined) // 20
 * parseMinRuns(0) // throws ERR_USAGE: minRuns must be a whole number ≥ 1 (got 0)
 */
export function parseMinRuns(value: unknown, name = 'minRuns', shown = shownValue(value)): number {
  if (value === undefined) return DEFAULT_MIN_RUNS;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_MIN_RUNS)
    throw new LoopgovError('ERR_USAGE', `${name} must be a whole number ≥ 1 (got ${shown})`);
  return value;
}
