import type { KeyIndex } from '../approval/types.js';
import type { Role } from '../policy/types.js';
import { type RequiredRule } from './rules.js';
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
 * Verifies and judges the tokens under `approvals/<head-digest>/` at head, in path order; each approver
 * counts once, toward every rule their roles meet. Only tokens the pull request itself added can approve.
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
/**
 * How a reject stands (SPEC §3.3.5: a one-way channel; decision 104), or null when it is no reject or not
 * one its approver verifiably signed. `valid`: it blocks. `expired`: its lifetime is over, which lifts
 * nothing — it blocks. `earlier`: bound to another base or head, an earlier version of this pull request
 * (a push voids approvals, never rejects) — it blocks until its approver approves the current head.
 *
 * @example
 * rejectStanding('reject', ['ERR_TOKEN_BINDING']) // 'earlier'
 */
export declare function rejectStanding(decision: string | null | undefined, codes: string[]): 'valid' | 'expired' | 'earlier' | null;
