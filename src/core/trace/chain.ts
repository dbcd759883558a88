/**
 * The hash chain of a trace (SPEC §5), pure: hashing, linking and checking one line at a time.
 *
 * `hash` = lowercase hex SHA-256 of the RFC 8785 (JCS) canonical JSON of the record without `hash`.
 * A line is exactly that canonical JSON with `,"hash":"…"` appended as its last member: one record has
 * one byte string, and a line can usually be checked without re-canonicalizing (see `checkLine`).
 */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { describeError, LoopgovError } from '../errors.js';
import { scanCanonicalLine } from './scan.js';
import {
  GENESIS_PREV,
  type TraceBody,
  type TraceLine,
  type TraceRecord,
  type TraceRecordType,
  type UndecodableLine,
} from './types.js';

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

/**
 * RFC 8785 canonical JSON, the fast way: the same output as `canonicalize` (the reference, property-
 * tested against it in test/core/trace/chain.test.ts) at a fraction of its cost — it is on every
 * append's path. Throws `ERR_TRACE` for what JSON cannot carry (NaN, Infinity, lone surrogates,
 * functions, bigints, cycles).
 */
export function canonicalJsonFast(value: unknown): string {
  try {
    return canon(value);
  } catch (e) {
    if (e instanceof LoopgovError) throw e;
    throw new LoopgovError('ERR_TRACE', `record is not canonical JSON: ${describeError(e)}`);
  }
}

/** No lone surrogates (JCS refuses them). `String#isWellFormed` is in Node 20 but not in our TS lib. */
export const wellFormed = (s: string): boolean =>
  (s as unknown as { isWellFormed(): boolean }).isWellFormed();

function canon(v: unknown): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      if (!wellFormed(v)) throw new LoopgovError('ERR_TRACE', 'record is not canonical JSON: lone surrogate');
      return JSON.stringify(v);
    case 'number':
      if (!Number.isFinite(v)) throw new LoopgovError('ERR_TRACE', `record is not canonical JSON: ${v}`);
      return JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object': {
      const o = v as Record<string, unknown> & { toJSON?: () => unknown };
      if (typeof o.toJSON === 'function') return canon(o.toJSON());
      if (Array.isArray(o)) {
        let out = '[';
        for (let i = 0; i < o.length; i++) {
          const x = o[i];
          out += `${i === 0 ? '' : ','}${x === undefined || typeof x === 'symbol' ? 'null' : canon(x)}`;
        }
        return `${out}]`;
      }
      const keys = Object.keys(o).sort();
      let out = '{';
      for (const k of keys) {
        const x = o[k];
        if (x === undefined || typeof x === 'symbol') continue;
        if (!wellFormed(k))
          throw new LoopgovError('ERR_TRACE', 'record is not canonical JSON: lone surrogate');
        out += `${out.length === 1 ? '' : ','}${JSON.stringify(k)}:${canon(x)}`;
      }
      return `${out}}`;
    }
    default:
      throw new LoopgovError('ERR_TRACE', `record is not canonical JSON: a ${typeof v}`);
  }
}

/** Lowercase hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

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

/**
 * Links `body` after `prev` as record number `index`: adds `index`, `prev` and `hash`, and serializes it.
 * Throws `ERR_TRACE` when the body sets a reserved field or holds something JSON cannot carry.
 *
 * @example
 * const { record, line } = linkRecord({ type: 'run_start', run_id: 'r1', at }, GENESIS_PREV, 0);
 */
export function linkRecord(body: TraceBody, prev: string, index: number): LinkedRecord {
  for (const k of RESERVED) {
    if (k in body) throw new LoopgovError('ERR_TRACE', `record body must not set "${k}" (the store sets it)`);
  }
  if (!TYPES.has(body.type))
    throw new LoopgovError('ERR_TRACE', `unknown record type ${JSON.stringify(body.type)}`);
  if (!HEX64.test(prev)) throw new LoopgovError('ERR_TRACE', `prev must be 64 lowercase hex digits`);
  if (!Number.isSafeInteger(index) || index < 0) throw new LoopgovError('ERR_TRACE', `bad index ${index}`);
  const canonical = canonicalJsonFast({ ...body, index, prev });
  const hash = sha256Hex(canonical);
  const line = `${canonical.slice(0, -1)},"hash":"${hash}"}`;
  // What we store must be exactly what a verifier accepts: the scanner proves it without a parse;
  // lines it defers on (escaped keys) are checked in full.
  let record: TraceRecord;
  if (scanCanonicalLine(line) !== null) record = { ...body, index, prev, hash } as TraceRecord;
  else {
    const c = checkLine(line);
    if (!c.ok) throw new LoopgovError('ERR_TRACE', `record does not serialize to a valid line: ${c.message}`);
    record = c.record;
  }
  return { record, line };
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
    return { ok: false, reason: 'unparsable', message: `not JSON: ${describeError(e)}` };
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
      return {
        ok: false,
        reason: 'hash',
        message: 'line is not the canonical JSON of its record',
        record: rec,
      };
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

/** The sentence for a line that is not UTF-8. */
export function undecodableMessage(line: UndecodableLine): string {
  return `not UTF-8: an ill-formed byte sequence at byte ${line.at} of ${line.bytes} (lines are never decoded with replacement)`;
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
