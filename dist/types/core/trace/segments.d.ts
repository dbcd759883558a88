/**
 * Which record may follow which (docs/decisions/060). A trace is one `run_start` and then segments: a
 * segment runs until its `run_end`; a `run_end` with decision ESCALATE is followed by one `escalation`
 * record, and the run is then *escalated* until a person's answer is acted on — a `run_continue` (the
 * runtime accepted a signed `resume`) opens the next segment; a `run_end` (HALT) closes the run.
 *
 * ```
 * open       — iteration, halt_request      → open
 *              run_end (ESCALATE)           → escalating;  run_end (other)  → ended
 * ended      — halt_request                 → ended
 * escalating — halt_request                 → escalating;  escalation      → escalated
 * escalated  — halt_request, resume         → escalated
 *              run_continue (naming the latest resume, a `resume` decision) → open
 *              run_end (HALT)               → ended
 * ```
 * `recovery` may appear anywhere. Every trace written before escalation records existed stays valid: its
 * `run_end` (ESCALATE) simply leaves it `escalating`, which counts as ended.
 */
export type SegmentState = 'before' | 'open' | 'ended' | 'escalating' | 'escalated';
/** The few fields the grammar reads, besides the type (only of the rare record types that need them). */
export interface SegmentFields {
    decision?: unknown;
    head?: unknown;
    resume_index?: unknown;
}
/** The types whose fields the grammar needs: the verifier parses these lines, and only these. */
export declare const FIELDS_NEEDED: ReadonlySet<string>;
export interface SegmentTracker {
    readonly state: SegmentState;
    /** Hash of the `escalation` record of the current escalated segment (what a resume binds). */
    readonly escalationHash: string | null;
    /**
     * Takes one record (already checked for hash, link and index); returns why it may not come here, or
     * null. On a refusal the state does not change.
     */
    accept(type: string, index: number, hash: string, fields: () => SegmentFields): string | null;
}
/**
 * A fresh tracker (state `before`: the first record that is not a `recovery` must be `run_start`).
 *
 * @example
 * const t = createSegmentTracker();
 * t.accept('run_start', 0, h0, () => ({})); // null: accepted
 */
export declare function createSegmentTracker(): SegmentTracker;
