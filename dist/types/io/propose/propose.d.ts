import { type TreeEntry } from '../../core/policy/digest.js';
import type { Approver, PolicySet } from '../../core/policy/types.js';
import { type PullRequestText } from '../../core/propose/pr.js';
import { type Proposal } from '../../core/propose/proposal.js';
import { type ReplayReport } from '../../core/propose/replay-report.js';
import type { PolicyFor } from '../../core/propose/replay.js';
import type { ProposeResult } from '../../core/propose/report.js';
export interface ProposeOptions {
    repo: string;
    base: string;
    traces: string[];
    /** No rule fires on fewer runs than this: a whole number ≥ 1 (default 20, as `--min-runs`). */
    minRuns?: number;
    rollbackTo?: string;
    /**
     * `--open-pr`: the registry at base must name a proposer-bot with an email (who commits). Checked
     * right after base is read, before any trace is: `ERR_USAGE`, nothing computed, written or pushed.
     */
    requireBot?: boolean;
}
/** A file of a proposal: its new content, or `null` to delete it. */
export interface ProposedFile {
    path: string;
    content: string | null;
}
export interface ProposedArea {
    proposal: Proposal;
    replay: ReplayReport;
    files: ProposedFile[];
    pr: PullRequestText;
}
export interface ProposeOutcome {
    result: ProposeResult;
    areas: ProposedArea[];
    /** The proposer-bot of the registry at base (who commits and is named as `proposed_by`). */
    bot: Approver | null;
    /** All areas' edits applied to the base policy file at once (what `--write` writes). */
    combinedPolicy: ProposedFile | null;
    base: {
        commit: string;
        digest: string;
        entries: TreeEntry[];
    };
}
/**
 * Computes the proposals. Its options are checked as `loopgov propose` checks its flags, before git runs:
 * an unknown key (`minruns`) or a `minRuns` that is no whole number ≥ 1 is `ERR_USAGE`.
 *
 * @example
 * const { result, areas } = await computeProposals({ repo: '.', base: 'main', traces: ['traces'], minRuns: 20 });
 */
export declare function computeProposals(o: ProposeOptions): Promise<ProposeOutcome>;
/** The proposed effective policy for a recorded run's scope; a scope the policy cannot name is not governed. */
export declare function policyFor(head: PolicySet): PolicyFor;
/** The registry's proposer-bot (the first by id when there are several). */
export declare function proposerBot(set: PolicySet): Approver | null;
/** The proposal as YAML, checked the way the gate will read it (safe YAML, size cap, schema). */
export declare function proposalYaml(p: Proposal): string;
