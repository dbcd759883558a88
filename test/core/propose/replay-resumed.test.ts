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
import type { Budget, EffectivePolicy, PolicySet } from '../../../src/core/policy/types.js';
import { artifactSource } from '../../../src/io/propose/traces.js';
import { loadPolicyDir } from '../../../src/io/policy/dir.js';
import { readTrace } from '../../cli/run-fixtures.js';
import { convergingFrom, repeatingAgent, writeResumedRun } from '../../helpers/trace-runs.js';

let traceDir: string;
let set: PolicySet;
let recorded: EffectivePolicy;
let ceiling: Budget;

beforeAll(async () => {
  traceDir = mkdtempSync(join(tmpdir(), 'loopgov-replay-resumed-'));
  set = await loadPolicyDir('policies');
  recorded = resolveEffectivePolicy(set.policy, { project: 'demo', level: 'L2', profile: 'dev' });
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
});

function proposal(
  over: (e: EffectivePolicy) => EffectivePolicy,
  withCeiling: Budget | null = ceiling,
): PolicyFor {
  const e = over(structuredClone(recorded));
  return Object.assign(() => e, { ceiling: withCeiling });
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
});
