// Which halt request is pending (decision 063, addendum): one after the run's last iteration — also one
// that landed between the ESCALATE's iteration and its run_end or escalation record — ends the escalated
// run, whatever the answer; one before an iteration was that step's to take, and counts once.
import { describe, expect, it } from 'vitest';
import { createPendingHalt } from '../../../src/core/run/pending-halt.js';
import { createRunHistoryReader } from '../../../src/core/run/restore.js';
import { createRunSummarizer } from '../../../src/core/run/summary.js';
import type { EffectivePolicy } from '../../../src/core/policy/types.js';
import type { TraceRecord } from '../../../src/core/trace/types.js';

const effective = {
  convergence: { oscillation_repeat: 3, thrash_window: 6, no_progress_window: 4, on_stall: 'escalate' },
} as EffectivePolicy;

/** Records of the given types, indexed in order (the grammar's fields only: no usage is judged here). */
function records(types: string[]): TraceRecord[] {
  return types.map((type, index) => {
    const r: Record<string, unknown> = { type, index, hash: `h${index}`, at: '2026-01-01T00:00:00.000Z' };
    if (type === 'run_end') r.decision = 'ESCALATE';
    if (type === 'halt_request') r.by = `ops${index}`;
    return r as unknown as TraceRecord;
  });
}

const pendingOf = (types: string[]) => {
  const reader = createRunHistoryReader(effective);
  const summary = createRunSummarizer('r1');
  const pending = createPendingHalt<TraceRecord>();
  for (const r of records(types)) {
    reader.push(r);
    summary.push(r as never);
    pending.push(r);
  }
  return {
    continuation: reader.history.haltRequest?.index ?? null,
    panel: summary.summary().halt_pending,
    rule: pending.halt?.index ?? null,
  };
};

const ESCALATED = ['run_start', 'iteration', 'iteration'];

describe('a halt request pending for the escalation', () => {
  it.each([
    ['between the iteration and its run_end', ['halt_request', 'run_end', 'escalation'], 3],
    ['between the run_end and the escalation', ['run_end', 'halt_request', 'escalation'], 4],
    ['after the escalation', ['run_end', 'escalation', 'halt_request'], 5],
    ['after an answer', ['run_end', 'escalation', 'resume', 'halt_request'], 6],
    ['two: the first counts', ['halt_request', 'run_end', 'escalation', 'halt_request'], 3],
  ])('%s: pending for the continuation and the panel', (_where, tail, index) => {
    expect(pendingOf([...ESCALATED, ...tail])).toEqual({ continuation: index, panel: true, rule: index });
  });

  it("one before the escalated iteration was that step's to take: not counted again", () => {
    const types = ['run_start', 'iteration', 'halt_request', 'iteration', 'run_end', 'escalation'];
    expect(pendingOf(types)).toEqual({ continuation: null, panel: false, rule: null });
  });

  it('one before a run_continue was acted on by it: not counted for the next escalation', () => {
    const types = [
      ...ESCALATED,
      'run_end',
      'escalation',
      'resume',
      'halt_request',
      'run_continue',
      'run_end',
      'escalation',
    ];
    expect(pendingOf(types)).toEqual({ continuation: null, panel: false, rule: null });
  });
});
