/**
 * Runtime check that a pinned policy commit carries a valid committed approval (SPEC §4.1, profile prod).
 * Contract between the runtime (caller) and the approvals module (implementation).
 */
import { LoopgovError } from '../core/errors.js';

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
export async function verifyPinnedApproval(input: PinnedApprovalInput): Promise<PinnedApproval> {
  throw new LoopgovError(
    'ERR_APPROVAL',
    `cannot verify approvals for ${input.commit} yet: approval verification is not built, so profile prod refuses to run`,
  );
}
