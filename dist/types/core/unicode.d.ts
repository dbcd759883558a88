/**
 * Well-formed Unicode for everything that ends up in a trace record. RFC 8785 (JCS) refuses a string
 * holding a UTF-16 surrogate without its partner, so such a string must be refused where it comes in,
 * naming the field (step events, request bodies, policy files), or, where it is text loopgov observed
 * or cut itself (a command's output, a detail), never made: cut on code points, or repaired to U+FFFD.
 */
/** No lone surrogates. `String#isWellFormed` is in Node 20 but not in our TS lib. */
export declare const wellFormed: (s: string) => boolean;
/** `s` with every lone surrogate replaced by U+FFFD (what a UTF-8 decoder does with a bad byte). */
export declare const toWellFormed: (s: string) => string;
/** The first `max` UTF-16 units of `s`, one fewer when the cut would split a surrogate pair. */
export declare function keepFirst(s: string, max: number): string;
/** The last `max` UTF-16 units of `s`, one fewer when the cut would split a surrogate pair. */
export declare function keepLast(s: string, max: number): string;
/** True when every string (value or key) anywhere in `v` is well-formed; allocates nothing. */
export declare function allWellFormed(v: unknown): boolean;
/**
 * `v` with every string and key in it made well-formed (`toWellFormed`); `v` itself when nothing needs
 * it. For framework data loopgov only hashes or stores as UTF-8, where a lone half is U+FFFD anyway.
 */
export declare function toWellFormedDeep<T>(v: T): T;
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
export declare function loneSurrogate(v: unknown, field?: string): LoneSurrogate | null;
/** `holds a lone surrogate (U+D800 at index 1): strings must be well-formed Unicode`. */
export declare function loneSurrogateMessage(l: LoneSurrogate): string;
/** The field and the message: `/by holds a lone surrogate (…)`. */
export declare function describeLoneSurrogate(l: LoneSurrogate): string;
/** The byte order mark of UTF-16 a text starts with (FF FE little-endian, FE FF big-endian). */
export type Utf16Bom = 'utf-16le' | 'utf-16be';
/**
 * The UTF-16 byte order mark `bytes` start with, or null. Such bytes are not UTF-8 at their first byte
 * (0xFF and 0xFE never occur in UTF-8): a file Windows Notepad saved as "Unicode".
 *
 * @example
 * utf16BomOf(new Uint8Array([0xff, 0xfe, 0x61, 0x00])) // 'utf-16le'
 */
export declare function utf16BomOf(bytes: Uint8Array): Utf16Bom | null;
/**
 * Why bytes are not UTF-8, the one sentence every reader says (governed files, trace lines, step events):
 * where the first ill-formed sequence begins (`at`: its offset, or `"0 of 120"`), and, for bytes that
 * start with a UTF-16 byte order mark, that they are UTF-16 and are to be saved as UTF-8.
 *
 * @example
 * notUtf8Message(0, 'utf-16le')
 * // 'not UTF-8: an ill-formed byte sequence at byte 0: it starts with FF FE, the byte order mark of UTF-16 little-endian (Notepad's "Unicode"): save it as UTF-8'
 */
export declare function notUtf8Message(at: number | string, bom?: Utf16Bom | null): string;
/**
 * Offset where the first ill-formed UTF-8 sequence (RFC 3629) begins, or -1 when there is none.
 *
 * @example
 * firstInvalidUtf8(new Uint8Array([0x61, 0xff])) // 1
 */
export declare function firstInvalidUtf8(b: Uint8Array): number;
