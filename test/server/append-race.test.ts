// The server's resume and halt endpoints as one of two writers of a run (decision 073): a record that
// lands between the endpoint's read of the trace and its write is seen, and the endpoint decides again.
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../src/core/approval/resume.js';
import { verifyTraceFile } from '../../src/io/trace/read.js';
import { openTraceStore } from '../../src/io/trace/store.js';
import { fixtureKey } from '../helpers/gate-repo.js';
import { holdTrace } from '../helpers/trace-race.js';
import { ev, readTrace, serve } from './helpers.js';

const AT = '2026-12-01T10:00:00.000Z';
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });

describe('serve endpoints, as another writer appends between their read and their write', () => {
  it('POST …/resume {token} as a halt is requested: the loop-breaker wins, the run ends HALT (human), the answer is not written', async () => {
    const t = await serve();
    expect((await t.createRun('r-esc')).status).toBe(201);
    for (const n of [1, 2, 3]) await t.post('/api/v1/runs/r-esc/steps', loop(n));
    const head = String(readTrace(t.traceDir, 'r-esc').at(-1)!.hash);
    const token = await signResumeToken({
      privateJwk: fixtureKey('alice-2026') as never,
      approver: 'alice',
      runId: 'r-esc',
      head,
      decision: 'resume',
      grant: { max_steps: 4 },
      now: Math.floor(Date.now() / 1000),
    });
    const held = await holdTrace(t.traceDir, 'r-esc');
    const reply = t.post('/api/v1/runs/r-esc/resume', { token });
    await held.waiting();
    await held.land({ type: 'halt_request', by: 'bob', reason: 'stop it', via: 'cli' });
    const r = await reply;
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      status: 'ended',
      state: 'halted',
      decision: { decision: 'HALT', reason: 'human', detail: 'halted by bob while escalated: stop it' },
    });
    expect(
      readTrace(t.traceDir, 'r-esc')
        .map((x) => x.type)
        .slice(-3),
    ).toEqual(['escalation', 'halt_request', 'run_end']);
    expect(await verifyTraceFile(t.traceDir, 'r-esc')).toMatchObject({ ok: true, state: 'ended' });
  });

  it('POST …/halt as the run ends DONE (its runner is another process): 409, no halt after the end', async () => {
    const t = await serve();
    const store = await openTraceStore({
      traceDir: t.traceDir,
      runId: 'r-run',
      durability: 'none',
      mode: 'create',
    });
    await store.append({
      type: 'run_start',
      run_id: 'r-run',
      at: AT,
      project: 't',
      level: 'L2',
      profile: 'dev',
    });
    await store.close();
    const held = await holdTrace(t.traceDir, 'r-run');
    const reply = t.post('/api/v1/runs/r-run/halt', { by: 'ann', reason: 'wrong repo' });
    await held.waiting();
    await held.land({ type: 'run_end', decision: 'DONE', reason: 'done', detail: null, step: null });
    const r = await reply;
    expect(r.status).toBe(409);
    expect(r.json.error).toMatchObject({
      code: 'ERR_RUN_STATE',
      message: 'run r-run has already ended (DONE (done)); nothing to halt',
    });
    expect(readTrace(t.traceDir, 'r-run').map((x) => x.type)).toEqual(['run_start', 'run_end']);
  });

  it('POST …/resume waiting for the lock as the server stops: the run it opens is ended HALT (signal) at once, recorded — never left open', async () => {
    const t = await serve();
    expect((await t.createRun('r-stop')).status).toBe(201);
    for (const n of [1, 2, 3]) await t.post('/api/v1/runs/r-stop/steps', loop(n));
    const head = String(readTrace(t.traceDir, 'r-stop').at(-1)!.hash);
    const token = await signResumeToken({
      privateJwk: fixtureKey('alice-2026') as never,
      approver: 'alice',
      runId: 'r-stop',
      head,
      decision: 'resume',
      now: Math.floor(Date.now() / 1000),
    });
    const held = await holdTrace(t.traceDir, 'r-stop');
    const reply = t.post('/api/v1/runs/r-stop/resume', { token });
    await held.waiting(); // past the stopping check: it has read the trace and waits to write
    const closed = t.s.close('loopgov serve received SIGTERM', 'signal');
    await held.release();
    const r = await reply;
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      status: 'ended',
      state: 'halted',
      decision: { decision: 'HALT', reason: 'signal', detail: 'loopgov serve received SIGTERM' },
    });
    await closed;
    expect(
      readTrace(t.traceDir, 'r-stop')
        .map((x) => x.type)
        .slice(-4),
    ).toEqual(['escalation', 'resume', 'run_continue', 'run_end']);
    expect(await verifyTraceFile(t.traceDir, 'r-stop')).toMatchObject({ ok: true, state: 'ended' });
  });
});
