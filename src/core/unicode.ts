/**
 * Well-formed Unicode for everything that ends up in a trace record. RFC 8785 (JCS) refuses a string
 * holding a UTF-16 surrogate without its partner, so such a string must be refused where it comes in,
 * naming the field (step events, request bodies, policy files), or, where it is text loopgov observed
 * or cut itself (a command's output, a detail), never made: cut on code points, or repaired to U+FFFD.
 */

/** No lone surrogates. `String#isWellFormed` is in Node 20 but not in our TS lib. */
export const wellFormed = (s: string): boolean =>
  (s as unknown as { isWellFormed(): boolean }).isWellFormed();

/** `s` with every lone surrogate replaced by U+FFFD (what a UTF-8 decoder does with a bad byte). */
export const toWellFormed = (s: string): string =>
  (s as unknown as { toWellFormed(): string }).toWellFormed();

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** The first `max` UTF-16 units of `s`, one fewer when the cut would split a surrogate pair. */
export function keepFirst(s: string, max: number): string {
  if (s.length <= max) return s;
  return s.slice(0, isHigh(s.charCodeAt(max - 1)) && isLow(s.charCodeAt(max)) ? max - 1 : max);
}

/** The last `max` UTF-16 units of `s`, one fewer when the cut would split a surrogate pair. */
export function keepLast(s: string, max: number): string {
  if (s.length <= max) return s;
  const from = s.length - max;
  return s.slice(isLow(s.charCodeAt(from)) && isHigh(s.charCodeAt(from - 1)) ? from + 1 : from);
}

/** True when every string (value or key) anywhere in `v` is well-formed; allocates nothing. */
export function allWellFormed(v: unknown): boolean {
  if (typeof v === 'string') return wellFormed(v);
  if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) return true;
  if (Array.isArray(v)) {
    for (const x of v) if (!allWellFormed(x)) return false;
    return true;
  }
  for (const k in v) {
    if (!Object.hasOwn(v, k)) continue;
    if (!wellFormed(k) || !allWellFormed((v as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * `v` with every string and key in it made well-formed (`toWellFormed`); `v` itself when nothing needs
 * it. For framework data loopgov only hashes or stores as UTF-8, where a lone half is U+FFFD anyway.
 */
export function toWellFormedDeep<T>(v: T): T {
  if (allWellFormed(v)) return v;
  if (typeof v === 'string') return toWellFormed(v) as T;
  if (Array.isArray(v)) return v.map((x) => toWellFormedDeep(x)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as object)) out[toWellFormed(k)] = toWellFormedDeep(x);
  return out as T;
}

export interface LoneSurrogate {
  /** JSON pointer of the string (`/a/0/b`, `… (key)` for a key; `/` for `v` itself). */
  field: string;
  unit: number;
  index: number;
}

/**
 * The first string (value or key), anywhere in `v`, holding a surrogate with no partner: its field, the
 * code unit and where; null when there is none.
 *
 * @example
 * loneSurrogate({ by: 'a\ud800' }) // { field: '/by', unit: 0xd800, index: 1 }
 */
export function loneSurrogate(v: unknown, field = ''): LoneSurrogate | null {
  if (typeof v === 'string') {
    if (wellFormed(v)) return null;
    for (let i = 0; i < v.length; i++) {
      const c = v.charCodeAt(i);
      if (c < 0xd800 || c > 0xdfff) continue;
      if (isHigh(c) && isLow(v.charCodeAt(i + 1))) i++;
      else return { field: field || '/', unit: c, index: i };
    }
    return null;
  }
  if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) return null;
  for (const [k, x] of Object.entries(v)) {
    const path = `${field}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const bad = loneSurrogate(k, `${path} (key)`) ?? loneSurrogate(x, path);
    if (bad) return bad;
  }
  return null;
}

/** `holds a lone surrogate (U+D800 at index 1): strings must be well-formed Unicode`. */
export function loneSurrogateMessage(l: LoneSurrogate): string {
  return `holds a lone surrogate (U+${l.unit.toString(16).toUpperCase()} at index ${l.index}): strings must be well-formed Unicode`;
}

/** The field and the message: `/by holds a lone surrogate (…)`. */
export function describeLoneSurrogate(l: LoneSurrogate): string {
  return `${l.field} ${loneSurrogateMessage(l)}`;
}

/** The byte order mark of UTF-16 a text starts with (FF FE little-endian, FE FF big-endian). */
export type Utf16Bom = 'utf-16le' | 'utf-16be';

/**
 * The UTF-16 byte order mark `bytes` start with, or null. Such bytes are not UTF-8 at their first byte
 * (0xFF and 0xFE never occur in UTF-8): a file Windows Notepad saved as "Unicode".
 *
 * @example
 * utf16BomOf(new Uint8Array([0xff, 0xfe, 0x61, 0x00])) // 'utf-16le'
 */
export function utf16BomOf(bytes: Uint8Array): Utf16Bom | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * Why bytes are not UTF-8, the one sentence every reader says (governed files, trace lines, step events):
 * where the first ill-formed sequence begins (`at`: its offset, or `"0 of 120"`), and, for bytes that
 * start with a UTF-16 byte order mark, that they are UTF-16 and are to be saved as UTF-8.
 *
 * @example
 * notUtf8Message(0, 'utf-16le')
 * // 'not UTF-8: an ill-formed byte sequence at byte 0: it starts with FF FE, the byte order mark of UTF-16 little-endian (Notepad's "Unicode"): save it as UTF-8'
 */
export function notUtf8Message(at: number | string, bom: Utf16Bom | null = null): string {
  const base = `not UTF-8: an ill-formed byte sequence at byte ${at}`;
  if (bom === null) return base;
  const [mark, order] = bom === 'utf-16le' ? ['FF FE', 'little'] : ['FE FF', 'big'];
  return `${base}: it starts with ${mark}, the byte order mark of UTF-16 ${order}-endian (Notepad's "Unicode"): save it as UTF-8`;
}

/**
 * Offset where the first ill-formed UTF-8 sequence (RFC 3629) begins, or -1 when there is none.
 *
 * @example
 * firstInvalidUtf8(new Uint8Array([0x61, 0xff])) // 1
 */
export function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    // [length, lowest and highest allowed second byte]: no overlongs, surrogates or code points > U+10FFFF.
    let n: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) n = 2;
    else if (c >= 0xe0 && c <= 0xef) {
      n = 3;
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 4;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k < n; k++) {
      const x = b[i + k];
      if (x === undefined || (k === 1 ? x < lo || x > hi : x < 0x80 || x > 0xbf)) return i;
    }
    i += n;
  }
  return -1;
}
