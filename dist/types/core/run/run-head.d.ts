import { type TraceBody, type TraceRecord, type TraceStore, type WriteOptions } from '../trace/types.js';
export type Appended = {
    kind: 'written';
    record: TraceRecord;
}
/** A halt request landed since the run last looked: the step is decided again (HALT, human). */
 | {
    kind: 'halted';
    halt: TraceRecord;
}
/** Another writer ended the run: nothing was written, and nothing more may be. */
 | {
    kind: 'ended';
    end: TraceRecord;
};
/** One of the run's appends: durable at once (`sync`), the lease kept for the next (`keepLease`). */
export interface HeadWrite {
    sync: boolean;
    keepLease?: boolean;
    /** A halt request that landed matters to this append (a step's record; an ESCALATE's run_end). */
    halts: boolean;
}
export declare class RunHead {
    /**
     * The head's index and hash, not the record: kept from one step to the next, a whole record (and what
     * it holds of the event) would outlive a scavenge in every run that waits its turn (decision 098).
     */
    private index;
    private hash;
    /** Takes in records the run wrote or was shown (from `readForeign`). */
    see(records: readonly TraceRecord[]): void;
    /** Takes in the record the run just wrote (the common path: no look). */
    wrote(record: TraceRecord): TraceRecord;
    /** The options of the run's next append: right after the head (once there is one). */
    options(sync: boolean, keepLease?: boolean): WriteOptions;
    /**
     * After `store.append(body, head.options(sync))` threw `e`: unless it is `ERR_TRACE_MOVED`, throws it
     * again. Otherwise looks at what landed: a `run_end` → `ended`; a `halt_request` where it matters
     * (`write.halts`) → `halted`; anything else (the store's own recovery record) → `body` appended after it.
     *
     * @example
     * try { head.wrote(await store.append(body, head.options(true))); }
     * catch (e) { const r = await head.refused(e, store, body, { sync: true, halts: true }); }
     */
    refused(e: unknown, store: TraceStore, body: TraceBody, write: HeadWrite): Promise<Appended>;
}
