// The append path's writer: one native JSON.stringify where the value is proven canonical, the full
// writer elsewhere. Every line must be byte for byte what the reference `canonicalize` gives.
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJsonFast } from '../../../src/core/trace/canonical.js';
import { sealRecord } from '../../../src/core/trace/chain.js';
import { CHAIN_SLOT, checkLine, GENESIS_PREV, linkRecord, sha256Hex } from '../../../src/lib.js';
import { AT } from './helpers.js';

/** The reference line: JCS of the record without `hash`, the hash member spliced in last. */
function referenceLine(body: Record<string, unknown>, prev: string, index: number): string {
  const c = canonicalize({ ...body, index, prev }) as string;
  return `${c.slice(0, -1)},"hash":"${sha256Hex(c)}"}`;
}

/** Keys that stress the proof: integer-like ones (iterate first), `__proto__`, escapes, near-duplicates. */
const key = fc.oneof(
  fc.string({ maxLength: 6, unit: 'binary' }),
  fc.constantFrom('10', '9', '0', '__proto__', 'a\\ud800', 'index0', 'prev ', 'hash2', '', 'é', '\u{1f600}'),
);
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.constantFrom('\\ud83d', 'C:\\udata', '\u2028', '\u0000', '"', 'x\ud800', '\udfff'),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  ),
  node: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(key, fc.option(tie('node'), { nil: undefined }), { maxKeys: 5 }),
  ),
})).node;

/** Bodies in arbitrary key order, and the same bodies with keys inserted in sorted order (the evaluator's). */
const body = fc
  .tuple(fc.dictionary(key, fc.option(value, { nil: undefined }), { maxKeys: 8 }), fc.boolean())
  .map(([extra, sortKeys]) => {
    const b: Record<string, unknown> = { ...extra, type: 'iteration', run_id: 'r1', at: AT };
    for (const k of ['index', 'prev', 'hash']) delete b[k];
    if (!sortKeys) return b;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(b).sort())
      Object.defineProperty(sorted, k, { value: b[k], enumerable: true, writable: true, configurable: true });
    return sorted;
  });

const throwsTrace = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code === 'ERR_TRACE';
  }
  return false;
};

describe('the append-path writer', () => {
  it('writes exactly the reference line (linkRecord and sealRecord), or refuses what JCS refuses', () => {
    fc.assert(
      fc.property(body, fc.nat({ max: 1e9 }), (b, index) => {
        let expected: string | null;
        try {
          expected = referenceLine(b, GENESIS_PREV, index);
        } catch {
          expected = null; // a lone surrogate somewhere: JCS refuses it, so must we
        }
        if (expected === null) {
          expect(throwsTrace(() => linkRecord(b as never, GENESIS_PREV, index))).toBe(true);
          expect(throwsTrace(() => sealRecord(b as never, GENESIS_PREV, index))).toBe(true);
          return;
        }
        const linked = linkRecord(b as never, GENESIS_PREV, index);
        expect(linked.line).toBe(expected);
        const sealed = sealRecord(b as never, GENESIS_PREV, index);
        expect(sealed.bytes.toString('utf8')).toBe(`${expected}\n`);
        expect(sealed.record).toEqual(linked.record);
        const checked = checkLine(linked.line);
        expect(checked.ok).toBe(true);
        // (what the line says: -0 reads back as 0)
        expect(checked.ok && checked.record).toEqual(JSON.parse(JSON.stringify(linked.record)));
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 3000) },
    );
  });

  it('canonicalJsonFast agrees with canonicalize on the same stressful values', () => {
    fc.assert(
      fc.property(value, (v) => {
        let expected: string | undefined | null;
        try {
          expected = canonicalize(v);
        } catch {
          expected = null; // lone surrogates
        }
        if (expected === null) expect(throwsTrace(() => canonicalJsonFast(v))).toBe(true);
        else expect(canonicalJsonFast(v)).toBe(expected);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 3000) },
    );
  });

  it('a body that hands itself over (CHAIN_SLOT) is filled in and becomes the record, same line', () => {
    fc.assert(
      fc.property(body, fc.nat({ max: 1e9 }), (b, index) => {
        let expected: string | null;
        try {
          expected = referenceLine(b, GENESIS_PREV, index);
        } catch {
          expected = null;
        }
        // the slots at their places in key order when the body's keys are sorted, at the end otherwise
        const owned: Record<string, unknown> = {};
        let placed = false;
        for (const k of Object.keys(b)) {
          if (!placed && k > 'index') {
            owned.index = CHAIN_SLOT;
            placed = true;
          }
          Object.defineProperty(owned, k, {
            value: b[k],
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        owned.index = CHAIN_SLOT;
        owned.prev = CHAIN_SLOT;
        if (expected === null) {
          expect(throwsTrace(() => sealRecord(owned as never, GENESIS_PREV, index))).toBe(true);
          return;
        }
        const sealed = sealRecord(owned as never, GENESIS_PREV, index);
        expect(sealed.bytes.toString('utf8')).toBe(`${expected}\n`);
        expect(sealed.record).toBe(owned);
        expect(sealed.record).toMatchObject({ index, prev: GENESIS_PREV });
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 3000) },
    );
  });

  it.each([
    ['index only', { index: CHAIN_SLOT }],
    ['prev only', { prev: CHAIN_SLOT }],
    ['a slot for hash', { index: CHAIN_SLOT, prev: CHAIN_SLOT, hash: CHAIN_SLOT }],
  ])('refuses a body with chain slots for %s', (_name, extra) => {
    const b = { type: 'iteration', run_id: 'r1', at: AT, ...extra } as never;
    expect(() => linkRecord(b, GENESIS_PREV, 1)).toThrow(expect.objectContaining({ code: 'ERR_TRACE' }));
  });

  it.each([
    ['a Date (toJSON)', { d: new Date(0) }],
    [
      'a class instance',
      {
        c: new (class X {
          y = 1;
        })(),
      },
    ],
    ['a null-prototype object', { n: Object.assign(Object.create(null), { b: 1, a: 2 }) }],
    ['integer-like keys', { m: { '10': 1, '9': 2, a: 3 } }],
    ['an own __proto__ key', JSON.parse('{"x":{"__proto__":1,"a":2}}')],
    ['a literal backslash before ud', { s: 'C:\\udata\\ud800' }],
    ['a well-formed surrogate pair', { s: '\u{1f600}' }],
    ['a symbol member (left out)', { s: Symbol('x'), t: 1 }],
    ['undefined in an array (null)', { a: [1, undefined, 3] }],
    ['-0 and exponents', { n: [-0, 1e21, 1.5e-7, 2 ** 53] }],
  ])('handles %s exactly as canonicalize', (_name, extra) => {
    const b = { type: 'iteration', run_id: 'r1', at: AT, ...extra } as never;
    expect(linkRecord(b, GENESIS_PREV, 7).line).toBe(referenceLine(b, GENESIS_PREV, 7));
  });

  it.each([
    ['NaN', { n: Number.NaN }],
    ['Infinity', { n: [Number.POSITIVE_INFINITY] }],
    ['a lone surrogate in a value', { s: 'a\ud800b' }],
    ['a lone surrogate in a key', { '\udc00': 1 }],
    ['a function', { f: () => 1 }],
    ['a bigint', { b: 10n }],
  ])('refuses %s with ERR_TRACE', (_name, extra) => {
    const b = { type: 'iteration', run_id: 'r1', at: AT, ...extra } as never;
    expect(() => sealRecord(b, GENESIS_PREV, 1)).toThrow(expect.objectContaining({ code: 'ERR_TRACE' }));
  });

  it('names the field that holds a lone surrogate', () => {
    const b = {
      type: 'iteration',
      run_id: 'r1',
      at: AT,
      gate: { results: [{ detail: 'x\udc00' }] },
    } as never;
    expect(() => sealRecord(b, GENESIS_PREV, 1)).toThrow(
      'record is not canonical JSON: lone surrogate: /gate/results/0/detail holds a lone surrogate (U+DC00 at index 1)',
    );
  });

  it('refuses a cycle with ERR_TRACE instead of overflowing', () => {
    const a: Record<string, unknown> = { x: 1 };
    a.self = a;
    const b = { type: 'iteration', run_id: 'r1', at: AT, a } as never;
    expect(() => sealRecord(b, GENESIS_PREV, 1)).toThrow(expect.objectContaining({ code: 'ERR_TRACE' }));
  });

  it('never changes the body it is given', () => {
    const b = { type: 'iteration', run_id: 'r1', at: AT, z: { b: 1, a: 2 }, c: [1] };
    const copy = structuredClone(b);
    sealRecord(b as never, GENESIS_PREV, 1);
    linkRecord(b as never, GENESIS_PREV, 1);
    expect(b).toStrictEqual(copy);
    expect(Object.keys(b.z)).toEqual(['b', 'a']);
  });

  it('with selfCheck, re-checks the finished line as a verifier would', () => {
    const b = { type: 'iteration', run_id: 'r1', at: AT, s: 'é\n' } as never;
    expect(sealRecord(b, GENESIS_PREV, 1, { selfCheck: true }).bytes.toString()).toBe(
      `${referenceLine(b, GENESIS_PREV, 1)}\n`,
    );
  });
});
