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
/**
 * Offset where the first ill-formed UTF-8 sequence (RFC 3629) begins, or -1 when there is none.
 *
 * @example
 * firstInvalidUtf8(new Uint8Array([0x61, 0xff])) // 1
 */
export declare function firstInvalidUtf8(b: Uint8Array): number;
