/**
 * Which approval tokens count (SPEC §3.3.3–§3.3.7), and why each one that does not, does not. Pure:
 * every token is verified against the gate's own digests and the registry at base.
 */
import { describeTokenProblems } from '../approval/problems.js';
import { describeRejectTime, rejectStanding } from '../approval/reject-standing.js';
import type { KeyIndex, TokenVerdict } from '../approval/types.js';
import { verifyApprovalToken } from '../approval/verify.js';
import { DIGEST } from '../policy/digest.js';
import type { Role } from '../policy/types.js';
import { REJECT_OF_NO_CHANGE } from './revocations.js';
import { describeRule, meetsRole, type RequiredRule } from '../policy/approval-rules.js';
import {
  APPROVES_NO_CHANGE,
  approvesNoChange,
  isProposerBot,
  PROPOSER_BOT_NEVER_APPROVES,
} from '../approval/rule-tally.js';
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
  counted: { id: string; roles: Role[] }[];
}

/**
 * Verifies and judges the tokens at head under `approvals/<digest>/` for the digest judged (`ctx.head`),
 * in path order; each approver counts once, toward every rule their roles meet. Only tokens the pull
 * request itself added can approve.
 *
 * @example
 * const { approvals, counted } = await tallyApprovals(tokens, ctx);
 */
export async function tallyApprovals(tokens: TokenFile[], ctx: TallyContext): Promise<TallyResult> {
  const out: ApprovalOutcome[] = [];
  const counted = new Map<string, Role[]>();
  for (const file of [...tokens].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const v = await verify(file.token, ctx);
    const outcome = outcomeOf(file.path, v);
    const who = v.approver!;
    const standing = rejectStanding(
      v.decision,
      v.problems.map((p) => p.code),
    );
    if (standing && !ctx.rules) outcome.reason = REJECT_OF_NO_CHANGE;
    else if (standing === 'earlier')
      outcome.reason = `a reject of an earlier version of this change: it blocks until ${who} approves this head`;
    else if (standing === 'untimely') outcome.reason = untimelyReject(outcome.codes);
    else if (v.problems.length > 0) outcome.reason = describeTokenProblems(v.problems);
    else if (v.decision === 'reject') outcome.reason = 'a valid reject: blocks the merge';
    else if (approvesNoChange(v.claims)) outcome.reason = APPROVES_NO_CHANGE;
    else if (file.inBaseHistory)
      outcome.reason =
        `already in the base's history (commit ${file.inBaseHistory.slice(0, 12)}): an earlier pull request's ` +
        'approval; only tokens added by this pull request count';
    else if (ctx.proposing.has(who))
      outcome.reason = `proposer (separation of duties): ${ctx.proposing.get(who)!.join('; ')}`;
    else if (isProposerBot(v.roles)) outcome.reason = PROPOSER_BOT_NEVER_APPROVES;
    else if (!ctx.rules) outcome.reason = 'valid; no approval needed (nothing governed changed)';
    else if (counted.has(who)) outcome.reason = `${who} is already counted: one count per approver`;
    else {
      const meets = ctx.rules.filter((r) => meetsRole(v.roles, r.role));
      if (meets.length === 0)
        outcome.reason = `roles [${v.roles.join(', ')}] at base do not meet ${ctx.rules.map((r) => r.role).join(' or ')}`;
      else {
        outcome.counted = true;
        outcome.reason = `counted toward ${meets.map((r) => describeRule(r, ctx.rules!.length > 1)).join(' and ')}`;
        counted.set(who, v.roles);
      }
    }
    out.push(outcome);
  }
  return { approvals: out, counted: [...counted].map(([id, roles]) => ({ id, roles })) };
}

/**
 * Judges the other token versions the pull request committed (another folder, or changed or deleted
 * later). None approves; a valid reject among them still blocks (`decision: 'reject'`, no codes).
 *
 * @example
 * const stale = await judgeRangeTokens(rangeTokens, ctx);
 */
export async function judgeRangeTokens(
  tokens: RangeTokenFile[],
  ctx: TallyContext,
): Promise<StaleTokenOutcome[]> {
  const out: StaleTokenOutcome[] = [];
  const folder = `approvals/${ctx.head}/`;
  for (const file of tokens) {
    const v = await verify(file.token, ctx);
    const where = file.atHead
      ? file.path.startsWith(folder)
        ? ''
        : `it is not in ${folder} (only that folder counts, at the gate and on runners)`
      : `a later commit changed or deleted it (added in ${file.commit.slice(0, 12)})`;
    const outcome: StaleTokenOutcome = {
      ...outcomeOf(file.path, v),
      commit: file.commit,
      atHead: file.atHead,
    };
    const head = v.claims?.head;
    const standing = rejectStanding(
      v.decision,
      v.problems.map((p) => p.code),
    );
    if (standing && !ctx.rules)
      outcome.reason = `${REJECT_OF_NO_CHANGE} (committed in ${file.commit.slice(0, 12)})`;
    else if (standing === 'untimely')
      outcome.reason = `${untimelyReject(outcome.codes)} (committed in ${file.commit.slice(0, 12)})`;
    else if (standing === 'earlier')
      outcome.reason =
        `a reject of an earlier version of this change (signed for base ${short(v.claims?.base)}, head ${short(head)}), ` +
        `committed in ${file.commit.slice(0, 12)}: it blocks until ${v.approver} approves this head`;
    else if (v.problems.length === 0 && v.decision === 'reject')
      outcome.reason = `a valid reject committed in ${file.commit.slice(0, 12)}: blocks the merge (a reject cannot be taken back)`;
    else if (v.problems.length === 0)
      outcome.reason = `valid for this change, but ${where || 'it is not at head'}`;
    else if (typeof head === 'string' && DIGEST.test(head) && head !== ctx.head)
      outcome.reason =
        `signed for head digest ${head.slice(0, 12)}, not this head (${ctx.head.slice(0, 12)}): the policy changed ` +
        'after it was signed, which voids it; sign the new head';
    else outcome.reason = `${where ? `${where}; ` : ''}${describeTokenProblems(v.problems)}`;
    out.push(outcome);
  }
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function untimelyReject(codes: readonly string[]): string {
  return `a reject whose time is off (${describeRejectTime(codes)}): it still blocks — time lifts no reject`;
}

function short(digest: unknown): string {
  return typeof digest === 'string' ? digest.slice(0, 12) : '?';
}

function verify(token: string, ctx: TallyContext): Promise<TokenVerdict> {
  return verifyApprovalToken(token.trim(), {
    keys: ctx.keys,
    repoId: ctx.repoId,
    base: ctx.base,
    head: ctx.head,
    now: ctx.now,
  });
}

function outcomeOf(file: string, v: TokenVerdict): ApprovalOutcome {
  return {
    file,
    approver: v.approver ?? null,
    kid: v.kid ?? null,
    decision: v.decision ?? null,
    counted: false,
    reason: '',
    codes: v.problems.map((p) => p.code),
  };
}
