// Human output is for a terminal: recorded text (a halt reason, a command's output, a detail) must not
// act on it — erase a line, retitle the window, reorder text, or fake a row or a verdict line.
import { describe, expect, it } from 'vitest';
import { printable, printableLine } from '../../src/cli/output.js';
import { openRun } from '../../src/io/run/open-run.js';
import { requestHalt } from '../../src/io/trace/halt.js';
import { runCli } from '../helpers/cli.js';
import { ev, policyDir, tempDir, testPolicy } from './run-fixtures.js';

const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('printable', () => {
  it.each([
    ['ESC (CSI: erase line)', '\u001b[2K', '\\u001b[2K'],
    ['CR (overwrite the line)', 'ok\rFAIL', 'ok\\u000dFAIL'],
    ['BEL, NUL, DEL', '\u0007\u0000\u007f', '\\u0007\\u0000\\u007f'],
    ['a C1 CSI', '\u009b2J', '\\u009b2J'],
    ['a right-to-left override', 'abc\u202edef', 'abc\\u202edef'],
    ['an isolate', '\u2066x\u2069', '\\u2066x\\u2069'],
  ])('shows %s as its escape', (_name, text, shown) => {
    expect(printable(text)).toBe(shown);
    expect(printableLine(text)).toBe(shown);
  });

  it('keeps what a terminal only prints: text, emoji, newlines and tabs (in a line: those escaped too)', () => {
    const text = 'é 😀 — ok\n\tnext';
    expect(printable(text)).toBe(text);
    expect(printableLine(text)).toBe('é 😀 — ok\\u000a\\u0009next');
  });
});

describe('loopgov trace show with hostile recorded text', () => {
  it('a halt reason with escapes and a newline neither acts on the terminal nor fakes a line', async () => {
    const traceDir = tempDir();
    const run = await openRun({
      runId: 'r1',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      traceDir,
      durability: 'none',
    });
    await run.step(ev(1) as never);
    const reason = 'looks fine\u001b[2K\r\u001b]0;title\u0007\nchain whole: 99 record(s), head 0000, ended';
    await requestHalt(traceDir, 'r1', { by: 'mallory', reason }, 'cli');
    expect((await run.step(ev(2) as never)).reason).toBe('human');
    await run.close();

    const r = await runCli(['trace', 'show', '--trace-dir', traceDir, '--run-id', 'r1']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(CONTROLS);
    expect(r.stdout).toContain('looks fine\\u001b[2K\\u000d\\u001b]0;title\\u0007\\u000achain whole: 99');
    // Only the real verdict line starts a line.
    expect(r.stdout.split('\n').filter((l) => l.startsWith('chain whole'))).toEqual([
      expect.stringMatching(/^chain whole: 5 record\(s\)/),
    ]);
    // --json is for programs: the reason comes back exactly as recorded.
    const j = await runCli(['trace', 'show', '--trace-dir', traceDir, '--run-id', 'r1', '--json']);
    expect(j.stdout).toContain(JSON.stringify(reason).slice(1, -1));
  });
});
