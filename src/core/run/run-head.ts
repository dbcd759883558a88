/**
 * A run's own appends go right after the last record it wrote or was shown (compare-and-append,
 * docs/decisions/073). A step holds its run's lease from its look at the trace (`readForeign`) to its
 * record — unless it runs long enough to go idle while another writer asks, when the lease is handed over
 * mid-step: a halt request may land then, and (from a `trace close` that judged a stalled writer gone) a
 * `run_end`. The step's record must not follow either as if it had not happened. A terminal step's
 * records (its iteration, `run_end` and, for an ESCALATE, `escalation`) are one decision's: the lease is
 * kept from the first to the last (`keepLease`), so no halt lands between them (decision 063, addendum).
 */
import { LoopgovError } from '../errors.js';
import {
  MOVE_ATTEMPTS,
  type TraceBody,
  type TraceRecord,
  type TraceStore,
  type WriteOptions,
} from '../trace/types.js';

export type Appended =
  | { kind: 'written'; record: TraceRecord }
  /** A halt request landed since the run last looked: the step is decided again (HALT, human). */
  | { kind: 'halted'; halt: TraceRecord }
  /** Another writer ended the run: nothing was written, and nothing more may be. */
  | { kind: 'ended'; end: TraceRecord };

/** One of the run's appends: durable at once (`sync`), the lease kept for the next (`keepLease`). */
export interface HeadWrite {
  sync: boolean;
  keepLease?: boolean;
  /** A halt request that landed matters to this append (a step's record; an ESCALATE's run_end). */
  halts: boolean;
}

export class RunHead {
  /**
   * The head's index and hash, not the record: kept from one step to the next, a whole record (and what
   * it holds of the event) would outlive a scavenge in every run that waits its turn (decision 098).
   */
  private index = -1;
  private hash = '';

  /** Takes in records the run wrote or was shown (from `readForeign`). */
  see(records: readonly TraceRecord[]): void {
    for (const r of records) if (r.index > this.index) this.wrote(r);
  }

  /** Takes in the record the run just wrote (the common path: no look). */
  wrote(record: TraceRecord): TraceRecord {
    this.index = record.index;
    this.hash = record.hash;
    return record;
  }

  /** The options of the run's next append: right after the head (once there is one). */
  options(sync: boolean, keepLease = false): WriteOptions {
    const o: WriteOptions = keepLease ? { sync, keepLease } : { sync };
    if (this.index >= 0) o.after = { index: this.index, hash: this.hash };
    return o;
  }

  /**
   * After `store.append(body, head.options(sync))` threw `e`: unless it is `ERR_TRACE_MOVED`, throws it
   * again. Otherwise looks at what landed: a `run_end` → `ended`; a `halt_request` where it matters
   * (`write.halts`) → `halted`; anything else (the store's own recovery record) → `body` appended after it.
   *
   * @example
   * try { head.wrote(await store.append(body, head.options(true))); }
   * catch (e) { const r = await head.refused(e, store, body, { sync: true, halts: true }); }
   */
  async refused(e: unknown, store: TraceStore, body: TraceBody, write: HeadWrite): Promise<Appended> {
    for (let i = 1; ; i++) {
      if (!(e instanceof LoopgovError) || e.code !== 'ERR_TRACE_MOVED' || i > MOVE_ATTEMPTS) throw e;
      const landed = await store.readForeign();
      this.see(landed);
      // The store's own recovery record is not foreign: the refusal names the end it read.
      const last = (e as { last?: TraceRecord | null }).last;
      if (last) this.see([last]);
      const end = landed.find((r) => r.type === 'run_end');
      if (end) return { kind: 'ended', end };
      const halt = write.halts ? landed.find((r) => r.type === 'halt_request') : undefined;
      if (halt) return { kind: 'halted', halt };
      try {
        const opts = this.options(write.sync, write.keepLease);
        return { kind: 'written', record: this.wrote(await store.append(body, opts)) };
      } catch (again) {
        e = again;
      }
    }
  }
}
