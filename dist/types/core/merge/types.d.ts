/** The merge gate (SPEC §3.3) as data: what it is given, and what it decides. */
import type { ApprovalDecision } from '../approval/types.js';
import type { ErrorCode } from '../errors.js';
import type { CeilingViolation } from '../policy/ceiling.js';
import type { PolicyChange } from '../policy/diff.js';
import type { ChangeClass, LoadedRevision } from '../policy/types.js';
import type { RuleTally } from '../approval/rule-tally.js';
/**
 * An approval token file found at head under `approvals/<digest>/`, for the digest judged: head's, or the
 * base's when what merges is the base's `policies/` (`merges: 'base'`).
 */
export interface TokenFile {
    /** Repository-relative path, e.g. `approvals/<digest>/alice-2026.jwt`. */
    path: string;
    token: string;
    /** The git blob id, when read from git. */
    oid?: string;
    /**
     * A commit in the base's history that already held this token (the same signed payload): it is an
     * earlier pull request's, so it approves nothing here (SPEC §3.3.7). Absent: added by base..head.
     */
    inBaseHistory?: string;
}
/** A token version committed in base..head that is not one of the tokens at head in the right folder. */
export interface RangeTokenFile {
    path: string;
    token: string;
    oid?: string;
    /** The commit in base..head that added this version. */
    commit: string;
    /** Whether head still holds this version at `path` (else a later commit changed or deleted it). */
    atHead: boolean;
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
/** A commit as the GitHub API lists it: the logins git itself does not know. */
export interface GithubCommitIdentity {
    sha: string;
    authorLogin?: string;
    committerLogin?: string;
}
/**
 * What merging the pull request into its base makes of `policies/` (decision 128): the gate judges what
 * merges, not head on its own. `head`: the merge holds head's `policies/`, so base → head is the change.
 * `base`: the merge leaves the base's `policies/` as they are (head's own differ only by what the base
 * changed since), so nothing governed changes. `neither`: the merge would hold `policies/` that neither
 * holds (head lacks the base's newer policy changes, or they conflict), which no approval binds: it
 * blocks, saying `why`.
 */
export type WhatMerges = {
    policies: 'head';
} | {
    policies: 'base';
} | {
    policies: 'neither';
    why: string;
};
export interface MergeGateInput {
    repoId: string;
    base: LoadedRevision;
    /** The revision judged: what merges (`gatherMergeGateInput` gives the base's policies/ when `merges` is `base`). */
    head: LoadedRevision;
    /** What merging head into base makes of `policies/`; absent: head holds what merges (`head`). */
    merges?: WhatMerges;
    /**
     * The tokens at head under `approvals/<digest>/` for the digest judged (`head.digest` here: head's own,
     * or the base's when `merges` is `base`): the only ones that can approve.
     */
    tokens: TokenFile[];
    /**
     * Every other token version the pull request's commits added under `approvals/` (another folder, or
     * changed or deleted later): a valid reject among them still blocks (SPEC §3.3.5); none approves.
     */
    rangeTokens: RangeTokenFile[];
    proposers: ProposerIdentity[];
    /** Problems met while gathering the input (GitHub API, git, an unreadable proposal): each blocks. */
    errors: string[];
    /** What gathering found that a reviewer should know and that does not block (shown in the report). */
    notes?: string[];
    /** Seconds since the epoch (injected), never milliseconds: a missing or implausible value is `ERR_USAGE`. */
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
export interface StaleTokenOutcome extends ApprovalOutcome {
    /** The commit in base..head that added it. */
    commit: string;
    /** Whether head still holds it. */
    atHead: boolean;
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
    /** Every project base and head name (`null` for `*`): the changes' scopes are said as `policy diff` says them. */
    projects: (string | null)[];
    /** Violations of the ceiling at base (and of the ceiling at head, marked so in the message). */
    ceiling: CeilingViolation[];
    /**
     * Every approval rule the change needs, each with who counted toward it (decision 109: the rules of
     * every class at or below the change's). Empty when nothing governed changed or the class is unknown.
     */
    rules: RuleTally[];
    approvals: ApprovalOutcome[];
    /** Tokens the pull request committed elsewhere or took back (stale, moved, deleted), each with why it does not count. */
    stale: StaleTokenOutcome[];
    /** Approver ids found among the proposers, each with why. */
    proposers: {
        approver: string;
        why: string;
    }[];
    /** Every reason the gate blocks, all at once (empty on pass). */
    reasons: string[];
    /**
     * What a reviewer should know that does not block: what merges when it is not head's policies/ as
     * they are, a reject that revokes the base's policy (decision 128).
     */
    notes: string[];
    /**
     * What merging head into base makes of `policies/`, as the gate judged it (decision 128): `head`, `base`
     * or `neither` (the branch does not hold what merges: it blocks, nothing further checked).
     */
    merges: WhatMerges['policies'];
    /**
     * The governed digest of what merges — head's, or the base's when `merges` is `base` — which is what a
     * prod runner pins. `null` when the gate judged no merge (`merges` is `neither`) or that revision could
     * not be read. The Action's `digest` output is this (empty for `null`); `head.digest` stays head's own.
     */
    digest: string | null;
}
