// The meta-loop's rules and the ceiling clamp: each rule fires on its evidence and only then, never on
// fewer than --min-runs runs, counts only runs governed by the value it would change, and no proposal
// ever exceeds the ceiling at base or drops a required gate, whatever the traces say.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPolicyAgainstCeiling } from '../../../src/core/policy/ceiling.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import { resolveEffectivePolicy } from '../../../src/core/policy/resolve.js';
import type { EffectivePolicy, PolicySet } from '../../../src/core/policy/types.js';
import { planProposals } from '../../../src/core/propose/plan.js';
import { ProposeStats, reportGroup } from '../../../src/core/propose/stats.js';
import { PROJECT_ID } from '../../../src/core/run/options.js';
import type { RunSummary } from '../../../src/core/propose/types.js';

const read = (f: string) => ({ path: `policies/${f}`, content: readFileSync(`policies/${f}`, 'utf8') });
const BASE: PolicySet = parsePolicySet([
  read('loop-policy.yaml'),
  read('org-ceiling.yaml'),
  read('approvers.yaml'),
]);
const DEMO: EffectivePolicy = resolveEffectivePolicy(BASE.policy, {
  project: 'demo',
  level: 'L2',
  profile: 'dev',
});

function summary(i: number, over: Partial<RunSummary> = {}, effective = DEMO): RunSummary {
  return {
    runId: `run-${String(i).padStart(4, '0')}`,
    head: i.toString(16).padStart(64, '0'),
    scope: { project: 'demo', level: 'L2', profile: 'dev' },
    digest: 'd'.repeat(64),
    commit: null,
    effective,
    outcome: { decision: 'DONE', reason: 'success', step: 6 },
    firstStop: { decision: 'DONE', reason: 'success', step: 6 },
    usage: { steps: 6, tokens: 6000, cost_usd: 0.06, wall_clock_sec: 12 },
    cutOff: null,
    stall: null,
    resumes: 0,
    resumedAfterStall: null,
    corrections: 0,
    maxConsecutiveCorrections: 0,
    gates: [{ id: 'size', evaluated: 6, failed: 0, denied: 0 }],
    ...over,
  };
}

const cutOff = (i: number): RunSummary =>
  summary(i, {
    outcome: { decision: 'HALT', reason: 'budget.max_steps', step: 12 },
    firstStop: { decision: 'HALT', reason: 'budget.max_steps', step: 12 },
    usage: { steps: 12, tokens: 12000, cost_usd: 0.12, wall_clock_sec: 24 },
    cutOff: { limit: 'max_steps', progressing: true, sinceBest: 0 },
  });

function plan(runs: RunSummary[], minRuns = 20, base = BASE) {
  const stats = new ProposeStats();
  for (const r of runs) stats.add(r);
  return planProposals(stats, base, minRuns);
}

const edits = (p: ReturnType<typeof plan>) =>
  p.areas.flatMap((a) => a.edits.map((e) => `${e.rule} ${e.field} ${e.from}→${e.to}`));

describe('statistics', () => {
  it('groups runs by the scope that governed them and by the policy digest', () => {
    const stats = new ProposeStats();
    for (let i = 0; i < 3; i++) stats.add(summary(i));
    stats.add({ ...cutOff(10), digest: 'e'.repeat(64) });
    stats.add({ ...summary(11), scope: { project: 'demo', level: 'L2', profile: 'prod' } });
    const groups = stats.list().map(reportGroup);
    expect(groups.map((g) => [g.scope.profile, g.digest?.[0], g.runs])).toEqual([
      ['dev', 'd', 3],
      ['dev', 'e', 1],
      ['prod', 'd', 1],
    ]);
    expect(groups[0]!.usage.max_steps).toEqual({ count: 3, p50: 6, p95: 6, max: 6, limit: 12 });
    expect(groups[1]).toMatchObject({
      outcomes: { 'HALT budget.max_steps': 1 },
      cut_off: { max_steps: { runs: 1, progressing: 1, progressing_runs: ['run-0010'] } },
    });
  });
});

describe('raise-cut-off-budget', () => {
  it('raises a budget that cut off runs still setting new bests, by half', () => {
    const runs = [
      ...Array.from({ length: 16 }, (_, i) => summary(i)),
      ...Array.from({ length: 8 }, (_, i) => cutOff(100 + i)),
    ];
    const p = plan(runs);
    expect(edits(p)).toEqual(['raise-cut-off-budget budget.max_steps 12→18']);
    const f = p.findings.find((x) => x.rule === 'raise-cut-off-budget')!;
    expect(f.evidence).toMatchObject({ runs_total: 8, figures: { runs: 24, cut_off_while_progressing: 8 } });
    expect(f.evidence.runs).toEqual(Array.from({ length: 8 }, (_, i) => `run-0${100 + i}`));
  });

  it('does not fire on runs that had stopped improving when the budget cut them off', () => {
    const stuck = (i: number) => ({
      ...cutOff(i),
      cutOff: { limit: 'max_steps' as const, progressing: false, sinceBest: 3 },
    });
    expect(
      edits(
        plan([
          ...Array.from({ length: 16 }, (_, i) => summary(i)),
          ...Array.from({ length: 8 }, (_, i) => stuck(100 + i)),
        ]),
      ),
    ).toEqual([]);
  });

  it.each([19, 1])('fires on no fewer runs than --min-runs (%i runs below it)', (missing) => {
    const runs = [
      ...Array.from({ length: 12 - missing }, (_, i) => summary(i)),
      ...Array.from({ length: 8 }, (_, i) => cutOff(100 + i)),
    ];
    expect(runs.length).toBeLessThan(20);
    expect(plan(runs).areas).toEqual([]);
    expect(plan(runs, runs.length).areas).toHaveLength(1);
  });

  it('counts only runs governed by the value it would change', () => {
    const older = { ...DEMO, budget: { ...DEMO.budget, max_steps: 8 } };
    const runs = [
      ...Array.from({ length: 16 }, (_, i) => summary(i)),
      ...Array.from({ length: 8 }, (_, i) => ({
        ...cutOff(100 + i),
        effective: older,
        digest: 'e'.repeat(64),
      })),
    ];
    expect(edits(plan(runs))).toEqual([]);
  });

  it('is clamped to the ceiling at base, and says so', () => {
    // okr at L5: max_steps 150; half as much again would be 225, the ceiling says 200.
    const okr = resolveEffectivePolicy(BASE.policy, { project: 'okr', level: 'L5', profile: 'prod' });
    const at = (r: RunSummary): RunSummary => ({
      ...r,
      scope: { project: 'okr', level: 'L5', profile: 'prod' },
      effective: okr,
    });
    const p = plan([
      ...Array.from({ length: 16 }, (_, i) => at(summary(i))),
      ...Array.from({ length: 8 }, (_, i) => at(cutOff(100 + i))),
    ]);
    expect(edits(p)).toEqual(['raise-cut-off-budget budget.max_steps 150→200']);
    expect(p.findings[0]!.clamped).toMatch(/wanted 225, the ceiling at base allows at most 200/);
  });

  it('proposes nothing when the budget is already at the ceiling', () => {
    const ceiling = { ...BASE.ceiling!, budget: { ...BASE.ceiling!.budget, max_steps: 12 } };
    const p = plan(
      [
        ...Array.from({ length: 16 }, (_, i) => summary(i)),
        ...Array.from({ length: 8 }, (_, i) => cutOff(100 + i)),
      ],
      20,
      { ...BASE, ceiling },
    );
    expect(p.areas).toEqual([]);
    expect(p.findings[0]).toMatchObject({
      edit: null,
      clamped: expect.stringMatching(/already 12, nothing to change/),
    });
  });
});

describe('lower-unused-budget', () => {
  it('lowers a budget far above what any run uses to p95 × 1.5, never below the largest use', () => {
    const p = plan(
      Array.from({ length: 30 }, (_, i) =>
        summary(i, { usage: { steps: 6, tokens: 2000 + i * 10, cost_usd: 0.06, wall_clock_sec: 12 } }),
      ),
    );
    const tokens = p.areas[0]!.edits.find((e) => e.field === 'budget.max_tokens')!;
    expect(tokens.from).toBe(60000);
    expect(tokens.to).toBeGreaterThanOrEqual(2290);
    expect(tokens.to).toBeLessThanOrEqual(4000);
  });

  it('says nothing about tokens or cost when no run reported any (no data is not zero need)', () => {
    const p = plan(
      Array.from({ length: 30 }, (_, i) =>
        summary(i, { usage: { steps: 6, tokens: 0, cost_usd: 0, wall_clock_sec: 12 } }),
      ),
    );
    expect(edits(p).filter((e) => /max_tokens|max_cost_usd/.test(e))).toEqual([]);
  });

  it.each([
    ['max_tokens', { tokens: 3 }, 1000],
    ['max_cost_usd', { cost_usd: 0.0001 }, 0.01],
    ['max_steps', { steps: 1 }, 2],
  ] as const)('never proposes %s below its floor, however little the runs used', (field, used, floor) => {
    const p = plan(
      Array.from({ length: 30 }, (_, i) =>
        summary(i, { usage: { steps: 1, tokens: 3, cost_usd: 0.0001, wall_clock_sec: 12, ...used } }),
      ),
    );
    const e = p.areas[0]!.edits.find((x) => x.field === `budget.${field}`)!;
    expect(e.to).toBe(floor);
  });

  it('shows a small cost as it is, never as 0 (message and evidence figures)', () => {
    const p = plan(
      Array.from({ length: 30 }, (_, i) =>
        summary(i, { usage: { steps: 6, tokens: 6000, cost_usd: 0.003, wall_clock_sec: 12 } }),
      ),
    );
    const f = p.findings.find((x) => x.rule === 'lower-unused-budget' && x.field === 'budget.max_cost_usd')!;
    expect(f.message).toMatch(/the 95th percentile used 0\.003, the most any run used 0\.003$/);
    expect(f.evidence.figures).toMatchObject({ p95: 0.003, max: 0.003, limit: 1 });
  });

  it('does not fire while any budget cut runs off (their use is not known)', () => {
    const runs = [...Array.from({ length: 22 }, (_, i) => summary(i)), cutOff(100)];
    expect(edits(plan(runs)).filter((e) => e.startsWith('lower'))).toEqual([]);
  });
});

describe('widen-stall-window', () => {
  it('widens a window that stalled runs which, resumed, went on to finish', () => {
    const resumed = (i: number, needed: number) =>
      summary(i, {
        firstStop: { decision: 'ESCALATE', reason: 'no_progress', step: 7 },
        stall: 'no_progress',
        resumedAfterStall: { rule: 'no_progress', finished: true, neededWindow: needed },
      });
    const runs = [
      ...Array.from({ length: 20 }, (_, i) => summary(i)),
      resumed(100, 6),
      resumed(101, 7),
      resumed(102, 6),
    ];
    expect(edits(plan(runs))).toContain('widen-stall-window convergence.no_progress_window 4→7');
  });
});

describe('flag-failing-gate', () => {
  it('flags a gate that fails nearly every step, and never removes it', () => {
    const runs = Array.from({ length: 20 }, (_, i) =>
      summary(i, { gates: [{ id: 'size', evaluated: 10, failed: 9, denied: 1 }] }),
    );
    const p = plan(runs);
    const flag = p.findings.find((f) => f.rule === 'flag-failing-gate')!;
    expect(flag).toMatchObject({ field: 'gates[size]', edit: null });
    expect(flag.message).toMatch(/failed or denied 200 of 200 iterations/);
    for (const a of p.areas) expect(a.edits.some((e) => e.field.startsWith('gates'))).toBe(false);
  });
});

describe('the ceiling (property)', () => {
  const runArb = fc.record({
    steps: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.constant(1e9)),
    tokens: fc.oneof(fc.integer({ min: 0, max: 5_000_000 }), fc.constant(1e15)),
    cost: fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }), fc.constant(1e9)),
    limit: fc.constantFrom('max_steps', 'max_tokens', 'max_cost_usd', 'max_wall_clock_sec', null),
    progressing: fc.boolean(),
    stall: fc.constantFrom('oscillation', 'thrash', 'no_progress', null),
    needed: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.constant(1e7)),
    project: fc.constantFrom('demo', 'okr', 'docs-bot', 'new-project', '__proto__', 'Bad Name'),
    level: fc.constantFrom('L0', 'L2', 'L3', 'L4', 'L5', 'L9'),
  });
  it('no proposal exceeds the ceiling at base or drops a required gate, whatever the traces say', () => {
    fc.assert(
      fc.property(fc.array(runArb, { minLength: 0, maxLength: 120 }), (xs) => {
        const runs = xs.map((x, i) =>
          summary(
            i,
            {
              scope: { project: x.project, level: x.level, profile: 'prod' },
              usage: { steps: x.steps, tokens: x.tokens, cost_usd: x.cost, wall_clock_sec: x.steps },
              cutOff: x.limit
                ? { limit: x.limit as 'max_steps', progressing: x.progressing, sinceBest: 0 }
                : null,
              stall: x.stall as 'no_progress' | null,
              resumedAfterStall: x.stall
                ? { rule: x.stall as 'no_progress', finished: true, neededWindow: x.needed }
                : null,
            },
            // What the run recorded: a name no policy can hold resolves as a project it does not name.
            resolveEffectivePolicy(BASE.policy, {
              project: PROJECT_ID.test(x.project) ? x.project : null,
              level: (['L0', 'L1', 'L2', 'L3', 'L4', 'L5'].includes(x.level) ? x.level : 'L0') as 'L0',
              profile: 'prod',
            }),
          ),
        );
        const p = plan(runs, 3);
        for (const a of p.areas) {
          expect(checkPolicyAgainstCeiling(a.policy, BASE.ceiling)).toEqual([]);
          for (const e of a.edits) if (e.ceiling !== null) expect(e.to).toBeLessThanOrEqual(e.ceiling);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a proposal that would exceed the ceiling or drop a required gate is never proposed', () => {
    // A ceiling lowered under the base policy (L5 allows 150 steps, the ceiling now 100), and a gate the
    // base policy lacks made required: the edited policy would still be over the ceiling, so no area.
    const ceiling = {
      ...BASE.ceiling!,
      budget: { ...BASE.ceiling!.budget, max_steps: 100 },
      required_gates: ['deny-injection', 'size', 'sbom'],
    };
    const p = plan(
      [
        ...Array.from({ length: 16 }, (_, i) => summary(i)),
        ...Array.from({ length: 8 }, (_, i) => cutOff(100 + i)),
      ],
      20,
      { ...BASE, ceiling },
    );
    expect(p.areas).toEqual([]);
    expect(p.notes.join('\n')).toMatch(
      /demo\/L2: not proposed: the proposed policy would exceed the org ceiling at base.*required gate "sbom" is missing.* and \d+ more/,
    );
  });

  it('the meta-loop proposing an unlimited budget is refused at the ceiling', () => {
    const huge = (i: number) => ({
      ...cutOff(i),
      usage: { steps: 1e9, tokens: 1e15, cost_usd: 1e9, wall_clock_sec: 1e9 },
    });
    const p = plan(
      Array.from({ length: 40 }, (_, i) => huge(i)),
      20,
    );
    for (const e of p.areas.flatMap((a) => a.edits)) expect(e.to).toBeLessThanOrEqual(e.ceiling!);
  });
});
