import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPolicyAgainstCeiling } from '../../../src/core/policy/ceiling.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';

const example = ['loop-policy.yaml', 'org-ceiling.yaml', 'approvers.yaml'].map((name) => ({
  path: `policies/${name}`,
  content: readFileSync(`policies/${name}`),
}));

describe('the example policy set', () => {
  it('validates and stays within its own ceiling', () => {
    const set = parsePolicySet(example);
    expect(set.policy?.kind).toBe('LoopPolicy');
    expect(set.ceiling?.kind).toBe('OrgCeiling');
    expect(set.approvers?.approvers.length).toBeGreaterThan(3);
    expect(checkPolicyAgainstCeiling(set.policy, set.ceiling)).toEqual([]);
  });
});
