// SPEC §5 / REDTEAM round 2: lines are decoded as strict UTF-8. Invalid bytes make a line unparsable —
// even where a replacement decoder would have produced the very text that was hashed and checkpointed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLine, forEachLine, type TraceBody, verifyTraceFile } from '../../../src/lib.js';
import { loadTrustKeys } from '../../../src/io/trace/checkpoint.js';
import { decodeLine, firstInvalidUtf8 } from '../../../src/io/trace/utf8.js';
import { AT, linkAll } from '../../core/trace/helpers.js';
import { tempDir } from './helpers.js';

const REPLACEMENT = Buffer.from('\ufffd'); // EF BF BD

/** A whole run whose record 1 carries U+FFFD in a string field; returns its bytes and checkpoint. */
function traceWithReplacementChar() {
  const bodies: TraceBody[] = [
    { type: 'run_start', run_id: 'r1', at: AT },
    { type: 'iteration', run_id: 'r1', at: AT, step: 1, intent: 'fix \ufffd here', decision: 'CONTINUE' },
    { type: 'iteration', run_id: 'r1', at: AT, step: 2, intent: 'next', decision: 'CONTINUE' },
    { type: 'run_end', run_id: 'r1', at: AT, decision: 'HALT', reason: 'human' },
  ];
  const lines = linkAll(bodies);
  const head = JSON.parse(lines.at(-1)!).hash as string;
  return { bytes: Buffer.from(`${lines.join('\n')}\n`), checkpoint: { length: lines.length, head } };
}

// Byte strings a replacement decoder turns into U+FFFD (one or more): each replaces the real EF BF BD.
const INVALID: [string, number[]][] = [
  ['a lone 0xFF', [0xff]],
  ['a lone 0xFE', [0xfe]],
  ['a stray continuation byte', [0x80]],
  ['an overlong "/"', [0xc0, 0xaf]],
  ['an encoded surrogate (CESU-8)', [0xed, 0xa0, 0x80]],
  ['a cut 3-byte sequence', [0xe2, 0x82]],
  ['a code point above U+10FFFF', [0xf5, 0x80, 0x80, 0x80]],
  ['an overlong 4-byte NUL', [0xf0, 0x80, 0x80, 0x80]],
];

describe('invalid UTF-8 in a trace line', () => {
  it.each(INVALID)('%s where a U+FFFD was: unparsable, with and without the checkpoint', async (_n, bad) => {
    const { bytes, checkpoint } = traceWithReplacementChar();
    const at = bytes.indexOf(REPLACEMENT);
    const swapped = Buffer.concat([bytes.subarray(0, at), Buffer.from(bad), bytes.subarray(at + 3)]);
    // A replacement decoder cannot tell the two files apart: that is the attack.
    expect(swapped.toString('utf8').includes('\ufffd')).toBe(true);
    const traceDir = tempDir();
    const dir = join(traceDir, 'r1');
    mkdirSync(dir);
    writeFileSync(join(dir, 'trace.jsonl'), swapped);
    for (const opts of [{}, { checkpoint }]) {
      const report = await verifyTraceFile(traceDir, 'r1', opts);
      expect(report.ok).toBe(false);
      expect(report.finding).toMatchObject({ index: 1, reason: 'unparsable' });
      expect(report.finding!.message).toMatch(/not UTF-8: an ill-formed byte sequence at byte \d+ of \d+/);
    }
    const seen: unknown[] = [];
    await forEachLine(join(dir, 'trace.jsonl'), (line) => seen.push(line));
    expect(seen[1]).toMatchObject({ undecodable: 'utf-8' });
    expect(checkLine(seen[1] as never)).toMatchObject({ ok: false, reason: 'unparsable' });
  });

  it('the untouched trace verifies, against the checkpoint too', async () => {
    const { bytes, checkpoint } = traceWithReplacementChar();
    const traceDir = tempDir();
    mkdirSync(join(traceDir, 'r1'));
    writeFileSync(join(traceDir, 'r1', 'trace.jsonl'), bytes);
    expect((await verifyTraceFile(traceDir, 'r1', { checkpoint })).ok).toBe(true);
  });

  it('a BOM is kept as U+FEFF, never dropped: the line no longer parses', () => {
    const line = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]);
    expect(decodeLine(line)).toBe('\ufeff{"a":1}');
  });
});

// What a file converted on its way through git (core.autocrlf) or saved by Notepad looks like: still a
// failure (fail closed), but one that says why.
describe('a trace whose bytes were converted says how', () => {
  const write = (bytes: Buffer) => {
    const traceDir = tempDir();
    mkdirSync(join(traceDir, 'r1'));
    writeFileSync(join(traceDir, 'r1', 'trace.jsonl'), bytes);
    return traceDir;
  };

  it('CRLF line endings: record 0 is not canonical, and the CR is named', async () => {
    const { bytes } = traceWithReplacementChar();
    const report = await verifyTraceFile(
      write(Buffer.from(bytes.toString('utf8').replaceAll('\n', '\r\n'))),
      'r1',
    );
    expect(report.ok).toBe(false);
    expect(report.finding).toMatchObject({ index: 0, reason: 'hash' });
    expect(report.finding!.message).toBe(
      'line is not the canonical JSON of its record: the line ends with CR (\\r\\n line endings: was the file converted, e.g. by git core.autocrlf?)',
    );
  });

  it('a UTF-8 byte order mark (an editor that adds one): record 0 names it', async () => {
    const { bytes } = traceWithReplacementChar();
    const report = await verifyTraceFile(
      write(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes])),
      'r1',
    );
    expect(report.finding).toMatchObject({ index: 0, reason: 'unparsable' });
    expect(report.finding!.message).toBe(
      'not JSON: the line starts with a byte order mark (U+FEFF, bytes EF BB BF): was the file saved by an editor that adds one? A trace is UTF-8 without a BOM',
    );
  });

  it('a line that is not canonical for another reason says only that', async () => {
    const { bytes } = traceWithReplacementChar();
    const spaced = Buffer.from(bytes.toString('utf8').replace('{"', '{ "'));
    const report = await verifyTraceFile(write(spaced), 'r1');
    expect(report.finding!.message).toBe('line is not the canonical JSON of its record');
  });

  it.each([
    ['utf-16le', 'FF FE', 'little'],
    ['utf-16be', 'FE FF', 'big'],
  ] as const)(
    '%s (Notepad\'s "Unicode"): record 0 names the byte order mark and says to save as UTF-8',
    async (enc, mark, order) => {
      const { bytes } = traceWithReplacementChar();
      const le = Buffer.from(`\ufeff${bytes.toString('utf8')}`, 'utf16le');
      const utf16 = enc === 'utf-16le' ? le : Buffer.from(le).swap16();
      const report = await verifyTraceFile(write(utf16), 'r1');
      expect(report.finding).toMatchObject({ index: 0, reason: 'unparsable' });
      expect(report.finding!.message).toMatch(
        new RegExp(
          `^not UTF-8: an ill-formed byte sequence at byte 0 of \\d+: it starts with ${mark}, the byte order mark of UTF-16 ${order}-endian \\(Notepad's "Unicode"\\): save it as UTF-8 \\(lines are never decoded with replacement\\)$`,
        ),
      );
    },
  );
});

// A checkpoint trust file is a governed file too (decision 114): it was read with replacement.
describe('a checkpoint trust file is read as strict UTF-8', () => {
  const registry = readFileSync('policies/approvers.yaml', 'utf8');
  it('the registry as shipped loads', () => {
    const f = join(tempDir(), 'trust.yaml');
    writeFileSync(f, registry);
    expect(loadTrustKeys(f).length).toBeGreaterThan(0);
  });

  it.each([
    [
      'saved as UTF-16',
      Buffer.from(`\ufeff${registry}`, 'utf16le'),
      /at byte 0: it starts with FF FE, the byte order mark of UTF-16 little-endian .*save it as UTF-8$/,
    ],
    [
      'a 0xFF in a comment',
      Buffer.concat([Buffer.from('# \xff\n', 'latin1'), Buffer.from(registry)]),
      /not UTF-8: an ill-formed byte sequence at byte 2$/,
    ],
  ])('%s: ERR_KEY naming the file and the byte', (_what, bytes, message) => {
    const f = join(tempDir(), 'trust.yaml');
    writeFileSync(f, bytes);
    expect(() => loadTrustKeys(f)).toThrow(
      expect.objectContaining({ code: 'ERR_KEY', message: expect.stringMatching(message) }),
    );
    expect(() => loadTrustKeys(f)).toThrow(`trust file ${f}: not UTF-8`);
  });
});

describe('firstInvalidUtf8 agrees with a strict decoder', () => {
  const strict = new TextDecoder('utf-8', { fatal: true });
  const valid = (b: Uint8Array) => {
    try {
      strict.decode(b);
      return true;
    } catch {
      return false;
    }
  };
  it('on random bytes, and on random text with one byte flipped', () => {
    const bytes = fc.uint8Array({ maxLength: 24 });
    const flipped = fc
      .tuple(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.nat(), fc.integer({ min: 0, max: 255 }))
      .map(([s, i, v]) => {
        const b = Buffer.from(s);
        if (b.length > 0) b[i % b.length] = v;
        return new Uint8Array(b);
      });
    fc.assert(
      fc.property(fc.oneof(bytes, flipped), (b) => {
        const at = firstInvalidUtf8(b);
        expect(at === -1).toBe(valid(b));
        if (at >= 0) expect(valid(b.subarray(0, at))).toBe(true); // everything before it decodes
        const line = decodeLine(Buffer.from(b));
        expect(typeof line === 'string').toBe(valid(b));
      }),
      { numRuns: 2000 },
    );
  });
});
