// Policy probe, round 9 (decision 123, addendum): the step that exhausts the corrections also stalls. With
// on_stall halt the HALT wins — the last correction must not hand a run the policy stops to a person who
// could resume it (an agent could fail on purpose to get there). With on_stall escalate nothing changes,
// and a DENY still escalates whatever else is true (decision 015).
import { describe, expect, it } from 'vitest';
import type { EffectivePolicy } from '../../../src/core/policy/types.js';
import { decideIteration, type IterationFacts } from '../../../src/core/run/decide.js';

const policy = (onStall: 'halt' | 'escalate', maxCorrections: number): EffectivePolicy => ({
  budget: {
    max_steps: 100,
    max_tokens: 1e6,
    max_wall_clock_sec: 1000,
    max_cost_usd: 10,
    max_corrections_per_step: maxCorrections,
  },
  on_exceed: 'halt',
  convergence: { oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: onStall },
  gates: [],
  success_criteria: [],
  max_delegation_level: 'L3',
  governance: 'required',
  escalation: { approver_role: 'maintainer' },
  context: { max_bytes: 0, must_keep: [] },
});
const facts = (verdict: 'FAIL' | 'DENY', exceeded: string | null = null): IterationFacts =>
  ({
    claimsDone: false,
    gate: { verdict, results: [{ id: 'g', kind: 'max-bytes', verdict, detail: 'too big' }] },
    budget: { exceeded, steps: 5, tokens: 0, cost_usd: 0, wall_clock_sec: 0, limits: {} },
    convergence: { stall: 'oscillation', repeat: 3, alternation: 0, since_best: 0, best_progress: 0 },
    corrections: 1,
    criteria: () => ({ verdict: 'PASS', results: [] }),
  }) as unknown as IterationFacts;

describe('a stalled step that also exhausts its corrections', () => {
  it.each([
    ['halt', 1, 'HALT', 'oscillation'],
    ['halt', 3, 'HALT', 'oscillation'],
    ['escalate', 1, 'ESCALATE', 'corrections_exhausted'],
    ['escalate', 3, 'ESCALATE', 'oscillation'],
  ] as const)('on_stall %s, max_corrections_per_step %i: %s %s', async (onStall, max, decision, reason) => {
    expect(await decideIteration(policy(onStall, max), facts('FAIL'))).toMatchObject({ decision, reason });
  });

  it('a DENY still escalates, stall or not (decision 015)', async () => {
    expect(await decideIteration(policy('halt', 1), facts('DENY'))).toMatchObject({
      decision: 'ESCALATE',
      reason: 'gate_deny',
    });
  });
});
