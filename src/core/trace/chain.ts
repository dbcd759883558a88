/**
 * The hash chain of a trace (SPEC §5), pure: hashing, linking and checking one line at a time.
 *
 * `hash` = lowercase hex SHA-256 of the RFC 8785 (JCS) canonical JSON of the record without `hash`.
 * A line is exactly that canonical JSON with `,"hash":"…"` appended as its last member: one record has
 * one byte string, and a line can usually be checked without re-canonicalizing (see `checkLine`).
 */
import * as crypto from 'node:crypto';
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { describeError, LoopgovError } from '../errors.js';
import { canonicalWithChain } from './canonical.js';
import { scanCanonicalLine } from './scan.js';
import { notUtf8Message } from '../unicode.js';
import {
  CHAIN_SLOT,
  GENESIS_PREV,
  type TraceBody,
  type TraceLine,
  type TraceRecord,
  type TraceRecordType,
  type UndecodableLine,
} from './types.js';

export { canonicalJsonFast } from './canonical.js';

export const RECORD_TYPES: readonly TraceRecordType[] = [
  'run_start',
  'iteration',
  'run_end',
  'recovery',
  'halt_request',
  'escalation',
  'resume',
  'run_continue',
];
const TYPES = new Set<string>(RECORD_TYPES);
/** A record hash (and `prev`): SHA-256 as 64 lowercase hex digits. */
export const HEX64 = /^[0-9a-f]{64}$/;
/** `,"hash":"` + 64 hex + `"}`: the fixed tail of every line loopgov writes. */
const HASH_TAIL_LENGTH = 9 + 64 + 2;
const RESERVED = ['index', 'prev', 'hash'] as const;

/** RFC 8785 canonical JSON of a JSON value; throws `ERR_TRACE` for anything JSON cannot carry. */
export function canonicalJson(value: unknown): string {
  let text: string | undefined;
  try {
    text = canonicalize(value);
  } catch (e) {
    throw new LoopgovError('ERR_TRACE', `record is not canonical JSON: ${describeError(e)}`);
  }
  if (text === undefined) throw new LoopgovError('ERR_TRACE', 'record is not a JSON value');
  return text;
}

/** Lowercase hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string | Uint8Array): string {
  return oneShot ? oneShot('sha256', text, 'hex') : createHash('sha256').update(text).digest('hex');
}

/** `crypto.hash` (Node ≥ 20.12): a one-shot digest without a Hash object, ~0.3 µs cheaper per call. */
const oneShot = (crypto as { hash?: (alg: string, data: string | Uint8Array, enc: 'hex') => string }).hash;

/** SHA-256 of `line.slice(0, end) + '}'` without building that string: a canonical line's own hash. */
export function hashCanonicalPrefix(line: string, end: number): string {
  return createHash('sha256').update(line.slice(0, end)).update('}').digest('hex');
}

/**
 * The hash of a record: SHA-256 over the JCS canonical JSON of the record without its `hash` field.
 *
 * @example
 * const hash = hashRecord({ type: 'run_end', run_id: 'r1', at: '2026-01-01T00:00:00Z', index: 3, prev });
 */
export function hashRecord(recordWithoutHash: object): string {
  const { hash: _ignored, ...rest } = recordWithoutHash as Record<string, unknown>;
  return sha256Hex(canonicalJson(rest));
}

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
export function linkRecord(body: TraceBody, prev: string, index: number, opts?: LinkOptions): LinkedRecord {
  const { object, text, hash } = canonicalRecord(body, prev, index);
  const line = `${text.slice(0, -1)},"hash":"${hash}"}`;
  if (opts?.selfCheck) selfCheck(line);
  object.hash = hash;
  return { record: object as TraceRecord, line };
}

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
export function sealRecord(body: TraceBody, prev: string, index: number, opts?: LinkOptions): SealedRecord {
  const { object, text } = canonicalRecord(body, prev, index, false);
  const n = Buffer.byteLength(text);
  const bytes = Buffer.allocUnsafe(n + HASH_TAIL_LENGTH); // less the closing brace, plus the newline
  bytes.write(text, 0, n, 'utf8');
  const hash = sha256Hex(bytes.subarray(0, n));
  // The closing brace moves after the hash member: `,"hash":"…"}` + newline, all ASCII.
  bytes.write(`,"hash":"${hash}"}\n`, n - 1, 'latin1');
  if (opts?.selfCheck) selfCheck(bytes.toString('utf8', 0, bytes.length - 1));
  object.hash = hash;
  return { record: object as TraceRecord, bytes };
}

function canonicalRecord(
  body: TraceBody,
  prev: string,
  index: number,
  withHash = true,
): { object: Record<string, unknown>; text: string; hash: string } {
  const owned = body.index === CHAIN_SLOT && body.prev === CHAIN_SLOT;
  for (const k of RESERVED) {
    if (k in body && !(owned && k !== 'hash'))
      throw new LoopgovError('ERR_TRACE', `record body must not set "${k}" (the store sets it)`);
  }
  if (!TYPES.has(body.type))
    throw new LoopgovError('ERR_TRACE', `unknown record type ${JSON.stringify(body.type)}`);
  if (!HEX64.test(prev)) throw new LoopgovError('ERR_TRACE', `prev must be 64 lowercase hex digits`);
  if (!Number.isSafeInteger(index) || index < 0) throw new LoopgovError('ERR_TRACE', `bad index ${index}`);
  const { object, text } = canonicalWithChain(body, index, prev, owned);
  return { object, text, hash: withHash ? sha256Hex(text) : '' };
}

/** What we store must be exactly what a verifier accepts (the debug self-check). */
function selfCheck(line: string): void {
  if (scanCanonicalLine(line) !== null) return;
  const c = checkLine(line);
  if (!c.ok) throw new LoopgovError('ERR_TRACE', `record does not serialize to a valid line: ${c.message}`);
}

/** The first record's `prev`. */
export { GENESIS_PREV };

/** The result of checking one line on its own (no link, no order). */
export type LineCheck =
  | { ok: true; record: TraceRecord }
  | { ok: false; reason: 'unparsable' | 'hash'; message: string; record?: Record<string, unknown> };

/**
 * Checks one line by itself: JSON object, envelope fields, canonical layout and `hash`. Most lines take
 * a fast path (one `JSON.parse`, one `JSON.stringify`, one SHA-256) shown equal to full JCS; the rest
 * are canonicalized in full and compared byte for byte.
 */
export function checkLine(line: TraceLine): LineCheck {
  if (typeof line !== 'string') return { ok: false, reason: 'unparsable', message: undecodableMessage(line) };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (e) {
    return { ok: false, reason: 'unparsable', message: notJsonMessage(line, e) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, reason: 'unparsable', message: 'not a JSON object' };
  }
  const rec = value as Record<string, unknown>;
  const bad = envelopeProblem(rec);
  if (bad) return { ok: false, reason: 'unparsable', message: bad, record: rec };
  const stored = rec.hash as string;
  let computed: string;
  if (fastCanonical(line, rec)) {
    // The line minus its `,"hash":"…"` member is the canonical JSON: hash it in place.
    computed = hashCanonicalPrefix(line, line.length - HASH_TAIL_LENGTH);
  } else {
    const { hash: _h, ...rest } = rec;
    let canonical: string;
    try {
      canonical = canonicalize(rest) ?? '';
    } catch (e) {
      return { ok: false, reason: 'unparsable', message: `not canonicalizable: ${describeError(e)}` };
    }
    // One record, one byte string: a line must be exactly the canonical form plus its hash, so that
    // whitespace, duplicate keys or other number forms cannot hide a second reading of the same line.
    if (line !== `${canonical.slice(0, -1)},"hash":"${stored}"}`) {
      return { ok: false, reason: 'hash', message: notCanonicalMessage(line), record: rec };
    }
    computed = sha256Hex(canonical);
  }
  if (computed !== stored) {
    return {
      ok: false,
      reason: 'hash',
      message: `hash ${stored} does not match content (${computed})`,
      record: rec,
    };
  }
  return { ok: true, record: rec as unknown as TraceRecord };
}

/**
 * The sentence for a line that parses but is not its record's canonical JSON. A line that ends with CR
 * is said so: a trace whose line endings were converted (git `core.autocrlf`, a Windows editor) still
 * fails — the bytes are not what was hashed — but the reader learns why at once.
 */
function notCanonicalMessage(line: string): string {
  const why = 'line is not the canonical JSON of its record';
  return line.endsWith('\r')
    ? `${why}: the line ends with CR (\\r\\n line endings: was the file converted, e.g. by git core.autocrlf?)`
    : why;
}

/**
 * The sentence for a line `JSON.parse` refused. A line that starts with a UTF-8 byte order mark is said
 * so (as CR line endings and UTF-16 are): an editor that saved the trace with one changed its bytes.
 */
function notJsonMessage(line: string, e: unknown): string {
  return line.startsWith('\uFEFF')
    ? 'not JSON: the line starts with a byte order mark (U+FEFF, bytes EF BB BF): was the file saved by an editor that adds one? A trace is UTF-8 without a BOM'
    : `not JSON: ${describeError(e)}`;
}

/** The sentence for a line that is not UTF-8. */
export function undecodableMessage(line: UndecodableLine): string {
  return `${notUtf8Message(`${line.at} of ${line.bytes}`, line.bom)} (lines are never decoded with replacement)`;
}

/** Why an object is not a trace record envelope, or undefined when it is one. */
export function envelopeProblem(rec: Record<string, unknown>): string | undefined {
  if (typeof rec.type !== 'string' || !TYPES.has(rec.type))
    return `type must be one of ${RECORD_TYPES.join(', ')}`;
  if (typeof rec.run_id !== 'string' || rec.run_id.length === 0) return 'run_id must be a non-empty string';
  if (typeof rec.at !== 'string') return 'at must be a string';
  if (!Number.isSafeInteger(rec.index) || (rec.index as number) < 0) return 'index must be an integer ≥ 0';
  if (typeof rec.prev !== 'string' || !HEX64.test(rec.prev)) return 'prev must be 64 lowercase hex digits';
  if (typeof rec.hash !== 'string' || !HEX64.test(rec.hash)) return 'hash must be 64 lowercase hex digits';
  return undefined;
}

/**
 * Whether the line is in loopgov's layout, so that the line minus its hash member is the canonical JSON
 * of `rec` without `hash` (false sends the line to the slow path). Sound because: `JSON.stringify(JSON.parse(line)) === line` rules out
 * whitespace, duplicate keys, non-shortest numbers and escapes other than JSON.stringify's (which are
 * JCS's); keys sorted at every level is JCS's order (UTF-16 code units, as `<` compares); and lone
 * surrogates, which JCS refuses, are sent to the slow path.
 */
function fastCanonical(line: string, rec: Record<string, unknown>): boolean {
  if (line.length <= HASH_TAIL_LENGTH || line.includes('\\ud')) return false;
  // Top level: keys strictly ascending, except `hash`, which must come last.
  let last: string | undefined;
  let sawHash = false;
  for (const k in rec) {
    if (sawHash) return false;
    if (k === 'hash') {
      sawHash = true;
      continue;
    }
    if (last !== undefined && !(last < k)) return false;
    last = k;
    if (!sortedDeep(rec[k])) return false;
  }
  // Last, as it is the dearest: the round trip proves the bytes are JSON.stringify's (= JCS's) output.
  return sawHash && JSON.stringify(rec) === line;
}

function sortedDeep(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return true;
  if (Array.isArray(v)) {
    for (const x of v) if (!sortedDeep(x)) return false;
    return true;
  }
  const o = v as Record<string, unknown>;
  let last: string | undefined;
  for (const k in o) {
    if (last !== undefined && !(last < k)) return false;
    last = k;
    if (!sortedDeep(o[k])) return false;
  }
  return true;
}
