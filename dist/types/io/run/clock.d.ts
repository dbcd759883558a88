/** The real clock: the only place the runtime reads the system time (the core receives a `Clock`). */
import type { Clock } from '../../core/run/types.js';
/**
 * Wall-clock milliseconds since the epoch.
 *
 * @example
 * openRun({ …, clock: systemClock })
 */
export declare const systemClock: Clock;
