/**
 * A single-pass scanner that accepts a line only if it is *exactly* a record in loopgov's canonical
 * layout (RFC 8785 JSON with `,"hash":"…"` as the last member) and returns its envelope without
 * building any object. `trace verify` runs it on every line: one char loop plus one SHA-256 is cheaper
 * than `JSON.parse` (docs/decisions/020).
 *
 * It is deliberately conservative: it returns null for anything it does not fully understand (escaped
 * keys, `\uXXXX` escapes of surrogates, nesting deeper than 64), and the caller then takes the slow path
 * (parse, canonicalize in full, compare bytes), which decides. Soundness — it never accepts a line that
 * is not canonical — is property-tested against `canonicalize` (test/core/trace/scan.test.ts).
 */

/** The fields `verify` needs, read off a canonical line. */
export interface Envelope {
  type: string;
  run_id: string;
  at: string;
  index: number;
  prev: string;
  hash: string;
  /**
   * The canonical JSON of the record without `hash` is `line.slice(0, canonicalEnd) + '}'`: what `hash`
   * must be the SHA-256 of (see `hashCanonicalPrefix`).
   */
  canonicalEnd: number;
  /** The raw JSON text of the top-level `artifact` member, when there is one (for the artifact check). */
  artifact?: string;
  /** The raw JSON text of the top-level `step` member, when there is one (an iteration's step order). */
  step?: string;
}

const Q = 34; // "
const BS = 92; // \
const MAX_DEPTH = 64;

let s = '';
let p = 0;
let escaped = false;

/**
 * The envelope of a line in canonical layout, or null (not canonical, or not understood: slow path).
 *
 * @example
 * const env = scanCanonicalLine(line);
 * if (env && hashCanonicalPrefix(line, env.canonicalEnd) === env.hash) { … }
 */
export function scanCanonicalLine(line: string): Envelope | null {
  s = line;
  p = 0;
  if (s.charCodeAt(0) !== 123) return null;
  p = 1;
  const fields: Record<string, string> = {};
  let prevKey: string | undefined;
  let hashStart = -1;
  for (;;) {
    if (s.charCodeAt(p) !== Q) return null;
    const keyStart = p;
    escaped = false;
    if (!str() || escaped) return null;
    const key = s.slice(keyStart + 1, p - 1);
    if (s.charCodeAt(p) !== 58) return null;
    p++;
    const valueStart = p;
    if (!value(1)) return null;
    if (key === 'hash') {
      // the last member, after a comma, then the end of the line
      if (hashStart !== -1 || prevKey === undefined || s.charCodeAt(p) !== 125 || p + 1 !== s.length)
        return null;
      hashStart = keyStart - 1;
      fields.hash = s.slice(valueStart, p);
      break;
    }
    if (prevKey !== undefined && !(prevKey < key)) return null;
    prevKey = key;
    if (
      key === 'type' ||
      key === 'run_id' ||
      key === 'at' ||
      key === 'prev' ||
      key === 'index' ||
      key === 'artifact' ||
      key === 'step'
    ) {
      fields[key] = s.slice(valueStart, p);
    }
    if (s.charCodeAt(p) !== 44) return null; // the hash member must still come
    p++;
  }
  const type = plainString(fields.type);
  const runId = plainString(fields.run_id);
  const at = plainString(fields.at);
  const prev = plainString(fields.prev);
  const hash = plainString(fields.hash);
  const index = fields.index === undefined ? Number.NaN : Number(fields.index);
  if (type === null || runId === null || at === null || prev === null || hash === null) return null;
  if (!Number.isSafeInteger(index)) return null;
  const env: Envelope = { type, run_id: runId, at, index, prev, hash, canonicalEnd: hashStart };
  if (fields.artifact !== undefined) env.artifact = fields.artifact;
  if (fields.step !== undefined) env.step = fields.step;
  return env;
}

/** Whether s[a0, a1) sorts strictly before s[b0, b1), by UTF-16 code units, without allocating. */
function rawLess(a0: number, a1: number, b0: number, b1: number): boolean {
  const n = Math.min(a1 - a0, b1 - b0);
  for (let i = 0; i < n; i++) {
    const d = s.charCodeAt(a0 + i) - s.charCodeAt(b0 + i);
    if (d !== 0) return d < 0;
  }
  return a1 - a0 < b1 - b0;
}

/** The content of a JSON string token with no escapes, or null. */
function plainString(tok: string | undefined): string | null {
  if (tok === undefined || tok.charCodeAt(0) !== Q || tok.includes('\\')) return null;
  return tok.slice(1, -1);
}

function value(depth: number): boolean {
  const c = s.charCodeAt(p);
  if (c === Q) return str();
  if (c === 123) return obj(depth + 1);
  if (c === 91) return arr(depth + 1);
  if (c === 116) return lit('true');
  if (c === 102) return lit('false');
  if (c === 110) return lit('null');
  return num();
}

function lit(word: string): boolean {
  if (!s.startsWith(word, p)) return false;
  p += word.length;
  return true;
}

function obj(depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  p++;
  if (s.charCodeAt(p) === 125) {
    p++;
    return true;
  }
  let prevStart = -1;
  let prevEnd = -1;
  for (;;) {
    if (s.charCodeAt(p) !== Q) return false;
    const keyStart = p + 1;
    escaped = false;
    if (!str() || escaped) return false;
    // no escapes in the key: its raw text is its value, compared in JCS's UTF-16 code unit order
    if (prevStart >= 0 && !rawLess(prevStart, prevEnd, keyStart, p - 1)) return false;
    prevStart = keyStart;
    prevEnd = p - 1;
    if (s.charCodeAt(p) !== 58) return false;
    p++;
    if (!value(depth)) return false;
    const c = s.charCodeAt(p++);
    if (c === 125) return true;
    if (c !== 44) return false;
  }
}

function arr(depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  p++;
  if (s.charCodeAt(p) === 93) {
    p++;
    return true;
  }
  for (;;) {
    if (!value(depth)) return false;
    const c = s.charCodeAt(p++);
    if (c === 93) return true;
    if (c !== 44) return false;
  }
}

/** A string token exactly as JSON.stringify (and so JCS) writes it. Sets `escaped` if it has escapes. */
function str(): boolean {
  p++;
  const n = s.length;
  while (p < n) {
    const c = s.charCodeAt(p);
    if (c === Q) {
      p++;
      return true;
    }
    if (c < 0x20) return false;
    if (c === BS) {
      escaped = true;
      const e = s.charCodeAt(p + 1);
      // \" \\ \b \f \n \r \t
      if (e === Q || e === BS || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
        p += 2;
        continue;
      }
      // \u00xx, lowercase, only for control characters that have no short form
      if (e !== 117 || s.charCodeAt(p + 2) !== 48 || s.charCodeAt(p + 3) !== 48) return false;
      const h1 = s.charCodeAt(p + 4);
      const h2 = s.charCodeAt(p + 5);
      const lo = h2 >= 48 && h2 <= 57 ? h2 - 48 : h2 >= 97 && h2 <= 102 ? h2 - 87 : -1;
      if ((h1 !== 48 && h1 !== 49) || lo < 0) return false;
      const code = (h1 - 48) * 16 + lo;
      if (code === 8 || code === 9 || code === 10 || code === 12 || code === 13) return false;
      p += 6;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      // only a well-formed pair; JCS refuses lone surrogates
      const d = s.charCodeAt(p + 1);
      if (c >= 0xdc00 || !(d >= 0xdc00 && d <= 0xdfff)) return false;
      p += 2;
      continue;
    }
    p++;
  }
  return false;
}

/** A number token that is exactly ECMAScript's shortest form of its value (JCS's number format). */
function num(): boolean {
  const start = p;
  if (s.charCodeAt(p) === 45) p++;
  const intStart = p;
  if (!digits()) return false;
  const next = s.charCodeAt(p);
  if (next !== 46 && next !== 101 && next !== 69) {
    // A plain integer of at most 15 digits is its own shortest form, unless it has a leading zero or is -0.
    const len = p - intStart;
    if (len <= 15 && (s.charCodeAt(intStart) !== 48 || (len === 1 && intStart === start))) return true;
  }
  if (s.charCodeAt(p) === 46) {
    p++;
    if (!digits()) return false;
  }
  const c = s.charCodeAt(p);
  if (c === 101 || c === 69) {
    p++;
    const sign = s.charCodeAt(p);
    if (sign === 43 || sign === 45) p++;
    if (!digits()) return false;
  }
  const tok = s.slice(start, p);
  const v = Number(tok);
  return Number.isFinite(v) && String(v) === tok;
}

function digits(): boolean {
  const start = p;
  for (let c = s.charCodeAt(p); c >= 48 && c <= 57; c = s.charCodeAt(++p));
  return p > start;
}
