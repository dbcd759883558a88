/**
 * Real traces for the meta-loop's tests: runs through the library's own `openRun` (a plain policies
 * folder, profile dev, the file trace store), a fake clock and a scripted command runner, so a test can
 * write dozens of runs in a second. Scripted agents: one that converges at a given step.
 */
import { readFileSync } from 'node:fs';
import { openRun } from '../../src/io/run/open-run.js';
import type { CommandRunner, StepEvent } from '../../src/core/run/types.js';
import type { Level } from '../../src/core/policy/types.js';

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
  let now = Date.parse('2026-11-01T10:00:00.000Z');
  const run = await openRun({
    runId: o.runId,
    project: o.project ?? 'demo',
    level: o.level ?? 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: o.policyDir },
    traceDir: o.traceDir,
    durability: 'none',
    clock: { now: () => now },
    runner: scriptedRunner,
  });
  if (run.refused) throw new Error(`refused: ${run.refused.detail}`);
  for (const ev of events) {
    now += o.stepMs ?? 2000;
    const d = await run.step(ev);
    if (d.decision === 'DONE' || d.decision === 'HALT' || d.decision === 'ESCALATE') break;
  }
  const end = await run.close();
  return end?.decision ?? run.outcome?.decision ?? 'none';
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
