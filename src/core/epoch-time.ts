/**
 * The time a caller hands in, checked once for every API that takes one: the gate, signing and verifying
 * approvals and resumes in seconds since the epoch (as JWT `iat`/`exp` are), a run's answer in
 * milliseconds (as `Date.now()` is). Each API keeps its published unit; a value in the other unit, NaN
 * or no number at all is `ERR_USAGE` naming the field, never a token dated 1970 or in the year 58 000
 * (docs/decisions/118, 129).
 */
import { LoopgovError } from './errors.js';
import { shownValue } from './shown-value.js';

/**
 * Seconds since the epoch past this are no time loopgov will see (the year 5138): such a value is
 * milliseconds (`Date.now()`), which would call every token expired or sign one dated far ahead.
 */
const MAX_EPOCH_SECONDS = 1e11;
/**
 * Milliseconds since the epoch below this are before March 1973: such a value is seconds
 * (`Date.now() / 1000`), which would sign a token that expired in January 1970.
 */
const MIN_EPOCH_MILLISECONDS = MAX_EPOCH_SECONDS;
/** The largest distance from the epoch, in milliseconds, that a `Date` holds (ECMA-262 §21.4.1.1). */
export const DATE_RANGE_MS = 8.64e15;

/**
 * True when `v` is seconds since the epoch as `parseEpochSeconds` takes them (for a time read from a
 * token or a trace, where a bad one is that record's problem, not a usage error).
 *
 * @example
 * isEpochSeconds(1767225600) // true
 * isEpochSeconds(1767225600000) // false: milliseconds
 */
export function isEpochSeconds(v: unknown): v is number {
  return typeof v === 'number' && v >= 0 && v <= MAX_EPOCH_SECONDS;
}

/**
 * Returns `now` when it is seconds since the epoch (`whole`: an integer, as a signed token's `iat`
 * must be); throws `ERR_USAGE` naming the field otherwise — a missing value, NaN, a string, a negative
 * number, a fraction where a whole number is needed, or milliseconds.
 *
 * @example
 * parseEpochSeconds(Math.floor(Date.now() / 1000), 'now') // → 1767225600
 * parseEpochSeconds(Date.now(), 'now') // throws ERR_USAGE: now must be seconds since the epoch … (milliseconds?)
 */
export function parseEpochSeconds(now: unknown, field: string, opts: { whole?: boolean } = {}): number {
  if (typeof now !== 'number' || !Number.isFinite(now) || now < 0)
    throw new LoopgovError(
      'ERR_USAGE',
      `${field} must be seconds since the epoch, a finite number ≥ 0 (got ${shownValue(now)})`,
    );
  if (now > MAX_EPOCH_SECONDS)
    throw new LoopgovError(
      'ERR_USAGE',
      `${field} must be seconds since the epoch (got ${now}, which looks like milliseconds: divide by 1000)`,
    );
  if (opts.whole && !Number.isInteger(now))
    throw new LoopgovError(
      'ERR_USAGE',
      `${field} must be whole seconds since the epoch, as a token's iat is (got ${now}: use Math.floor(Date.now() / 1000))`,
    );
  return now;
}

/**
 * Returns `now` when it is milliseconds since the epoch (as `Date.now()` gives); throws `ERR_USAGE`
 * naming the field otherwise — a missing value, NaN, a string, a negative number, a time no `Date` holds,
 * or seconds.
 *
 * @example
 * parseEpochMilliseconds(Date.now(), 'now') // → 1767225600000
 * parseEpochMilliseconds(1767225600, 'now') // throws ERR_USAGE: now must be milliseconds … (seconds?)
 */
export function parseEpochMilliseconds(now: unknown, field: string): number {
  if (typeof now !== 'number' || !Number.isFinite(now) || now < 0 || now > DATE_RANGE_MS)
    throw new LoopgovError(
      'ERR_USAGE',
      `${field} must be milliseconds since the epoch, a finite number from 0 to 8.64e15 (got ${shownValue(now)})`,
    );
  if (now < MIN_EPOCH_MILLISECONDS)
    throw new LoopgovError(
      'ERR_USAGE',
      `${field} must be milliseconds since the epoch (got ${now}, which looks like seconds: multiply by 1000)`,
    );
  return now;
}
