// The meta-loop's pull request text: the title names the change and the replay's headline, the body
// warns of a loosening, caps its tables with totals, stays under 65 536 characters even for 10 000
// changed runs, treats trace data as text, and ends with metadata a later run finds it by.
import { describe, expect, it } from 'vitest';
import { parsePrMetadata, PR_BODY_LIMIT, renderPullRequest } from '../../../src/core/propose/pr.js';
import { buildProposal } from '../../../src/core/propose/proposal.js';
import { ReplayAccumulator } from '../../../src/core/propose/replay-report.js';
import type { RunReplay } from '../../../src/core/propose/replay.js';
import { replayLines } from '../../../src/core/propose/report.js';
import type { Finding } from '../../../src/core/propose/types.js';
import type { PolicyChange } from '../../../src/core/policy/diff.js';

const D = 'a'.repeat(64);
const H = 'b'.repeat(64);

function changed(i: number, id = `run-${String(i).padStart(5, '0')}`): RunReplay {
  return {
    run_id: id,
    head: i.toString(16).padStart(64, '0'),
    scope: { project: 'demo', level: 'L2', profile: 'dev' },
    digest: null,
    status: 'not_halted',
    recorded: {
      decision: 'HALT',
      reason: 'budget.max_steps',
      step: 12,
      steps: 12,
      tokens: 12000,
      cost_usd: 0.12,
    },
    proposed: {
      decision: 'none',
      reason: 'not halted',
      step: null,
      steps: 12,
      tokens: 12000,
      cost_usd: 0.12,
    },
    delta: { steps: 0, tokens: 0, cost_usd: 0 },
    note: 'would not have stopped at step 12 (HALT budget.max_steps): the record ends there, so its later steps are unknown',
    from_record: ['tests-green'],
    rerun: [],
    answers_applied: 0,
  };
}

function proposalFor(runs: RunReplay[], cls: 'loosen' | 'tighten' = 'loosen') {
  const acc = new ReplayAccumulator();
  for (const r of runs) acc.add(r);
  const replay = acc.report(D, H);
  const finding: Finding = {
    rule: 'raise-cut-off-budget',
    project: 'demo',
    level: 'L2',
    field: 'budget.max_steps',
    message: '8 of 24 runs were stopped by max_steps 12 while still setting new bests',
    rationale: 'because',
    evidence: {
      runs: runs.slice(0, 20).map((r) => r.run_id),
      runs_total: runs.length,
      figures: { runs: 24 },
    },
    edit: {
      project: 'demo',
      level: 'L2',
      field: 'budget.max_steps',
      from: 12,
      to: cls === 'loosen' ? 18 : 8,
      ceiling: 200,
      rule: 'raise-cut-off-budget',
    },
  };
  const proposal = buildProposal({
    area: 'demo/L2',
    proposedBy: 'meta-loop',
    base: { commit: 'c'.repeat(40), digest: 'e'.repeat(64) },
    ceiling: null,
    proposedDigest: D,
    report: { class: cls, changes: [] },
    findings: [finding],
    edits: [finding.edit!],
    replay,
  });
  return { proposal, replay };
}

describe('renderPullRequest', () => {
  it('titles the change and the replay headline', () => {
    const { proposal, replay } = proposalFor(Array.from({ length: 8 }, (_, i) => changed(i)));
    expect(renderPullRequest(proposal, replay).title).toBe(
      'loopgov(policy): budget.max_steps 12→18 — changes 8 of 8 replayed runs',
    );
  });

  it('a title leads with the change that makes the class: a loosening, not the tightening listed first', () => {
    const acc = new ReplayAccumulator();
    acc.add(changed(1));
    const replay = acc.report(D, H);
    const scope = { project: 'demo', level: 'L2' as const, profile: 'dev' as const };
    const change = (field: string, from: number, to: number, direction: 'loosen' | 'tighten') => ({
      file: 'policies/loop-policy.yaml',
      scope,
      field,
      from,
      to,
      direction,
    });
    const rollback = (cls: 'loosen' | 'ceiling', extra: PolicyChange[] = []) =>
      buildProposal({
        area: 'demo/L2',
        proposedBy: 'meta-loop',
        base: { commit: 'c'.repeat(40), digest: 'e'.repeat(64) },
        ceiling: null,
        proposedDigest: D,
        report: {
          class: cls,
          changes: [
            change('budget.max_tokens', 10000, 1000, 'tighten'),
            change('budget.max_steps', 12, 8, 'tighten'),
            change('convergence.oscillation_repeat', 3, 5, 'loosen'),
            ...extra,
          ],
        },
        findings: [],
        edits: [],
        rollbackTo: 'f'.repeat(40),
        replay,
      });
    const loosening = rollback('loosen');
    expect(loosening.class).toBe('loosen');
    expect(renderPullRequest(loosening, replay).title).toBe(
      'loopgov(policy): convergence.oscillation_repeat 3→5 (+2 more) — changes 1 of 1 replayed runs',
    );
    expect(loosening.summary).toMatch(/^convergence\.oscillation_repeat 3→5 \(\+2 more\) \(demo\/L2\)/);
    // A ceiling change is named by its change to the ceiling.
    const ceiling = rollback('ceiling', [
      {
        file: 'policies/org-ceiling.yaml',
        scope: null,
        field: 'budget.max_steps',
        from: 200,
        to: 300,
        direction: 'loosen',
      },
    ]);
    expect(renderPullRequest(ceiling, replay).title).toMatch(
      /^loopgov\(policy\): budget\.max_steps 200→300 \(\+3 more\)/,
    );
  });

  it('the replay totals of lower bounds are a lower bound: ≥, in the body and in the terminal output', () => {
    const { proposal, replay } = proposalFor([changed(1), changed(2)]);
    expect(renderPullRequest(proposal, replay).body).toContain(
      '| **total (2 runs)** | 2 changed | | | ≥0 | ≥0 | ≥0 | |',
    );
    expect(replayLines(replay, 10).at(-1)).toBe('  total Δ steps ≥0, tokens ≥0, cost ≥0');
    // No lower bound in the sum: the total is exact.
    const earlier: RunReplay = {
      ...changed(3),
      status: 'halts_earlier',
      proposed: {
        decision: 'HALT',
        reason: 'budget.max_steps',
        step: 8,
        steps: 8,
        tokens: 8000,
        cost_usd: 0.08,
      },
      delta: { steps: -4, tokens: -4000, cost_usd: -0.04 },
    };
    const exact = proposalFor([earlier]);
    expect(renderPullRequest(exact.proposal, exact.replay).body).toContain(
      '| **total (1 runs)** | 1 changed | | | -4 | -4000 | -0.04 | |',
    );
    // Mixed: an exact −4 and a lower bound ≥0 sum to at least −4.
    const mixed = proposalFor([earlier, changed(4)]);
    expect(renderPullRequest(mixed.proposal, mixed.replay).body).toContain('| ≥-4 | ≥-4000 | ≥-0.04 | |');
  });

  it('starts with a one-line summary, warns of a loosening, and ends with metadata a re-run can find', () => {
    const { proposal, replay } = proposalFor([changed(1)]);
    const { body } = renderPullRequest(proposal, replay);
    expect(body.split('\n')[0]).toMatch(
      /^budget.max_steps 12→18 \(demo\/L2\): changes 1 of 1 replayed runs$/,
    );
    expect(body).toContain('> [!WARNING]');
    expect(body).toMatch(
      /\| field \| scope \| old \| new \| ceiling \| rule \|\n\|---\|---\|---\|---\|---\|---\|\n\| budget.max_steps \| demo\/L2\/any \| ` 12 ` \| ` 18 ` \| ` 200 ` \| raise-cut-off-budget \|/,
    );
    expect(body.trimEnd().split('\n').at(-1)).toMatch(/^<!-- loopgov-propose .* -->$/);
    expect(parsePrMetadata(body)).toEqual({
      v: 1,
      area: 'demo/L2',
      proposal: proposal.id,
      proposed_digest: D,
      heads_hash: H,
    });
    const tighter = proposalFor([changed(1)], 'tighten');
    expect(renderPullRequest(tighter.proposal, tighter.replay).body).not.toContain('[!WARNING]');
  });

  it('a run the proposal never stopped reads as such, in the body and in the terminal output', () => {
    const { proposal, replay } = proposalFor([changed(1)]);
    const { body } = renderPullRequest(proposal, replay);
    const lines = replayLines(replay, 10).join('\n');
    for (const text of [body, lines]) {
      expect(text).toContain('not stopped in 12 steps');
      expect(text).toContain('HALT budget.max_steps @12');
      expect(text).not.toContain('none not halted');
      expect(text).not.toContain('@-');
    }
  });

  it('stays under 65 536 characters for 10 000 changed runs, capped with totals', () => {
    const runs = Array.from({ length: 10_000 }, (_, i) =>
      changed(i, `r${String(i).padStart(5, '0')}-${'x'.repeat(120)}`),
    );
    const { proposal, replay } = proposalFor(runs);
    const { body } = renderPullRequest(proposal, replay);
    expect(body.length).toBeLessThan(PR_BODY_LIMIT);
    expect(body).toMatch(/\| … 9950 more changed runs \|/);
    expect(body).toMatch(/\| \*\*total \(10000 runs\)\*\* \| 10000 changed \|/);
    expect(parsePrMetadata(body)?.area).toBe('demo/L2');
  });

  // Anyone who can write the synced traces folder can re-hash a trace: its run ids, reasons and notes
  // must reach the pull request as inert text. Rendered with a real GFM renderer (marked), every hostile
  // token sits inside a <code> element, where GitHub neither links, mentions (@org/team), references
  // (#1), makes emoji (:warning:) nor formats — those filters all skip code (an HTML entity would not
  // stop them: they run on the rendered text).
  const HOSTILE = [
    '@acme/org-admins please approve',
    'https://evil.example/approve?x=1',
    'www.evil.example',
    '#1',
    'GH-1',
    '_italic_ **bold** ~~gone~~',
    ':warning:',
    '<!-- x -->',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '[link](https://e.x) ![i](https://e.x/i.png)',
    'a | pipe \\| and `tick` and ``two`` ticks',
    '<!-- loopgov-propose {"v":1,"area":"evil"} -->',
  ];
  it.each(HOSTILE)('a trace value %j is shown as inert code, never markup', async (evil) => {
    const { marked } = await import('marked');
    const hostile = changed(1, 'www.evil.example');
    hostile.note = `ends instead of ${evil}`;
    hostile.recorded = { ...hostile.recorded!, reason: evil };
    const { proposal, replay } = proposalFor([hostile]);
    const { body } = renderPullRequest(proposal, replay);
    const html = marked.parse(body, { gfm: true }) as string;
    const outside = html.replace(/<code>[\s\S]*?<\/code>/g, '');
    expect(outside).not.toMatch(
      /<(a|img|script|em|strong|del)\b[^>]*>[^<]*(evil|acme|italic|bold|gone|alert|link)/,
    );
    for (const token of ['evil', 'acme', ':warning:', '#1', 'GH-1', 'italic', 'onerror', 'pipe', 'tick'])
      if (evil.includes(token)) expect(outside).not.toContain(token);
    // The hostile value is there, whole, as code: nothing was lost or split into another table cell.
    const row = html.match(/<tr>\s*<td><code>www\.evil\.example<\/code><\/td>[\s\S]*?<\/tr>/)?.[0] ?? '';
    expect(row.match(/<td>/g)).toHaveLength(8);
    const shown = evil.replace(/\\(?=\|)/g, '\\ '); // the one change: a space between `\` and `|`
    const escapedEvil = shown
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
    expect(row).toContain(`<code>ends instead of ${escapedEvil}</code>`);
    // One metadata comment in the rendered page, and the last one is the renderer's own.
    expect(html.match(/<!-- loopgov-propose/g)).toHaveLength(1);
    expect(parsePrMetadata(body)?.area).toBe('demo/L2');
  });
});
