/**
 * Real traces for the meta-loop's tests: runs through the library's own `openRun` (a plain policies
 * folder, profile dev, the file trace store), a fake clock and a scripted command runner, so a test can
 * write dozens of runs in a second. Scripted agents: one that converges at a given step, one that repeats
 * itself; and a run that escalates, is resumed by a person's signed answer and continued by the runtime.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Grant } from '../../src/core/policy/grant.js';
import type { Level } from '../../src/core/policy/types.js';
import type { CommandRunner, StepEvent } from '../../src/core/run/types.js';
import { continueRun } from '../../src/io/run/governed-run.js';
import { openRun } from '../../src/io/run/open-run.js';
import { signAndAppendResume } from '../../src/io/run/resume-signer.js';

export interface WriteRunOptions {
  traceDir: string;
  policyDir: string;
  runId: string;
  project?: string;
  level?: Level;
  /** Milliseconds per step on the fake clock. */
  stepMs?: number;
}

/** Command gates and criteria pass when the artifact says "done" (criteria) or always (gates). */
export const scriptedRunner: CommandRunner = {
  async run(req) {
    const text = req.artifactPath ? readFileSync(req.artifactPath, 'utf8') : '';
    const criterion = req.argv.includes('examples/check-artifact.mjs') || req.argv.includes('criterion');
    return { exitCode: !criterion || text.includes('"done":true') ? 0 : 1, signal: null, timedOut: false };
  },
};

export async function writeRun(events: StepEvent[], o: WriteRunOptions): Promise<string> {
  const clock = { t: Date.parse('2026-11-01T10:00:00.000Z') };
  return (await stepThrough(events, o, clock)).decision;
}

/** Runs `events` until a terminal decision; returns it and the run closed. */
async function stepThrough(
  events: StepEvent[],
  o: WriteRunOptions,
  clock: { t: number },
  continued = false,
): Promise<{ decision: string }> {
  const common = {
    runId: o.runId,
    policy: { kind: 'dir' as const, dir: o.policyDir },
    traceDir: o.traceDir,
    durability: 'none' as const,
    clock: { now: () => clock.t },
    runner: scriptedRunner,
  };
  const run = continued
    ? await continueRun(common)
    : await openRun({
        ...common,
        project: o.project ?? 'demo',
        level: o.level ?? 'L2',
        profile: 'dev',
      });
  if (run.refused) throw new Error(`refused: ${run.refused.detail}`);
  for (const ev of events) {
    clock.t += o.stepMs ?? 2000;
    const d = await run.step(ev);
    if (d.decision === 'DONE' || d.decision === 'HALT' || d.decision === 'ESCALATE') break;
  }
  const end = await run.close();
  return { decision: end?.decision ?? run.outcome?.decision ?? 'none' };
}

export interface ResumedRunOptions extends WriteRunOptions {
  /** The grant alice's resume gives. */
  grant?: Grant;
  /** How long the run waits escalated before the person answers (it must not count as run time). */
  waitMs?: number;
}

/**
 * A run the real runtime escalates, a person (alice, with her fixture key) answers with a signed resume,
 * and the real runtime continues (`continueRun`): `before` until its ESCALATE, then `after`. Returns the
 * decisions that ended each part.
 */
export async function writeResumedRun(
  before: StepEvent[],
  after: StepEvent[],
  o: ResumedRunOptions,
): Promise<[string, string]> {
  const clock = { t: Date.parse('2026-11-01T10:00:00.000Z') };
  const first = await stepThrough(before, o, clock);
  if (first.decision !== 'ESCALATE') throw new Error(`${o.runId} did not escalate: ${first.decision}`);
  clock.t += o.waitMs ?? 3_600_000;
  await signAndAppendResume({
    traceDir: o.traceDir,
    runId: o.runId,
    keyFile: join(FIXTURE_KEYS, 'alice-2026.private.jwk.json'),
    ...(o.grant ? { grant: o.grant } : {}),
    now: clock.t,
  });
  return [first.decision, (await stepThrough(after, o, clock, true)).decision];
}

const FIXTURE_KEYS = join(import.meta.dirname, '../fixtures/keys');

/** An agent that repeats one action `times` times (an oscillation), from step `from`. */
export function repeatingAgent(times: number, from = 1): StepEvent[] {
  return Array.from({ length: times }, (_, i) => ({
    step: from + i,
    intent: 'sort the list',
    action: 'retry the build',
    tool: 'shell',
    inputs_ref: 'task://sort',
    tokens: 1000,
    cost_usd: 0.01,
    progress: 1,
    artifact: JSON.stringify({ step: from + i, done: false }),
    claims_done: false,
  }));
}

/** `convergingAgent`'s steps, numbered from `from` (after a resume). */
export function convergingFrom(from: number, finishAt: number): StepEvent[] {
  return convergingAgent(finishAt).slice(from - 1);
}

/** An agent that improves every step and finishes (claims done, with a passing artifact) at `finishAt`. */
export function convergingAgent(finishAt: number, length = finishAt): StepEvent[] {
  return Array.from({ length }, (_, i) => {
    const step = i + 1;
    const done = step >= finishAt;
    return {
      step,
      intent: 'sort the list',
      action: `pass ${step}`,
      tool: 'editor',
      inputs_ref: 'task://sort',
      tokens: 1000,
      cost_usd: 0.01,
      progress: step,
      artifact: JSON.stringify({ step, done }),
      claims_done: done,
    };
  });
}
