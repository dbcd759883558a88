// The three formatters of a gate result: pull-request data is text in every one of them.
import { describe, expect, it } from 'vitest';
import {
  formatMergeGateJson,
  formatMergeGateMarkdown,
  formatMergeGateText,
} from '../../../src/core/merge/report.js';
import type { MergeGateResult } from '../../../src/core/merge/types.js';

const hostile = 'approvals/x/`$(id)`|<img src=x onerror=alert(1)>\n::error::pwned.jwt';
const result: MergeGateResult = {
  verdict: 'block',
  class: 'loosen',
  base: { commit: '1'.repeat(40), digest: 'a'.repeat(64) },
  head: { commit: '2'.repeat(40), digest: 'b'.repeat(64) },
  changes: [
    {
      file: 'policies/loop-policy.yaml',
      scope: { project: 'okr', level: 'L3', profile: 'prod' },
      field: 'budget.max_steps',
      from: 60,
      to: 80,
      direction: 'loosen',
    },
  ],
  ceiling: [],
  rules: [
    { role: 'org-admin', count: 1, classes: ['loosen', 'tighten', 'neutral'], counted: [], met: false },
  ],
  approvals: [
    {
      file: hostile,
      approver: null,
      kid: null,
      decision: null,
      counted: false,
      reason: `[ERR_TOKEN_KID] ${hostile}`,
      codes: ['ERR_TOKEN_KID'],
    },
  ],
  stale: [],
  proposers: [],
  reasons: [`not counted: ${hostile}`],
};

describe('gate report formatters', () => {
  it('markdown escapes table and HTML characters and keeps each row on one line', () => {
    const md = formatMergeGateMarkdown(result);
    expect(md).not.toContain('<img');
    expect(md).not.toContain('`$(id)`');
    expect(md).toContain('&#124;');
    expect(md).toContain('| loosen | policies/loop-policy.yaml | okr/L3/prod | budget.max_steps | 60 | 80 |');
    expect(md.split('\n').filter((l) => l.startsWith('::'))).toEqual([]);
  });

  it('text puts the verdict first and never starts a line with pull-request data', () => {
    const text = formatMergeGateText(result);
    expect(text.split('\n')[0]).toBe('verdict: BLOCK  class: loosen');
    expect(text.split('\n').filter((l) => l.startsWith('::'))).toEqual([]);
  });

  it('JSON round-trips the result', () => {
    expect(JSON.parse(formatMergeGateJson(result))).toEqual(result);
  });
});

describe('a revision that could not be read', () => {
  const unread: MergeGateResult = {
    ...result,
    class: null,
    head: null,
    changes: [],
    ceiling: [],
    rules: [],
    approvals: [],
    reasons: ['head revision "nope" is invalid: cannot resolve revision "nope"'],
  };

  it('claims no check that never ran, in text and markdown', () => {
    const text = formatMergeGateText(unread);
    expect(text).toContain('ceiling: not checked (a revision is invalid)');
    expect(text).not.toContain('within the ceiling');
    const md = formatMergeGateMarkdown(unread);
    expect(md).not.toMatch(/No effective change|Within the org ceiling/);
    expect(md.match(/Not checked: a revision is invalid/g)).toHaveLength(2);
  });
});
