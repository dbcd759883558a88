/**
 * The merge gate's impact section (SPEC §6): every verified run under the trace folders replayed under
 * the pull request's head policy, in one streaming pass. It informs the reviewer and never changes the
 * gate's verdict; a failure to compute it is reported in the section, not thrown.
 */
import { firstLine } from '../../core/errors.js';
import type { GateImpact } from '../../core/propose/impact.js';
import { hashHeads } from '../../core/propose/replay-report.js';
import type { LoadedRevision } from '../../core/policy/types.js';
import { policyFor } from './propose.js';
import { replayTraces } from './traces.js';

/**
 * @example
 * const impact = await computeGateImpact(['traces'], input.head);
 * process.stdout.write(formatImpactText(impact));
 */
export async function computeGateImpact(traces: string[], head: LoadedRevision): Promise<GateImpact> {
  if (!head.ok) return { replay: null, skipped: 0, error: 'the head revision is invalid: nothing to replay' };
  try {
    const r = await replayTraces(traces, [policyFor(head.set)]);
    return { replay: r.accumulators[0]!.report(head.digest, hashHeads(r.heads)), skipped: r.skipped.total };
  } catch (e) {
    return { replay: null, skipped: 0, error: firstLine(e) };
  }
}
