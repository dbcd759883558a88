/** The merge gate (SPEC §3.3) as data: what it is given, and what it decides. */
import type { ApprovalDecision } from '../approval/types.js';
import type { ErrorCode } from '../errors.js';
import type { CeilingViolation } from '../policy/ceiling.js';
import type { PolicyChange } from '../policy/diff.js';
import type { ApprovalRule, ChangeClass, LoadedRevision } from '../policy/types.js';
/** An approval token file found under `approvals/<head-digest>/` at head. */
export interface TokenFile {
    /** Repository-relative path, e.g. `approvals/<digest>/alice-2026.jwt`. */
    path: string;
    token: string;
}
export type ProposerSource = 'pull request author' | 'commit author' | 'commit committer' | 'co-author' | 'proposal proposed_by';
/** Someone who proposed the change, as far as git, GitHub or the proposal file can tell. */
export interface ProposerIdentity {
    source: ProposerSource;
    /** GitHub login. */
    login?: string;
    email?: string;
    name?: string;
    /** An approver id, or any free-form name (a proposal's `proposed_by`). */
    id?: string;
    /** The commit this identity comes from, if any. */
    commit?: string;
}
export interface MergeGateInput {
    repoId: string;
    base: LoadedRevision;
    head: LoadedRevision;
    tokens: TokenFile[];
    proposers: ProposerIdentity[];
    /** Problems met while gathering the input (GitHub API, git, an unreadable proposal): each blocks. */
    errors: string[];
    /** Seconds since the epoch (injected). */
    now: number;
}
export interface ApprovalOutcome {
    file: string;
    approver: string | null;
    kid: string | null;
    decision: ApprovalDecision | null;
    counted: boolean;
    reason: string;
    /** Stable codes of every problem with the token (empty when it is valid). */
    codes: ErrorCode[];
}
export interface RevisionRef {
    commit: string;
    digest: string;
}
export interface MergeGateResult {
    verdict: 'pass' | 'block';
    class: ChangeClass | null;
    base: RevisionRef | null;
    head: RevisionRef | null;
    changes: PolicyChange[];
    /** Violations of the ceiling at base (and of the ceiling at head, marked so in the message). */
    ceiling: CeilingViolation[];
    /** The approval rule that applied (null when nothing governed changed, or the class is unknown). */
    rule: ApprovalRule | null;
    approvals: ApprovalOutcome[];
    /** Approver ids found among the proposers, each with why. */
    proposers: {
        approver: string;
        why: string;
    }[];
    /** Every reason the gate blocks, all at once (empty on pass). */
    reasons: string[];
}
