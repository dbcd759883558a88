/**
 * A policy regex's required literal (decision 095): a run of ASCII characters that every match of the
 * pattern contains, whatever its flags — so a text that does not contain it (compared without ASCII
 * case, see `foldAsciiCase`) cannot match, and the regex engine need not run. A prefilter only: it
 * never decides a match, and when in doubt it says nothing (null), which costs only speed.
 *
 * The scan is deliberately conservative. It takes characters only at the top level of the pattern (not
 * inside a group, a class or an escape), gives up on a top-level `|`, on `\Q`, on octal or unknown
 * escapes, and drops the character a quantifier applies to. A literal compared without case is also
 * required under `i` and `(?i)`: every character RE2 folds onto an ASCII letter is found by
 * `foldAsciiCase` (its own test walks every code point).
 */
/**
 * The longest required ASCII literal of `source` (RE2 syntax), lower-cased, or null when none is certain.
 *
 * @example
 * requiredLiteral('ignore (all )?previous instructions') // 'previous instructions'
 * requiredLiteral('a|b') // null
 */
export declare function requiredLiteral(source: string): string | null;
/**
 * `text` with ASCII case folded the way RE2's `i` folds onto ASCII letters: lower case, and the two
 * non-ASCII characters whose case orbit holds an ASCII letter (U+017F ſ ~ s; U+212A Kelvin ~ k, which
 * `toLowerCase` already maps) mapped onto it. Each character maps to one, so a literal contained in
 * a match is contained in the folded text.
 *
 * @example
 * foldAsciiCase('Previou\u017f') // 'previous'
 */
export declare function foldAsciiCase(text: string, ascii: boolean): string;
