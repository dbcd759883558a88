/**
 * What a schema's `pattern` or length rule asks, in words. ajv says `must match pattern "^[^\u0000\n\r]+$"`:
 * true, and of no help to someone who typed `--by ''`. Every place that turns schema errors into text
 * (policy files, request bodies, CLI flags checked by a schema) asks here first.
 */
import type { ErrorObject } from 'ajv';

const HEX = (n: number) => `${n} lowercase hex digits`;
const ID = 'of A-Z a-z 0-9 . _ - starting with a letter or digit';

/**
 * A character that shows: not whitespace, a control, a format character, a surrogate, a line or paragraph
 * separator, a default-ignorable code point (zero-width characters, fillers, variation selectors, tag
 * characters) or U+2800 (braille blank) — what the panel escapes as hidden, and blanks. A halt request's
 * `by` and `reason` need one (the trace would name nobody).
 */
export const VISIBLE_PATTERN =
  '[^\\s\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}\\u2800]';

/** `VISIBLE_PATTERN` as ajv runs it (`u` flag), for a check made before a schema is (`--reason` of a resume). */
export const VISIBLE_CHARACTER = new RegExp(VISIBLE_PATTERN, 'u');

/** What `VISIBLE_PATTERN` asks, in words. */
export const VISIBLE_WORDS =
  'must hold a visible character (not only spaces, or characters that draw nothing such as U+200B or U+2800)';

/** Keyed by the pattern exactly as it is written in schemas/. */
const PATTERNS: Record<string, string> = {
  [VISIBLE_PATTERN]: VISIBLE_WORDS,
  '^[^\\u0000\\n\\r]+$': 'must be text on one line (no line break, no NUL)',
  '^[0-9a-f]{40}$': `must be a full commit id (${HEX(40)})`,
  '^[0-9a-f]{64}$': `must be a SHA-256 digest (${HEX(64)})`,
  '^[A-Za-z0-9_-]{43}$': 'must be 43 base64url characters (A-Z a-z 0-9 _ -)',
  '^[A-Za-z0-9+/]*={0,2}$': 'must be base64',
  '^[a-z0-9][a-z0-9._-]{0,63}$': 'must be 1-64 of a-z 0-9 . _ - starting with a letter or digit',
  '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$': `must be 1-128 ${ID}`,
  '^(?!.*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]{0,127}$': `must be 1-128 ${ID}, without ".."`,
  '^[A-Za-z0-9._:-]{1,128}$': 'must be 1-128 of A-Z a-z 0-9 . _ : -',
  '^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,38})(\\[bot\\])?$':
    'must be a GitHub login: 1-39 of A-Z a-z 0-9 - _ starting with a letter or digit (a bot ends in [bot])',
  '^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$': 'must be OWNER/NAME',
  '^[^@\\s]+@[^@\\s]+$': 'must be an email address (one @, no spaces)',
  '^[imsu]{0,4}$': 'must be regex flags, each of i m s u',
  '^recovered/[0-9a-f]{64}\\.torn$': 'must be recovered/<64 hex digits>.torn',
};

/**
 * The words for a `pattern`, `minLength: 1` or `maxLength` error; undefined for anything else (the
 * caller keeps its own wording).
 *
 * @example
 * schemaRuleInWords({ keyword: 'minLength', params: { limit: 1 } } as ErrorObject) // 'must not be empty'
 */
export function schemaRuleInWords(e: Pick<ErrorObject, 'keyword' | 'params'>): string | undefined {
  const p = e.params as { pattern?: string; limit?: number };
  if (e.keyword === 'pattern') return PATTERNS[p.pattern ?? ''];
  if (e.keyword === 'minLength' && p.limit === 1) return 'must not be empty';
  if (e.keyword === 'maxLength') return `must be at most ${p.limit} characters`;
  return undefined;
}
