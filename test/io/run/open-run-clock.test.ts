// An injected clock that gives no time (NaN, ±Infinity, past a Date's range) fails the run closed
// (SPEC §4.2): the step is a HALT (`fail_closed`) with its run_end written, nothing it carried is counted,
// close() ends the run and lets the lock go, and no later step is taken.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StepEvent } from '../../../src/core/run/types.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';
import { runCli } from '../../helpers/cli.js';

const ev = (n: number, over: Partial<StepEvent> = {}): StepEvent =>
  jsonEvent(n, over) as unknown as StepEvent;

const START = Date.UTC(2026, 0, 1);

function open(runId: string, traceDir: string, now: { t: unknown }) {
  return openRun({
    runId,
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: policyDir(testPolicy()) },
    traceDir,
    durability: 'none',
    clock: { now: () => now.t as number },
  });
}

describe('openRun with a clock that gives no time', () => {
  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-1e300', -1e300],
    ['one past a Date', 8.64e15 + 1],
    ['a string', '2026-01-01'],
  ])('%s mid-run: HALT fail_closed, run_end written, lock let go, nothing counted', async (_, bad) => {
    const traceDir = tempDir();
    const now: { t: unknown } = { t: START };
    const run = await open('clk', traceDir, now);
    expect((await run.step(ev(1, { tokens: 10 }))).decision).toBe('CONTINUE');
    now.t = bad;
    const d = await run.step(ev(2, { tokens: 5000 }));
    expect(d).toMatchObject({
      decision: 'HALT',
      reason: 'fail_closed',
      step: 2,
      budget: { steps: 1, tokens: 10 },
      provenance: { run_at: '2026-01-01T00:00:00.000Z' },
    });
    expect(d.detail).toMatch(/^ERR_CLOCK: the run's clock gave .*, not a time/);
    // Said once, though the end read the clock again.
    expect(d.detail?.split('ERR_CLOCK')).toHaveLength(2);
    now.t = START + 500; // the clock recovers: the run has ended all the same
    await expect(run.step(ev(3))).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
    expect(await run.close()).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });

    const trace = readTrace(traceDir, 'clk');
    expect(trace.map((r) => r.type)).toEqual(['run_start', 'iteration', 'run_end']);
    expect(trace[2]).toMatchObject({ reason: 'fail_closed', step: 2, at: '2026-01-01T00:00:00.000Z' });
    const v = await runCli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', 'clk']);
    expect(v.code).toBe(0);
    expect(v.stdout).toContain('ended');
    expect(v.stdout).not.toContain('lock is held');
  });

  it('a clock that fails only when the run is closed still ends it, dated with its last time', async () => {
    const traceDir = tempDir();
    const now: { t: unknown } = { t: START };
    const run = await open('clk-close', traceDir, now);
    await run.step(ev(1));
    now.t = Number.NaN;
    const d = await run.close();
    expect(d).toMatchObject({ decision: 'HALT', reason: 'incomplete' });
    expect(d?.detail).toContain('ERR_CLOCK');
    expect(readTrace(traceDir, 'clk-close').at(-1)).toMatchObject({
      type: 'run_end',
      at: '2026-01-01T00:00:00.000Z',
    });
  });

  it('at openRun: ERR_CLOCK before anything is written', async () => {
    const traceDir = tempDir();
    await expect(open('clk-open', traceDir, { t: Number.NaN })).rejects.toMatchObject({
      code: 'ERR_CLOCK',
    });
    expect(existsSync(join(traceDir, 'clk-open'))).toBe(false);
  });

  it('a clock that throws: ERR_CLOCK naming its error — at openRun (nothing written) and mid-run', async () => {
    const traceDir = tempDir();
    const throws = (after: number) => {
      let n = 0;
      return {
        now: () => {
          if (++n > after) throw new Error('boom');
          return START + n;
        },
      };
    };
    const opening = openRun({
      runId: 'clk-throw',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      traceDir,
      durability: 'none',
      clock: throws(0),
    });
    await expect(opening).rejects.toMatchObject({
      code: 'ERR_CLOCK',
      message: "the run's clock threw instead of giving a time: boom",
    });
    expect(existsSync(join(traceDir, 'clk-throw'))).toBe(false);

    const run = await openRun({
      runId: 'clk-throw2',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      traceDir,
      durability: 'none',
      clock: throws(3),
    });
    const d = await run.step(ev(1));
    expect(d).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(d.detail).toBe("ERR_CLOCK: the run's clock threw instead of giving a time: boom");
  });

  it('a clock that fails while the run opens: the refusal and its run_end say the failure once', async () => {
    const traceDir = tempDir();
    let n = 0;
    const run = await openRun({
      runId: 'clk-open-late',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      traceDir,
      durability: 'none',
      // The first two readings are times; every one after throws (the refusal's own reading included).
      clock: {
        now: () => {
          if (++n > 2) throw new Error('boom');
          return START;
        },
      },
    });
    const said = "ERR_CLOCK: the run's clock threw instead of giving a time: boom";
    expect(run.refused).toMatchObject({ decision: 'HALT', reason: 'fail_closed', detail: said });
    expect(readTrace(traceDir, 'clk-open-late').at(-1)).toMatchObject({ type: 'run_end', detail: said });
  });

  it('a clock that gives an object is named by what it gave', async () => {
    await expect(open('clk-date', tempDir(), { t: new Date(START) })).rejects.toThrow(
      "the run's clock gave a Date (2026-01-01T00:00:00.000Z), not a time",
    );
  });
});
