import type { Proposal } from './proposal.js';
import { type ReplayReport } from './replay-report.js';
import type { GroupReport } from './stats.js';
import type { Finding } from './types.js';
export interface SkippedTrace {
    trace: string;
    reason: string;
}
export interface ProposeResult {
    base: {
        commit: string;
        digest: string;
    };
    traces: {
        runs: number;
        verified: number;
        skipped: SkippedTrace[];
        skipped_total: number;
        heads_hash: string;
    };
    groups: GroupReport[];
    findings: Finding[];
    notes: string[];
    proposals: {
        proposal: Proposal;
        replay: ReplayReport;
        title: string;
        file: string;
    }[];
}
/**
 * @example
 * process.stdout.write(formatProposeText(result));
 */
export declare function formatProposeText(r: ProposeResult): string;
/** The replay as text lines (each made one printable line: they carry recorded values): the headline, the changed runs (capped) and the totals. */
export declare function replayLines(replay: ReplayReport, rows: number): string[];
