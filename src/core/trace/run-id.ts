/** Run ids (SPEC §4.3): each names a folder `<trace-dir>/<run-id>/`, so it must be one safe path segment. */
import { LoopgovError } from '../errors.js';

const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Whether `runId` is a run id (the rule of `parseRunId`), for callers that skip what is not one. */
export function isRunId(runId: string): boolean {
  return RUN_ID.test(runId) && !runId.includes('..');
}

/**
 * Returns `runId` when it is 1-128 of `A-Z a-z 0-9 . _ -` starting with a letter or digit, with no `..`;
 * otherwise throws `ERR_USAGE` (a caller's mistake: the CLI exits 2).
 *
 * @example
 * parseRunId('r-2026-001') // → 'r-2026-001'
 * parseRunId('../etc')     // throws ERR_USAGE
 */
export function parseRunId(runId: string): string {
  if (typeof runId !== 'string' || !isRunId(runId)) {
    throw new LoopgovError(
      'ERR_USAGE',
      `bad run id ${JSON.stringify(runId)}: use 1-128 of A-Z a-z 0-9 . _ - , starting with a letter or digit`,
    );
  }
  return runId;
}
