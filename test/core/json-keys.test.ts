// Duplicate keys in JSON text (decision 123): found wherever they are, escaped or not, and never
// claimed where an object's keys are distinct — checked against a reader that sees every member.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duplicateKeyProblem } from '../../src/core/json-keys.js';

describe('duplicateKeyProblem', () => {
  it.each([
    ['{"tokens":999999,"tokens":1}', 'tokens', '/tokens'],
    ['{"step":2,"step":9}', 'step', '/step'],
    ['{"artifact":{"base64":"eA==","base64":"eQ=="}}', 'base64', '/artifact/base64'],
    ['{"a":[{"x":1},{"x":2,"y":"\\\\\\"","x":3}]}', 'x', '/a/1/x'],
    ['{"tok\\u0065ns":1,"tokens":2}', 'tokens', '/tokens'],
    ['[1, 2, {"a/b~": 1, "a/b~": 2}]', 'a/b~', '/2/a~1b~0'],
    ['{ "s" : "a\\\\" , "s" : 1 }', 's', '/s'],
    ['{"__proto__":1,"__proto__":2}', '__proto__', '/__proto__'],
  ])('%s: the key %s at %s', (text, key, at) => {
    expect(duplicateKeyProblem(text)).toBe(
      `has the key ${JSON.stringify(key)} twice in one object (at ${at}): a key may appear once, so that every JSON reader takes the same value`,
    );
  });

  it.each([
    '{"a":{"b":1},"b":2}',
    '{"a":"\\"a\\":1,\\"a\\":2"}',
    '[{"a":1},{"a":2}]',
    '{}',
    '"x"',
    '42',
    '{"a":"\\\\","b":"\\\\\\\\"}',
  ])('%s: none', (text) => {
    expect(duplicateKeyProblem(text)).toBeNull();
  });

  it('agrees with a reader that sees every member, on random JSON', () => {
    // Objects as member lists, so that a duplicate can be written; keys from a small alphabet (with
    // characters that need escaping) make duplicates common.
    type Value = null | number | string | Value[] | { members: [string, Value][] };
    const key = fc.constantFrom('a', 'b', '"', '\\', 'é', '/', '~');
    const { value } = fc.letrec<{ value: Value }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constant(null),
        fc.integer(),
        fc.string(),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.record({ members: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }) }),
      ),
    }));
    const text = (v: Value): string =>
      v !== null && typeof v === 'object' && !Array.isArray(v)
        ? `{${v.members.map(([k, m]) => `${JSON.stringify(k)}: ${text(m)}`).join(' ,')}}`
        : Array.isArray(v)
          ? `[${v.map(text).join(',')}]`
          : JSON.stringify(v);
    const hasDuplicate = (v: Value): boolean =>
      Array.isArray(v)
        ? v.some(hasDuplicate)
        : v !== null && typeof v === 'object'
          ? new Set(v.members.map(([k]) => k)).size < v.members.length ||
            v.members.some(([, m]) => hasDuplicate(m))
          : false;
    fc.assert(
      fc.property(value, (v) => {
        const t = text(v);
        JSON.parse(t); // well-formed, as the callers guarantee
        expect(duplicateKeyProblem(t) !== null).toBe(hasDuplicate(v));
      }),
      { numRuns: 2000 },
    );
  });

  it('is linear: a 16 MiB string value and 100 000 keys take milliseconds, not seconds', () => {
    const big = `{"artifact":${JSON.stringify('x\\"'.repeat(4 << 20))},"tokens":1}`;
    const many = `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":${i}`).join(',')},"k7":0}`;
    const t0 = performance.now();
    expect(duplicateKeyProblem(big)).toBeNull();
    expect(duplicateKeyProblem(many)).toMatch(/"k7" twice/);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});
