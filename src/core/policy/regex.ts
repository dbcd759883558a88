/**
 * Policy regular expressions (SPEC §2.1): RE2 syntax on a linear-time engine (re2js, docs/decisions/017),
 * never a backtracking one — a pattern merged by one maintainer must not be able to freeze the evaluator
 * on a few dozen hostile bytes. The one compile function for every regex a policy holds: `deny-patterns`
 * gates, and context `must_keep` items.
 */
import { RE2JS } from 're2js';
import { describeError, LoopgovError } from '../errors.js';
import { requiredLiteral } from './regex-literal.js';

/**
 * The flags a policy regex may carry: `i` case-insensitive, `m` `^`/`$` at line breaks, `s` `.` matches a
 * newline, `u` accepted and meaningless (RE2 always matches Unicode code points). Anything else — `g` and
 * `y` (stateful), `x`, a flag twice — is refused.
 */
export const REGEX_FLAGS = ['i', 'm', 's', 'u'] as const;

const FLAG_BITS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  u: 0,
};

/** A compiled policy regex: `test` is an unanchored search in time linear in the input. */
export interface PolicyRegex {
  readonly source: string;
  readonly flags: string;
  /**
   * ASCII text every match contains, lower-cased (`requiredLiteral`), or null: a text whose
   * `foldAsciiCase` lacks it cannot match (a prefilter, decision 095).
   */
  readonly literal: string | null;
  test(text: string): boolean;
}

/** Why a pattern is refused, and which of its two fields is to blame. */
export interface RegexProblem {
  field: 'regex' | 'flags';
  message: string;
}

const cache = new Map<string, PolicyRegex | RegexProblem>();

/**
 * Compiles `source` (RE2 syntax) with `flags`; throws `ERR_POLICY_REGEX` saying why RE2 refuses it
 * (backreferences, lookaround, an unknown flag…). Compiled patterns are cached: call it freely.
 *
 * @example
 * compilePolicyRegex('ignore (all )?previous instructions', 'i').test('IGNORE previous instructions') // true
 */
export function compilePolicyRegex(source: string, flags = ''): PolicyRegex {
  const hit = lookup(source, flags);
  if ('field' in hit) throw new LoopgovError('ERR_POLICY_REGEX', `${hit.field}: ${hit.message}`);
  return hit;
}

/**
 * Why `compilePolicyRegex` would refuse the pattern, or null when it compiles: validation reports it at
 * the pattern's own file, line and field.
 *
 * @example
 * policyRegexProblem('(a)\\1') // { field: 'regex', message: 'not RE2 syntax: … (backreferences …)' }
 */
export function policyRegexProblem(source: string, flags = ''): RegexProblem | null {
  const hit = lookup(source, flags);
  return 'field' in hit ? hit : null;
}

function lookup(source: string, flags: string): PolicyRegex | RegexProblem {
  const key = `${flags}/${source}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = compileUncached(source, flags);
    if (cache.size > 10_000) cache.clear(); // bounded: policies are small, hostile callers are not
    cache.set(key, hit);
  }
  return hit;
}

function compileUncached(source: string, flags: string): PolicyRegex | RegexProblem {
  let bits = 0;
  const seen = new Set<string>();
  for (const f of flags) {
    if (!(f in FLAG_BITS)) {
      return { field: 'flags', message: `flag "${f}" is not allowed (allowed: ${REGEX_FLAGS.join(', ')})` };
    }
    if (seen.has(f)) return { field: 'flags', message: `flag "${f}" is given twice` };
    seen.add(f);
    bits |= FLAG_BITS[f]!;
  }
  try {
    const re = RE2JS.compile(source, bits);
    return { source, flags, literal: requiredLiteral(source), test: (text) => re.test(text) };
  } catch (e) {
    return { field: 'regex', message: `not RE2 syntax: ${explain(source, e)}` };
  }
}

/** re2js says "invalid escape sequence: `\1`"; say what construct that is and why it is refused. */
function explain(source: string, e: unknown): string {
  const raw = describeError(e).replace(/^error parsing regexp: /, '');
  if (/\\[1-9]|\\k</.test(source)) return `${raw} (backreferences cannot be matched in linear time)`;
  if (/\(\?<?[=!]/.test(source)) return `${raw} (lookaround cannot be matched in linear time)`;
  return raw;
}
