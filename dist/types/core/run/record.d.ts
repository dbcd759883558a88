/**
 * The `iteration` record (SPEC §5), built with its keys in canonical (RFC 8785) order at every level.
 * The trace writer then serializes it with one native `JSON.stringify` instead of sorting and
 * concatenating every member, and with `CHAIN_SLOT` in `index` and `prev` it becomes the record itself
 * (docs/decisions/027). Key order is only a speed-up: the writer proves
 * the order itself and sorts whatever is not in order, so a nested object of a shape this file does not
 * know (a field added elsewhere) is kept whole — `sorted*` copy an object only when it has exactly the
 * keys they list, and otherwise hand it on as it is.
 */
import { type TraceBody } from '../trace/types.js';
import type { Decision, GateReport, StepEvent } from './types.js';
/** What the trace keeps of a stored artifact. */
export interface ArtifactRef {
    sha256: string;
    path: string;
    bytes: number;
}
/**
 * The iteration record of decision `d` on event `ev`: the decision's fields (its `budget` as
 * `budget_snapshot`), the event's, the action hash, the artifact, the success-criteria report and the
 * step's context reference (absent when the step had none).
 *
 * @example
 * await store.append(iterationBody(decision, event, actionHash, artifactRef, null));
 */
export declare function iterationBody(d: Decision, ev: StepEvent, actionHash: string, artifact: ArtifactRef | null, criteria: GateReport | null, context?: {
    sha256: string;
    bytes: number;
} | null): TraceBody;
