// The three formatters of a gate result: pull-request data is text in every one of them.
import { describe, expect, it } from 'vitest';
import {
  capSummary,
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
  projects: [null, 'okr'],
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
  notes: [`a note quoting ${hostile}`],
  merges: 'head',
  digest: 'b'.repeat(64),
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
    digest: null,
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

  it('says the branch does not hold what merges when the gate says so, not from which revisions read', () => {
    // The core decides (`merges`): the report said "a revision is invalid" here, while every token's row
    // said "not checked: the branch does not hold what merges".
    const behind: MergeGateResult = { ...unread, merges: 'neither' };
    expect(formatMergeGateText(behind)).toContain(
      'ceiling: not checked (the branch does not hold what merges)',
    );
    expect(
      formatMergeGateMarkdown(behind).match(/Not checked: the branch does not hold what merges/g),
    ).toHaveLength(2);
  });
});

// GitHub discards a step summary over 1 MiB: a flood of junk tokens in a pull request would have thrown
// the whole report away (2000 tokens made 1.29 MB). Tables are capped; the whole summary has a ceiling.
describe('the job summary stays far below 1 MiB, whatever the pull request holds', () => {
  const junk = (i: number, counted = false, decision: 'approve' | 'reject' | null = null) => ({
    file: `approvals/${'d'.repeat(64)}/junk-${i}-${'x'.repeat(200)}.jwt`,
    approver: counted ? 'alice' : null,
    kid: counted ? 'alice-2026' : null,
    decision,
    counted,
    reason: counted ? 'counted' : `[ERR_TOKEN_FORMAT] not a compact JWS ${'y'.repeat(300)}`,
    codes: [],
  });
  const flood: MergeGateResult = {
    ...result,
    approvals: [...Array.from({ length: 2000 }, (_, i) => junk(i)), junk(2000, true, 'approve')],
    stale: [
      ...Array.from({ length: 2000 }, (_, i) => ({ ...junk(i), commit: 'c'.repeat(40), atHead: false })),
      { ...junk(2001, false, 'reject'), commit: 'e'.repeat(40), atHead: false },
    ],
    reasons: Array.from({ length: 500 }, (_, i) => `reason ${i}: ${'z'.repeat(5000)}`),
    changes: Array.from({ length: 500 }, (_, i) => ({ ...result.changes[0]!, field: `f${i}` })),
  };

  it('each table and list shows 50 rows and says how many more there are; what decides is shown first', () => {
    const md = formatMergeGateMarkdown(flood);
    expect(Buffer.byteLength(md)).toBeLessThan(256 * 1024);
    expect(md).toContain('| … 1951 more (the job log lists all 2001) tokens |');
    expect(md).toContain('- … 450 more (the job log lists all 500) reasons');
    expect(md).toContain('| … 450 more (the job log lists all 500) changes |');
    const approvals = md.slice(md.indexOf('### Approvals'), md.indexOf('### Other tokens'));
    // The one counted token is listed first, though it came last.
    expect(approvals.split('\n')[4]).toMatch(/^\| ✅ yes \| alice \|/);
    const stale = md.slice(md.indexOf('### Other tokens'));
    expect(stale.split('\n')[4]).toMatch(/\| reject \|/);
    // A long value is cut in its cell.
    expect(md).not.toContain('y'.repeat(300));
    // The text report (the job log) keeps every token.
    expect(formatMergeGateText(flood).match(/not counted/g)).toHaveLength(4001);
  });

  it('capSummary cuts any text at a line boundary within the limit, says so, and keeps UTF-8 whole', () => {
    const big = `${'é'.repeat(100)}\n`.repeat(20_000); // ~4 MB of two-byte characters
    const cut = capSummary(big, 64 * 1024);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(64 * 1024);
    expect(cut).toMatch(/The summary is cut here: it would be \d+ KiB, and GitHub keeps at most 1 MiB\./);
    expect(cut).not.toContain('\uFFFD');
    expect(cut.split('\n')[0]).toBe('é'.repeat(100));
    expect(capSummary('small\n')).toBe('small\n');
    // The default limit: half of GitHub's.
    expect(Buffer.byteLength(capSummary('x\n'.repeat(1_000_000)))).toBeLessThanOrEqual(512 * 1024);
  });
});
