import type { ReplayReport } from './replay-report.js';
export interface GateImpact {
    /** Null when the impact could not be computed; `error` says why. */
    replay: ReplayReport | null;
    /** Runs offered that did not verify (skipped, never used). */
    skipped: number;
    error?: string;
    /** Traces folders that could not be read (missing, a file): left out, each named. */
    unread?: {
        folder: string;
        why: string;
    }[];
}
/** `traces folder X was not read: why`, one per unread folder (the Action also warns with each). */
export declare function unreadTraceLines(i: GateImpact): string[];
/** `this change would have ended N of the last M runs differently`. */
export declare function impactHeadline(i: GateImpact): string;
/**
 * @example
 * process.stdout.write(formatMergeGateText(result) + formatImpactText(impact));
 */
export declare function formatImpactText(i: GateImpact): string;
/**
 * @example
 * await core.summary.addRaw(formatMergeGateMarkdown(result) + formatImpactMarkdown(impact)).write();
 */
export declare function formatImpactMarkdown(i: GateImpact): string;
/** The JSON member added to the gate's JSON report as `impact`. */
export declare function impactJson(i: GateImpact): Record<string, unknown>;
