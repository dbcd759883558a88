import type { GateImpact } from '../../core/propose/impact.js';
import type { LoadedRevision } from '../../core/policy/types.js';
/**
 * A folder that is no folder (missing, a file) is named in `unread` and left out; the others are still
 * replayed — one bad line of the Action's `traces` input must not hide the impact on every other folder.
 *
 * @example
 * const impact = await computeGateImpact(['traces'], input.head);
 * process.stdout.write(formatImpactText(impact));
 */
export declare function computeGateImpact(traces: string[], head: LoadedRevision): Promise<GateImpact>;
