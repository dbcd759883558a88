import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENESIS_PREV, linkRecord } from '../../../src/lib.js';
import { scanCanonicalLine } from '../../../src/core/trace/scan.js';
import { AT } from './helpers.js';

/** The oracle: is `line` exactly the canonical JSON of its record plus the hash member? */
function isCanonicalLine(line: string): boolean {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(line);
  } catch {
    return false;
  }
  if (rec === null || typeof rec !== 'object' || Array.isArray(rec) || typeof rec.hash !== 'string')
    return false;
  const { hash, ...rest } = rec;
  let c: string | undefined;
  try {
    c = canonicalize(rest);
  } catch {
    return false;
  }
  return c !== undefined && c !== '{}' && line === `${c.slice(0, -1)},"hash":"${hash}"}`;
}

const body = fc
  .dictionary(
    fc.string({ maxLength: 5, unit: 'binary' }),
    fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }),
    { maxKeys: 6 },
  )
  .map((extra) => {
    const b: Record<string, unknown> = { ...extra, type: 'iteration', run_id: 'r1', at: AT };
    delete b.index;
    delete b.prev;
    delete b.hash;
    return b;
  });

describe('scanCanonicalLine', () => {
  const good = linkRecord(
    { type: 'iteration', run_id: 'r1', at: AT, step: 1.5, n: { b: [1, 'é\n', null], a: true } },
    GENESIS_PREV,
    3,
  );

  it('reads the envelope and the hashed bytes off a canonical line', () => {
    const env = scanCanonicalLine(good.line)!;
    expect(env).toMatchObject({
      type: 'iteration',
      run_id: 'r1',
      at: AT,
      index: 3,
      prev: GENESIS_PREV,
      hash: good.record.hash,
    });
    const { hash: _h, ...rest } = good.record;
    expect(`${good.line.slice(0, env.canonicalEnd)}}`).toBe(canonicalize(rest));
  });

  it.each([
    ['whitespace', (l: string) => l.replace('"step":1.5', '"step": 1.5')],
    ['a non-shortest number', (l: string) => l.replace('"step":1.5', '"step":1.50')],
    ['an exponent JCS would not write', (l: string) => l.replace('"step":1.5', '"step":15e-1')],
    ['-0', (l: string) => l.replace('"step":1.5', '"step":-0')],
    ['a duplicate key', (l: string) => l.replace('"step":1.5', '"step":1.5,"step":1.5')],
    ['unsorted keys', (l: string) => l.replace('"index":3,', '').replace('"at":', '"index":3,"at":')],
    [
      'unsorted nested keys',
      (l: string) => l.replace('{"a":true,"b":[1,"é\\n",null]}', '{"b":[1,"é\\n",null],"a":true}'),
    ],
    ['an escaped solidus', (l: string) => l.replace('"r1"', '"r\\/1"')],
    ['a \\u escape of a printable', (l: string) => l.replace('"r1"', '"\\u0072\\u0031"')],
    ['a \\u escape with a short form', (l: string) => l.replace('é\\n', 'é\\u000a')],
    ['a lone surrogate escape', (l: string) => l.replace('é', '\\ud800')],
    [
      'hash not last',
      (l: string) => l.replace(/,"hash":"([0-9a-f]+)"}$/, '}').replace('{', `{"hash":"${good.record.hash}",`),
    ],
    ['trailing bytes', (l: string) => `${l} `],
    ['a truncated line', (l: string) => l.slice(0, -3)],
  ])('refuses %s (the slow path decides)', (_name, mutate) => {
    const line = mutate(good.line);
    expect(line).not.toBe(good.line);
    expect(scanCanonicalLine(line)).toBeNull();
  });

  it('accepts what linkRecord writes, with exactly canonicalize’s bytes', () => {
    let accepted = 0;
    fc.assert(
      fc.property(body, (b) => {
        const { record, line } = linkRecord(b as never, GENESIS_PREV, 7);
        const env = scanCanonicalLine(line);
        if (env === null) return; // allowed: escaped keys go to the slow path
        accepted++;
        const { hash: _h, ...rest } = record;
        expect(`${line.slice(0, env.canonicalEnd)}}`).toBe(canonicalize(rest));
        expect(env.hash).toBe(record.hash);
      }),
      { numRuns: 500 },
    );
    expect(accepted).toBeGreaterThan(250);
  });

  it('never accepts a line that is not canonical (random edits of canonical lines)', () => {
    const alphabet = [
      ' ',
      '"',
      '\\',
      ',',
      ':',
      '{',
      '}',
      '[',
      ']',
      '0',
      '1',
      '-',
      '.',
      'e',
      'E',
      '+',
      'a',
      'u',
      '\n',
      '\u00e9',
      '\ud83d',
      '\ude00',
    ];
    const edit = fc.record({
      kind: fc.constantFrom('insert', 'delete', 'replace', 'swap'),
      at: fc.nat(),
      ch: fc.constantFrom(...alphabet),
    });
    fc.assert(
      fc.property(body, fc.array(edit, { minLength: 1, maxLength: 3 }), (b, edits) => {
        let line = linkRecord(b as never, GENESIS_PREV, 2).line;
        for (const e of edits) {
          const i = e.at % (line.length + 1);
          if (e.kind === 'insert') line = line.slice(0, i) + e.ch + line.slice(i);
          else if (e.kind === 'delete') line = line.slice(0, i) + line.slice(i + 1);
          else if (e.kind === 'replace') line = line.slice(0, i) + e.ch + line.slice(i + 1);
          else line = line.slice(0, i) + line.slice(i + 1, i + 2) + line.slice(i, i + 1) + line.slice(i + 2);
        }
        if (scanCanonicalLine(line) !== null) expect(isCanonicalLine(line)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
