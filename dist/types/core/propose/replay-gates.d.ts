import type { Gate } from '../policy/types.js';
import type { GateReport } from '../run/types.js';
/**
 * Port: a run's stored artifacts (`artifacts/<sha256>`); `null` when the file cannot be read. `bytes` is
 * the recorded size: no more than that (and one byte) is read.
 */
export interface ArtifactSource {
    read(sha256: string, bytes?: number): Uint8Array | null;
}
/** How each proposed gate of a list gets its verdict, decided once per run. */
export type GatePlan = {
    gate: Gate;
    how: 'record' | 'rerun' | 'unknown';
}[];
/** Thrown inside a replayed iteration when a verdict it needs cannot be known; caught by the replayer. */
export declare class UnknownVerdict extends Error {
    readonly why: string;
    constructor(why: string);
}
/**
 * For each gate of `proposed`: from the record if `recorded` has the same gate, else re-run if pure,
 * else unknown.
 *
 * @example
 * planGates(proposedPolicy.gates, recordedPolicy.gates)
 */
export declare function planGates(proposed: Gate[], recorded: Gate[]): GatePlan;
export interface RecordedIteration {
    step: number;
    /** `{sha256, bytes}` of the stored artifact, or null for a step without one. */
    artifact: {
        sha256: string;
        bytes: number;
    } | null;
    gate: {
        verdict?: unknown;
        results?: unknown;
    } | null;
    criteria: {
        verdict?: unknown;
        results?: unknown;
    } | null;
    /** The step's context as recorded (SPEC §4.5): absent when it carried none, null when unreadable. */
    context?: {
        sha256: string;
        bytes: number;
    } | null;
}
/**
 * The gate report under `plan` for one recorded iteration; throws `UnknownVerdict` when a verdict that
 * matters cannot be known (a DENY known from another gate makes the rest moot, as in the evaluator).
 */
export declare function replayGateReport(plan: GatePlan, it: RecordedIteration, artifacts: ArtifactSource, cache: BytesCache): GateReport;
/** The success-criteria report under `plan`, when the replayed iteration needs one. */
export declare function replayCriteriaReport(plan: GatePlan, it: RecordedIteration, artifacts: ArtifactSource, cache: BytesCache): GateReport;
/** One artifact's bytes per run, read and checked once. */
export declare class BytesCache {
    private sha;
    private bytes;
    get(sha256: string, artifacts: ArtifactSource, size?: number): Uint8Array | string;
}
