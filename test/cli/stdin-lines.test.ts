import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type Line, LineReader, LineTooLongError } from '../../src/cli/stdin-lines.js';

/** Every line the reader gives, the way `loopgov run` asks: buffered ones first, then a wait. */
async function drain(reader: LineReader): Promise<Line[]> {
  const out: Line[] = [];
  for (let l = reader.take() ?? (await reader.read()); l; l = reader.take() ?? (await reader.read()))
    out.push(l);
  return out;
}

const chunked = (...chunks: string[]) => Readable.from(chunks.map((c) => Buffer.from(c)));

describe('LineReader', () => {
  it.each([
    [
      'one chunk, two lines',
      ['a\nb\n'],
      [
        ['a', true],
        ['b', false],
      ],
    ],
    [
      'a line split over chunks',
      ['a', 'b\nc', '\n'],
      [
        ['ab', false],
        ['c', false],
      ],
    ],
    [
      'an unterminated last line',
      ['a\nb'],
      [
        ['a', false],
        ['b', false],
      ],
    ],
    [
      'empty lines are lines',
      ['\n\nx\n'],
      [
        ['', true],
        ['', true],
        ['x', false],
      ],
    ],
    ['nothing', [], []],
  ])('%s', async (_, chunks, want) => {
    const got = await drain(new LineReader(chunked(...chunks), 1024));
    expect(got.map((l) => [l.text, l.more])).toEqual(want);
  });

  it('joins a UTF-8 character whose bytes arrive in two chunks', async () => {
    const bytes = Buffer.from('≤\n');
    const stream = Readable.from([bytes.subarray(0, 1), bytes.subarray(1)]);
    expect((await drain(new LineReader(stream, 1024))).map((l) => l.text)).toEqual(['≤']);
  });

  it('hands out buffered lines synchronously and reads only when none is complete', async () => {
    let pulls = 0;
    async function* source() {
      pulls++;
      yield Buffer.from('1\n2\n3');
      pulls++;
      yield Buffer.from('\n');
    }
    const reader = new LineReader(source(), 1024);
    expect(reader.take()).toBeNull();
    expect(await reader.read()).toEqual({ number: 1, text: '1', unreadable: null, more: true });
    expect(pulls).toBe(1);
    expect(reader.take()).toEqual({ number: 2, text: '2', unreadable: null, more: false });
    expect(reader.take()).toBeNull();
    expect(await reader.read()).toEqual({ number: 3, text: '3', unreadable: null, more: false });
    expect(pulls).toBe(2);
    expect(await reader.read()).toBeNull();
    expect(await reader.read()).toBeNull();
  });

  it.each([
    ['a complete line', ['x'.repeat(9), '\n']],
    ['a line still growing', ['x'.repeat(6), 'x'.repeat(6)]],
    ['an unterminated line at the end', ['x'.repeat(9)]],
  ])('refuses %s over the cap (ERR_STEP_INVALID)', async (_, chunks) => {
    const reader = new LineReader(chunked('ok\n', ...chunks), 8);
    const err = await drain(reader).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LineTooLongError);
    expect(err).toMatchObject({ code: 'ERR_STEP_INVALID', message: 'line 2 is longer than 8 bytes' });
  });

  it('accepts a line of exactly the cap', async () => {
    expect((await drain(new LineReader(chunked('x'.repeat(8), '\n'), 8))).map((l) => l.text)).toEqual([
      'x'.repeat(8),
    ]);
  });

  it('close() lets go of the stream before its end (it is destroyed), and never throws', async () => {
    const stream = chunked('a\nb\n', 'c\n');
    const reader = new LineReader(stream, 1024);
    expect((await reader.read())?.text).toBe('a');
    await reader.close();
    expect(stream.destroyed).toBe(true);
    expect(await reader.read()).toBeNull();
    await reader.close();
  });
});
