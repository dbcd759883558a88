/**
 * The merge gate's impact section (SPEC §6): every verified run under the trace folders replayed under
 * the pull request's head policy, in one streaming pass. It informs the reviewer and never changes the
 * gate's verdict; a failure to compute it is reported in the section, not thrown.
 */
import { firstLine } from '../../core/errors.js';
import { whyNotAFolder } from '../fs/folder.js';
import type { GateImpact } from '../../core/propose/impact.js';
import { hashHeads } from '../../core/propose/replay-report.js';
import type { LoadedRevision } from '../../core/policy/types.js';
import { policyFor } from './propose.js';
import { replayTraces } from './traces.js';

/**
 * A folder that is no folder (missing, a file) is named in `unread` and left out; the others are still
 * replayed — one bad line of the Action's `traces` input must not hide the impact on every other folder.
 *
 * @example
 * const impact = await computeGateImpact(['traces'], input.head);
 * process.stdout.write(formatImpactText(impact));
 */
export async function computeGateImpact(traces: string[], head: LoadedRevision): Promise<GateImpact> {
  const unread = traces.flatMap((folder) => {
    const why = whyNotAFolder(folder);
    return why ? [{ folder, why }] : [];
  });
  const readable = traces.filter((t) => !unread.some((u) => u.folder === t));
  const also = unread.length ? { unread } : {};
  if (!head.ok)
    return { replay: null, skipped: 0, error: 'the head revision is invalid: nothing to replay', ...also };
  if (readable.length === 0)
    return { replay: null, skipped: 0, error: 'no traces folder could be read', ...also };
  try {
    const r = await replayTraces(readable, [policyFor(head.set)]);
    return {
      replay: r.accumulators[0]!.report(head.digest, hashHeads(r.heads)),
      skipped: r.skipped.total,
      ...also,
    };
  } catch (e) {
    return { replay: null, skipped: 0, error: firstLine(e), ...also };
  }
}
