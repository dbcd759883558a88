/**
 * The canonical writer (RFC 8785 / JCS) on the append path: one native `JSON.stringify` over a value
 * proven to be in canonical form, and the full writer `canon` for what the proof cannot cover.
 *
 * Why it is sound: for a value whose objects are plain (prototype `Object.prototype` or null, no
 * `toJSON`), whose own keys iterate in strictly ascending UTF-16 order, whose numbers are finite and
 * which holds nothing but strings, booleans, null, arrays and such objects, `JSON.stringify` writes
 * exactly the JCS text: JCS *is* `JSON.stringify`'s string and number output with sorted keys. The two
 * things it would do differently are caught: lone surrogates (JCS refuses them; `JSON.stringify` writes
 * `\udXXX`, so any `\ud` in the output sends the value to `canon`, which decides) and key order, which
 * is checked in the iteration order `JSON.stringify` itself uses (integer-like keys first), so a value
 * whose keys cannot be put in JCS order by insertion goes to `canon` as well. Property-tested against
 * `canonicalize` (test/core/trace/chain.test.ts, canonical.test.ts). docs/decisions/020.
 */
import { describeError, LoopgovError } from '../errors.js';
import { describeLoneSurrogate, loneSurrogate, wellFormed } from '../unicode.js';

/** Returned by `plain` for a value the native path cannot prove canonical. */
const NOT_PLAIN: unique symbol = Symbol('not plain');
type Plain = unknown;
const MAX_DEPTH = 64;
const OBJECT_PROTO = Object.prototype;

/**
 * RFC 8785 canonical JSON, the fast way: the same output as `canonicalize` (the reference, property-
 * tested against it) at a fraction of its cost. Throws `ERR_TRACE` for what JSON cannot carry (NaN,
 * Infinity, lone surrogates, functions, bigints, cycles).
 *
 * @example
 * canonicalJsonFast({ b: 1, a: [true, null] }) // '{"a":[true,null],"b":1}'
 */
export function canonicalJsonFast(value: unknown): string {
  const p = plain(value, 0);
  if (p !== NOT_PLAIN) {
    const text = JSON.stringify(p);
    if (!text.includes('\\ud')) return text;
  }
  return canonicalJsonFull(value);
}

/**
 * The canonical JSON of `body` with the chain fields `index` and `prev` in their sorted places, and the
 * object it is the text of (the caller adds `hash` to make it the record). `body`'s members are never
 * changed — unless it handed itself over (`owned`: its `index` and `prev` held `CHAIN_SLOT`), in which
 * case they are filled in and `body` is the object: no copy.
 */
export function canonicalWithChain(
  body: Record<string, unknown>,
  index: number,
  prev: string,
  owned = false,
): { text: string; object: Record<string, unknown> } {
  if (owned) {
    body.index = index;
    body.prev = prev;
    const text = plain(body, 0) === body ? JSON.stringify(body) : null;
    if (text !== null && !text.includes('\\ud')) return { text, object: body };
    return { text: canonicalJsonFull(body), object: body };
  }
  const object = sortedWithChain(body, index, prev);
  if (object !== null) {
    const text = JSON.stringify(object);
    if (!text.includes('\\ud')) return { text, object };
  }
  const whole = { ...body, index, prev };
  return { text: canonicalJsonFull(whole), object: whole };
}

/**
 * `body` copied with `index` and `prev` inserted in key order, its values proven plain, or null when
 * `body`'s keys are not already ascending (the evaluator writes them so; anyone else gets the full writer).
 */
function sortedWithChain(
  body: Record<string, unknown>,
  index: number,
  prev: string,
): Record<string, unknown> | null {
  if (Object.getPrototypeOf(body) !== OBJECT_PROTO) return null;
  const out: Record<string, unknown> = {};
  let last: string | undefined;
  let placedIndex = false;
  let placedPrev = false;
  for (const k in body) {
    if ((last !== undefined && !(last < k)) || k === '__proto__') return null;
    last = k;
    const v = body[k];
    if (v === undefined) continue;
    const p = plain(v, 1);
    if (p === NOT_PLAIN) return null;
    if (!placedIndex && k > 'index') {
      out.index = index;
      placedIndex = true;
    }
    if (!placedPrev && k > 'prev') {
      out.prev = prev;
      placedPrev = true;
    }
    out[k] = p;
  }
  if (!placedIndex) out.index = index;
  if (!placedPrev) out.prev = prev;
  return out;
}

/**
 * `v` itself when `JSON.stringify(v)` is its JCS text (lone surrogates aside), a copy with keys sorted
 * when only key order is off, or NOT_PLAIN.
 */
function plain(v: unknown, depth: number): Plain | typeof NOT_PLAIN {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      return Number.isFinite(v) ? v : NOT_PLAIN;
    case 'object':
      break;
    default:
      return NOT_PLAIN; // undefined in an array, functions, symbols, bigints: the full writer decides
  }
  if (v === null) return v;
  if (depth > MAX_DEPTH) return NOT_PLAIN;
  if (Array.isArray(v)) {
    if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return NOT_PLAIN;
    let out: unknown[] = v;
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      const y = plain(x, depth + 1);
      if (y === NOT_PLAIN) return NOT_PLAIN;
      if (y !== x) {
        if (out === v) out = v.slice();
        out[i] = y;
      }
    }
    return out;
  }
  const o = v as Record<string, unknown>;
  const proto = Object.getPrototypeOf(o);
  if ((proto !== OBJECT_PROTO && proto !== null) || typeof o.toJSON === 'function') return NOT_PLAIN;
  let last: string | undefined;
  let sorted = true;
  let changed = false;
  for (const k in o) {
    if (k === '__proto__') return NOT_PLAIN;
    if (last !== undefined && !(last < k)) sorted = false;
    last = k;
    const x = o[k];
    if (x === undefined) continue;
    const y = plain(x, depth + 1);
    if (y === NOT_PLAIN) return NOT_PLAIN;
    if (y !== x) changed = true;
  }
  if (sorted && !changed) return o;
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(o).sort()) {
    const x = o[k];
    if (x !== undefined) copy[k] = plain(x, depth + 1);
  }
  // Integer-like keys iterate first whatever the insertion order: such an object cannot be put in JCS
  // order by copying, and goes to the full writer.
  last = undefined;
  for (const k in copy) {
    if (last !== undefined && !(last < k)) return NOT_PLAIN;
    last = k;
  }
  return copy;
}

/** RFC 8785 by construction (keys sorted at every level), for everything `plain` does not prove. */
export function canonicalJsonFull(value: unknown): string {
  try {
    return canon(value);
  } catch (e) {
    if (!(e instanceof LoopgovError)) {
      throw new LoopgovError('ERR_TRACE', `record is not canonical JSON: ${describeError(e)}`);
    }
    const lone = e.message === LONE ? whereLone(value) : null;
    throw lone ? new LoopgovError('ERR_TRACE', `${LONE}: ${describeLoneSurrogate(lone)}`) : e;
  }
}

const LONE = 'record is not canonical JSON: lone surrogate';

/** Which field holds it, for the message (null for a record too deep or cyclic to walk). */
function whereLone(value: unknown) {
  try {
    return loneSurrogate(value);
  } catch {
    return null;
  }
}

function canon(v: unknown): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      if (!wellFormed(v)) throw new LoopgovError('ERR_TRACE', LONE);
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
        if (!wellFormed(k)) throw new LoopgovError('ERR_TRACE', LONE);
        out += `${out.length === 1 ? '' : ','}${JSON.stringify(k)}:${canon(x)}`;
      }
      return `${out}}`;
    }
    default:
      throw new LoopgovError('ERR_TRACE', `record is not canonical JSON: a ${typeof v}`);
  }
}
