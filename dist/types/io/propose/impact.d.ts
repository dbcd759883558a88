import type { GateImpact } from '../../core/propose/impact.js';
import type { LoadedRevision } from '../../core/policy/types.js';
/**
 * @example
 * const impact = await computeGateImpact(['traces'], input.head);
 * process.stdout.write(formatImpactText(impact));
 */
export declare function computeGateImpact(traces: string[], head: LoadedRevision): Promise<GateImpact>;
