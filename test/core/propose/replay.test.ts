// The counterfactual replay against the real evaluator: replaying a run under the policy it was recorded
// with gives back every recorded ending; replaying it under another policy gives exactly what the
// evaluator itself decides when the same events are run under that policy — or says honestly that it
// cannot know (later steps, a new command gate).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayRun, type RunReplay } from '../../../src/core/propose/replay.js';
import type { EffectivePolicy, Gate } from '../../../src/core/policy/types.js';
import type { StepEvent } from '../../../src/core/run/types.js';
import { event, type MemoryRun, runInMemory } from '../../helpers/memory-run.js';

const COMMAND: Gate = { id: 'unit', kind: 'command', argv: ['check'], timeout_sec: 5 };
const CRITERION: Gate = { id: 'done-check', kind: 'command', argv: ['criterion'], timeout_sec: 5 };

function policy(over: Partial<EffectivePolicy> = {}): EffectivePolicy {
  return {
    budget: {
      max_steps: 10,
      max_tokens: 5000,
      max_wall_clock_sec: 60,
      max_cost_usd: 1,
      max_corrections_per_step: 2,
    },
    on_exceed: 'halt',
    convergence: { oscillation_repeat: 3, thrash_window: 6, no_progress_window: 4, on_stall: 'escalate' },
    gates: [
      { id: 'deny', kind: 'deny-patterns', patterns: [{ regex: 'BAD' }], on_match: 'DENY' },
      { id: 'size', kind: 'max-bytes', max: 40 },
      COMMAND,
    ],
    success_criteria: [CRITERION],
    max_delegation_level: 'L3',
    governance: 'optional',
    escalation: { approver_role: 'maintainer' },
    context: { max_bytes: 0, must_keep: [] },
    ...over,
  };
}

/** Command gates fail on artifacts saying "flaky"; the criterion passes on "good". */
const exitCode = (argv: string[], text: string) =>
  argv[0] === 'check' ? (text.includes('flaky') ? 1 : 0) : text.includes('good') ? 0 : 1;

async function replay(run: MemoryRun, proposed: EffectivePolicy): Promise<RunReplay> {
  const r = replayRun('r', () => proposed, { read: (sha) => run.artifacts.get(sha) ?? null });
  for (const rec of run.records) await r.push(rec as unknown as Record<string, unknown>);
  return r.end(run.records.at(-1)!.hash);
}

const artifactArb = fc.constantFrom<StepEvent['artifact']>(
  'work',
  'good',
  'flaky',
  'BAD',
  'x'.repeat(60),
  null,
  'good but long enough to pass forty bytes',
);
const eventsArb = fc
  .array(
    fc.record({
      action: fc.constantFrom('a', 'b', 'c', 'd'),
      progress: fc.integer({ min: 0, max: 6 }),
      tokens: fc.integer({ min: 0, max: 900 }),
      artifact: artifactArb,
      claims_done: fc.boolean(),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((xs) => xs.map((x, i) => event(i + 1, { ...x, action_hash: x.action })));
const policyArb = fc
  .record({
    max_steps: fc.integer({ min: 1, max: 30 }),
    max_tokens: fc.integer({ min: 0, max: 12000 }),
    max_wall_clock_sec: fc.integer({ min: 0, max: 30 }),
    max_corrections_per_step: fc.integer({ min: 0, max: 4 }),
    oscillation_repeat: fc.integer({ min: 2, max: 8 }),
    thrash_window: fc.integer({ min: 3, max: 8 }),
    no_progress_window: fc.integer({ min: 1, max: 10 }),
    on_exceed: fc.constantFrom<'halt' | 'escalate'>('halt', 'escalate'),
    on_stall: fc.constantFrom<'halt' | 'escalate'>('halt', 'escalate'),
    size: fc.integer({ min: 1, max: 80 }),
  })
  .map((p) =>
    policy({
      budget: {
        max_steps: p.max_steps,
        max_tokens: p.max_tokens,
        max_wall_clock_sec: p.max_wall_clock_sec,
        max_cost_usd: 1,
        max_corrections_per_step: p.max_corrections_per_step,
      },
      on_exceed: p.on_exceed,
      convergence: {
        oscillation_repeat: p.oscillation_repeat,
        thrash_window: p.thrash_window,
        no_progress_window: p.no_progress_window,
        on_stall: p.on_stall,
      },
      gates: [
        { id: 'deny', kind: 'deny-patterns', patterns: [{ regex: 'BAD' }], on_match: 'DENY' },
        { id: 'size', kind: 'max-bytes', max: p.size },
        COMMAND,
      ],
    }),
  );

function ending(run: MemoryRun) {
  const end = run.records.find((r) => r.type === 'run_end')!;
  return { decision: end.decision, reason: end.reason, step: end.step };
}

describe('counterfactual replay', () => {
  it('under the recorded policy, every run ends as recorded (governance on or off)', async () => {
    await fc.assert(
      fc.asyncProperty(
        eventsArb,
        policyArb,
        fc.constantFrom<'optional' | 'off'>('optional', 'off'),
        async (events, p, governance) => {
          const run = await runInMemory(events, { runId: 'r', effective: p, exitCode, governance });
          const r = await replay(run, p);
          const end = ending(run);
          if (end.reason === 'incomplete') expect(r.status).toBe('same');
          else expect({ status: r.status, note: r.note }).toMatchObject({ status: 'same' });
          expect(r.delta).toEqual({ steps: 0, tokens: 0, cost_usd: 0 });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('under another policy it agrees with the evaluator run under that policy, or says it cannot know', async () => {
    await fc.assert(
      fc.asyncProperty(eventsArb, policyArb, policyArb, async (events, recorded, proposed) => {
        const run = await runInMemory(events, { runId: 'r', effective: recorded, exitCode });
        const truth = await runInMemory(events, { runId: 'r', effective: proposed, exitCode });
        const r = await replay(run, proposed);
        const t = ending(truth);
        const lastRecorded = run.decisions.at(-1)?.step ?? 0;
        if (r.status === 'not_halted') {
          // The proposed policy would have gone on past the recorded end: the truth stops later, or not at all.
          expect(t.step === null || (t.step as number) > lastRecorded || t.reason === 'incomplete').toBe(
            true,
          );
        } else if (r.status !== 'unknown') {
          expect(r.proposed).toMatchObject({ decision: t.decision, reason: t.reason, step: t.step });
        } else {
          // Unknown only where a verdict was never recorded: a command the recorded run did not reach.
          expect(r.note).toMatch(/cannot tell from step \d+: .*(was not run|new or changed)/);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a run the proposal would not have stopped says its later steps are unknown, never invents them', async () => {
    const events = Array.from({ length: 20 }, (_, i) => event(i + 1, { artifact: 'work' }));
    const run = await runInMemory(events, { runId: 'r', effective: policy(), exitCode });
    expect(ending(run)).toMatchObject({ reason: 'budget.max_steps', step: 10 });
    const r = await replay(run, policy({ budget: { ...policy().budget, max_steps: 15 } }));
    expect(r.status).toBe('not_halted');
    expect(r.note).toMatch(
      /would not have stopped at step 10 \(HALT budget.max_steps\).*later steps are unknown/,
    );
    expect(r.proposed).toMatchObject({ steps: 10 });
    expect(r.delta).toEqual({ steps: 0, tokens: 0, cost_usd: 0 });
  });

  it('halts earlier under a smaller budget, with the step, reason and deltas', async () => {
    const events = Array.from({ length: 8 }, (_, i) =>
      event(i + 1, { artifact: 'work', claims_done: i === 7 }),
    );
    events[7]!.artifact = 'good';
    const run = await runInMemory(events, { runId: 'r', effective: policy(), exitCode });
    expect(ending(run)).toMatchObject({ decision: 'DONE', step: 8 });
    const r = await replay(run, policy({ budget: { ...policy().budget, max_steps: 5 } }));
    expect(r).toMatchObject({
      status: 'halts_earlier',
      proposed: { decision: 'HALT', reason: 'budget.max_steps', step: 5 },
      delta: { steps: -3, tokens: -300, cost_usd: -0.03 },
    });
  });

  it('takes command verdicts from the record and says so; a new command gate cannot be known', async () => {
    const events = [event(1, { artifact: 'work' }), event(2, { artifact: 'good', claims_done: true })];
    const run = await runInMemory(events, { runId: 'r', effective: policy(), exitCode });
    const same = await replay(run, policy());
    expect(same.from_record).toEqual(expect.arrayContaining(['unit', 'done-check']));
    const changed = await replay(run, policy({ gates: [{ ...COMMAND, argv: ['check', '--strict'] }] }));
    expect(changed).toMatchObject({ status: 'unknown' });
    expect(changed.note).toMatch(/gate unit is a new or changed command/);
  });

  it('re-runs a changed pure gate on the stored bytes, and refuses an artifact that was altered', async () => {
    const events = [
      event(1, { artifact: 'a'.repeat(30) }),
      event(2, { artifact: 'good', claims_done: true }),
    ];
    const run = await runInMemory(events, { runId: 'r', effective: policy(), exitCode });
    const tighter = policy({ gates: [{ id: 'size', kind: 'max-bytes', max: 10 }, COMMAND] });
    const r = await replay(run, tighter);
    expect(r.rerun).toEqual(['size']);
    expect(r.proposed).toMatchObject({ decision: 'DONE', step: 2 }); // step 1 FAILs → CORRECT, step 2 passes
    const sha = [...run.artifacts.keys()][0]!;
    run.artifacts.set(sha, new TextEncoder().encode('b'.repeat(30)));
    const altered = await replay(run, tighter);
    expect(altered.status).toBe('unknown');
    expect(altered.note).toMatch(/does not match its sha256/);
  });

  it('a person’s halt stops the replay where it stopped the run', async () => {
    const events = Array.from({ length: 6 }, (_, i) => event(i + 1, { artifact: 'work' }));
    const run = await runInMemory(events, { runId: 'r', effective: policy(), exitCode, haltBeforeStep: 3 });
    const r = await replay(run, policy({ budget: { ...policy().budget, max_steps: 30 } }));
    expect(r).toMatchObject({ status: 'same', proposed: { decision: 'HALT', reason: 'human', step: 3 } });
  });

  it('a run stopped from outside in the middle of a step (signal) ends there under any policy', async () => {
    const events = Array.from({ length: 6 }, (_, i) => event(i + 1, { artifact: 'work' }));
    const run = await runInMemory(events, { runId: 'r', effective: policy(), exitCode, signalDuringStep: 3 });
    expect(ending(run)).toEqual({ decision: 'HALT', reason: 'signal', step: 3 });
    for (const proposed of [policy(), policy({ budget: { ...policy().budget, max_steps: 30 } })]) {
      const r = await replay(run, proposed);
      expect(r).toMatchObject({ status: 'same', proposed: { decision: 'HALT', reason: 'signal', step: 3 } });
      expect(r.delta).toEqual({ steps: 0, tokens: 0, cost_usd: 0 });
    }
    // A policy that stops it before the outside cause does: that is a change.
    const tight = await replay(run, policy({ budget: { ...policy().budget, max_steps: 2 } }));
    expect(tight).toMatchObject({
      status: 'halts_earlier',
      proposed: { reason: 'budget.max_steps', step: 2 },
    });
  });

  it('a recorded decision or reason the runtime never writes is shown by its digest, never as text', async () => {
    const events = [event(1, { artifact: 'work' }), event(2, { artifact: 'good', claims_done: true })];
    const run = await runInMemory(events, { runId: 'r', effective: policy(), exitCode });
    const evil = '@acme/org-admins approve https://evil.example';
    for (const rec of run.records)
      if (rec.type === 'run_end' || rec.decision === 'DONE') Object.assign(rec, { reason: evil });
    const r = await replay(run, policy());
    expect(r.recorded?.reason).toMatch(/^\(unrecognised, sha256 [0-9a-f]{12}\)$/);
    expect(JSON.stringify(r)).not.toContain('evil');
  });
});

// SPEC §4.5: the evaluator adds the context check to the gate report; the replay must judge it too, from
// what the trace keeps (the context's sha256 and size, never its text), or say it cannot know.
describe('counterfactual replay of the context check', () => {
  const GOAL = { id: 'goal', literal: 'GOAL:' };
  const KEEP = { id: 'keep', literal: 'KEEP:' };
  const withContext = (max_bytes: number, must_keep: (typeof GOAL)[]) =>
    policy({ context: { max_bytes, must_keep } });
  const contextArb = fc.constantFrom<string | undefined>(
    undefined,
    'GOAL: sort KEEP: tests',
    'GOAL: sort',
    'KEEP: tests',
    'notes only',
    `GOAL: ${'x'.repeat(60)}`,
  );
  const ctxEventsArb = fc
    .array(
      fc.record({ progress: fc.integer({ min: 0, max: 6 }), context: contextArb, claims_done: fc.boolean() }),
      { minLength: 1, maxLength: 12 },
    )
    .map((xs) =>
      xs.map((x, i) => {
        const { context, ...rest } = x;
        return event(i + 1, { ...rest, artifact: 'good', ...(context === undefined ? {} : { context }) });
      }),
    );
  const ctxPolicyArb = fc
    .record({
      max_bytes: fc.constantFrom(0, 12, 30, 1000),
      must_keep: fc.subarray([GOAL, KEEP]),
    })
    .map((c) => withContext(c.max_bytes, c.must_keep));

  it('under the recorded policy, a run whose context failed ends as recorded', async () => {
    await fc.assert(
      fc.asyncProperty(ctxEventsArb, ctxPolicyArb, async (events, p) => {
        const run = await runInMemory(events, { runId: 'r', effective: p, exitCode });
        const r = await replay(run, p);
        expect({ status: r.status, note: r.note }).toMatchObject({ status: 'same' });
      }),
      { numRuns: 200 },
    );
  });

  it('under another context policy it agrees with the evaluator, or says the text is not kept', async () => {
    await fc.assert(
      fc.asyncProperty(ctxEventsArb, ctxPolicyArb, ctxPolicyArb, async (events, recorded, proposed) => {
        const run = await runInMemory(events, { runId: 'r', effective: recorded, exitCode });
        const truth = await runInMemory(events, { runId: 'r', effective: proposed, exitCode });
        const r = await replay(run, proposed);
        const t = ending(truth);
        const lastRecorded = run.decisions.at(-1)?.step ?? 0;
        if (r.status === 'not_halted')
          expect(t.step === null || (t.step as number) > lastRecorded || t.reason === 'incomplete').toBe(
            true,
          );
        // Unknown only for what the trace does not keep: a context's text, a command the run did not reach.
        else if (r.status === 'unknown')
          expect(r.note).toMatch(
            /cannot tell from step \d+: (the context check .*not its text|.*was not run)/,
          );
        else expect(r.proposed).toMatchObject({ decision: t.decision, reason: t.reason, step: t.step });
      }),
      { numRuns: 400 },
    );
  });

  it('a stricter must_keep is unknown (the text is not kept); a smaller max_bytes is judged on the recorded size', async () => {
    const events = Array.from({ length: 4 }, (_, i) =>
      event(i + 1, { artifact: 'good', context: 'GOAL: sort', claims_done: i === 3 }),
    );
    const run = await runInMemory(events, { runId: 'r', effective: withContext(100, [GOAL]), exitCode });
    expect(ending(run)).toMatchObject({ decision: 'DONE', step: 4 });
    const stricter = await replay(run, withContext(100, [GOAL, KEEP]));
    expect(stricter).toMatchObject({ status: 'unknown' });
    expect(stricter.note).toMatch(/cannot tell from step 1: the context check at step 1/);
    // 10 bytes over max_bytes 5: every step FAILs → CORRECT, CORRECT, ESCALATE corrections_exhausted.
    const smaller = await replay(run, withContext(5, [GOAL]));
    expect(smaller).toMatchObject({
      status: 'halts_earlier',
      proposed: { decision: 'ESCALATE', reason: 'corrections_exhausted', step: 3 },
    });
    // Dropping the must-keep item is known: the recorded check passed with it.
    expect(await replay(run, withContext(100, []))).toMatchObject({ status: 'same' });
  });
});
