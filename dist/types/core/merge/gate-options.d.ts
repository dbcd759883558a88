/**
 * Returns `now` when it is seconds since the epoch; throws `ERR_USAGE` naming the field otherwise (a
 * missing value, NaN, a string, a negative number, or milliseconds).
 *
 * @example
 * parseEpochSeconds(Math.floor(Date.now() / 1000), 'now') // → 1767225600
 * parseEpochSeconds(Date.now(), 'now') // throws ERR_USAGE: now must be seconds since the epoch … (milliseconds?)
 */
export declare function parseEpochSeconds(now: unknown, field: string): number;
/**
 * Checks the gate's own options: `repoId` is `OWNER/NAME` (the `aud` approvals are bound to) and `now`
 * is seconds since the epoch. Throws `ERR_USAGE` naming the first that is not.
 *
 * @example
 * checkMergeGateOptions({ repoId: 'acme/agent-policies', now: 1767225600 });
 */
export declare function checkMergeGateOptions(o: {
    repoId: unknown;
    now: unknown;
}): void;
