/**
 * The run's clock, checked at every reading: an injected clock that gives NaN, ±Infinity, a time no `Date`
 * can hold (beyond ±8.64e15 ms) or no number at all, or that throws, is `ERR_CLOCK` (mid-run: SPEC §4.2,
 * HALT `fail_closed`), never a time a record is dated with or a wall-clock budget is measured by.
 */
import { DATE_RANGE_MS } from '../epoch-time.js';
import { firstLine, LoopgovError } from '../errors.js';
import { shownValue } from '../shown-value.js';
import type { Clock } from './types.js';

export class CheckedClock implements Clock {
  /** The last reading that was a time: what a run's closing record is dated with once the clock fails. */
  private last: number;

  /**
   * Reads `source` once: a clock that gives no time at all throws `ERR_CLOCK` here. `name` is how its
   * errors call it (a pin request's `now()`).
   */
  constructor(
    private readonly source: Clock,
    private readonly name = "the run's clock",
  ) {
    this.last = this.now();
  }

  /**
   * The time in milliseconds since the epoch.
   *
   * @example
   * new CheckedClock({ now: () => Number.NaN }) // throws ERR_CLOCK: the run's clock gave NaN, …
   */
  now(): number {
    let t: unknown;
    try {
      t = this.source.now();
    } catch (e) {
      // The caller's own error, named: never passed on raw, without a code.
      throw new LoopgovError('ERR_CLOCK', `${this.name} threw instead of giving a time: ${firstLine(e)}`);
    }
    // Comparisons are false for NaN: one test covers NaN, ±Infinity and out-of-range times.
    if (typeof t === 'number' && t >= -DATE_RANGE_MS && t <= DATE_RANGE_MS) {
      this.last = t;
      return t;
    }
    throw new LoopgovError(
      'ERR_CLOCK',
      `${this.name} gave ${shownValue(t)}${typeof t === 'bigint' ? ' (a bigint)' : ''}, not a time (milliseconds since the epoch, within ±8.64e15: a Date's range)`,
    );
  }

  /**
   * For a record that ends the run, which must be written whatever the clock does: the time, or — when
   * the clock fails — the last time it gave and the failure, for the record's detail.
   */
  nowOrLast(): { now: number; failure: LoopgovError | null } {
    try {
      return { now: this.now(), failure: null };
    } catch (e) {
      return { now: this.last, failure: e as LoopgovError };
    }
  }
}

/**
 * `clock` checked (itself when it already is): where a run's clock enters, so every reading is checked.
 *
 * @example
 * const clock = checkedClock(opts.clock ?? systemClock); // throws ERR_CLOCK when it gives no time
 */
export function checkedClock(clock: Clock): CheckedClock {
  return clock instanceof CheckedClock ? clock : new CheckedClock(clock);
}
