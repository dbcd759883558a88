/**
 * What time says of a reject, as one phrase: `its lifetime is over`, `it is dated in the future …`
 * (empty when time says nothing).
 *
 * @example
 * describeRejectTime(['ERR_TOKEN_EXPIRED']) // 'its lifetime is over'
 */
export declare function describeRejectTime(codes: readonly string[]): string;
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
export declare function rejectStanding(decision: string | null | undefined, codes: readonly string[]): 'valid' | 'untimely' | 'earlier' | null;
