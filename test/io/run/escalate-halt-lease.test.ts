// A terminal step's records are one decision's (decision 063, addendum): a person's halt that waits for
// the run's lease while an ESCALATE step is decided lands after its escalation record — never between
// its iteration and its run_end, where it was lost — and a writer that finds a halt landed there anyway
// (its lease lost) ends the run HALT (human) with no escalation left open.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoopgovError } from '../../../src/core/errors.js';
import type { EffectivePolicy } from '../../../src/core/policy/types.js';
import { startRun } from '../../../src/core/run/evaluator.js';
import type { StepEvent } from '../../../src/core/run/types.js';
import type { TraceBody, TraceRecord, TraceStore } from '../../../src/core/trace/types.js';
import { requestHalt } from '../../../src/io/trace/halt.js';
import { runPaths, verifyTraceFile } from '../../../src/io/trace/read.js';
import { openTraceStore } from '../../../src/io/trace/store.js';
import { spawnCommandRunner } from '../../../src/io/verify/command-runner.js';
import { memoryStore } from '../../core/run/memory-store.js';
import { readTrace, tempDir } from '../../cli/run-fixtures.js';

const policy = (gates: EffectivePolicy['gates']): EffectivePolicy => ({
  budget: {
    max_steps: 1,
    max_tokens: 1000,
    max_wall_clock_sec: 600,
    max_cost_usd: 1,
    max_corrections_per_step: 2,
  },
  on_exceed: 'escalate',
  convergence: { oscillation_repeat: 3, thrash_window: 6, no_progress_window: 4, on_stall: 'escalate' },
  gates,
  success_criteria: [],
  max_delegation_level: 'L3',
  governance: 'required',
  escalation: { approver_role: 'maintainer' },
  context: { max_bytes: 0, must_keep: [] },
});

const event: StepEvent = {
  step: 1,
  intent: 'i',
  action: 'a1',
  tool: 't',
  inputs_ref: 'r1',
  tokens: 10,
  cost_usd: 0,
  progress: 0.1,
  artifact: 'x',
  claims_done: false,
};

const setup = (effective: EffectivePolicy, store: TraceStore) =>
  startRun({
    runId: 'esc',
    project: 't',
    level: 'L2',
    profile: 'dev',
    effective,
    governance: 'required',
    origin: { source: 'unpinned', repo: '/p', commit: null, digest: null, verified: false },
    store,
    clock: { now: () => Date.now() },
    runner: spawnCommandRunner,
    workdir: '.',
  });

describe('a halt waiting for the lease while an ESCALATE step is decided', () => {
  it('lands after the escalation record: the run is escalated with the halt pending', async () => {
    const traceDir = tempDir();
    const dir = tempDir();
    const started = join(dir, 'started');
    const go = join(dir, 'go');
    const script = `const fs=require('fs');fs.writeFileSync(${JSON.stringify(started)},'');while(!fs.existsSync(${JSON.stringify(go)}))Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,10);`;
    // The run never hands its lease over while idle: the halt waits for its next append.
    const store = await openTraceStore({
      traceDir,
      runId: 'esc',
      durability: 'none',
      mode: 'create',
      lock: { idleReleaseMs: 600_000 },
    });
    const run = await setup(
      policy([{ id: 'slow', kind: 'command', argv: [process.execPath, '-e', script], timeout_sec: 60 }]),
      store,
    );
    const step = run.step(event);
    while (!existsSync(started)) await new Promise((r) => setTimeout(r, 5));
    const halt = requestHalt(traceDir, 'esc', { by: 'ops', reason: 'stop now' }, 'cli');
    while (!existsSync(runPaths(traceDir, 'esc').wanted)) await new Promise((r) => setTimeout(r, 5));
    writeFileSync(go, '');
    expect(await step).toMatchObject({ decision: 'ESCALATE', reason: 'budget.max_steps' });
    expect((await halt).status).toBe('requested');
    await run.close();
    expect(readTrace(traceDir, 'esc').map((r) => [r.type, r.decision ?? r.by ?? null])).toEqual([
      ['run_start', null],
      ['iteration', 'ESCALATE'],
      ['run_end', 'ESCALATE'],
      ['escalation', null],
      ['halt_request', 'ops'],
    ]);
    expect(await verifyTraceFile(traceDir, 'esc')).toMatchObject({ ok: true, state: 'escalated' });
  });

  it("a halt the writer finds landed before the ESCALATE's run_end: the run ends HALT (human), no escalation", async () => {
    const inner = memoryStore('esc');
    let landed: TraceRecord | null = null;
    // The run_end's compare-and-append finds a halt request landed after the iteration (a lease lost).
    const store: TraceStore = {
      ...inner,
      async append(body: TraceBody, opts) {
        if (body.type === 'run_end' && body.decision === 'ESCALATE' && !landed) {
          landed = await inner.append({
            type: 'halt_request',
            run_id: 'esc',
            at: new Date(0).toISOString(),
            by: 'ops',
            reason: 'stop now',
            via: 'cli',
          } as TraceBody);
          inner.foreign.push(landed);
          throw Object.assign(new LoopgovError('ERR_TRACE_MOVED', 'the trace moved'), { last: landed });
        }
        return inner.append(body, opts);
      },
      readForeign: () => inner.readForeign(),
    };
    const run = await setup(policy([]), store);
    const d = await run.step(event);
    expect(d).toMatchObject({
      step: 1,
      decision: 'HALT',
      reason: 'human',
      detail:
        'halted by ops: stop now (after step 1 was recorded as ESCALATE (budget.max_steps): no escalation is left open)',
    });
    expect(d.trace?.index).toBe(3);
    expect(inner.records.map((r) => [r.type, r.decision ?? r.by ?? null, r.reason ?? null])).toEqual([
      ['run_start', null, null],
      ['iteration', 'ESCALATE', 'budget.max_steps'],
      ['halt_request', 'ops', 'stop now'],
      ['run_end', 'HALT', 'human'],
    ]);
    expect(run.outcome).toBe(d);
    await expect(run.step({ ...event, step: 2 })).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
  });
});
