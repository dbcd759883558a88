/**
 * The options every front gives the merge gate, checked once for all of them (the CLI, the Action, the
 * library): the library is refused exactly where the CLI would be, never evaluated with a value the CLI
 * could not have passed.
 */
import { parseRepoId } from '../approval/repo-id.js';
import { parseEpochSeconds } from '../epoch-time.js';

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
