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

/** Escapes that stand for one class or assertion (or one control character): a break in a literal. */
const SIMPLE_ESCAPES = new Set('dDsSwWbBAzCaftnrv');
const REPEAT = /^\d+(,\d*)?$/;
const FLAG_GROUP = /^\(\?[A-Za-z-]*\)/;
const QUANTIFIER = new Set('?*+{');
/** Longer literals are cut (any part of a required run is required too): the search stays cheap. */
const MAX_LITERAL = 64;

/**
 * The longest required ASCII literal of `source` (RE2 syntax), lower-cased, or null when none is certain.
 *
 * @example
 * requiredLiteral('ignore (all )?previous instructions') // 'previous instructions'
 * requiredLiteral('a|b') // null
 */
export function requiredLiteral(source: string): string | null {
  let best = '';
  let run = '';
  let depth = 0;
  const cut = () => {
    if (run.length > best.length) best = run;
    run = '';
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      const skip = escapeLength(source, i);
      if (skip === null) return null;
      cut();
      i += skip - 1;
      continue;
    }
    if (c === '[') {
      const end = classEnd(source, i);
      if (end === null) return null;
      cut();
      i = end;
      continue;
    }
    if (c === '(') {
      cut();
      // An inline flag group `(?i)` is no atom: a quantifier after it applies to what came before
      // (RE2 reads `a(?s)*` as `a*`). Rare enough to give up on.
      const flagGroup = FLAG_GROUP.exec(source.slice(i));
      if (flagGroup && depth === 0 && QUANTIFIER.has(source[i + flagGroup[0].length] ?? '')) return null;
      depth++;
      continue;
    }
    if (c === ')') {
      depth--;
      continue;
    }
    if (depth > 0) continue;
    if (c === '|') return null;
    if (c === '?' || c === '*' || c === '+') {
      run = run.slice(0, -1);
      cut();
      continue;
    }
    if (c === '{') {
      // A repeat `{n}`, `{n,}`, `{n,m}` applies to the character before; anything else is a literal `{`.
      run = run.slice(0, -1);
      cut();
      const close = source.indexOf('}', i);
      if (close !== -1 && REPEAT.test(source.slice(i + 1, close))) i = close;
      continue;
    }
    if (c === '.' || c === '^' || c === '$' || c.charCodeAt(0) > 0x7e || c.charCodeAt(0) < 0x20) {
      cut();
      continue;
    }
    run += c;
  }
  cut();
  return best.length === 0 ? null : best.slice(0, MAX_LITERAL).toLowerCase();
}

/** How many characters the escape at `i` spans, or null for one this scan does not vouch for. */
function escapeLength(source: string, i: number): number | null {
  const e = source[i + 1];
  if (e === undefined) return null;
  if (!/[0-9A-Za-z]/.test(e)) return 2; // an escaped punctuation character
  if (SIMPLE_ESCAPES.has(e)) return 2;
  if (e === 'p' || e === 'P' || e === 'x') {
    if (source[i + 2] === '{') {
      const close = source.indexOf('}', i + 2);
      return close === -1 ? null : close - i + 1;
    }
    return e === 'x' ? 4 : 3; // \xHH, \pL
  }
  return null; // \Q…\E, octal, anything else
}

/** Index of the `]` that closes the class opened at `i`, or null when there is none. */
function classEnd(source: string, i: number): number | null {
  let j = i + 1;
  if (source[j] === '^') j++;
  if (source[j] === ']') j++; // a `]` first is a member
  for (; j < source.length; j++) {
    const c = source[j];
    if (c === ']') return j;
    if (c === '\\') {
      const skip = escapeLength(source, j);
      if (skip === null) return null;
      j += skip - 1;
    } else if (c === '[' && source[j + 1] === ':') {
      const close = source.indexOf(':]', j + 2);
      if (close === -1) return null;
      j = close + 1;
    }
  }
  return null;
}

/**
 * `text` with ASCII case folded the way RE2's `i` folds onto ASCII letters: lower case, and the two
 * non-ASCII characters whose case orbit holds an ASCII letter (U+017F ſ ~ s; U+212A Kelvin ~ k, which
 * `toLowerCase` already maps) mapped onto it. Each character maps to one, so a literal contained in
 * a match is contained in the folded text.
 *
 * @example
 * foldAsciiCase('Previou\u017f') // 'previous'
 */
export function foldAsciiCase(text: string, ascii: boolean): string {
  const lower = text.toLowerCase();
  return ascii ? lower : lower.replace(LONG_S, 's');
}
const LONG_S = /\u017f/g;
