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
