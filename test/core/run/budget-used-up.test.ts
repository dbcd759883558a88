// Decision 115: a step that starts with a budget limit already used up is never taken. The iteration that
// reaches a limit is the last one (SPEC §4.2: it gets on_exceed unless it is DONE); a run that goes on
// past it under the same limits (a resume without a grant) has its next step decided by on_exceed before
// any gate or criterion runs — never DONE or CONTINUE, nothing counted — and the trace still proves.
import { describe, expect, it } from 'vitest';
import type { EffectivePolicy } from '../../../src/core/policy/types.js';
import { type RunSetup, startRun } from '../../../src/core/run/evaluator.js';
import { createRunHistoryReader } from '../../../src/core/run/restore.js';
import type { CommandRunner } from '../../../src/core/run/types.js';
import { type MemoryStore, memoryStore } from './memory-store.js';

const LIMITS = {
  max_steps: 3,
  max_tokens: 1000,
  max_wall_clock_sec: 60,
  max_cost_usd: 1,
  max_corrections_per_step: 2,
};

function policy(on_exceed: 'halt' | 'escalate'): EffectivePolicy {
  return {
    budget: LIMITS,
    on_exceed,
    convergence: { oscillation_repeat: 5, thrash_window: 8, no_progress_window: 6, on_stall: 'escalate' },
    gates: [{ id: 'size', kind: 'max-bytes', max: 100 }],
    success_criteria: [{ id: 'tests', kind: 'command', argv: ['check'], timeout_sec: 5 }],
    max_delegation_level: 'L3',
    governance: 'required',
    escalation: { approver_role: 'maintainer' },
    context: { max_bytes: 0, must_keep: [] },
  };
}

/** Every criterion passes; each command it is asked to run is counted. */
function countingRunner() {
  const calls = { n: 0 };
  const runner: CommandRunner = {
    run: async () => {
      calls.n++;
      return { exitCode: 0, signal: null, timedOut: false };
    },
  };
  return { runner, calls };
}

function setup(effective: EffectivePolicy, store: MemoryStore, runner: CommandRunner, now: { t: number }) {
  return {
    runId: 'r1',
    project: 'demo',
    level: 'L2',
    profile: 'dev',
    effective,
    governance: 'required',
    origin: { source: 'pinned', repo: '/r', commit: 'a'.repeat(40), digest: 'b'.repeat(64), verified: false },
    store,
    clock: { now: () => now.t },
    runner,
    workdir: '/work',
  } satisfies RunSetup;
}

const ev = (step: number, over: Record<string, unknown> = {}) => ({
  step,
  intent: 'work',
  action: `act-${step}`,
  tool: 'edit',
  inputs_ref: 'ref',
  tokens: 10,
  cost_usd: 0.01,
  progress: step,
  artifact: 'partial',
  claims_done: false,
  ...over,
});

/** Goes on from the store's records under the same limits: what a resume with no grant would restore. */
function goOn(store: MemoryStore, effective: EffectivePolicy, runner: CommandRunner, now: { t: number }) {
  const reader = createRunHistoryReader(effective);
  for (const r of store.records) reader.push(r);
  expect(reader.history.edited).toBeNull();
  return startRun({
    ...setup(effective, store, runner, now),
    restore: { ...reader.restore(effective.budget, now.t), record: { resume_index: 0 } },
  });
}

const edited = (store: MemoryStore, effective: EffectivePolicy) => {
  const reader = createRunHistoryReader(effective);
  for (const r of store.records) reader.push(r);
  return reader.history.edited?.message ?? null;
};

describe('a step past a used-up limit is never taken', () => {
  it.each([
    // [limit, the step that reaches it, the usage the reaching step reports]
    ['max_steps', 3, {}, '3 of max_steps 3'],
    ['max_tokens', 1, { tokens: 1001 }, '1001 of max_tokens 1000'],
    ['max_cost_usd', 1, { cost_usd: 1.01 }, '$1.01 of max_cost_usd 1'],
  ] as const)(
    '%s: the next step is on_exceed before any gate or criterion runs, never DONE',
    async (limit, at, over, used) => {
      const effective = policy('escalate');
      const store = memoryStore();
      const now = { t: 0 };
      const { runner, calls } = countingRunner();
      const run = await startRun(setup(effective, store, runner, now));
      for (let n = 1; n < at; n++) expect((await run.step(ev(n))).decision).toBe('CONTINUE');
      expect(await run.step(ev(at, over))).toMatchObject({ decision: 'ESCALATE', reason: `budget.${limit}` });

      const before = store.records.length;
      const next = await goOn(store, effective, runner, now);
      const d = await next.step(ev(at + 1, { claims_done: true, artifact: 'x'.repeat(500) }));
      expect(d).toMatchObject({
        step: at + 1,
        decision: 'ESCALATE',
        reason: `budget.${limit}`,
        gate: { verdict: 'SKIP', results: [] },
        convergence: null,
        budget: { steps: at, exceeded: limit },
      });
      expect(d.detail).toBe(
        `step ${at + 1} not taken: the run had used ${used} before it (a step past a limit is never taken)`,
      );
      expect(calls.n).toBe(0); // the criterion never ran: a claim of done past the limit is not judged
      expect(store.records.slice(before).map((r) => r.type)).toEqual([
        'run_continue',
        'iteration',
        'run_end',
        'escalation',
      ]);
      const it = store.records.find((r) => r.type === 'iteration' && r.step === at + 1)!;
      expect(it).toMatchObject({ artifact: null, convergence: null, gate: { verdict: 'SKIP' } });
      expect(edited(store, effective)).toBeNull(); // the record is one the usage proof accepts
    },
  );

  it('the wall clock: a run restored past max_wall_clock_sec takes no further step (on_exceed halt)', async () => {
    const effective = policy('halt');
    const store = memoryStore();
    const now = { t: 0 };
    const { runner, calls } = countingRunner();
    const run = await startRun(setup(effective, store, runner, now));
    now.t = 61_000;
    // The iteration that passes the limit may still be DONE (SPEC §4.2): here it is not, so it HALTs.
    expect(await run.step(ev(1))).toMatchObject({ decision: 'HALT', reason: 'budget.max_wall_clock_sec' });
    now.t = 100_000;
    const next = await goOn(store, effective, runner, now);
    const d = await next.step(ev(2, { claims_done: true, artifact: 'good' }));
    expect(d).toMatchObject({ decision: 'HALT', reason: 'budget.max_wall_clock_sec', budget: { steps: 1 } });
    expect(d.detail).toMatch(/^step 2 not taken: the run had used 61s of max_wall_clock_sec 60 before it/);
    expect(calls.n).toBe(0);
    expect(edited(store, effective)).toBeNull();
  });

  it('the step that reaches a limit from below is still DONE when its criteria pass', async () => {
    const effective = policy('escalate');
    const store = memoryStore();
    const now = { t: 0 };
    const { runner, calls } = countingRunner();
    const run = await startRun(setup(effective, store, runner, now));
    await run.step(ev(1));
    await run.step(ev(2));
    expect(await run.step(ev(3, { claims_done: true, artifact: 'good' }))).toMatchObject({
      decision: 'DONE',
      budget: { steps: 3, exceeded: 'max_steps' },
    });
    expect(calls.n).toBe(1);
  });

  it('a limit met exactly is not used up: a step that adds nothing to it is taken', async () => {
    const effective = policy('escalate');
    const store = memoryStore();
    const now = { t: 0 };
    const { runner } = countingRunner();
    const run = await startRun(setup(effective, store, runner, now));
    expect(await run.step(ev(1, { tokens: 1000, cost_usd: 1 }))).toMatchObject({ decision: 'CONTINUE' });
    expect(await run.step(ev(2, { tokens: 0, cost_usd: 0 }))).toMatchObject({ decision: 'CONTINUE' });
  });

  it('a person’s halt still comes first (the loop-breaker), before the used-up limit', async () => {
    const effective = policy('escalate');
    const store = memoryStore();
    const now = { t: 0 };
    const { runner } = countingRunner();
    const run = await startRun(setup(effective, store, runner, now));
    for (const n of [1, 2, 3]) await run.step(ev(n));
    const next = await goOn(store, effective, runner, now);
    store.foreign.push({ type: 'halt_request', by: 'ops', reason: 'stop' } as never);
    expect(await next.step(ev(4))).toMatchObject({ decision: 'HALT', reason: 'human' });
  });

  it('governance off: the step past the limit is taken, and its advisory is the step not taken (never silent)', async () => {
    const effective = { ...policy('escalate'), governance: 'optional' as const };
    const store = memoryStore();
    const now = { t: 0 };
    const { runner, calls } = countingRunner();
    const run = await startRun({ ...setup(effective, store, runner, now), governance: 'off' });
    for (const n of [1, 2]) await run.step(ev(n));
    // Step 3 reaches max_steps from below: governed, it would ESCALATE (on_exceed).
    expect(await run.step(ev(3))).toMatchObject({
      decision: 'CONTINUE',
      reason: 'governance_off',
      advisory: { decision: 'ESCALATE', reason: 'budget.max_steps' },
    });
    // Step 4 is past the used-up limit: governed, it would not be taken; off, it is — and says so.
    expect(await run.step(ev(4))).toMatchObject({
      decision: 'CONTINUE',
      advisory: { decision: 'ESCALATE', reason: 'budget.max_steps' },
    });
    const d = await run.step(ev(5, { claims_done: true, artifact: 'good' }));
    expect(d).toMatchObject({
      decision: 'DONE',
      reason: 'success',
      budget: { steps: 5, exceeded: 'max_steps' },
      advisory: { decision: 'ESCALATE', reason: 'budget.max_steps' },
    });
    expect(calls.n).toBe(1);
    expect(store.records.at(-2)).toMatchObject({
      type: 'iteration',
      decision: 'DONE',
      advisory: { decision: 'ESCALATE', reason: 'budget.max_steps' },
    });
  });
});
