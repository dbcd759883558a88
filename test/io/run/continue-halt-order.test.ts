// The library's continuation reads a halt request that landed between an ESCALATE's iteration and its
// run_end (a trace written before the writer kept its lease across a terminal step's records, decision
// 063 addendum) as pending: `continueRun` ends the run HALT (human), whatever the answer.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StepEvent } from '../../../src/core/run/types.js';
import { continueRun } from '../../../src/io/run/governed-run.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { signAndAppendResume } from '../../../src/io/run/resume-signer.js';
import { showEscalatedRun } from '../../../src/io/trace/inbox.js';
import { verifyTraceFile } from '../../../src/io/trace/read.js';
import { rehashTrace } from '../../helpers/rehash.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';

const loop = (n: number) =>
  jsonEvent(n, { action_hash: 'rerun-build', progress: 0.3 }) as unknown as StepEvent;
const KEY = 'test/fixtures/keys/alice-2026.private.jwk.json';

describe('continueRun on a trace whose halt landed before the ESCALATE run_end', () => {
  it('ends the run HALT (human) at its last step; the answer is not acted on', async () => {
    const traceDir = tempDir();
    const policy = { kind: 'dir' as const, dir: policyDir(testPolicy()) };
    const run = await openRun({
      runId: 'lh',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy,
      traceDir,
      durability: 'none',
    });
    for (const n of [1, 2]) await run.step(loop(n));
    expect((await run.step(loop(3))).decision).toBe('ESCALATE');
    await run.close();
    rehashTrace(join(traceDir, 'lh', 'trace.jsonl'), (recs) => {
      const end = recs.findIndex((r) => r.type === 'run_end');
      recs.splice(end, 0, {
        type: 'halt_request',
        run_id: 'lh',
        at: recs[end - 1]!.at,
        by: 'ops',
        reason: 'stop now',
        via: 'api',
      });
    });
    expect((await showEscalatedRun(traceDir, 'lh'))?.halt_requested).toBe(true);
    await signAndAppendResume({ traceDir, runId: 'lh', keyFile: KEY, policy, grant: { max_steps: 5 } });

    const cont = await continueRun({ runId: 'lh', traceDir, policy });
    expect(cont.refused).toBeNull();
    expect(cont.outcome).toMatchObject({ decision: 'HALT', reason: 'human', step: 3 });
    expect(cont.outcome?.detail).toContain('halted by ops');
    await expect(cont.step(loop(4))).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
    const trace = readTrace(traceDir, 'lh');
    expect(trace.slice(-2).map((r) => [r.type, r.reason ?? null])).toEqual([
      ['resume', null],
      ['run_end', 'human'],
    ]);
    expect(await verifyTraceFile(traceDir, 'lh')).toMatchObject({ ok: true, state: 'ended' });
  });
});
