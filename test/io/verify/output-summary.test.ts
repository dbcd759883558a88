// What a failing command's result says of its output: the first lines that name an error, then the end —
// by a rule, the same for the same output however it was split into chunks.
import { describe, expect, it } from 'vitest';
import { OutputCollector } from '../../../src/io/verify/output-summary.js';

function summarize(chunks: [stream: 'stdout' | 'stderr', text: string][]): string {
  const out = new OutputCollector();
  for (const [stream, text] of chunks) out.write(stream, Buffer.from(text));
  return out.summary();
}

describe('OutputCollector', () => {
  it.each<[string, string, string]>([
    ['nothing', '', ''],
    ['a few lines, the error among the last: shown once', 'a\nError: x\nb\n', 'a | Error: x | b'],
    [
      'a word ending in Error',
      `TypeError: y is undefined\n${'at f\n'.repeat(6)}`,
      'TypeError: y is undefined | … | at f | at f | at f | at f | at f',
    ],
    [
      'a lowercase error:',
      `error: no such file\n${'x\n'.repeat(5)}`,
      'error: no such file | … | x | x | x | x | x',
    ],
    [
      'npm ERR!',
      `npm ERR! missing script: test\n${'x\n'.repeat(5)}`,
      'npm ERR! missing script: test | … | x | x | x | x | x',
    ],
    ['a cross', `  × adds two numbers\n${'x\n'.repeat(5)}`, '× adds two numbers | … | x | x | x | x | x'],
    ['"errors" is not an error', `0 errors\n${'x\n'.repeat(5)}`, 'x | x | x | x | x'],
    ['fail in lowercase is not FAIL', `failover ok\n${'x\n'.repeat(5)}`, 'x | x | x | x | x'],
  ])('%s', (_what, text, summary) => {
    expect(summarize([['stdout', text]])).toBe(summary);
  });

  it('at most three error lines, each cut at 160, all at most 200', () => {
    const three = summarize([
      ['stderr', `Error: one\nError: two\nError: three\nError: four\n${'x\n'.repeat(5)}`],
    ]);
    expect(three).toBe('Error: one | Error: two | Error: three | … | x | x | x | x | x');
    const long = (c: string) => `Error: ${c.repeat(300)}`;
    const s = summarize([['stderr', `${long('e')}\n${long('f')}\n${'x\n'.repeat(5)}`]]);
    const [head] = s.split(' | … | ');
    expect(head).toHaveLength(200);
    expect(head).toMatch(/^Error: e{152}… \| Error: f+…$/);
  });

  it('a line of source with `new Error(` in it names no error', () => {
    expect(summarize([['stderr', `    throw new AssertionError(obj);\n${'x\n'.repeat(5)}`]])).toBe(
      'x | x | x | x | x',
    );
  });

  it('the same summary however the output was split, per stream', () => {
    const text = `Error: Cannot find module 'x'\n${'  at y\n'.repeat(9)}Node.js v20\n`;
    const whole = summarize([['stderr', text]]);
    const split = summarize([...text].map((c) => ['stderr', c] as ['stderr', string]));
    expect(split).toBe(whole);
    expect(whole).toBe("Error: Cannot find module 'x' | … |   at y |   at y |   at y |   at y | Node.js v20");
    // An error line on stdout is not joined to the half line stderr was writing.
    expect(
      summarize([
        ['stderr', 'Err'],
        ['stdout', 'ok\n'],
        ['stderr', 'or: z\n'],
        ['stdout', 'x\n'.repeat(5)],
      ]),
    ).toMatch(/^Error: z \| … \| /);
  });

  it('a last line without a newline is judged too', () => {
    expect(
      summarize([
        ['stdout', `${'x\n'.repeat(5)}`],
        ['stderr', 'Error: at the very end'],
      ]),
    ).toBe('x | x | x | x | Error: at the very end');
  });
});
