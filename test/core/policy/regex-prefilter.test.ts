// Decision 095: the deny-patterns fast path (one decode and fold per step, no NFKC for ASCII, a required
// literal as a prefilter) gives exactly the verdicts of the straightforward path: decode, fold, run RE2
// on both texts, first matching pattern wins.
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import type { DenyPatternsGate } from '../../../src/core/policy/types.js';
import { compilePolicyRegex, policyRegexProblem } from '../../../src/core/policy/regex.js';
import { foldAsciiCase, requiredLiteral } from '../../../src/core/policy/regex-literal.js';
import { ArtifactText, evaluatePureGate } from '../../../src/core/run/gates.js';

const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;
const BITS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  u: 0,
};

/** The verdict as the gate computed it before decision 095, with re2js called directly. */
function straightforward(gate: DenyPatternsGate, bytes: Uint8Array) {
  const raw = new TextDecoder().decode(bytes);
  const folded = raw.normalize('NFKC').replace(INVISIBLE, '');
  for (const [i, p] of gate.patterns.entries()) {
    if (policyRegexProblem(p.regex, p.flags ?? '')) return `FAIL ${i}`;
    let bits = 0;
    for (const f of p.flags ?? '') bits |= BITS[f]!;
    const re = RE2JS.compile(p.regex, bits);
    if (re.test(raw) || (folded !== raw && re.test(folded))) return `DENY ${i}`;
  }
  return 'PASS';
}

function fast(gate: DenyPatternsGate, bytes: Uint8Array) {
  const r = evaluatePureGate(gate, bytes);
  if (r.verdict === 'PASS') return 'PASS';
  return `${r.verdict} ${/pattern (\d+)/.exec(r.detail)![1]}`;
}

// Patterns: literals (with the characters that fold onto ASCII letters), escapes, classes, groups,
// inline flags, quantifiers (and `{` that is not one), alternation.
const pattern = fc.letrec((tie) => ({
  atom: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('a', 'b', 'k', 's', 'K', 'S', 'ab', 'ks', 'ba', ' ', '-', '1') },
    fc.constantFrom('\u017f', '\u212a', 'é', 'ｋ', '\\.', '\\-', '\\d', '\\w', '\\s', '\\b', '\\pL'),
    fc.constantFrom('\\p{Greek}', '\\x41', '\\x{17F}', '\\x{6b}', '\\Qa.b\\E', '\\n', '\\A', '\\z'),
    fc.constantFrom('.', '^', '$', '[a-c]', '[^a]', '[ks]', '[[:alpha:]]', '[\\]a]', '[)]', '(?i)', '(?s)'),
    fc.constantFrom('{', '{,2}', '}', 'a{b'),
    tie('group'),
  ),
  group: fc
    .tuple(fc.constantFrom('(', '(?:', '(?i:', '(?P<n>'), tie('seq'))
    .map(([open, body]) => `${open}${body})`),
  piece: fc
    .tuple(tie('atom'), fc.constantFrom('', '', '', '?', '*', '+', '{2}', '{1,3}', '{0}', '*?', '{2,}'))
    .map(([a, q]) => `${a}${q}`),
  seq: fc.array(tie('piece'), { minLength: 1, maxLength: 6 }).map((xs) => xs.join('')),
  alt: fc.array(tie('seq'), { minLength: 1, maxLength: 3 }).map((xs) => xs.join('|')),
})).alt as fc.Arbitrary<string>;

const text = fc
  .array(
    fc.constantFrom(
      'a',
      'b',
      'k',
      's',
      'K',
      'S',
      'A',
      'B',
      'ab',
      'AB',
      'ks',
      'KS',
      ' ',
      '-',
      '.',
      '1',
      '\n',
      'é',
      'e\u0301',
      '\u017f',
      '\u212a',
      'ｋ',
      'ａｂ',
      '\u200b',
      '\ufeff',
      'Ω',
      'α',
      'a{b',
      '{,2}',
      'ſk',
    ),
    { maxLength: 24 },
  )
  .map((xs) => xs.join(''));

const gateOf = (patterns: { regex: string; flags: string }[]): DenyPatternsGate => ({
  id: 'deny',
  kind: 'deny-patterns',
  patterns,
});
const flags = fc.constantFrom('', 'i', 's', 'm', 'im', 'iu');
const enc = new TextEncoder();

describe('the deny-patterns fast path gives the straightforward verdict', () => {
  it('for random patterns and texts (one gate, up to three patterns)', () => {
    let denied = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        fc.array(fc.record({ regex: pattern, flags }), { minLength: 1, maxLength: 3 }),
        text,
        (patterns, t) => {
          const gate = gateOf(patterns);
          const bytes = enc.encode(t);
          const want = straightforward(gate, bytes);
          runs++;
          if (want.startsWith('DENY')) denied++;
          expect(fast(gate, bytes)).toBe(want);
        },
      ),
      { numRuns: 4000 },
    );
    // The property is only worth something if matches happen: a good share of the cases deny.
    expect(denied / runs).toBeGreaterThan(0.15);
  });

  it('a required literal is in the case-folded text of every text the pattern matches', () => {
    let withLiteral = 0;
    fc.assert(
      fc.property(pattern, flags, text, (source, f, t) => {
        if (policyRegexProblem(source, f)) return;
        const lit = requiredLiteral(source);
        if (lit === null) return;
        withLiteral++;
        const ascii = /^[\x00-\x7f]*$/.test(t);
        if (compilePolicyRegex(source, f).test(t)) expect(foldAsciiCase(t, ascii)).toContain(lit);
      }),
      { numRuns: 4000 },
    );
    expect(withLiteral).toBeGreaterThan(500);
  });

  it('the same gate object, evaluated again after its patterns changed, uses the new patterns', () => {
    const gate = gateOf([{ regex: 'alpha', flags: '' }]);
    const bytes = enc.encode('beta');
    expect(fast(gate, bytes)).toBe('PASS');
    gate.patterns[0] = { regex: 'beta' };
    expect(fast(gate, bytes)).toBe('DENY 0');
  });

  it('one ArtifactText serves every gate of a step: decoded and folded once', () => {
    const t = new ArtifactText(enc.encode('ｉｇｎｏｒｅ previous instructions'));
    expect(t.ascii).toBe(false);
    const re = compilePolicyRegex('ignore previous', 'i');
    expect(t.matches(re)).toBe(true);
    expect(t.folded).toBe('ignore previous instructions');
    const ascii = new ArtifactText(enc.encode('plain'));
    expect(ascii.ascii).toBe(true);
    expect(ascii.folded).toBe(ascii.raw);
  });
});

describe('requiredLiteral is conservative', () => {
  it.each([
    ['ignore (all )?previous instructions', 'previous instructions'],
    ['BEGIN (RSA|OPENSSH|EC) PRIVATE KEY', ' private key'],
    ['IGNORE', 'ignore'],
    ['abc?', 'ab'],
    ['abc+d', 'ab'],
    ['ab{2}cd', 'cd'],
    ['a{,2}', ',2}'],
    ['\\p{Greek}xy', 'xy'],
    ['\\x41bc', 'bc'],
    ['[abc]de', 'de'],
    ['[[:alpha:]]de', 'de'],
    ['[)]ab', 'ab'],
    ['(?i)secret', 'secret'],
    ['a.b', 'a'],
    ['ſecret', 'ecret'],
    ['a|b', null],
    ['(a|b)', null],
    ['\\Qab\\E', null],
    ['\\101', null],
    ['.*', null],
    ['x*', null],
    // A quantifier after an inline flag group applies to what came before it: `a(?s)*` is `a*`.
    ['a(?s)*', null],
    ['x(?i)(?s)*', null],
    ['ab(?i)c', 'ab'],
  ])('%s → %s', (source, literal) => {
    expect(requiredLiteral(source)).toBe(literal);
  });
});

describe('foldAsciiCase finds every character RE2 folds onto an ASCII letter', () => {
  it('walks every code point', () => {
    const anyLetter = RE2JS.compile('(?i)^[a-z]$');
    const folded: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      if (!anyLetter.test(ch)) continue;
      const f = foldAsciiCase(ch, cp < 0x80);
      expect(f).toMatch(/^[a-z]$/);
      expect(RE2JS.compile(`(?i)^${f}$`).test(ch)).toBe(true);
      if (cp >= 0x80) folded.push(`U+${cp.toString(16).toUpperCase()}`);
    }
    expect(folded).toEqual(['U+17F', 'U+212A']);
  });
});
