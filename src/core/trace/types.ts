/**
 * The trace (SPEC §5): one JSON record a line, hash-linked. This file is the contract between the
 * runtime evaluator (which writes records) and the trace store / `loopgov trace` (which keep and check them).
 */
import type { Utf16Bom } from '../unicode.js';

export type TraceRecordType =
  | 'run_start'
  | 'iteration'
  | 'run_end'
  | 'recovery'
  | 'halt_request'
  /** After a `run_end` (ESCALATE): the question to a person (SPEC §4.4). */
  | 'escalation'
  /** A person's signed answer to an escalation (`loopgov resume`). */
  | 'resume'
  /** The runtime accepted a resume: the run goes on (docs/decisions/060). */
  | 'run_continue';

/** What a writer hands to `TraceStore.append`; the store adds `index`, `prev` and `hash`. */
export interface TraceBody {
  type: TraceRecordType;
  run_id: string;
  /** ISO-8601 time the record was written (from the injected clock). */
  at: string;
  [field: string]: unknown;
}

export interface TraceRecord extends TraceBody {
  /** 0-based line index of this record in `trace.jsonl`. */
  index: number;
  /** `hash` of the previous record; 64 zeros for the first. */
  prev: string;
  /** Lowercase hex SHA-256 of the RFC 8785 canonical JSON of the record without `hash`. */
  hash: string;
}

export const GENESIS_PREV = '0'.repeat(64);

/**
 * A body may hold this in `index` and `prev`, at their places in key order, to hand itself over: the
 * store fills them in and the body object becomes the record (no copy on the append path; the
 * evaluator's iteration records do this). Any other value in `index`, `prev` or `hash` is refused.
 */
export const CHAIN_SLOT: unique symbol = Symbol('loopgov.chainSlot');

/** How many times a writer refused by compare-and-append re-reads and decides again (decision 073). */
export const MOVE_ATTEMPTS = 8;

/**
 * A line whose bytes are not UTF-8. Lines are decoded strictly (SPEC §5): invalid bytes are never
 * replaced by U+FFFD — a replacement would make two byte strings read as one record, so bytes changed
 * after a checkpoint could still verify. Such a line is unparsable wherever it is met.
 */
export interface UndecodableLine {
  readonly undecodable: 'utf-8';
  /** Offset within the line where the first ill-formed byte sequence begins. */
  readonly at: number;
  readonly bytes: number;
  /** Set when the line starts with a UTF-16 byte order mark: the file was saved as UTF-16. */
  readonly bom?: Utf16Bom;
}

/** One line of `trace.jsonl` as the readers hand it on: its text, or why it has none. */
export type TraceLine = string | UndecodableLine;

/**
 * Port: where a run's records go. Implemented in `src/io/trace/store.ts` (files, lock, fsync).
 * Every method throws a `LoopgovError` (`ERR_TRACE` / `ERR_TRACE_LOCK`) when it cannot do its job;
 * the evaluator turns that into HALT (`fail_closed`).
 */
export interface TraceStore {
  readonly runId: string;
  /**
   * Appends one record atomically under the run's lock, linked to whatever the file ends with now — or,
   * with `after`, only when the file still ends with that record (else `ERR_TRACE_MOVED`, nothing written).
   * `sync` (default true): the record, and everything written before it, is durable when this resolves.
   * `sync: false` (group commit): written, durable only at the next `sync()` (or synced append).
   */
  append(body: TraceBody, opts?: WriteOptions): Promise<TraceRecord>;
  /** Records that other writers (e.g. `loopgov halt`) appended since this store last read or wrote. */
  readForeign(): Promise<TraceRecord[]>;
  /** Stores an artifact content-addressed beside the trace (`artifacts/<sha256>`); `sync` as for `append`. */
  putArtifact(bytes: Uint8Array, opts?: WriteOptions): Promise<{ sha256: string; path: string }>;
  /**
   * The group-commit barrier: makes every record and artifact written with `sync: false` durable.
   * Throws `ERR_TRACE` (and the store refuses every further operation) when it cannot.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
  /**
   * Optional fast paths (decision 098), each the method of the same name done before it returns when
   * that needs no wait — no queued operation, no lock to take, no fsync — and `undefined`, with nothing
   * done, when it does (the caller then calls the method itself). They throw what the method would.
   * A governed step that needs no wait then runs to its decision in one go, without a turn of the
   * event loop between its parts: with many runs in flight, each step's garbage dies young.
   */
  readForeignNow?(): TraceRecord[] | undefined;
  putArtifactNow?(bytes: Uint8Array, opts?: WriteOptions): { sha256: string; path: string } | undefined;
  appendNow?(body: TraceBody, opts?: WriteOptions): TraceRecord | undefined;
}

export interface WriteOptions {
  /** Default true: durable before the call resolves (with durability `fsync`). */
  sync?: boolean;
  /**
   * Compare-and-append (docs/decisions/073): the last record the writer's decision was based on. Under
   * the lock, when the trace no longer ends with it, nothing is written and `ERR_TRACE_MOVED` is thrown
   * (src/io/trace/moved.ts): the writer re-reads and decides again. A step under its run's held lease
   * needs none — it is the only writer; this is for a decision made from a read of the trace.
   */
  after?: TraceHead;
  /**
   * Another append of the same decision follows at once (a `resume` and the `run_continue` or `run_end`
   * that acts on it): the lease is not handed to a waiting writer after this one, so no other writer's
   * record can land between the two.
   */
  keepLease?: boolean;
}

/** A record as the end of a chain: its index and hash (`{index: -1, hash: GENESIS_PREV}` for an empty trace). */
export interface TraceHead {
  index: number;
  hash: string;
}

/**
 * The head a record makes: what a writer that read up to it appends after, and a decision's `trace`.
 *
 * @example
 * store.append(body, { after: headOf(lastRecord) });
 */
export function headOf(r: Pick<TraceRecord, 'index' | 'hash'>): TraceHead {
  return { index: r.index, hash: r.hash };
}
