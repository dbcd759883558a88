// A run whose runner died — `loopgov serve` killed -9, a real child process — seen by a serve started
// again on the same trace dir: the summary says its writer is gone, a halt is recorded but answered with
// "no runner holds it … loopgov trace close", and after the idle limit the server closes it as trace close
// would (HALT abandoned), never a run another live process holds, never from a --read-only server.
import { readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyTraceFile } from '../../src/io/trace/read.js';
import { ev, orphan, readTrace, serve, tempDir } from './helpers.js';

const until = async (what: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('a run whose serve was killed -9, seen by a serve restarted on its trace dir', () => {
  it('the summary names the writer that is gone; a halt is recorded but says nothing will act on it and how it ends', async () => {
    const traceDir = tempDir();
    await orphan(traceDir, 'dead');
    const t = await serve({ traceDir });
    const close = `loopgov trace close --trace-dir ${traceDir} --run-id dead --by ID --reason TEXT`;

    const summary = (await t.call('/api/v1/runs/dead')).json;
    expect(summary).toMatchObject({
      state: 'running',
      open_here: false,
      writer: { state: 'gone', close_with: close },
    });
    expect(summary.writer.detail).toMatch(/^pid \d+ on this host \(.+\) is no longer running$/);

    const step = await t.post('/api/v1/runs/dead/steps', ev(2));
    expect([step.status, step.json.error.code]).toEqual([409, 'ERR_RUN_STATE']);
    expect(step.json.error.message).toContain('no runner holds it');
    expect(step.json.error.message).toContain(close);

    const halt = await t.post('/api/v1/runs/dead/halt', { by: 'ops', reason: 'stop' });
    expect(halt.status).toBe(202);
    expect(halt.json).toMatchObject({ status: 'requested', writer: { state: 'gone', close_with: close } });
    expect(halt.json.message).toMatch(/^halt recorded \(trace record 2\), but no runner holds it/);
    expect(halt.json.message).toContain('a halt reaches no one');
    expect(halt.json.message).toContain(close);
    expect(readTrace(traceDir, 'dead').at(-1)).toMatchObject({ type: 'halt_request', by: 'ops' });

    // A run this server holds, and one that has ended, say so.
    await t.createRun('mine');
    expect((await t.call('/api/v1/runs/mine')).json.writer).toMatchObject({
      state: 'here',
      close_with: null,
    });
    await t.post('/api/v1/runs/mine/steps', ev(1, { claims_done: true, artifact: 'good' }));
    expect((await t.call('/api/v1/runs/mine')).json.writer).toMatchObject({ state: 'none' });
  });

  it('after the idle limit without a record it is closed HALT (abandoned), as trace close would; a run another process holds is not', async () => {
    const traceDir = tempDir();
    await orphan(traceDir, 'dead');
    // Another server of this process holds `alive` open: its writer is live however old its trace.
    const holder = await serve({ traceDir });
    await holder.createRun('alive');
    await holder.post('/api/v1/runs/alive/steps', ev(1));
    const aged = new Date(Date.now() - 3_600_000);
    for (const id of ['dead', 'alive']) utimesSync(join(traceDir, id, 'trace.jsonl'), aged, aged);
    const alive = readFileSync(join(traceDir, 'alive', 'trace.jsonl'), 'utf8');
    const before = readFileSync(join(traceDir, 'dead', 'trace.jsonl'), 'utf8');

    // A --read-only server writes nothing, ever.
    await serve({ traceDir, readOnly: true, limits: { idleRunMs: 100 } });
    await new Promise((r) => setTimeout(r, 500));
    expect(readFileSync(join(traceDir, 'dead', 'trace.jsonl'), 'utf8')).toBe(before);

    const t = await serve({ traceDir, limits: { idleRunMs: 200 } });
    await until(() => readTrace(traceDir, 'dead').at(-1)?.type === 'run_end');
    expect(readTrace(traceDir, 'dead').at(-1)).toMatchObject({
      type: 'run_end',
      decision: 'HALT',
      reason: 'abandoned',
      by: 'loopgov serve',
      step: 1,
    });
    expect(String(readTrace(traceDir, 'dead').at(-1)!.detail)).toMatch(
      /^closed by loopgov serve: no record for \d+ s and no live runner \(its writer is gone: pid \d+ on this host/,
    );
    expect(await verifyTraceFile(traceDir, 'dead')).toMatchObject({ ok: true, ended: true });
    expect((await t.call('/api/v1/runs/dead')).json).toMatchObject({
      state: 'halted',
      writer: { state: 'none' },
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(readFileSync(join(traceDir, 'alive', 'trace.jsonl'), 'utf8')).toBe(alive);
    expect((await holder.post('/api/v1/runs/alive/steps', ev(2))).json.decision).toBe('CONTINUE');
  });
});
