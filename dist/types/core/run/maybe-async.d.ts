/**
 * A value that is there at once, or later: the step's parts return plain values when nothing waits and
 * promises when a command gate runs, so that a step that needs no wait runs to its decision in one go
 * (decision 098).
 */
/**
 * `k(v)`, at once when `v` is already there.
 *
 * @example
 * andThen(reportGates(gates, artifact, ctx), (r) => r.verdict) // 'PASS', or a promise of it
 */
export declare function andThen<T, U>(v: T | Promise<T>, k: (t: T) => U): U | Promise<U>;
