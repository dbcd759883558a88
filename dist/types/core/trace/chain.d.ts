import { GENESIS_PREV, type TraceBody, type TraceLine, type TraceRecord, type TraceRecordType, type UndecodableLine } from './types.js';
export { canonicalJsonFast } from './canonical.js';
export declare const RECORD_TYPES: readonly TraceRecordType[];
/** A record hash (and `prev`): SHA-256 as 64 lowercase hex digits. */
export declare const HEX64: RegExp;
/** RFC 8785 canonical JSON of a JSON value; throws `ERR_TRACE` for anything JSON cannot carry. */
export declare function canonicalJson(value: unknown): string;
/** Lowercase hex SHA-256 of a UTF-8 string. */
export declare function sha256Hex(text: string | Uint8Array): string;
/** SHA-256 of `line.slice(0, end) + '}'` without building that string: a canonical line's own hash. */
export declare function hashCanonicalPrefix(line: string, end: number): string;
/**
 * The hash of a record: SHA-256 over the JCS canonical JSON of the record without its `hash` field.
 *
 * @example
 * const hash = hashRecord({ type: 'run_end', run_id: 'r1', at: '2026-01-01T00:00:00Z', index: 3, prev });
 */
export declare function hashRecord(recordWithoutHash: object): string;
/** A linked record and the exact line (without the newline) that stores it. */
export interface LinkedRecord {
    record: TraceRecord;
    line: string;
}
export interface LinkOptions {
    /**
     * Re-check the finished line as a verifier would (the canonical-line scanner, or a full parse-back)
     * before it is used. Off on the append path: the writer is proven canonical by property tests, and
     * `trace verify` checks every line; the store turns it on with `LOOPGOV_TRACE_SELFCHECK=1`.
     */
    selfCheck?: boolean;
}
/**
 * Links `body` after `prev` as record number `index`: adds `index`, `prev` and `hash`, and serializes it.
 * Throws `ERR_TRACE` when the body sets a reserved field or holds something JSON cannot carry.
 *
 * @example
 * const { record, line } = linkRecord({ type: 'run_start', run_id: 'r1', at }, GENESIS_PREV, 0);
 */
export declare function linkRecord(body: TraceBody, prev: string, index: number, opts?: LinkOptions): LinkedRecord;
/** A linked record and the bytes that store it: the line and its newline, for one `write`. */
export interface SealedRecord {
    record: TraceRecord;
    bytes: Buffer;
}
/**
 * `linkRecord` for the store: the canonical text is encoded to UTF-8 once, hashed from those bytes,
 * and the hash member and newline are written in place after them.
 *
 * @example
 * const { record, bytes } = sealRecord(body, store.head.hash, store.head.nextIndex);
 */
export declare function sealRecord(body: TraceBody, prev: string, index: number, opts?: LinkOptions): SealedRecord;
/** The first record's `prev`. */
export { GENESIS_PREV };
/** The result of checking one line on its own (no link, no order). */
export type LineCheck = {
    ok: true;
    record: TraceRecord;
} | {
    ok: false;
    reason: 'unparsable' | 'hash';
    message: string;
    record?: Record<string, unknown>;
};
/**
 * Checks one line by itself: JSON object, envelope fields, canonical layout and `hash`. Most lines take
 * a fast path (one `JSON.parse`, one `JSON.stringify`, one SHA-256) shown equal to full JCS; the rest
 * are canonicalized in full and compared byte for byte.
 */
export declare function checkLine(line: TraceLine): LineCheck;
/** The sentence for a line that is not UTF-8. */
export declare function undecodableMessage(line: UndecodableLine): string;
/** Why an object is not a trace record envelope, or undefined when it is one. */
export declare function envelopeProblem(rec: Record<string, unknown>): string | undefined;
