/**
 * The options every front gives the merge gate, checked once for all of them (the CLI, the Action, the
 * library): the library is refused exactly where the CLI would be, never evaluated with a value the CLI
 * could not have passed.
 */
import { parseRepoId } from '../approval/repo-id.js';
import { LoopgovError } from '../errors.js';

/**
 * Seconds since the epoch past this are no time the gate will see (the year 5138): such a `now` is
 * milliseconds (`Date.now()`), which would call every token expired.
 */
const MAX_EPOCH_SECONDS = 1e11;

/**
 * Returns `now` when it is seconds since the epoch; throws `ERR_USAGE` naming the field otherwise (a
 * missing value, NaN, a string, a negative number, or milliseconds).
 *
 * @example
 * parseEpochSeconds(Math.floor(Date.now() / 1000), 'now') // → 1767225600
 * parseEpochSeconds(Date.now(), 'now') // throws ERR_USAGE: now must be seconds since the epoch … (milliseconds?)
 */
export function parseEpochSeconds(now: unknown, field: string): number {
  if (typeof now !== 'number' || !Number.isFinite(now) || now < 0)
    throw new LoopgovError(
      'ERR_USAGE',
      `${field} must be seconds since the epoch, a finite number ≥ 0 (got ${describe(now)})`,
    );
  if (now > MAX_EPOCH_SECONDS)
    throw new LoopgovError(
      'ERR_USAGE',
      `${field} must be seconds since the epoch (got ${now}, which looks like milliseconds: divide by 1000)`,
    );
  return now;
}

/**
 * Checks the gate's own options: `repoId` is `OWNER/NAME` (the `aud` approvals are bound to) and `now`
 * is seconds since the epoch. Throws `ERR_USAGE` naming the first that is not.
 *
 * @example
 * checkMergeGateOptions({ repoId: 'acme/agent-policies', now: 1767225600 });
 */
export function checkMergeGateOptions(o: { repoId: unknown; now: unknown }): void {
  parseRepoId(o.repoId as string, 'repoId');
  parseEpochSeconds(o.now, 'now');
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'number') return String(v);
  return `${typeof v} ${JSON.stringify(v)?.slice(0, 40) ?? String(v)}`;
}
