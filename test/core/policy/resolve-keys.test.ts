// resolveEffectivePolicy takes a scope of exactly project, level and profile (decision 129, addendum):
// another key is ERR_USAGE naming it, as every other library option is.
import { describe, expect, it } from 'vitest';
import { resolveEffectivePolicy } from '../../../src/core/policy/resolve.js';

describe('resolveEffectivePolicy: the scope’s keys', () => {
  it('a known scope resolves (the control)', () => {
    expect(resolveEffectivePolicy(null, { project: 'demo', level: 'L2', profile: 'dev' }).governance).toBe(
      'required',
    );
  });

  it.each([['bogus'], ['Level'], ['projects']])('an extra key %s is ERR_USAGE naming it', (key) => {
    const scope = { project: 'demo', level: 'L2', profile: 'dev', [key]: 1 };
    expect(() => resolveEffectivePolicy(null, scope as never)).toThrow(
      expect.objectContaining({
        code: 'ERR_USAGE',
        message: `unknown option ${key} (known: project, level, profile)`,
      }),
    );
  });
});
