// SPEC §2.1 / REDTEAM round 2: policy regexes are RE2 on a linear-time engine. Validation refuses what RE2
// cannot compile (with file, line and field); a catastrophic-backtracking pattern decides in linear time.
import { describe, expect, it } from 'vitest';
import { LoopgovError } from '../../../src/core/errors.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import { compilePolicyRegex, policyRegexProblem } from '../../../src/core/policy/regex.js';
import { evaluatePureGate } from '../../../src/core/run/gates.js';

const FILE = 'policies/loop-policy.yaml';
const policyWith = (pattern: string) =>
  `apiVersion: loopgov/v1\nkind: LoopPolicy\ndefaults:\n  gates:\n    - id: deny\n      kind: deny-patterns\n      patterns:\n        - ${pattern}\n`;

function problems(content: string) {
  try {
    parsePolicySet([{ path: FILE, content }]);
  } catch (e) {
    expect(e).toBeInstanceOf(LoopgovError);
    return (e as LoopgovError).problems;
  }
  throw new Error('expected the policy to be refused');
}

describe('validation refuses what RE2 cannot compile, at file, line and field', () => {
  it.each([
    ['a backreference', String.raw`{regex: "(a)\\1"}`, 'regex', 'backreference'],
    ['a named backreference', String.raw`{regex: "(?P<x>a)\\k<x>"}`, 'regex', 'backreference'],
    ['a lookahead', '{regex: "^(?!.*done)"}', 'regex', 'lookaround'],
    ['a positive lookahead', '{regex: "a(?=b)"}', 'regex', 'lookaround'],
    ['a lookbehind', '{regex: "(?<=a)b"}', 'regex', 'lookaround'],
    ['a negative lookbehind', '{regex: "(?<!a)b"}', 'regex', 'lookaround'],
    ['an unbalanced group', '{regex: "("}', 'regex', 'not RE2 syntax'],
    ['a JS-only escape', String.raw`{regex: "\\cA"}`, 'regex', 'not RE2 syntax'],
    ['a repeat count over 1000', '{regex: "a{1001}"}', 'regex', 'not RE2 syntax'],
    ['a flag twice', '{regex: "a", flags: ii}', 'flags', 'twice'],
  ])('%s', (_name, pattern, field, fragment) => {
    const [p, ...more] = problems(policyWith(pattern));
    expect(more).toEqual([]);
    expect(p).toMatchObject({ file: FILE, line: 8, field: `/defaults/gates/0/patterns/0/${field}` });
    expect(p!.message).toContain(fragment);
  });

  it.each(['g', 'y', 'x', 'd', 'U'])('flag %s is refused by name', (flag) => {
    expect(policyRegexProblem('a', flag)).toEqual({
      field: 'flags',
      message: `flag "${flag}" is not allowed (allowed: i, m, s, u)`,
    });
  });

  it('compilePolicyRegex throws ERR_POLICY_REGEX for the same patterns', () => {
    expect(() => compilePolicyRegex('(a)\\1')).toThrow(expect.objectContaining({ code: 'ERR_POLICY_REGEX' }));
  });
});

describe('RE2 syntax and the allowed flags', () => {
  it.each([
    ['ignore (all )?previous instructions', 'i', 'IGNORE ALL previous instructions', true],
    ['^b', '', 'a\nb', false],
    ['^b', 'm', 'a\nb', true],
    ['a.b', '', 'a\nb', false],
    ['a.b', 's', 'a\nb', true],
    ['(?i)secret', '', 'SECRET', true],
    [String.raw`\p{Greek}+`, 'u', 'αβγ', true],
    ['[[:digit:]]{3}', '', 'ab123', true],
    ['(?P<key>BEGIN) (RSA|EC) PRIVATE KEY', '', 'BEGIN EC PRIVATE KEY', true],
    ['^.$', '', '😀', true],
  ])('/%s/%s on %j → %s', (source, flags, text, expected) => {
    expect(compilePolicyRegex(source, flags).test(text)).toBe(expected);
  });
});

// Patterns that take a backtracking engine (JS RegExp, PCRE) exponential or high-polynomial time on the
// inputs below. Each must decide here as fast as any other pattern: the test has vitest's own timeout and
// no timing assertion; bench/regex.bench.mjs prints the time.
const EVIL: [string, string][] = [
  ['(a+)+$', ''],
  ['(a|aa)+$', ''],
  ['(a|a?)+$', ''],
  ['^(a+)+b', ''],
  ['(.*a){12}', ''],
  ['^(\\w+\\s?)*$', ''],
  ['(x+x+)+y', ''],
  ['([a-zA-Z]+)*$', ''],
  ['^(([a-z])+.)+[A-Z]([a-z])+$', ''],
  ['(\\d+|\\d+\\.)*\\.$', ''],
];
const HOSTILE: [string, string][] = [
  ['a×40 then !', `${'a'.repeat(40)}!`],
  ['x×5000', 'x'.repeat(5000)],
  ['word space ×2000 then !', `${'ab '.repeat(2000)}!`],
  ['digits ×3000', '1'.repeat(3000)],
  ['a×100 000 then !', `${'a'.repeat(100_000)}!`],
];

describe('a catastrophic-backtracking pattern plus a hostile artifact decides at once', () => {
  const cases = EVIL.flatMap(([source, flags]) =>
    HOSTILE.map(([name, text]) => [source, name, flags, text] as const),
  );
  it.each(cases)('/%s/ on %s', (source, _name, flags, text) => {
    const gate = {
      id: 'deny',
      kind: 'deny-patterns' as const,
      on_match: 'DENY' as const,
      patterns: [{ regex: source, flags }],
    };
    const verdict = evaluatePureGate(gate, new TextEncoder().encode(text)).verdict;
    // The verdict a backtracking engine would reach, given forever: computed on a short prefix-shape
    // of the same input, where backtracking is cheap (the patterns above match or not by shape alone).
    expect(verdict).toBe(referenceVerdict(source, text));
  });
});

/** JS RegExp on a short input of the same shape (a run of the same unit, then the same tail). */
function referenceVerdict(source: string, text: string): 'DENY' | 'PASS' {
  const unit = text.startsWith('ab ') ? 'ab ' : text[0]!;
  const tail = text.endsWith('!') ? '!' : '';
  const short = `${unit.repeat(14)}${tail}`;
  return new RegExp(source).test(short) ? 'DENY' : 'PASS';
}
