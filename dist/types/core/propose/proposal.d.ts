import type { ChangeReport, Direction } from '../policy/diff.js';
import type { ChangeClass, OrgCeiling } from '../policy/types.js';
import type { ReplayReport } from './replay-report.js';
import type { Finding, PolicyEdit } from './types.js';
/** Changed runs listed in the proposal file (its totals count all of them). */
export declare const PROPOSAL_RUNS_CAP = 100;
export interface ProposalChange {
    file: string;
    scope: {
        project: string | null;
        level: string | null;
        profile: string | null;
    };
    field: string;
    from: unknown;
    to: unknown;
    direction: Direction;
    ceiling: number | null;
    rule: string;
}
export interface Proposal {
    apiVersion: 'loopgov/v1';
    kind: 'Proposal';
    id: string;
    proposed_by: string;
    area: string;
    summary: string;
    rationale: string;
    base: {
        commit: string;
        digest: string;
    };
    proposed_digest: string;
    class: ChangeClass;
    rollback_to?: string;
    changes: ProposalChange[];
    findings: Omit<Finding, 'edit'>[];
    evidence: {
        runs: string[];
        statistics: Record<string, number | string>;
        counterfactual: {
            run_id: string;
            recorded: string;
            proposed: string;
            note: string;
        }[];
    };
    replay: Pick<ReplayReport, 'key' | 'totals' | 'from_record' | 'rerun'>;
}
export interface ProposalInput {
    area: string;
    proposedBy: string;
    base: {
        commit: string;
        digest: string;
    };
    ceiling: OrgCeiling | null;
    proposedDigest: string;
    /** `classifyChange(base, proposed)`: the class, and for a rollback the changes themselves. */
    report: ChangeReport;
    findings: Finding[];
    /** Rule edits; empty for a rollback, whose changes come from `report`. */
    edits: PolicyEdit[];
    rollbackTo?: string;
    replay: ReplayReport;
}
/**
 * Builds the proposal for one area.
 *
 * @example
 * const p = buildProposal({ area: 'demo/L2', proposedBy: 'meta-loop', base, ceiling, proposedDigest, report, findings, edits, replay });
 */
export declare function buildProposal(i: ProposalInput): Proposal;
/**
 * `budget.max_steps 12→18`, and the replay's headline `changes N of M replayed runs`. The change named is
 * one that gives the proposal its class — a loosening's first loosening, a ceiling change's first change
 * to the ceiling or the approvers — so a title never names a tightening for a pull request that loosens.
 */
export declare function headlineOf(changes: ProposalChange[], cls: ChangeClass, replay: ReplayReport): {
    text: string;
    replay: string;
};
export declare function show(v: unknown): string;
