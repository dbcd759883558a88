// run.halt(reason, detail) from a library caller (decision 129): any reason of the decision schema, a
// detail that is a string, an Error of any realm (a vm context's, what Jest gives for Node's own errors)
// or nothing (undefined, null). Anything else never keeps the run going — a halt is the
// loop-breaker — so the run ends as HALT fail_closed naming the bad argument (recorded, the chain whole,
// the decision valid), and the call rejects with ERR_USAGE so the mistake is not silent.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isValidDecision } from '../../../src/core/run/event.js';
import { REASONS, type StepEvent } from '../../../src/core/run/types.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { verifyTraceFile } from '../../../src/io/trace/read.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';

const ev = (n: number): StepEvent => jsonEvent(n) as unknown as StepEvent;

async function open(runId: string, traceDir = tempDir()) {
  const run = await openRun({
    runId,
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: policyDir(testPolicy()) },
    traceDir,
    durability: 'none',
  });
  return { run, traceDir };
}

describe('run.halt with a bad argument', () => {
  it.each([
    ['an unknown reason', 'banana', 'x', /^halt\(\) reason must be one of ok, human, .*\(got "banana"\)/],
    ['an empty reason', '', 'x', /\(got ""\)/],
    ['a number for a reason', 42, 'x', /\(got 42\)/],
    ['a number for a detail', 'signal', 42, /^halt\(\) detail must be a string or an Error \(got 42\)/],
    ['an object for a detail', 'signal', { a: 1 }, /\(got \{"a":1\}\)/],
    ['a String object for a detail', 'signal', new String('why'), /\(got a String\)/],
  ])('%s: the run ends as HALT fail_closed, recorded, then ERR_USAGE', async (_w, reason, detail, says) => {
    const { run, traceDir } = await open('h1');
    await run.step(ev(1));
    await expect(run.halt(reason as never, detail as never)).rejects.toMatchObject({
      code: 'ERR_USAGE',
      message: expect.stringMatching(says),
    });
    expect(run.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(run.outcome?.detail).toMatch(says);
    expect(run.outcome?.detail).toContain('the run is halted all the same');
    expect(isValidDecision(run.outcome)).toBe(true);
    expect(readTrace(traceDir, 'h1').at(-1)).toMatchObject({ type: 'run_end', reason: 'fail_closed' });
    expect(await verifyTraceFile(traceDir, 'h1')).toMatchObject({ ok: true, state: 'ended' });
    // Nothing more is taken, and a second misuse is said too.
    await expect(run.step(ev(2))).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
    await expect(run.halt('banana' as never, 'x')).rejects.toMatchObject({ code: 'ERR_USAGE' });
    await run.close();
  });

  it('a bad argument to a run already ended records nothing more and still rejects', async () => {
    const { run, traceDir } = await open('h2');
    const first = await run.halt('signal', 'SIGTERM');
    const records = readTrace(traceDir, 'h2').length;
    await expect(run.halt('banana' as never, 'x')).rejects.toThrow(
      /the run has ended all the same: HALT \(signal\)$/,
    );
    expect(run.outcome).toBe(first);
    expect(readTrace(traceDir, 'h2')).toHaveLength(records);
  });
});

describe('run.halt with good arguments', () => {
  it('every reason of the decision schema is accepted, and REASONS is that list', async () => {
    const schema = JSON.parse(readFileSync('schemas/decision.schema.json', 'utf8'));
    expect([...REASONS].sort()).toEqual([...schema.definitions.reason.enum].sort());
    const traceDir = tempDir();
    for (const [i, reason] of REASONS.entries()) {
      const { run } = await open(`ok${i}`, traceDir);
      const d = await run.halt(reason, 'stop');
      expect(d).toMatchObject({ decision: 'HALT', reason, detail: 'stop' });
      expect(isValidDecision(d)).toBe(true);
    }
  });

  it('an Error gives its message; no detail gives none', async () => {
    const { run, traceDir } = await open('h3');
    expect(await run.halt('fail_closed', new Error('the agent crashed'))).toMatchObject({
      reason: 'fail_closed',
      detail: 'the agent crashed',
    });
    expect(readTrace(traceDir, 'h3').at(-1)).toMatchObject({ detail: 'the agent crashed' });
    const other = await open('h4');
    const d = await other.run.halt('signal');
    expect(d.detail).toBeUndefined();
    expect(isValidDecision(d)).toBe(true);
    expect(await verifyTraceFile(other.traceDir, 'h4')).toMatchObject({ ok: true });
  });

  it.each([
    ['an Error of another realm (a vm context)', () => runInNewContext('new Error("from vm")'), 'from vm'],
    ['an object shaped as an Error', () => ({ name: 'AbortError', message: 'aborted' }), 'aborted'],
    ['a DOMException', () => new DOMException('aborted', 'AbortError'), 'aborted'],
    ['null (nothing)', () => null, undefined],
  ])('%s is taken as a detail', async (_what, detail, recorded) => {
    const { run, traceDir } = await open('h5');
    const d = await run.halt('signal', detail());
    expect(d).toMatchObject({ decision: 'HALT', reason: 'signal' });
    expect(d.detail).toBe(recorded);
    expect(readTrace(traceDir, 'h5').at(-1)).toMatchObject({ type: 'run_end', reason: 'signal' });
  });
});

describe('run.halt with a bad argument on an escalated run', () => {
  it('says the run is still escalated and waits for an answer, not that it has ended', async () => {
    const { run, traceDir } = await open('h6');
    const loop = (n: number) => ({ ...ev(n), action_hash: 'rerun-build', progress: 0.3 });
    for (const n of [1, 2]) await run.step(loop(n));
    expect((await run.step(loop(3))).decision).toBe('ESCALATE');
    const records = readTrace(traceDir, 'h6').length;
    const error = await run.halt('signal', 42 as never).catch((e: Error) => e);
    expect(error).toMatchObject({ code: 'ERR_USAGE' });
    expect((error as Error).message).toMatch(
      /^halt\(\) detail must be a string or an Error \(got 42\); the run is still escalated .* waits for a person's answer: ESCALATE \(oscillation\)$/,
    );
    expect((error as Error).message).not.toContain('ended');
    expect(run.outcome).toMatchObject({ decision: 'ESCALATE' });
    expect(readTrace(traceDir, 'h6')).toHaveLength(records);
  });
});
