/** Whether `runId` is a run id (the rule of `parseRunId`), for callers that skip what is not one. */
export declare function isRunId(runId: string): boolean;
/**
 * Returns `runId` when it is 1-128 of `A-Z a-z 0-9 . _ -` starting with a letter or digit, with no `..`;
 * otherwise throws `ERR_USAGE` (a caller's mistake: the CLI exits 2).
 *
 * @example
 * parseRunId('r-2026-001') // → 'r-2026-001'
 * parseRunId('../etc')     // throws ERR_USAGE
 */
export declare function parseRunId(runId: string): string;
