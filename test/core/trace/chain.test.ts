import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJsonFast } from '../../../src/core/trace/chain.js';
import { checkLine, GENESIS_PREV, hashRecord, linkRecord, sha256Hex } from '../../../src/lib.js';
import { AT } from './helpers.js';

describe('hashRecord / linkRecord', () => {
  it('hashes the RFC 8785 canonical JSON without the hash field', () => {
    const rec = { type: 'run_end', run_id: 'r1', at: AT, index: 2, prev: GENESIS_PREV, z: 1, a: [1.5, 'é'] };
    const expected = sha256Hex(canonicalize(rec) as string);
    expect(hashRecord(rec)).toBe(expected);
    expect(hashRecord({ ...rec, hash: 'f'.repeat(64) })).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('links a body and writes the hash as the last member of a canonical line', () => {
    const { record, line } = linkRecord(
      { type: 'run_start', run_id: 'r1', at: AT, b: 2, a: 1 },
      GENESIS_PREV,
      0,
    );
    expect(record.index).toBe(0);
    expect(record.prev).toBe(GENESIS_PREV);
    expect(line).toBe(
      `{"a":1,"at":"${AT}","b":2,"index":0,"prev":"${GENESIS_PREV}","run_id":"r1","type":"run_start","hash":"${record.hash}"}`,
    );
    expect(record.hash).toBe(hashRecord(record));
  });

  it.each([
    ['sets index', { index: 3 }],
    ['sets prev', { prev: GENESIS_PREV }],
    ['sets hash', { hash: 'x' }],
    ['has a bad type', { type: 'nope' }],
    ['holds a NaN', { n: Number.NaN }],
    ['holds a lone surrogate', { s: '\ud800' }],
  ])('refuses a body that %s', (_name, extra) => {
    const body = { type: 'iteration', run_id: 'r1', at: AT, ...extra } as never;
    expect(() => linkRecord(body, GENESIS_PREV, 1)).toThrow(expect.objectContaining({ code: 'ERR_TRACE' }));
  });
});

describe('canonicalJsonFast', () => {
  it('writes exactly what the reference canonicalize writes', () => {
    const value = fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' });
    const withUndefined = fc.dictionary(fc.string({ unit: 'binary' }), fc.option(value, { nil: undefined }));
    fc.assert(
      fc.property(fc.oneof(value, withUndefined), (v) => {
        expect(canonicalJsonFast(v)).toBe(canonicalize(v));
      }),
      { numRuns: 2000 },
    );
    expect(canonicalJsonFast([undefined, 1e21, -0, 1.5e-7, { b: 1, a: [] }])).toBe(
      canonicalize([undefined, 1e21, -0, 1.5e-7, { b: 1, a: [] }]),
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '\ud800', { ['\udc00']: 1 }, 10n, () => 1])(
    'refuses %s',
    (v) => {
      expect(() => canonicalJsonFast(v)).toThrow(expect.objectContaining({ code: 'ERR_TRACE' }));
    },
  );
});

describe('checkLine', () => {
  const good = linkRecord(
    { type: 'iteration', run_id: 'r1', at: AT, step: 1, nested: { b: [1, { y: 1, x: 2 }], a: null } },
    GENESIS_PREV,
    1,
  );

  it('accepts the canonical layout, and only it: one record, one byte string', () => {
    expect(checkLine(good.line).ok).toBe(true);
    const pretty = JSON.stringify(JSON.parse(good.line), null, 2).replace(/\n/g, ' ');
    expect(checkLine(pretty)).toMatchObject({ ok: false, reason: 'hash' });
    const hashFirst = JSON.stringify({ hash: good.record.hash, ...JSON.parse(good.line) });
    expect(checkLine(hashFirst)).toMatchObject({ ok: false, reason: 'hash' });
  });

  it('takes the slow path for canonical lines JSON.stringify would reorder (integer-like keys)', () => {
    const { line } = linkRecord(
      { type: 'iteration', run_id: 'r1', at: AT, m: { '10': 1, '9': 2 } },
      GENESIS_PREV,
      1,
    );
    expect(line).toContain('{"10":1,"9":2}');
    expect(checkLine(line).ok).toBe(true);
  });

  it.each([
    ['not JSON', '{"type":', 'unparsable'],
    ['an array', '[1,2]', 'unparsable'],
    ['no hash', good.line.replace(/,"hash":"[0-9a-f]+"/, ''), 'unparsable'],
    ['a bad index', good.line.replace('"index":1', '"index":-1'), 'unparsable'],
    ['an edited field', good.line.replace('"step":1', '"step":2'), 'hash'],
    ['a duplicate key', good.line.replace('"step":1', '"step":1,"step":1'), 'hash'],
    ['a changed number form', good.line.replace('"step":1', '"step":1.0'), 'hash'],
  ])('rejects %s', (_name, line, reason) => {
    expect(checkLine(line)).toMatchObject({ ok: false, reason });
  });

  it('the fast path agrees with full canonicalization on arbitrary records', () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 6 }), (extra) => {
        const body = { ...extra, type: 'iteration', run_id: 'r1', at: AT } as Record<string, unknown>;
        delete body.index;
        delete body.prev;
        delete body.hash;
        const { record, line } = linkRecord(body as never, GENESIS_PREV, 4);
        expect(checkLine(line)).toMatchObject({ ok: true });
        // any edit of a value is caught
        const edited = line.replace('"type":"iteration"', '"type":"run_end"');
        expect(checkLine(edited).ok).toBe(false);
        expect(record.hash).toBe(hashRecord(record));
      }),
      { numRuns: 300 },
    );
  });
});
