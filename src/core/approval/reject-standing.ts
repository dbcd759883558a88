/**
 * How a `reject` stands (SPEC §3.3.5: a one-way channel; decision 104): what may be wrong with a reject
 * that still blocks, at the gate and at runtime alike. Time lifts no reject, and a push lifts one only
 * once its approver approves the new head.
 */
import type { ErrorCode } from '../errors.js';

/**
 * What a token's time says, none of which lifts a reject (decision 104): a lifetime over, a date in the
 * future (a signer's clock running fast), a lifetime out of bounds. Nothing else is tolerated in a reject.
 */
const TIME_PROBLEMS: Partial<Record<ErrorCode, string>> = {
  ERR_TOKEN_EXPIRED: 'its lifetime is over',
  ERR_TOKEN_NOT_YET_VALID: 'it is dated in the future, by iat or nbf',
  ERR_TOKEN_LIFETIME: 'its lifetime is out of bounds, over 7 days or not positive',
};

/**
 * What time says of a reject, as one phrase: `its lifetime is over`, `it is dated in the future …`
 * (empty when time says nothing).
 *
 * @example
 * describeRejectTime(['ERR_TOKEN_EXPIRED']) // 'its lifetime is over'
 */
export function describeRejectTime(codes: readonly string[]): string {
  return [...new Set(codes)].flatMap((c) => (isTimeProblem(c) ? [TIME_PROBLEMS[c]!] : [])).join(' and ');
}

/**
 * How a reject stands (SPEC §3.3.5: a one-way channel; decision 104), or null when it is no reject or not
 * one its approver verifiably signed for this repository. `valid`: it blocks. `untimely`: only its time is
 * off — expired, dated in the future (a fast clock), a lifetime out of bounds — which lifts nothing: it
 * blocks. `earlier`: bound to another base or head, an earlier version of this pull request (a push voids
 * approvals, never rejects) — it blocks until its approver approves the current head.
 *
 * @example
 * rejectStanding('reject', ['ERR_TOKEN_BINDING']) // 'earlier'
 * rejectStanding('reject', ['ERR_TOKEN_NOT_YET_VALID']) // 'untimely'
 */
export function rejectStanding(
  decision: string | null | undefined,
  codes: readonly string[],
): 'valid' | 'untimely' | 'earlier' | null {
  if (decision !== 'reject') return null;
  if (codes.length === 0) return 'valid';
  if (!codes.every((c) => c === 'ERR_TOKEN_BINDING' || isTimeProblem(c))) return null;
  return codes.includes('ERR_TOKEN_BINDING') ? 'earlier' : 'untimely';
}

function isTimeProblem(code: string): code is ErrorCode {
  return Object.hasOwn(TIME_PROBLEMS, code);
}
