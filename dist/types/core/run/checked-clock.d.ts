import { LoopgovError } from '../errors.js';
import type { Clock } from './types.js';
export declare class CheckedClock implements Clock {
    private readonly source;
    private readonly name;
    /** The last reading that was a time: what a run's closing record is dated with once the clock fails. */
    private last;
    /**
     * Reads `source` once: a clock that gives no time at all throws `ERR_CLOCK` here. `name` is how its
     * errors call it (a pin request's `now()`).
     */
    constructor(source: Clock, name?: string);
    /**
     * The time in milliseconds since the epoch.
     *
     * @example
     * new CheckedClock({ now: () => Number.NaN }) // throws ERR_CLOCK: the run's clock gave NaN, …
     */
    now(): number;
    /**
     * For a record that ends the run, which must be written whatever the clock does: the time, or — when
     * the clock fails — the last time it gave and the failure, for the record's detail.
     */
    nowOrLast(): {
        now: number;
        failure: LoopgovError | null;
    };
}
/**
 * `clock` checked (itself when it already is): where a run's clock enters, so every reading is checked.
 *
 * @example
 * const clock = checkedClock(opts.clock ?? systemClock); // throws ERR_CLOCK when it gives no time
 */
export declare function checkedClock(clock: Clock): CheckedClock;
