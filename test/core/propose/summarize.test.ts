// One run folded into its summary from the evaluator's own records: the cut-off while improving, the
// stall that a person resumed and that then finished (with the window it needed), crafted field types.
import { describe, expect, it } from 'vitest';
import { foldRun } from '../../../src/core/propose/summarize.js';
import { linkRecord } from '../../../src/core/trace/chain.js';
import type { EffectivePolicy } from '../../../src/core/policy/types.js';
import type { TraceRecord } from '../../../src/core/trace/types.js';
import { event, runInMemory } from '../../helpers/memory-run.js';

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

  it('a stall a person resumed, that then finished: the window it would have needed', async () => {
    // Progress flat for 3 steps → ESCALATE no_progress at step 4; then (resumed) it improves and is DONE.
    const events = [1, 1, 1, 1].map((p, i) => event(i + 1, { progress: p }));
    const run = await runInMemory(events, { runId: 'r', effective: POLICY });
    expect(run.decisions.at(-1)).toMatchObject({ decision: 'ESCALATE', reason: 'no_progress' });
    // What a resumed run appends after its escalation (record types this version does not know are ignored).
    const records = [...run.records];
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
      decision: 'CONTINUE',
      reason: 'ok',
      tokens: 100,
      cost_usd: 0,
      progress: 1,
      action_hash: 'x',
      gate: null,
    });
    add({
      type: 'iteration',
      step: 6,
      decision: 'DONE',
      reason: 'success',
      tokens: 100,
      cost_usd: 0,
      progress: 2,
      action_hash: 'y',
      gate: null,
    });
    add({ type: 'run_end', decision: 'DONE', reason: 'success', step: 6 });
    const s = fold(records);
    expect(s.firstStop).toMatchObject({ decision: 'ESCALATE', reason: 'no_progress', step: 4 });
    expect(s.outcome).toMatchObject({ decision: 'DONE', reason: 'success' });
    // Four iterations without a new best (steps 2-5): a window of 5 would not have stalled it.
    expect(s.resumedAfterStall).toEqual({ rule: 'no_progress', finished: true, neededWindow: 5 });
  });

  it('fields of the wrong type count as absent, never as NaN', () => {
    const f = foldRun('r');
    f.push({
      type: 'run_start',
      project: 7,
      level: null,
      profile: 'dev',
      policy: 'x',
      effective: { budget: 1 },
      at: 'never',
    });
    f.push({
      type: 'iteration',
      decision: 'CONTINUE',
      reason: 'ok',
      tokens: '1e9',
      cost_usd: Number.NaN,
      progress: {},
      gate: { results: [{ id: 1 }, 'x', null] },
    });
    const s = f.end('h');
    expect(s.effective).toBeNull();
    expect(s.usage).toEqual({ steps: 1, tokens: 0, cost_usd: 0, wall_clock_sec: 0 });
    expect(s.scope).toEqual({ project: '', level: '', profile: 'dev' });
  });
});
