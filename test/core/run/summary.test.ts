// The run summary (pure): state, gauges, the convergence rule that fired, halts, and the chain scope.
import { describe, expect, it } from 'vitest';
import { createRunSummarizer, describeChain } from '../../../src/core/run/summary.js';
import { createChainVerifier } from '../../../src/core/trace/verify.js';
import { GENESIS_PREV, linkRecord } from '../../../src/lib.js';

const effective = {
  budget: {
    max_steps: 10,
    max_tokens: 1000,
    max_cost_usd: 1,
    max_wall_clock_sec: 60,
    max_corrections_per_step: 2,
  },
  convergence: { oscillation_repeat: 3, thrash_window: 4, no_progress_window: 3, on_stall: 'escalate' },
};

function iteration(index: number, over: Record<string, unknown> = {}) {
  return {
    type: 'iteration',
    index,
    at: `2026-01-01T00:00:0${index}Z`,
    hash: `h${index}`,
    step: index,
    attempt: 1,
    decision: 'CONTINUE',
    reason: 'ok',
    action: `a${index}`,
    tokens: 10,
    cost_usd: 0.01,
    budget_snapshot: {
      steps: index,
      tokens: 10 * index,
      cost_usd: 0.01 * index,
      wall_clock_sec: index,
      limits: { max_steps: 10, max_tokens: 1000, max_cost_usd: 1, max_wall_clock_sec: 60 },
    },
    convergence: { repeat: 1, alternation: 1, since_best: 0, best_progress: index, stall: null },
    ...over,
  };
}

function summarize(records: Record<string, unknown>[]) {
  const s = createRunSummarizer('r1');
  s.push({
    type: 'run_start',
    index: 0,
    at: '2026-01-01T00:00:00Z',
    hash: 'h0',
    project: 'p',
    level: 'L2',
    profile: 'dev',
    effective,
  });
  for (const r of records) s.push(r);
  return s.summary();
}

describe('createRunSummarizer', () => {
  // The records of an escalated run, as the evaluator, `loopgov resume` and the runtime write them.
  const esc = { type: 'run_end', index: 2, hash: 'h2', decision: 'ESCALATE', reason: 'oscillation' };
  const escalation = { type: 'escalation', index: 3, hash: 'h3', reason: 'oscillation' };
  const resume = { type: 'resume', index: 4, hash: 'h4', head: 'h3', decision: 'resume' };
  const halt = { type: 'halt_request', index: 4, hash: 'h4', by: 'x', reason: 'stop' };
  const cont = { type: 'run_continue', index: 5, hash: 'h5', resume_index: 4 };
  it.each([
    [[], 'running'],
    [[{ type: 'run_end', index: 2, decision: 'DONE', reason: 'success' }], 'done'],
    [[{ type: 'run_end', index: 2, decision: 'HALT', reason: 'human' }], 'halted'],
    [
      [
        { type: 'run_end', index: 2, decision: 'DONE', reason: 'success' },
        { ...halt, index: 3 },
      ],
      'done',
    ],
    // An ESCALATE with no escalation record (written before resume existed) cannot be answered.
    [[esc], 'halted'],
    [[esc, escalation], 'escalated'],
    // An answer waiting, or a halt requested: still escalated until a runtime acts on it.
    [[esc, escalation, resume], 'escalated'],
    [[esc, escalation, halt], 'escalated'],
    [[esc, escalation, resume, cont], 'running'],
    [[esc, escalation, resume, cont, iteration(6)], 'running'],
    [
      [
        esc,
        escalation,
        resume,
        cont,
        iteration(6),
        { type: 'run_end', index: 7, decision: 'DONE', reason: 'success' },
      ],
      'done',
    ],
    [[esc, escalation, { type: 'run_end', index: 4, decision: 'HALT', reason: 'human' }], 'halted'],
    // Iterations after an ESCALATE without a run_continue break the grammar: they change nothing.
    [[esc, escalation, iteration(4)], 'escalated'],
  ])('%j → %s', (rest, state) => {
    expect(summarize([iteration(1), ...rest]).state).toBe(state);
  });

  it('the gauges show the limits a grant raised at once, before the next step', () => {
    const limits = {
      max_steps: 14,
      max_tokens: 1000,
      max_cost_usd: 1,
      max_wall_clock_sec: 60,
      max_corrections_per_step: 4,
    };
    const s = summarize([iteration(1), esc, escalation, resume, { ...cont, limits }]);
    expect(s.budgets.map((g) => [g.limit, g.max])).toEqual([
      ['max_steps', 14],
      ['max_tokens', 1000],
      ['max_cost_usd', 1],
      ['max_wall_clock_sec', 60],
      ['max_corrections_per_step', 4],
    ]);
  });

  it('the head a resume binds is the escalation record, not the trace head', () => {
    const s = summarize([iteration(1), esc, escalation, resume]);
    expect(s).toMatchObject({ head: 'h4', escalation_head: 'h3', state: 'escalated' });
    expect(summarize([iteration(1), esc, escalation, resume, cont]).escalation_head).toBeNull();
  });

  it('a gauge per budget limit from the last snapshot; the limit that ended the run is marked', () => {
    const s = summarize([
      iteration(1),
      iteration(2),
      { type: 'run_end', index: 3, decision: 'HALT', reason: 'budget.max_tokens', step: 2 },
    ]);
    expect(s.budgets).toEqual([
      { limit: 'max_steps', used: 2, max: 10, unit: 'steps', exceeded: false },
      { limit: 'max_tokens', used: 20, max: 1000, unit: 'tokens', exceeded: true },
      { limit: 'max_cost_usd', used: 0.02, max: 1, unit: 'USD', exceeded: false },
      { limit: 'max_wall_clock_sec', used: 2, max: 60, unit: 's', exceeded: false },
      { limit: 'max_corrections_per_step', used: 0, max: 2, unit: 'corrections', exceeded: false },
    ]);
    expect(s).toMatchObject({
      iterations: 2,
      tokens: 20,
      cost_usd: 0.02,
      last_step: 2,
      head: 'h2',
      records: 4,
    });
  });

  it('corrections in a row: the attempt of the last step, counting it when it was a CORRECT', () => {
    const s = summarize([
      iteration(1, { decision: 'CORRECT', attempt: 1 }),
      iteration(2, { decision: 'CORRECT', attempt: 2 }),
    ]);
    expect(s.budgets.at(-1)).toMatchObject({ limit: 'max_corrections_per_step', used: 2 });
    expect(summarize([iteration(1, { attempt: 3 })]).budgets.at(-1)!.used).toBe(2);
  });

  it('before any iteration the gauges show the policy limits, nothing used', () => {
    expect(summarize([]).budgets.map((g) => [g.limit, g.used, g.max])).toEqual([
      ['max_steps', 0, 10],
      ['max_tokens', 0, 1000],
      ['max_cost_usd', 0, 1],
      ['max_wall_clock_sec', 0, 60],
      ['max_corrections_per_step', 0, 2],
    ]);
  });

  it('oscillation names the repeated action; thrash the two; no_progress the window', () => {
    const osc = summarize([
      iteration(1, { action: 'npm test' }),
      iteration(2, { action: 'npm test', convergence: { repeat: 3, stall: 'oscillation' } }),
      { type: 'run_end', index: 3, decision: 'ESCALATE', reason: 'oscillation', step: 2 },
    ]);
    expect(osc.convergence).toMatchObject({
      status: 'oscillation',
      ended_run: true,
      actions: ['npm test'],
      window: 3,
    });
    expect(osc.convergence.detail).toBe('oscillation: the same action 3 times in a row: "npm test"');
    const thrash = summarize([
      iteration(1, { action: 'undo' }),
      iteration(2, { action: 'redo', convergence: { alternation: 4, stall: 'thrash' } }),
      { type: 'run_end', index: 3, decision: 'HALT', reason: 'thrash' },
    ]);
    expect(thrash.convergence).toMatchObject({ status: 'thrash', actions: ['undo', 'redo'], window: 4 });
    const flat = summarize([
      iteration(1, {
        governance: 'off',
        convergence: { since_best: 3, best_progress: 0.5, stall: 'no_progress' },
      }),
    ]);
    // Seen in an iteration but not ending the run (governance off): advisory.
    expect(flat.convergence).toMatchObject({ status: 'no_progress', ended_run: false, window: 3 });
    expect(flat.convergence.detail).toContain('(advisory: not enforced)');
  });

  it('a governed stall a resume let go on is not called advisory: it escalated, and a person answered', () => {
    const stalled = iteration(3, {
      governance: 'optional',
      decision: 'ESCALATE',
      reason: 'no_progress',
      convergence: { since_best: 3, best_progress: 0.5, stall: 'no_progress' },
    });
    const s = summarize([
      stalled,
      { type: 'run_end', index: 4, decision: 'ESCALATE', reason: 'no_progress', step: 3 },
      { type: 'escalation', index: 5, step: 3, reason: 'no_progress' },
      { type: 'resume', index: 6 },
      { type: 'run_continue', index: 7, resume_index: 6, limits: {} },
    ]);
    expect(s.convergence).toMatchObject({ status: 'no_progress', ended_run: false });
    expect(s.convergence.detail).not.toContain('advisory');
    expect(s.convergence.detail).toContain("(escalated at step 3; a person's resume let the run go on)");
  });

  it('halt requests are listed; one after the last step is pending until a step takes it', () => {
    const halt = { type: 'halt_request', index: 2, at: 'x', by: 'alice', reason: 'stop', via: 'web' };
    expect(summarize([iteration(1), halt])).toMatchObject({
      halt_pending: true,
      halt_requests: [{ index: 2, by: 'alice', reason: 'stop', via: 'web' }],
    });
    expect(
      summarize([iteration(1), halt, iteration(3, { decision: 'HALT', reason: 'human' })]).halt_pending,
    ).toBe(false);
  });

  it('ignores record types it does not know (counted only)', () => {
    expect(summarize([iteration(1), { type: 'future_kind', index: 2 }])).toMatchObject({
      state: 'running',
      records: 3,
    });
  });
});

describe('describeChain: exactly what was verified', () => {
  const lines = (n: number) => {
    const out: string[] = [];
    let prev = GENESIS_PREV;
    for (let i = 0; i < n; i++) {
      const body =
        i === 0
          ? { type: 'run_start' as const, run_id: 'r1', at: 'x' }
          : { type: 'iteration' as const, run_id: 'r1', at: 'x', step: i };
      const { record, line } = linkRecord(body, prev, i);
      prev = record.hash;
      out.push(line);
    }
    return out;
  };
  const report = (ls: string[], allowOpen = true) => {
    const v = createChainVerifier({ runId: 'r1', allowOpen });
    for (const l of ls) v.push(l);
    return v.end();
  };

  it('a whole open chain: records 0…n against the head, in progress', () => {
    const ls = lines(42);
    const c = describeChain(report(ls));
    const head = JSON.parse(ls[41]!).hash;
    expect(c).toMatchObject({ ok: true, verified_through: 41, head, length: 42 });
    expect(c.scope).toBe(`records 0…41 verified against head ${head}; run in progress (no run_end yet)`);
  });

  it('a tampered record: verified up to the one before it, broken at it', () => {
    const ls = lines(10);
    ls[7] = ls[7]!.replace('"step":7', '"step":70');
    const c = describeChain(report(ls));
    const head6 = JSON.parse(ls[6]!).hash;
    expect(c).toMatchObject({
      ok: false,
      verified_through: 6,
      head: head6,
      finding: { index: 7, reason: 'hash' },
    });
    expect(c.scope).toMatch(
      new RegExp(`^records 0…6 verified against head ${head6}; broken at record 7: hash \\(`),
    );
  });

  it('a broken first record: nothing verified', () => {
    const ls = lines(3);
    ls[0] = ls[0]!.replace('"at":"x"', '"at":"y"');
    expect(describeChain(report(ls)).scope).toMatch(/^no record verified; broken at record 0: hash/);
  });
});
