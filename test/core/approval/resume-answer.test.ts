// An answer's reason is checked before any key or trace is read, by the rule the halt-request schema
// holds (a halt's reason becomes a halt_request): 1-2000 characters, one of them visible, well-formed;
// line breaks are fine. The same for a resume. The pre-check agrees with the schema exactly.
import { describe, expect, it } from 'vitest';
import { parseResumeAnswer } from '../../../src/core/approval/resume-answer.js';
import { parseHaltRequest } from '../../../src/core/run/requests.js';

const refusal = (f: () => unknown) => {
  try {
    f();
    return undefined;
  } catch (e) {
    return e as { code: string; message: string };
  }
};

const blanks: [string, string][] = [
  ['spaces', '   '],
  ['a tab and a newline', '\t\n'],
  ['U+200B', '\u200b'],
  ['U+00AD', '\u00ad'],
  ['braille blanks', '\u2800\u2800'],
  ['tag characters and a variation selector', '\u{e0041}\u{e0042}\ufe0f'],
];

describe('parseResumeAnswer: the reason', () => {
  it.each(blanks)('%s: ERR_USAGE for a halt and a resume, naming the field', (_what, reason) => {
    for (const decision of ['halt', 'resume']) {
      const err = refusal(() => parseResumeAnswer({ decision, reason }, (k) => `--${k}`));
      expect(err?.code).toBe('ERR_USAGE');
      expect(err?.message).toBe(
        '--reason must hold a visible character (not only spaces, or characters that draw nothing such as U+200B or U+2800)',
      );
    }
  });

  it('a lone surrogate: ERR_USAGE (no trace record or token holds it)', () => {
    const err = refusal(() => parseResumeAnswer({ decision: 'halt', reason: 'stop \ud800' }));
    expect(err?.code).toBe('ERR_USAGE');
    expect(err?.message).toBe(
      'reason holds a lone surrogate (U+D800 at index 5): strings must be well-formed Unicode',
    );
  });

  it('a reason on two lines, or with a visible character among blanks, is taken', () => {
    for (const decision of ['halt', 'resume'] as const)
      for (const reason of ['wrong repo\nand wrong branch', ' \u200b x ', '\u2800.'])
        expect(parseResumeAnswer({ decision, reason })).toMatchObject({ decision, reason });
  });

  it('takes exactly what the halt-request schema takes', () => {
    const reasons = [
      '',
      ' ',
      'a',
      'a\nb',
      '\r\n',
      '\u0000x',
      '\u0000',
      '\u200bx',
      '\u2060',
      '\ud83d\ude00',
      '\udc00x',
      'a'.repeat(2000),
      'a'.repeat(2001),
      ...blanks.map(([, r]) => r),
    ];
    for (const reason of reasons) {
      const schema = refusal(() => parseHaltRequest({ by: 'alice', reason })) === undefined;
      const answer = refusal(() => parseResumeAnswer({ decision: 'halt', reason })) === undefined;
      expect([JSON.stringify(reason), answer]).toEqual([JSON.stringify(reason), schema]);
    }
  });
});
