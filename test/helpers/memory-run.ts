/**
 * Runs the real evaluator (`startRun`) over a list of step events with an in-memory trace store, a fake
 * clock and a scripted command runner, and returns the records it wrote and the artifacts it stored:
 * real records, as `loopgov run` writes them, without a disk.
 */
import { createHash } from 'node:crypto';
import { linkRecord } from '../../src/core/trace/chain.js';
import {
  GENESIS_PREV,
  type TraceBody,
  type TraceRecord,
  type TraceStore,
} from '../../src/core/trace/types.js';
import { startRun } from '../../src/core/run/evaluator.js';
import type { CommandRunner, Decision, StepEvent } from '../../src/core/run/types.js';
import type { EffectivePolicy, Level, Profile } from '../../src/core/policy/types.js';

export interface MemoryRun {
  records: TraceRecord[];
  artifacts: Map<string, Uint8Array>;
  decisions: Decision[];
}

export interface MemoryRunOptions {
  runId: string;
  effective: EffectivePolicy;
  project?: string;
  level?: Level;
  profile?: Profile;
  governance?: 'required' | 'optional' | 'off';
  digest?: string;
  /** Milliseconds each step takes on the fake clock. */
  stepMs?: number;
  /** Exit code of a command gate or criterion, from the artifact's text (default: 0). */
  exitCode?: (argv: string[], artifact: string) => number;
  /** A person's halt arrives before this step. */
  haltBeforeStep?: number;
  /** The process is told to stop (`halt('signal')`, as SIGTERM does) while this step's commands run. */
  signalDuringStep?: number;
  /** After the run ends, append these records (e.g. a late halt_request). */
}

export async function runInMemory(events: StepEvent[], o: MemoryRunOptions): Promise<MemoryRun> {
  const records: TraceRecord[] = [];
  const artifacts = new Map<string, Uint8Array>();
  let now = Date.parse('2026-11-01T10:00:00.000Z');
  let pendingHalt = false;
  const store: TraceStore = {
    runId: o.runId,
    async append(body: TraceBody) {
      const prev = records.at(-1)?.hash ?? GENESIS_PREV;
      const { record } = linkRecord(body, prev, records.length);
      records.push(record);
      return record;
    },
    async readForeign() {
      if (!pendingHalt) return [];
      pendingHalt = false;
      const prev = records.at(-1)?.hash ?? GENESIS_PREV;
      const { record } = linkRecord(
        {
          type: 'halt_request',
          run_id: o.runId,
          at: new Date(now).toISOString(),
          by: 'alice',
          reason: 'stop',
        },
        prev,
        records.length,
      );
      records.push(record);
      return [record];
    },
    async putArtifact(bytes: Uint8Array) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      artifacts.set(sha256, bytes);
      return { sha256, path: `/mem/${o.runId}/artifacts/${sha256}` };
    },
    async sync() {},
    async close() {},
  };
  let current = 0;
  let stop: ((reason: 'signal', why: string) => Promise<Decision>) | null = null;
  const runner: CommandRunner = {
    async run(req) {
      if (o.signalDuringStep === current && stop) void stop('signal', 'SIGTERM');
      const text = req.artifactPath
        ? new TextDecoder().decode(artifacts.get(req.artifactPath.split('/').pop()!) ?? new Uint8Array())
        : '';
      return { exitCode: o.exitCode?.(req.argv, text) ?? 0, signal: null, timedOut: false };
    },
  };
  const run = await startRun({
    runId: o.runId,
    project: o.project ?? 'demo',
    level: o.level ?? 'L2',
    profile: o.profile ?? 'dev',
    effective: o.effective,
    governance: o.governance ?? o.effective.governance,
    origin: {
      source: 'pinned',
      repo: '/mem',
      commit: 'c'.repeat(40),
      digest: o.digest ?? 'd'.repeat(64),
      verified: false,
    },
    store,
    clock: { now: () => now },
    runner,
    workdir: '/mem',
  });
  stop = (reason, why) => run.halt(reason, why);
  const decisions: Decision[] = [];
  for (const ev of events) {
    if (run.outcome) break;
    current = ev.step;
    now += o.stepMs ?? 1000;
    if (o.haltBeforeStep === ev.step) pendingHalt = true;
    decisions.push(await run.step(ev));
  }
  await run.close();
  return { records, artifacts, decisions };
}

/** A step event with sensible defaults. */
export function event(step: number, over: Partial<StepEvent> = {}): StepEvent {
  return {
    step,
    intent: 'work',
    action: `a${step}`,
    tool: 'editor',
    inputs_ref: 'ref',
    tokens: 100,
    cost_usd: 0.01,
    progress: step,
    artifact: `artifact ${step}`,
    claims_done: false,
    ...over,
  };
}
