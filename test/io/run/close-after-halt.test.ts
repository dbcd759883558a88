// A person's halt that lands after a run's last step, then the runner stops without another step (its
// stdin closed, `run.close()`): the run ends HALT (human), naming who halted it — never `incomplete`,
// which would blame the runner and leave the halt unacted on in the record (SPEC §4.3).
import { describe, expect, it } from 'vitest';
import type { StepEvent } from '../../../src/core/run/types.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { requestHalt } from '../../../src/io/trace/halt.js';
import { verifyTraceFile } from '../../../src/io/trace/read.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';

const ev = (n: number): StepEvent => jsonEvent(n) as unknown as StepEvent;

async function opened(runId: string) {
  const traceDir = tempDir();
  const run = await openRun({
    runId,
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: policyDir(testPolicy()) },
    traceDir,
    durability: 'none',
  });
  expect(run.refused).toBeNull();
  return { run, traceDir };
}

describe('the runner stops after a halt request landed', () => {
  it('close() ends the run HALT (human), not incomplete', async () => {
    const { run, traceDir } = await opened('eof');
    expect((await run.step(ev(1))).decision).toBe('CONTINUE');
    const h = await requestHalt(traceDir, 'eof', { by: 'bob', reason: 'stop now' }, 'cli');
    expect(h.status).toBe('requested');
    const d = await run.close();
    expect(d).toMatchObject({
      decision: 'HALT',
      reason: 'human',
      detail: 'halted by bob: stop now (the runner stopped without another step)',
    });
    const trace = readTrace(traceDir, 'eof');
    expect(trace.map((x) => x.type)).toEqual(['run_start', 'iteration', 'halt_request', 'run_end']);
    expect(trace.at(-1)).toMatchObject({ decision: 'HALT', reason: 'human' });
    expect((await verifyTraceFile(traceDir, 'eof')).ok).toBe(true);
  });

  it('with no halt request, close() still ends it incomplete', async () => {
    const { run, traceDir } = await opened('plain');
    expect((await run.step(ev(1))).decision).toBe('CONTINUE');
    expect(await run.close()).toMatchObject({ decision: 'HALT', reason: 'incomplete' });
    expect(readTrace(traceDir, 'plain').at(-1)).toMatchObject({ type: 'run_end', reason: 'incomplete' });
  });
});
