// One run folded into its summary from the evaluator's own records: the cut-off while improving, the
// stall that a person resumed (a real escalation, signed resume and continuation) and that then finished
// (with the window it needed), crafted field types.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planProposals } from '../../../src/core/propose/plan.js';
import { ProposeStats } from '../../../src/core/propose/stats.js';
import { foldRun, MAX_STEP_COST_USD, MAX_STEP_TOKENS } from '../../../src/core/propose/summarize.js';
import { loadPolicyDir } from '../../../src/io/policy/dir.js';
import { linkRecord } from '../../../src/core/trace/chain.js';
import type { EffectivePolicy } from '../../../src/core/policy/types.js';
import type { TraceRecord } from '../../../src/core/trace/types.js';
import { readTrace } from '../../cli/run-fixtures.js';
import { event, runInMemory } from '../../helpers/memory-run.js';
import { convergingFrom, repeatingAgent, writeResumedRun } from '../../helpers/trace-runs.js';

const POLICY: EffectivePolicy = {
  budget: {
    max_steps: 6,
    max_tokens: 1e6,
    max_wall_clock_sec: 900,
    max_cost_usd: 10,
    max_corrections_per_step: 2,
  },
  on_exceed: 'halt',
  convergence: { oscillation_repeat: 5, thrash_window: 8, no_progress_window: 3, on_stall: 'escalate' },
  gates: [{ id: 'size', kind: 'max-bytes', max: 100 }],
  success_criteria: [{ id: 'size-ok', kind: 'max-bytes', max: 100 }],
  max_delegation_level: 'L3',
  governance: 'optional',
  escalation: { approver_role: 'maintainer' },
  context: { max_bytes: 0, must_keep: [] },
};

function fold(records: TraceRecord[]) {
  const f = foldRun('r');
  for (const r of records) f.push(r as unknown as Record<string, unknown>);
  return f.end(records.at(-1)!.hash);
}

describe('foldRun', () => {
  it('a budget stop while the run was still setting new bests', async () => {
    const run = await runInMemory(
      Array.from({ length: 9 }, (_, i) => event(i + 1)),
      { runId: 'r', effective: POLICY },
    );
    const s = fold(run.records);
    expect(s).toMatchObject({
      scope: { project: 'demo', level: 'L2', profile: 'dev' },
      firstStop: { decision: 'HALT', reason: 'budget.max_steps', step: 6 },
      cutOff: { limit: 'max_steps', progressing: true, sinceBest: 0 },
      usage: { steps: 6, tokens: 600, cost_usd: 0.06, wall_clock_sec: 6 },
      gates: [{ id: 'size', evaluated: 6, failed: 0, denied: 0 }],
    });
  });

  it('a stall a person resumed, that then finished: real segments (escalation → resume → run_continue), counted once', async () => {
    // The real runtime: 3 repeats → ESCALATE oscillation at step 3; alice's signed resume an hour later
    // (the wait is not run time); the runtime continues; DONE at step 6.
    const traceDir = mkdtempSync(join(tmpdir(), 'loopgov-fold-'));
    const ends = await writeResumedRun(repeatingAgent(3), convergingFrom(4, 6), {
      traceDir,
      policyDir: 'policies',
      runId: 'r',
      grant: { max_steps: 2 },
    });
    expect(ends).toEqual(['ESCALATE', 'DONE']);
    const records = readTrace(traceDir, 'r') as unknown as TraceRecord[];
    expect(records.map((r) => r.type)).toEqual([
      'run_start',
      'iteration',
      'iteration',
      'iteration',
      'run_end',
      'escalation',
      'resume',
      'run_continue',
      'iteration',
      'iteration',
      'iteration',
      'run_end',
    ]);
    const s = fold(records);
    expect(s.firstStop).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 3 });
    expect(s.outcome).toMatchObject({ decision: 'DONE', reason: 'success', step: 6 });
    // Three repeats of one action: a window of 4 would not have stalled it.
    expect(s.resumedAfterStall).toEqual({ rule: 'oscillation', finished: true, neededWindow: 4 });
    expect(s.resumes).toBe(1);
    // One run across both segments: every iteration counted once; the hour it waited is not run time.
    expect(s.usage).toEqual({ steps: 6, tokens: 6000, cost_usd: 0.06, wall_clock_sec: 12 });
  });

  it('a budget cut-off after a resume counts as a cut-off, for both budget rules (decision 068)', async () => {
    // The real runtime: 3 repeats → ESCALATE oscillation at step 3; alice resumes it (no grant); the run
    // goes on improving every step until the demo's max_steps 12 cuts it off.
    const traceDir = mkdtempSync(join(tmpdir(), 'loopgov-fold-cut-'));
    const stats = new ProposeStats();
    for (const runId of ['a', 'b']) {
      const ends = await writeResumedRun(repeatingAgent(3), convergingFrom(4, 20), {
        traceDir,
        policyDir: 'policies',
        runId,
      });
      expect(ends[0]).toBe('ESCALATE');
      const f = foldRun(runId);
      const records = readTrace(traceDir, runId) as unknown as TraceRecord[];
      for (const r of records) f.push(r as unknown as Record<string, unknown>);
      const s = f.end(records.at(-1)!.hash);
      expect(s.firstStop).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 3 });
      expect(s.outcome).toMatchObject({ reason: 'budget.max_steps', step: 12 });
      expect(s.cutOff).toEqual({ limit: 'max_steps', progressing: true, sinceBest: 0 });
      stats.add(s);
    }
    const base = await loadPolicyDir('policies');
    const rules = planProposals(stats, base, 2).areas.flatMap((a) =>
      a.edits.map((e) => `${e.rule} ${e.field}`),
    );
    expect(rules).toContain('raise-cut-off-budget budget.max_steps');
    expect(rules.filter((r) => r.startsWith('lower-unused-budget'))).toEqual([]);
  });

  it('iterations after an ESCALATE without a run_continue are not a resume', async () => {
    // What a writer that bypasses the runtime could append (the segment grammar puts iterations after an
    // escalation only behind a run_continue; inside one segment it sees no decisions).
    const events = [1, 1, 1, 1].map((p, i) => event(i + 1, { progress: p }));
    const run = await runInMemory(events, { runId: 'r', effective: POLICY });
    const records = run.records.filter((r) => r.type !== 'run_end' && r.type !== 'escalation');
    const add = (body: Record<string, unknown>) => {
      const { record } = linkRecord(
        { run_id: 'r', at: '2026-11-01T11:00:00.000Z', ...body } as never,
        records.at(-1)!.hash,
        records.length,
      );
      records.push(record);
    };
    add({
      type: 'iteration',
      step: 5,
      decision: 'DONE',
      reason: 'success',
      progress: 2,
      action_hash: 'y',
      tokens: 0,
      cost_usd: 0,
    });
    add({ type: 'run_end', decision: 'DONE', reason: 'success', step: 5 });
    const s = fold(records);
    expect(s.firstStop).toMatchObject({ decision: 'ESCALATE', reason: 'no_progress' });
    expect([s.resumes, s.resumedAfterStall]).toEqual([0, null]);
  });

  it('fields of the wrong type count as absent, never as NaN', () => {
    const f = foldRun('r');
    f.push({
      type: 'run_start',
      project: 7,
      level: null,
      profile: 'dev',
      policy: 'x',
      effective: null,
      at: 'never',
    });
    f.push({
      type: 'iteration',
      decision: 'CONTINUE',
      reason: 'ok',
      tokens: 10,
      cost_usd: 0,
      progress: {},
      gate: { results: [{ id: 1 }, 'x', null] },
    });
    const s = f.end('h');
    expect(s.effective).toBeNull();
    expect(s.usage).toEqual({ steps: 1, tokens: 10, cost_usd: 0, wall_clock_sec: 0 });
    expect(s.scope).toEqual({ project: '', level: '', profile: 'dev' });
  });

  // A re-hashed trace verifies; its figures must still be ones the runtime writes, or the run is skipped
  // (ERR_TRACE, named by the reader) — never counted as 0, never steering a budget rule.
  it.each([
    ['negative tokens', { tokens: -200000 }, /tokens -200000 is not what the runtime writes/],
    ['fractional tokens', { tokens: 1.5 }, /tokens 1.5/],
    ['enormous tokens', { tokens: 1e308 }, /tokens 1e\+308/],
    ['tokens as text', { tokens: '1e9' }, /tokens "1e9"/],
    ['no tokens', { tokens: undefined }, /tokens missing/],
    ['negative cost', { cost_usd: -5 }, /cost_usd -5/],
    ['enormous cost', { cost_usd: 1e308 }, /cost_usd 1e\+308/],
    ['NaN cost', { cost_usd: Number.NaN }, /cost_usd NaN/],
  ])('an iteration with %s is not what the runtime writes', (_, over, message) => {
    const f = foldRun('r');
    f.push({ type: 'run_start', project: 'demo', level: 'L2', profile: 'dev', effective: POLICY });
    const it = {
      type: 'iteration',
      index: 1,
      step: 1,
      decision: 'CONTINUE',
      reason: 'ok',
      tokens: 1,
      cost_usd: 0,
      ...over,
    };
    expect(() => f.push(it)).toThrow(message);
  });

  it.each([
    ['a null gate', { ...POLICY, gates: [null] }],
    ['a gate that is a number', { ...POLICY, gates: [1] }],
    ['a criterion without an id', { ...POLICY, success_criteria: [{ kind: 'max-bytes' }] }],
    ['an array', []],
    ['no budget', { ...POLICY, budget: null }],
  ])('a run_start whose effective policy has %s is not what the runtime writes', (_, effective) => {
    const f = foldRun('r');
    expect(() =>
      f.push({ type: 'run_start', project: 'demo', level: 'L2', profile: 'dev', effective }),
    ).toThrow(/effective policy is not what the runtime writes/);
  });

  it('the step bounds are the step event schema’s', async () => {
    const { readFileSync } = await import('node:fs');
    const schema = JSON.parse(readFileSync('schemas/step-event.schema.json', 'utf8'));
    expect(schema.properties.tokens.maximum).toBe(MAX_STEP_TOKENS);
    expect(schema.properties.cost_usd.maximum).toBe(MAX_STEP_COST_USD);
  });
});
