// A step still being decided (a command gate that takes its time) keeps its own decision: another
// request's bad body ends the run after it, the idle limit does not count the wait as silence, and a
// re-send of it gets its decision though the runner's next step came first (decisions 121, 131).
import { describe, expect, it } from 'vitest';
import { ev, policyDir, readTrace, serve, testPolicy } from './helpers.js';

/** A gate that takes `ms`: the step is still being decided while other requests arrive. */
const slowPolicy = (ms: number) =>
  policyDir(
    testPolicy({
      gates: `    - {id: slow, kind: command, argv: [${JSON.stringify(process.execPath)}, -e, "setTimeout(() => {}, ${ms})"], timeout_sec: 20}`,
    }),
  );

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The trace as `index:type[#step][:DECISION/reason]`, one string per record. */
const shape = (traceDir: string, runId: string) =>
  readTrace(traceDir, runId).map(
    (r) =>
      `${r.type}${r.type === 'iteration' ? `#${r.step}` : ''}${r.decision ? `:${r.decision}/${r.reason}` : ''}`,
  );

describe('a step being decided', () => {
  it("keeps its own decision when another request's body is not JSON: that body gets the 400 and the HALT after it", async () => {
    const t = await serve({ policy: { kind: 'dir', dir: slowPolicy(1000) } });
    await t.createRun('bad-body');
    const valid = t.post('/api/v1/runs/bad-body/steps', ev(1));
    await pause(300);
    const bad = await t.post('/api/v1/runs/bad-body/steps', '{nope');
    const good = await valid;

    expect([good.status, good.json.step, good.json.decision, good.json.reason]).toEqual([
      200,
      1,
      'CONTINUE',
      'ok',
    ]);
    expect([bad.status, bad.json.error.code]).toEqual([400, 'ERR_REQUEST']);
    expect(bad.json.error.message).toContain('not JSON');
    expect(bad.json.decision).toMatchObject({ decision: 'HALT', reason: 'invalid_event' });
    expect(shape(t.traceDir, 'bad-body')).toEqual([
      'run_start',
      'iteration#1:CONTINUE/ok',
      'run_end:HALT/invalid_event',
    ]);
    // The run has ended: the next step is refused, nothing more is written.
    const after = await t.post('/api/v1/runs/bad-body/steps', ev(2));
    expect([after.status, after.json.error.code]).toEqual([409, 'ERR_RUN_STATE']);
    expect(shape(t.traceDir, 'bad-body')).toHaveLength(3);
  }, 20_000);

  it('that ends the run leaves a bad body sent meanwhile nothing to end: 409, nothing written', async () => {
    const t = await serve({ policy: { kind: 'dir', dir: slowPolicy(1000) } });
    await t.createRun('bad-after-done');
    const done = t.post('/api/v1/runs/bad-after-done/steps', ev(1, { claims_done: true, artifact: 'good' }));
    await pause(300);
    const bad = await t.post('/api/v1/runs/bad-after-done/steps', '{nope');
    expect((await done).json).toMatchObject({ step: 1, decision: 'DONE' });
    expect([bad.status, bad.json.error.code]).toEqual([409, 'ERR_RUN_STATE']);
    expect(shape(t.traceDir, 'bad-after-done')).toEqual([
      'run_start',
      'iteration#1:DONE/success',
      'run_end:DONE/success',
    ]);
  }, 20_000);

  it('is no silence for the idle limit: a gate longer than the limit gets its own decision, and the limit counts from the answer', async () => {
    const t = await serve({ policy: { kind: 'dir', dir: slowPolicy(1200) }, limits: { idleRunMs: 300 } });
    await t.createRun('long-gate');
    const first = await t.post('/api/v1/runs/long-gate/steps', ev(1));
    expect([first.status, first.json.decision, first.json.reason]).toEqual([200, 'CONTINUE', 'ok']);
    // Right after the answer the run is still open: its idle time starts now, not when step 1 came.
    await pause(100);
    const second = await t.post('/api/v1/runs/long-gate/steps', ev(2));
    expect([second.status, second.json.decision]).toEqual([200, 'CONTINUE']);
    // A runner that then goes quiet is still ended by the limit.
    await pause(700);
    expect(shape(t.traceDir, 'long-gate')).toEqual([
      'run_start',
      'iteration#1:CONTINUE/ok',
      'iteration#2:CONTINUE/ok',
      'run_end:HALT/incomplete',
    ]);
  }, 20_000);

  it("sent again, then overtaken by the runner's next step: the re-send gets its step's decision, the run goes on", async () => {
    const t = await serve({ policy: { kind: 'dir', dir: slowPolicy(1000) } });
    await t.createRun('overtaken');
    const step1 = JSON.stringify(ev(1));
    const first = t.post('/api/v1/runs/overtaken/steps', step1);
    await pause(300);
    const again = t.post('/api/v1/runs/overtaken/steps', step1);
    await pause(50);
    const next = t.post('/api/v1/runs/overtaken/steps', ev(2));
    const [a, b, c] = await Promise.all([first, again, next]);

    expect([a.status, a.json.step, a.json.decision, a.headers['x-loopgov-replay']]).toEqual([
      200,
      1,
      'CONTINUE',
      undefined,
    ]);
    expect([b.status, b.headers['x-loopgov-replay']]).toEqual([200, String(a.json.trace.index)]);
    expect(b.json).toEqual(a.json);
    expect([c.status, c.json.step, c.json.decision]).toEqual([200, 2, 'CONTINUE']);
    expect(shape(t.traceDir, 'overtaken')).toEqual([
      'run_start',
      'iteration#1:CONTINUE/ok',
      'iteration#2:CONTINUE/ok',
    ]);
    // Step 1 sent once more now is an old step, not the last: invalid, as decision 131 says.
    const late = await t.post('/api/v1/runs/overtaken/steps', step1);
    expect([late.status, late.json.error?.code, late.headers['x-loopgov-replay']]).toEqual([
      400,
      'ERR_STEP_INVALID',
      undefined,
    ]);
  }, 20_000);
});
