// The counterfactual replay of resumed runs (decision 068), on real traces: the runtime escalates, alice
// answers with a signed resume (and a grant), the runtime continues. Where the proposal stops the run at
// the same escalation, the person's answer is applied as given — its grant too, or "unknown" when the
// proposed limits would have made the runtime refuse it; where it does not, nobody was asked and no
// grant is applied. A run is compared with the first recorded stop the replay did not reproduce.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PolicyFor, replayRun, type RunReplay } from '../../../src/core/propose/replay.js';
import { resolveEffectivePolicy } from '../../../src/core/policy/resolve.js';
import type { Budget, EffectivePolicy, PolicySet, Scope } from '../../../src/core/policy/types.js';
import type { RunScope } from '../../../src/core/propose/types.js';
import { artifactSource } from '../../../src/io/propose/traces.js';
import { loadPolicyDir } from '../../../src/io/policy/dir.js';
import { readTrace } from '../../cli/run-fixtures.js';
import type { StepEvent } from '../../../src/core/run/types.js';
import { convergingFrom, repeatingAgent, writeResumedRun } from '../../helpers/trace-runs.js';

let traceDir: string;
let set: PolicySet;
let ceiling: Budget;

beforeAll(async () => {
  traceDir = mkdtempSync(join(tmpdir(), 'loopgov-replay-resumed-'));
  set = await loadPolicyDir('policies');
  ceiling = set.ceiling!.budget;
  // Escalates at step 3 (three repeats), resumed with 2 more steps, DONE at step 6: within max_steps 12.
  await writeResumedRun(repeatingAgent(3), convergingFrom(4, 6), {
    traceDir,
    policyDir: 'policies',
    runId: 'short',
    grant: { max_steps: 2 },
  });
  // Needs its grant: DONE at step 14, past the policy's max_steps 12 — possible only with +4.
  await writeResumedRun(repeatingAgent(3), convergingFrom(4, 14), {
    traceDir,
    policyDir: 'policies',
    runId: 'granted',
    grant: { max_steps: 4 },
  });
  // Claims done too early: CORRECT twice, ESCALATE corrections_exhausted at step 3 (max 2); the person
  // grants one more correction, so step 4 is CORRECT (3 of 3) and step 5 DONE.
  await writeResumedRun(claimingDone(1, 3, 5), claimingDone(4, 5, 5), {
    traceDir,
    policyDir: 'policies',
    runId: 'more-corrections',
    grant: { max_corrections_per_step: 1 },
  });
  // release-train/L4 (max_tokens 800000, on_exceed escalate): 900000 tokens by step 3 escalate; +200000
  // gives room (limit 1000000), and step 4 is DONE.
  await writeResumedRun(spending(1, 3, 300_000), spending(4, 4, 0, true), {
    traceDir,
    policyDir: 'policies',
    runId: 'more-tokens',
    project: 'release-train',
    level: 'L4',
    grant: { max_tokens: 200_000 },
  });
});

/** Steps `from`..`to`, each claiming done; the artifact passes the criterion from step `passAt`. */
function claimingDone(from: number, to: number, passAt: number): StepEvent[] {
  return Array.from({ length: to - from + 1 }, (_, i) => {
    const step = from + i;
    return {
      step,
      intent: 'sort the list',
      action: `try ${step}`,
      tool: 'editor',
      inputs_ref: 'task://sort',
      tokens: 1000,
      cost_usd: 0.01,
      progress: step,
      artifact: JSON.stringify({ step, done: step >= passAt }),
      claims_done: true,
    };
  });
}

/** Steps `from`..`to` of `tokens` each, claiming done only when `done`. */
function spending(from: number, to: number, tokens: number, done = false): StepEvent[] {
  return claimingDone(from, to, from).map((e) => ({ ...e, tokens, claims_done: done }));
}

function proposal(
  over: (e: EffectivePolicy) => EffectivePolicy,
  withCeiling: Budget | null = ceiling,
): PolicyFor {
  // The policy each run's own scope resolves to, changed by `over`.
  const resolve = (scope: RunScope) => over(resolveEffectivePolicy(set.policy, scope as Scope));
  return Object.assign(resolve, { ceiling: withCeiling });
}

async function replay(runId: string, policyFor: PolicyFor): Promise<RunReplay> {
  const r = replayRun(runId, policyFor, artifactSource(join(traceDir, runId, 'artifacts')));
  const records = readTrace(traceDir, runId);
  for (const rec of records) await r.push(rec);
  return r.end(String(records.at(-1)!.hash));
}

const same = (e: EffectivePolicy) => e;
const budget = (b: Partial<Budget>) => (e: EffectivePolicy) => ({ ...e, budget: { ...e.budget, ...b } });
const widen = (e: EffectivePolicy) => ({ ...e, convergence: { ...e.convergence, oscillation_repeat: 4 } });

describe('replaying a resumed run', () => {
  it('under the policy it ran under: the answer is applied, its grant too, and every ending is reproduced', async () => {
    for (const id of ['short', 'granted']) {
      const r = await replay(id, proposal(same));
      expect([id, r.status, r.answers_applied]).toEqual([id, 'same', 1]);
    }
    // Without the grant the replay would have stopped "granted" at step 12: the grant was applied.
    expect((await replay('granted', proposal(same))).proposed).toMatchObject({ decision: 'DONE', step: 14 });
  });

  it('a change after the answer shows: a lower token budget halts the continued segment', async () => {
    const r = await replay('short', proposal(budget({ max_tokens: 4500 })));
    // Compared with where the recorded run really ended (its escalation was reproduced and answered).
    expect(r).toMatchObject({
      status: 'halts_earlier',
      answers_applied: 1,
      recorded: { decision: 'DONE', step: 6 },
      proposed: { decision: 'HALT', reason: 'budget.max_tokens', step: 5 },
    });
  });

  it('a wider stall window asks nobody: no grant is applied, and the run says so', async () => {
    const short = await replay('short', proposal(widen));
    expect(short).toMatchObject({
      status: 'ends_differently',
      answers_applied: 0,
      recorded: { decision: 'ESCALATE', reason: 'oscillation', step: 3 },
      proposed: { decision: 'DONE', reason: 'success', step: 6 },
    });
    expect(short.note).toContain('no one was asked and no grant is applied');
    // The run that needed its grant does not get it: under the proposal it hits max_steps 12.
    const granted = await replay('granted', proposal(widen));
    expect(granted).toMatchObject({
      status: 'ends_differently',
      answers_applied: 0,
      proposed: { decision: 'HALT', reason: 'budget.max_steps', step: 12 },
    });
    expect(granted.note).toContain('grant {"max_steps":4}');
  });

  it('a grant the proposed limits would push past the ceiling cannot be applied: unknown, and why', async () => {
    const r = await replay('granted', proposal(budget({ max_steps: 199 })));
    expect(r.status).toBe('unknown');
    expect(r.note).toMatch(
      /cannot tell from step 3: .*above the ceiling 200.*the runtime would have refused it/,
    );
    // No ceiling known: no grant can be applied (the runtime grants nothing without one).
    const none = await replay('granted', proposal(same, null));
    expect(none.status).toBe('unknown');
    expect(none.note).toContain('no org ceiling is known');
  });

  it('a grant of max_corrections_per_step is applied as the runtime applies it: the step it allows is a correction', async () => {
    // The runtime's own continuation decided step 4 CORRECT (correction 3 of 3) under the grant.
    const step4 = readTrace(traceDir, 'more-corrections').find((r) => r.type === 'iteration' && r.step === 4);
    expect(step4).toMatchObject({ decision: 'CORRECT', reason: 'self_declared_done' });
    const r = await replay('more-corrections', proposal(same));
    expect(r).toMatchObject({
      status: 'same',
      answers_applied: 1,
      proposed: { decision: 'DONE', reason: 'success', step: 5 },
    });
    // A proposal that only changes another limit leaves that correction standing too.
    const more = await replay('more-corrections', proposal(budget({ max_steps: 14 })));
    expect([more.status, more.proposed?.step]).toEqual(['same', 5]);
  });

  it('an answer the proposed limits would leave with no room is one the runtime refuses: unknown, and why', async () => {
    expect((await replay('more-tokens', proposal(same))).status).toBe('same');
    // Under max_tokens 600000 the run escalates at step 3 as recorded, but +200000 makes 800000, below
    // the 900000 used: the runtime refuses such an answer (decision 115), so the run stays escalated.
    const r = await replay('more-tokens', proposal(budget({ max_tokens: 600_000 })));
    expect(r).toMatchObject({ status: 'unknown', answers_applied: 0 });
    expect(r.note).toContain("cannot tell from step 3: a person's resume at step 3 (run_continue record");
    expect(r.note).toContain(
      'leaves the run no room under the proposed limits (run more-tokens has used 900000 of max_tokens 800000: its next step would be past the limit',
    );
    // With room (+200000 on 700000 makes 900000, not past 900000 used) it goes on and finishes.
    const room = await replay('more-tokens', proposal(budget({ max_tokens: 700_000 })));
    expect(room).toMatchObject({ status: 'same', answers_applied: 1 });
  });
});
