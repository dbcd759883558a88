import type { ApproverRegistry } from '../../core/policy/types.js';
export interface PinnedApprovalInput {
    /** The local policy repository (already fetched) and the pinned commit in it. */
    repoDir: string;
    commit: string;
    /** The governed digest of `commit` (SPEC §2.5). */
    digest: string;
    /** Path of the trust file: an approver registry kept outside the policy repo. */
    trustFile: string | undefined;
}
export interface PinnedApproval {
    /** Approver ids whose approvals counted. */
    approvers: string[];
    kids: string[];
}
/** Resolves when `commit` is approved; otherwise throws `ERR_APPROVAL` naming every reason. */
export declare function verifyPinnedApproval(input: PinnedApprovalInput): Promise<PinnedApproval>;
/**
 * Reads and validates the trust file (an ApproverRegistry, safe YAML), refusing one inside the repository.
 *
 * @example
 * const registry = await loadTrustFile('/etc/loopgov/trust.yaml', '/srv/policies');
 */
export declare function loadTrustFile(path: string, repoDir: string): Promise<ApproverRegistry>;
