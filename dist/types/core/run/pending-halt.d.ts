/**
 * Which person's halt is still to be acted on (SPEC §4.3, §4.4; docs/decisions/063, addendum): the first
 * `halt_request` since the run's last `iteration` or `run_continue`. A step takes in every halt that
 * landed before its record — the loop-breaker first, its iteration is HALT (`human`) — so a halt before
 * the last iteration has been acted on, and counts once. One after it has not, wherever it landed: after
 * the escalation, or between an ESCALATE's iteration and its `run_end` or `escalation` (a trace written
 * before the writer kept its lease across a terminal step's records). It ends the escalated run as HALT
 * (`human`), whatever the answer. The one rule the continuation, the inbox, the run summary and `trace
 * close` read the trace by. Pure, O(1).
 *
 * @example
 * const pending = createPendingHalt();
 * for (const r of records) pending.push(r);
 * if (pending.halt) endAsHuman(pending.halt);
 */
export interface PendingHalt<R extends {
    type?: unknown;
}> {
    /** One record, in trace order. */
    push(r: R): void;
    /** The first halt request no step or continuation has taken in yet (null: none). */
    readonly halt: R | null;
}
export declare function createPendingHalt<R extends {
    type?: unknown;
}>(): PendingHalt<R>;
