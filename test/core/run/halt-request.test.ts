// The halt request's `by` and `reason` (one parser for `loopgov halt`, `trace close` and the HTTP halt):
// each needs a visible character, said in words naming the field, after the field's other rules.
import { describe, expect, it } from 'vitest';
import { parseHaltRequest } from '../../../src/core/run/requests.js';

const refusal = (body: unknown): string => {
  try {
    parseHaltRequest(body);
  } catch (e) {
    return (e as Error).message;
  }
  return 'accepted';
};

describe('parseHaltRequest', () => {
  it.each([
    [{ by: '   ', reason: 'x' }, 'invalid halt request: /by must hold a visible character'],
    [{ by: '\u2800\u2800', reason: ' ' }, '/by must hold a visible character'],
    [{ by: 'alice', reason: '\u200b' }, 'invalid halt request: /reason must hold a visible character'],
    [{ by: '\u180e\u00ad', reason: 'x' }, '/by must hold a visible character'],
    [{ by: 'alice', reason: '\u{e0041}\u{e0042}\ufe0f' }, '/reason must hold a visible character'],
  ])('refuses %j', (body, message) => {
    expect(refusal(body)).toContain(message);
  });

  it("says a field's own rule first: empty, on two lines, too long", () => {
    expect(refusal({ by: '', reason: '' })).toBe(
      'invalid halt request: /by must not be empty; /reason must not be empty',
    );
    expect(refusal({ by: ' \n ', reason: 'x' })).toBe(
      'invalid halt request: /by must be text on one line (no line break, no NUL)',
    );
    expect(refusal({ by: ' '.repeat(129), reason: 'x' })).toBe(
      'invalid halt request: /by must be at most 128 characters',
    );
  });

  it('takes any visible character, among blanks too', () => {
    for (const by of ['a', ' alice ', '\u2800é', '停', '👍', '\u200bx'])
      expect(parseHaltRequest({ by, reason: `${by}!` })).toEqual({ by, reason: `${by}!` });
  });
});
