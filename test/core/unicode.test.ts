import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allWellFormed,
  describeLoneSurrogate,
  keepFirst,
  keepLast,
  loneSurrogate,
  toWellFormed,
  toWellFormedDeep,
  wellFormed,
} from '../../src/core/unicode.js';

// Strings rich in surrogate pairs (and, for the repair, lone halves).
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('a', 'é', '😀', '𝄞'),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)),
  ),
  maxLength: 40,
});
const wellFormedText = fc.string({ unit: fc.constantFrom('a', 'é', '😀', '𝄞', '\n'), maxLength: 40 });

describe('cutting text on code points', () => {
  it('keepFirst / keepLast never split a pair: a prefix / suffix of max or max - 1 units', () => {
    fc.assert(
      fc.property(wellFormedText, fc.nat(45), (s, max) => {
        const first = keepFirst(s, max);
        const last = keepLast(s, max);
        expect(wellFormed(first) && wellFormed(last)).toBe(true);
        expect(s.startsWith(first) && s.endsWith(last)).toBe(true);
        for (const cut of [first, last]) {
          expect(cut.length === Math.min(s.length, max) || cut.length === max - 1).toBe(true);
        }
      }),
    );
  });

  it('cuts a pair at the boundary by one unit', () => {
    expect(keepFirst('ab😀', 3)).toBe('ab');
    expect(keepLast('😀ab', 3)).toBe('ab');
    expect(keepFirst('ab😀', 4)).toBe('ab😀');
    expect(keepLast('x😀ab', 4)).toBe('😀ab');
  });
});

describe('finding and repairing lone surrogates', () => {
  it('loneSurrogate finds one exactly when the string is not well-formed, and repair removes it', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(loneSurrogate(s) === null).toBe(wellFormed(s));
        expect(allWellFormed({ k: [s] })).toBe(wellFormed(s));
        expect(wellFormed(toWellFormed(s))).toBe(true);
      }),
    );
  });

  it('toWellFormedDeep repairs every string and key, and returns well-formed data itself', () => {
    const ok = { a: ['😀', 1, null], b: new Uint8Array([1]) };
    expect(toWellFormedDeep(ok)).toBe(ok);
    expect(toWellFormedDeep({ a: ['x\ud800', 2], '\udc00k': { n: null } })).toEqual({
      a: ['x\ufffd', 2],
      '\ufffdk': { n: null },
    });
    fc.assert(fc.property(fc.array(text), (xs) => allWellFormed(toWellFormedDeep({ xs }))));
  });

  it('names the field as a JSON pointer, keys included', () => {
    expect(describeLoneSurrogate(loneSurrogate({ a: [{ 'b/c': 'x\ud800' }] })!)).toBe(
      '/a/0/b~1c holds a lone surrogate (U+D800 at index 1): strings must be well-formed Unicode',
    );
    expect(loneSurrogate({ ok: '😀', '\udc00': 1 })).toEqual({
      field: '/\udc00 (key)',
      unit: 0xdc00,
      index: 0,
    });
    expect(loneSurrogate(new Uint8Array([0xed, 0xa0, 0x80]))).toBeNull(); // bytes are not text
  });
});
