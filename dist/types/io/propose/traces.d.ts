import type { ArtifactSource } from '../../core/propose/replay-gates.js';
import { ReplayAccumulator } from '../../core/propose/replay-report.js';
import { type PolicyFor } from '../../core/propose/replay.js';
import type { SkippedTrace } from '../../core/propose/report.js';
import { ProposeStats } from '../../core/propose/stats.js';
export interface RunRef {
    /** Index of the `--traces` folder it was found in. */
    source: number;
    dir: string;
    runId: string;
    /** Why the entry cannot be read as a run (a symbolic link is never followed): it is listed, skipped. */
    refused?: string;
}
/** Identifies a run across both passes. */
export declare function runKey(r: RunRef): string;
/**
 * Every run under the folders, in folder order then run id order. A folder that cannot be listed throws
 * `ERR_TRACE` naming it; entries that are not run folders with a `trace.jsonl` are ignored, and a run
 * folder or `trace.jsonl` that is a symbolic link comes with `refused` (never followed; listed).
 *
 * @example
 * for (const run of listRuns(['traces'])) console.log(run.runId);
 */
export declare function listRuns(dirs: string[]): Generator<RunRef>;
export declare class SkipList {
    readonly list: SkippedTrace[];
    total: number;
    add(run: RunRef, reason: string): void;
    merge(o: SkipList): void;
}
export interface CollectedStats {
    stats: ProposeStats;
    /** runKey → head of every verified run. */
    heads: Map<string, string>;
    runs: number;
    skipped: SkipList;
    /** A `--traces` folder in which no run was found, and what it holds instead when that is telling. */
    notes: string[];
}
/**
 * Pass 1: statistics of every verified run.
 *
 * @example
 * const { stats, heads, skipped } = await collectTraceStats(['traces']);
 */
export declare function collectTraceStats(dirs: string[]): Promise<CollectedStats>;
export interface ReplayedTraces {
    accumulators: ReplayAccumulator[];
    heads: string[];
    runs: number;
    skipped: SkipList;
}
/**
 * Pass 2: every verified run replayed under each of `policies`. With `expected` (pass 1's heads), a run
 * whose chain no longer ends there — or that pass 1 did not see — is skipped as changed meanwhile.
 *
 * @example
 * const { accumulators } = await replayTraces(['traces'], [policyFor], heads);
 */
export declare function replayTraces(dirs: string[], policies: PolicyFor[], expected?: Map<string, string>): Promise<ReplayedTraces>;
/**
 * A run's `artifacts/<sha256>`, read as `trace verify` reads it (`readRecordedArtifact`): by hash name
 * only, never through a symlink, a regular file only, at most its recorded size. The bytes of a replaced
 * artifact are returned (the replay checks them and says so); null when there is nothing to read.
 */
export declare function artifactSource(artifactsDir: string): ArtifactSource;
