// `run.halt()` while a step runs (SPEC §4.3, signals): the step is cut short — its running command is
// aborted through the CommandRunner port, no further command starts — and that HALT is its one decision.
import { describe, expect, it } from 'vitest';
import type { EffectivePolicy } from '../../../src/core/policy/types.js';
import { startRun } from '../../../src/core/run/evaluator.js';
import { isValidDecision } from '../../../src/core/run/event.js';
import type { CommandRequest, CommandRunner, StepEvent } from '../../../src/core/run/types.js';
import { memoryStore } from './memory-store.js';

const effective: EffectivePolicy = {
  budget: {
    max_steps: 10,
    max_tokens: 1000,
    max_wall_clock_sec: 60,
    max_cost_usd: 1,
    max_corrections_per_step: 2,
  },
  on_exceed: 'halt',
  convergence: { oscillation_repeat: 3, thrash_window: 6, no_progress_window: 4, on_stall: 'escalate' },
  gates: [
    { id: 'first', kind: 'command', argv: ['first'], timeout_sec: 600 },
    { id: 'second', kind: 'command', argv: ['second'], timeout_sec: 600 },
  ],
  success_criteria: [{ id: 'tests', kind: 'command', argv: ['tests'], timeout_sec: 600 }],
  max_delegation_level: 'L3',
  governance: 'required',
  escalation: { approver_role: 'maintainer' },
  context: { max_bytes: 0, must_keep: [] },
};

/** A runner whose commands run until aborted; it records what it was asked to run. */
function hangingRunner() {
  const started: string[] = [];
  let onStart: () => void = () => {};
  const firstStarted = new Promise<void>((r) => {
    onStart = r;
  });
  const runner: CommandRunner = {
    run: (req: CommandRequest) =>
      new Promise((resolve) => {
        started.push(req.argv[0]!);
        onStart();
        req.signal?.addEventListener('abort', () =>
          resolve({ exitCode: null, signal: 'SIGKILL', timedOut: false, aborted: true }),
        );
      }),
  };
  return { runner, started, firstStarted };
}

const event = (step: number, over: Partial<StepEvent> = {}): StepEvent => ({
  step,
  intent: 'i',
  action: `a${step}`,
  tool: 't',
  inputs_ref: `r${step}`,
  tokens: 1,
  cost_usd: 0,
  progress: step,
  artifact: 'x',
  claims_done: false,
  ...over,
});

async function open(runner: CommandRunner, over: Partial<EffectivePolicy> = {}) {
  const store = memoryStore();
  const run = await startRun({
    runId: 'r1',
    project: 'demo',
    level: 'L2',
    profile: 'dev',
    effective: { ...effective, ...over },
    governance: 'required',
    origin: { source: 'unpinned', repo: '/p', commit: null, digest: null, verified: false },
    store,
    clock: { now: () => 0 },
    runner,
    workdir: '/w',
  });
  return { run, store };
}

describe('halt() during a step', () => {
  it.each([
    ['a gate', {}, false],
    ['a success criterion', { gates: [] }, true],
  ])(
    'cuts %s short: one HALT (signal) for the step, nothing else runs, recorded',
    async (_what, over, claims) => {
      const h = hangingRunner();
      const { run, store } = await open(h.runner, over);
      const pending = run.step(event(1, { claims_done: claims }));
      await h.firstStarted;
      const halted = run.halt('signal', 'loopgov run received SIGTERM');
      const d = await pending;
      expect(await halted).toBe(d);
      expect(d).toMatchObject({
        step: 1,
        decision: 'HALT',
        reason: 'signal',
        detail: 'loopgov run received SIGTERM',
      });
      expect(isValidDecision(d)).toBe(true);
      const stopped = [...d.gate.results];
      if (!claims) {
        expect(stopped.map((r) => [r.id, r.verdict, r.detail])).toEqual([
          ['first', 'FAIL', 'stopped: the run was halted (process group killed)'],
          ['second', 'FAIL', 'not run: the run was halted'],
        ]);
      }
      expect(h.started).toEqual([claims ? 'tests' : 'first']);
      expect(store.records.map((r) => [r.type, r.decision ?? null, r.reason ?? null])).toEqual([
        ['run_start', null, null],
        ['iteration', 'HALT', 'signal'],
        ['run_end', 'HALT', 'signal'],
      ]);
      await expect(run.step(event(2))).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
    },
  );

  it('with no step in flight, halt() ends the run at once as that HALT', async () => {
    const { run, store } = await open(hangingRunner().runner);
    const d = await run.halt('signal', 'loopgov run received SIGINT');
    expect(d).toMatchObject({ step: null, decision: 'HALT', reason: 'signal' });
    expect(store.records.map((r) => r.type)).toEqual(['run_start', 'run_end']);
  });

  it('a second halt() changes nothing: the first one is the decision', async () => {
    const h = hangingRunner();
    const { run, store } = await open(h.runner);
    const pending = run.step(event(1));
    await h.firstStarted;
    const first = run.halt('signal', 'SIGTERM');
    const second = run.halt('signal', 'SIGINT');
    const d = await pending;
    expect(await first).toBe(d);
    expect(await second).toBe(d);
    expect(d.detail).toBe('SIGTERM');
    expect(store.records.filter((r) => r.type === 'run_end')).toHaveLength(1);
  });
});
