// A step long enough to hand its run's lease over mid-step (decision 028) while another writer appends
// (decision 073): a halt request that lands makes that very step HALT (human) — never a CONTINUE
// recorded after the halt — and a run_end another writer lands ends the run with nothing more written.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StepEvent } from '../../../src/core/run/types.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { foldRun } from '../../../src/core/propose/summarize.js';
import { createUsageProof } from '../../../src/core/run/usage-proof.js';
import type { TraceRecord } from '../../../src/core/trace/types.js';
import { signResume } from '../../../src/io/run/resume-signer.js';
import { requestHalt } from '../../../src/io/trace/halt.js';
import { rehashTrace } from '../../helpers/rehash.js';
import { verifyTraceFile } from '../../../src/io/trace/read.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';
import { holdTrace } from '../../helpers/trace-race.js';

const ev = (n: number): StepEvent => jsonEvent(n) as unknown as StepEvent;

/** A run whose command gate says it started (`started`), then waits for `go` before it passes. */
async function slowRun() {
  const dir = tempDir();
  const started = join(dir, 'started');
  const go = join(dir, 'go');
  const script = `const fs=require('fs');fs.writeFileSync(${JSON.stringify(started)},'');while(!fs.existsSync(${JSON.stringify(go)}))Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,10);`;
  const gates = `    - {id: slow, kind: command, argv: [${JSON.stringify(process.execPath)}, -e, ${JSON.stringify(script)}], timeout_sec: 60}`;
  const traceDir = tempDir();
  const run = await openRun({
    runId: 'slow',
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: policyDir(testPolicy({ gates })) },
    traceDir,
    durability: 'none',
  });
  expect(run.refused).toBeNull();
  const inGate = async () => {
    while (!existsSync(started)) await new Promise((r) => setTimeout(r, 5));
  };
  return { run, traceDir, inGate, release: () => writeFileSync(go, '') };
}

describe('another writer appends while a step runs (the lease handed over mid-step)', () => {
  it('a halt request: that step is HALT (human), recorded after the halt', async () => {
    const { run, traceDir, inGate, release } = await slowRun();
    const step = run.step(ev(1));
    await inGate();
    const h = await requestHalt(traceDir, 'slow', { by: 'bob', reason: 'stop now' }, 'cli');
    expect(h.status).toBe('requested');
    release();
    expect(await step).toMatchObject({
      decision: 'HALT',
      reason: 'human',
      detail: 'halted by bob: stop now',
    });
    await run.close();
    const trace = readTrace(traceDir, 'slow');
    expect(trace.map((x) => x.type)).toEqual(['run_start', 'halt_request', 'iteration', 'run_end']);
    expect(trace[2]).toMatchObject({ decision: 'HALT', reason: 'human' });
    expect(await verifyTraceFile(traceDir, 'slow')).toMatchObject({ ok: true, state: 'ended' });
  });

  it('the halted step was taken: its record keeps its usage and convergence, and the proof agrees (decision 063)', async () => {
    const { run, traceDir, inGate, release } = await slowRun();
    const step = run.step(ev(1));
    await inGate();
    await requestHalt(traceDir, 'slow', { by: 'bob', reason: 'stop now' }, 'cli');
    release();
    const d = await step;
    expect(d).toMatchObject({
      decision: 'HALT',
      reason: 'human',
      budget: { steps: 1, tokens: ev(1).tokens },
    });
    expect(d.gate.verdict).toBe('PASS');
    expect(d.convergence).not.toBeNull();
    await run.close();
    const trace = readTrace(traceDir, 'slow');
    expect(trace[2]).toMatchObject({
      decision: 'HALT',
      reason: 'human',
      budget_snapshot: { steps: 1 },
      convergence: d.convergence,
      gate: { verdict: 'PASS' },
    });
    const proof = createUsageProof();
    for (const r of trace) proof.push(r as unknown as TraceRecord);
    expect(proof.problem).toBeNull();
    expect(proof.totals.steps).toBe(1);
    // The meta-loop counts it as the runtime did.
    const fold = foldRun('slow');
    for (const r of trace) fold.push(r);
    expect(fold.end(String(trace.at(-1)!.hash)).usage).toMatchObject({ steps: 1, tokens: ev(1).tokens });
    // Nothing to answer: the run has ended, and `loopgov resume` says so (no usage error).
    const key = 'test/fixtures/keys/alice-2026.private.jwk.json';
    const refused = signResume({ traceDir, runId: 'slow', keyFile: key });
    await expect(refused).rejects.toMatchObject({ code: 'ERR_RESUME' });
    await expect(refused).rejects.toThrow(/^run slow is not escalated: it has ended, HALT \(human\)/);
    // A trace written before: the step counted in its snapshot, its record not counted (convergence
    // null). Still "not escalated", never "the trace was edited", for a run that has ended.
    rehashTrace(join(traceDir, 'slow', 'trace.jsonl'), (recs) => {
      recs[2]!.convergence = null;
    });
    await expect(signResume({ traceDir, runId: 'slow', keyFile: key })).rejects.toThrow(
      /^run slow is not escalated: it has ended, HALT \(human\)/,
    );
  });

  it('a run_end (a close that judged the writer gone): the run ends, nothing more written after it', async () => {
    const { run, traceDir, inGate, release } = await slowRun();
    const step = run.step(ev(1));
    await inGate();
    const held = await holdTrace(traceDir, 'slow');
    const end = await held.land({
      type: 'run_end',
      decision: 'HALT',
      reason: 'abandoned',
      detail: 'closed by bob: pod evicted',
      step: null,
      by: 'bob',
    });
    release();
    const d = await step;
    expect(d).toMatchObject({ decision: 'HALT', reason: 'fail_closed', trace: null });
    expect(d.detail).toBe(
      `run slow was ended by another writer at record ${end.index} (HALT (abandoned): closed by bob: pod evicted); this step is not recorded`,
    );
    await expect(run.step(ev(2))).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
    expect((await run.close())?.reason).toBe('fail_closed');
    expect(readTrace(traceDir, 'slow').map((x) => x.type)).toEqual(['run_start', 'run_end']);
    expect(await verifyTraceFile(traceDir, 'slow')).toMatchObject({ ok: true, state: 'ended' });
  });
});
