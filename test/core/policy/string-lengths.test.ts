// The generated validators decide maxLength / minLength on the UTF-16 length when it settles the answer
// and count code points only when it does not (scripts/generate-validators.mjs, decision 098). They must
// give exactly the verdicts of ajv compiling the same schemas at run time, which always counts.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../src/core/policy/generated/validators.js';
import { event as stepEvent } from '../../helpers/memory-run.js';

const schema = (name: string) => JSON.parse(readFileSync(`schemas/${name}.schema.json`, 'utf8'));
// The generator's options (scripts/generate-validators.mjs), without its code generation.
const ajv = new Ajv({ strict: true, allErrors: true, discriminator: true, allowUnionTypes: true });
ajv.addSchema(schema('defs'));
const reference = {
  HaltRequest: ajv.compile(schema('halt-request')),
  StepEvent: ajv.compile(schema('step-event')),
};

// One-unit and two-unit (astral) code points, so that .length and the code-point count part ways.
const text = (max: number) =>
  fc.array(fc.constantFrom('a', 'é', '≤', '😀', '𝄞'), { maxLength: max }).map((cs) => cs.join(''));
const event = (tool: string) => stepEvent(1, { tool, artifact: null });

describe('string length checks of the generated validators', () => {
  it.each([
    ['256 astral code points (512 UTF-16 units) are within maxLength 256', '😀'.repeat(256), true],
    ['257 astral code points are over it', '😀'.repeat(257), false],
    ['256 one-unit code points are within it', 'a'.repeat(256), true],
  ])('%s', (_what, tool, valid) => {
    expect(generated.StepEvent(event(tool))).toBe(valid);
    expect(reference.StepEvent(event(tool))).toBe(valid);
  });

  it.each([
    ['one astral code point meets minLength 1', '😀', true],
    ['the empty string does not', '', false],
    ['128 astral code points are within maxLength 128', '𝄞'.repeat(128), true],
    ['129 are not', '𝄞'.repeat(129), false],
  ])('%s', (_what, by, valid) => {
    expect(generated.HaltRequest({ by, reason: 'r' })).toBe(valid);
    expect(reference.HaltRequest({ by, reason: 'r' })).toBe(valid);
  });

  it('agree with ajv counting code points, for any mix of one- and two-unit characters', () => {
    fc.assert(
      fc.property(text(300), text(140), (tool, by) => {
        expect(generated.StepEvent(event(tool))).toBe(reference.StepEvent(event(tool)));
        expect(generated.HaltRequest({ by, reason: by })).toBe(reference.HaltRequest({ by, reason: by }));
      }),
      { numRuns: 2000 },
    );
  });
});
