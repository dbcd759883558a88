import type { KeyIndex } from '../approval/types.js';
import type { Role } from '../policy/types.js';
import { type RequiredRule } from '../policy/approval-rules.js';
import type { ApprovalOutcome, RangeTokenFile, StaleTokenOutcome, TokenFile } from './types.js';
export interface TallyContext {
    repoId: string;
    keys: KeyIndex;
    /** The rules the change needs (null: nothing governed changed, nothing to count toward). */
    rules: RequiredRule[] | null;
    /** Approver id → why they are a proposer. */
    proposing: Map<string, string[]>;
    base: string;
    head: string;
    now: number;
}
export interface TallyResult {
    approvals: ApprovalOutcome[];
    /** The approvers whose approval counts, once each, with their roles at base (for `tallyRules`). */
    counted: {
        id: string;
        roles: Role[];
    }[];
}
/**
 * Verifies and judges the tokens at head under `approvals/<digest>/` for the digest judged (`ctx.head`),
 * in path order; each approver counts once, toward every rule their roles meet. Only tokens the pull
 * request itself added can approve.
 *
 * @example
 * const { approvals, counted } = await tallyApprovals(tokens, ctx);
 */
export declare function tallyApprovals(tokens: TokenFile[], ctx: TallyContext): Promise<TallyResult>;
/**
 * Judges the other token versions the pull request committed (another folder, or changed or deleted
 * later). None approves; a valid reject among them still blocks (`decision: 'reject'`, no codes).
 *
 * @example
 * const stale = await judgeRangeTokens(rangeTokens, ctx);
 */
export declare function judgeRangeTokens(tokens: RangeTokenFile[], ctx: TallyContext): Promise<StaleTokenOutcome[]>;
