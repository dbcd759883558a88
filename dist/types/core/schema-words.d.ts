/**
 * What a schema's `pattern` or length rule asks, in words. ajv says `must match pattern "^[^\u0000\n\r]+$"`:
 * true, and of no help to someone who typed `--by ''`. Every place that turns schema errors into text
 * (policy files, request bodies, CLI flags checked by a schema) asks here first.
 */
import type { ErrorObject } from 'ajv';
/**
 * A character that shows: not whitespace, a control, a format character, a surrogate, a line or paragraph
 * separator, a default-ignorable code point (zero-width characters, fillers, variation selectors, tag
 * characters) or U+2800 (braille blank) — what the panel escapes as hidden, and blanks. A halt request's
 * `by` and `reason` need one (the trace would name nobody).
 */
export declare const VISIBLE_PATTERN = "[^\\s\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}\\u2800]";
/** `VISIBLE_PATTERN` as ajv runs it (`u` flag), for a check made before a schema is (`--reason` of a resume). */
export declare const VISIBLE_CHARACTER: RegExp;
/** What `VISIBLE_PATTERN` asks, in words. */
export declare const VISIBLE_WORDS = "must hold a visible character (not only spaces, or characters that draw nothing such as U+200B or U+2800)";
/**
 * The words for a `pattern`, `minLength: 1` or `maxLength` error; undefined for anything else (the
 * caller keeps its own wording).
 *
 * @example
 * schemaRuleInWords({ keyword: 'minLength', params: { limit: 1 } } as ErrorObject) // 'must not be empty'
 */
export declare function schemaRuleInWords(e: Pick<ErrorObject, 'keyword' | 'params'>): string | undefined;
