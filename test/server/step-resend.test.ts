// A step sent again because its answer was lost (the client timed out while a command gate ran, what
// docs/serve.md tells a runner to do) is not a new step: it gets the recorded decision again, marked
// X-Loopgov-Replay, waiting for it while it is still being decided, and nothing more is recorded; another
// event with the same step number is still invalid (decision 131).
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ev, policyDir, readTrace, serve, testPolicy } from './helpers.js';

/** A gate that takes `ms`: the step is still being decided while a client gives up on it. */
const slowPolicy = (ms: number) =>
  policyDir(
    testPolicy({
      gates: `    - {id: slow, kind: command, argv: [${JSON.stringify(process.execPath)}, -e, "setTimeout(() => {}, ${ms})"], timeout_sec: 20}`,
    }),
  );

const iterations = (traceDir: string, runId: string) =>
  readTrace(traceDir, runId).filter((r) => r.type === 'iteration');

/** Sends a step and gives up on its answer after `ms` (the body is whole: the server decides it). */
async function sendAndGiveUp(port: number, token: string, path: string, body: string, ms: number) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((r) => socket.once('connect', () => r()));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nX-Loopgov-CSRF: 1\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  await new Promise((r) => setTimeout(r, ms));
  socket.destroy();
}

describe('a step sent again', () => {
  it('whose answer was lost gets that decision again — while it is still being decided, and after — recorded once', async () => {
    const t = await serve({ policy: { kind: 'dir', dir: slowPolicy(1000) } });
    await t.createRun('lost');
    const body = JSON.stringify(ev(1));
    await sendAndGiveUp(t.s.port, t.s.token, '/api/v1/runs/lost/steps', body, 300);

    // Still in its gate: the re-send waits for it.
    const during = await t.post('/api/v1/runs/lost/steps', body);
    expect(during.status).toBe(200);
    expect(during.json).toMatchObject({ step: 1, decision: 'CONTINUE', reason: 'ok' });
    expect(during.headers['x-loopgov-replay']).toBe(String(during.json.trace.index));
    // Later, with its keys in another order and other spacing: the same event.
    const reordered = Object.fromEntries(Object.entries(JSON.parse(body)).reverse());
    const after = await t.post('/api/v1/runs/lost/steps', JSON.stringify(reordered, null, 2));
    expect([after.status, after.headers['x-loopgov-replay']]).toEqual([
      200,
      during.headers['x-loopgov-replay'],
    ]);
    expect(after.json).toEqual(during.json);
    expect(iterations(t.traceDir, 'lost')).toHaveLength(1);
    expect(readTrace(t.traceDir, 'lost').at(-1)).toMatchObject({ type: 'iteration', step: 1 });

    // The run goes on: the next step is a step like any other.
    const next = await t.post('/api/v1/runs/lost/steps', ev(2));
    expect([next.status, next.json.decision, next.headers['x-loopgov-replay']]).toEqual([
      200,
      'CONTINUE',
      undefined,
    ]);
  }, 20_000);

  it('twice at once: one step is taken, both get its decision', async () => {
    const t = await serve({ policy: { kind: 'dir', dir: slowPolicy(300) } });
    await t.createRun('twice');
    const body = JSON.stringify(ev(1));
    const [a, b] = await Promise.all([
      t.post('/api/v1/runs/twice/steps', body),
      t.post('/api/v1/runs/twice/steps', body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json).toEqual(b.json);
    expect([a.headers['x-loopgov-replay'], b.headers['x-loopgov-replay']].filter(Boolean)).toEqual([
      String(a.json.trace.index),
    ]);
    expect(iterations(t.traceDir, 'twice')).toHaveLength(1);
  });

  it("the run's last step, once the run has ended with it, gets its DONE again; a new step is still refused", async () => {
    const t = await serve();
    await t.createRun('ended');
    await t.post('/api/v1/runs/ended/steps', ev(1, { claims_done: true }));
    const last = ev(2, { claims_done: true, artifact: 'good' });
    const done = await t.post('/api/v1/runs/ended/steps', last);
    expect(done.json).toMatchObject({ decision: 'DONE', reason: 'success' });
    const length = readTrace(t.traceDir, 'ended').length;

    // A new step is refused, writing nothing — and the last one is still the one sent again.
    const refused = await t.post('/api/v1/runs/ended/steps', ev(3));
    expect([refused.status, refused.json.error.code]).toEqual([409, 'ERR_RUN_STATE']);
    const again = await t.post('/api/v1/runs/ended/steps', last);
    expect([again.status, again.headers['x-loopgov-replay']]).toEqual([200, String(done.json.trace.index)]);
    expect(again.json).toEqual(done.json);
    const after = await t.post('/api/v1/runs/ended/steps', ev(3));
    expect([after.status, after.json.error.code]).toEqual([409, 'ERR_RUN_STATE']);
    expect(readTrace(t.traceDir, 'ended')).toHaveLength(length);
  });

  it('with other content under the same step number is invalid, as before: steps must increase', async () => {
    const t = await serve();
    await t.createRun('other');
    const first = ev(1);
    await t.post('/api/v1/runs/other/steps', first);
    const r = await t.post('/api/v1/runs/other/steps', { ...first, tokens: 11 });
    expect([r.status, r.json.error.code, r.headers['x-loopgov-replay']]).toEqual([
      400,
      'ERR_STEP_INVALID',
      undefined,
    ]);
    expect(r.json.error.message).toContain('/step 1 repeats step 1');
    expect(r.json.decision).toMatchObject({ decision: 'HALT', reason: 'invalid_event' });
    expect(readTrace(t.traceDir, 'other').at(-1)).toMatchObject({ type: 'run_end', reason: 'invalid_event' });
  });

  it('an invalid event sent again gets its 400 and HALT again, recorded once', async () => {
    const t = await serve();
    await t.createRun('bad');
    const bad = ev(1, { tokens: -1 });
    const r = await t.post('/api/v1/runs/bad/steps', bad);
    expect([r.status, r.json.error.code]).toEqual([400, 'ERR_STEP_INVALID']);
    const again = await t.post('/api/v1/runs/bad/steps', bad);
    expect([again.status, again.headers['x-loopgov-replay']]).toEqual([
      400,
      String(r.json.decision.trace.index),
    ]);
    expect(again.json).toEqual(r.json);
    expect(readTrace(t.traceDir, 'bad').filter((x) => x.type === 'run_end')).toHaveLength(1);
  });

  it('after a halt landed is a step again: HALT (human), recorded once, then that HALT again', async () => {
    const t = await serve();
    await t.createRun('halted');
    const step1 = ev(1);
    const first = await t.post('/api/v1/runs/halted/steps', step1);
    expect(first.json.decision).toBe('CONTINUE');
    const halt = await t.post('/api/v1/runs/halted/halt', { by: 'alice', reason: 'stop' });
    expect(halt.status).toBe(202);

    // The stale CONTINUE is not the run's last word any more: the pending halt decides.
    const again = await t.post('/api/v1/runs/halted/steps', step1);
    expect([again.status, again.headers['x-loopgov-replay']]).toEqual([200, undefined]);
    expect(again.json).toMatchObject({ decision: 'HALT', reason: 'human', step: 1 });
    expect(again.json.detail).toContain('halted by alice: stop');
    expect(again.json.detail).toContain('/step 1 repeats step 1');
    const ends = () => readTrace(t.traceDir, 'halted').filter((r) => r.type === 'run_end');
    expect(ends()).toMatchObject([{ decision: 'HALT', reason: 'human' }]);

    // That HALT is now the last word: sent again, it is answered again, recording nothing.
    const third = await t.post('/api/v1/runs/halted/steps', step1);
    expect([third.status, third.headers['x-loopgov-replay']]).toEqual([200, String(again.json.trace.index)]);
    expect(third.json).toEqual(again.json);
    expect(ends()).toHaveLength(1);
    const summary = await t.call('/api/v1/runs/halted');
    expect([summary.json.state, summary.json.halt_pending]).toEqual(['halted', false]);
  });

  it('does not keep its run from going idle: the idle limit ends a runner that only sends its last step', async () => {
    const t = await serve({ limits: { idleRunMs: 400 } });
    await t.createRun('stuck');
    const step1 = ev(1);
    await t.post('/api/v1/runs/stuck/steps', step1);
    let r = await t.post('/api/v1/runs/stuck/steps', step1);
    expect(r.headers['x-loopgov-replay']).toBeDefined();
    for (let i = 0; i < 60 && r.status === 200; i++) {
      await new Promise((done) => setTimeout(done, 50));
      r = await t.post('/api/v1/runs/stuck/steps', step1);
    }
    expect([r.status, r.json.error?.code]).toEqual([409, 'ERR_RUN_STATE']);
    expect(r.json.error.message).toContain('has ended (HALT (incomplete))');
    expect(readTrace(t.traceDir, 'stuck').at(-1)).toMatchObject({ type: 'run_end', reason: 'incomplete' });
  });

  it('to a run id created again (the old trace removed) is a step of the new run, not the old answer', async () => {
    const t = await serve();
    await t.createRun('again');
    const bad = ev(1, { tokens: -1 });
    await t.post('/api/v1/runs/again/steps', bad); // HALT invalid_event: the run has ended
    rmSync(join(t.traceDir, 'again'), { recursive: true });
    expect((await t.createRun('again')).status).toBe(201);
    const r = await t.post('/api/v1/runs/again/steps', bad);
    expect(r.headers['x-loopgov-replay']).toBeUndefined();
    expect(r.json.decision).toMatchObject({ decision: 'HALT', reason: 'invalid_event' });
    expect(readTrace(t.traceDir, 'again').filter((x) => x.type === 'run_end')).toHaveLength(1);
  });
});
