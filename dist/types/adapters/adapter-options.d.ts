/** Checks one option's value; throws `ERR_USAGE` naming it (`name`: the option's key, or key path). */
export type OptionCheck = (value: unknown, name: string) => void;
/** `typeof value === kind`, else `ERR_USAGE`. */
export declare const isA: (kind: "string" | "function" | "object") => OptionCheck;
/** A whole number ≥ 0 (a count), else `ERR_USAGE`. */
export declare const isCount: OptionCheck;
/**
 * An adapter's options: `prices` is required, an unknown key (a typo such as `claimDone`) or a value of
 * the wrong kind throws `ERR_USAGE` naming the adapter and the option — each price entry too
 * (`isPriceTable`), before the run is touched.
 *
 * @example
 * checkAdapterOptions('governAiSdk', opts, { claimsDone: isA('function') });
 * // { prices, claimDone } throws ERR_USAGE: governAiSdk: unknown option claimDone (known: prices, …)
 */
export declare function checkAdapterOptions(adapter: string, opts: unknown, own: Record<string, OptionCheck>): void;
