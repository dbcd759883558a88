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
export const FIELDS_NEEDED: ReadonlySet<string> = new Set(['run_end', 'resume', 'run_continue']);

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
export function createSegmentTracker(): SegmentTracker {
  let state: SegmentState = 'before';
  let escalationHash: string | null = null;
  let lastResume: { index: number; decision: unknown } | null = null;

  const accept = (type: string, index: number, hash: string, fields: () => SegmentFields) => {
    if (type === 'recovery') return null;
    if (state === 'before') {
      if (type !== 'run_start') return `${type} before run_start`;
      state = 'open';
      return null;
    }
    if (type === 'run_start') return 'a second run_start';
    switch (state) {
      case 'open':
        if (type === 'iteration' || type === 'halt_request') return null;
        if (type === 'run_end') {
          state = fields().decision === 'ESCALATE' ? 'escalating' : 'ended';
          return null;
        }
        return `${type} in a running segment (only iteration, halt_request and run_end may come before run_end)`;
      case 'ended':
        return type === 'halt_request' ? null : `${type} after run_end`;
      case 'escalating':
        if (type === 'halt_request') return null;
        if (type === 'escalation') {
          state = 'escalated';
          escalationHash = hash;
          lastResume = null;
          return null;
        }
        return `${type} after run_end`;
      case 'escalated':
        return escalated(type, index, fields);
    }
    return `${type} after run_end`;
  };

  const escalated = (type: string, index: number, fields: () => SegmentFields): string | null => {
    if (type === 'halt_request') return null;
    if (type === 'resume') {
      const f = fields();
      if (f.head !== escalationHash) {
        return `resume bound to head ${String(f.head)}, not to the escalation record ${escalationHash}`;
      }
      lastResume = { index, decision: f.decision };
      return null;
    }
    if (type === 'run_continue') {
      const f = fields();
      if (!lastResume || f.resume_index !== lastResume.index) {
        return `run_continue names resume record ${String(f.resume_index)}, not the latest resume (${lastResume?.index ?? 'none'})`;
      }
      if (lastResume.decision !== 'resume')
        return `run_continue after a resume whose decision is ${String(lastResume.decision)}`;
      state = 'open';
      escalationHash = null;
      return null;
    }
    if (type === 'run_end') {
      if (fields().decision !== 'HALT') return 'an escalated run can only end as HALT';
      state = 'ended';
      return null;
    }
    return `${type} while the run is escalated (it goes on only through run_continue)`;
  };

  return {
    get state() {
      return state;
    },
    get escalationHash() {
      return escalationHash;
    },
    accept,
  };
}
