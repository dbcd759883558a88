// A run resumed through `loopgov serve` is this server's to write: it holds the writer lease while it
// runs, so `loopgov trace close` refuses it (decision 112). A halt of an escalated run is acted on even
// when the server's policy no longer loads, and the run's summary agrees with the inbox about it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../src/core/approval/resume.js';
import { closeAbandonedRun } from '../../src/io/trace/close.js';
import { requestHalt } from '../../src/io/trace/halt.js';
import { verifyTraceFile } from '../../src/io/trace/read.js';
import { policyDir, testPolicy } from '../cli/run-fixtures.js';
import { fixtureKey } from '../helpers/gate-repo.js';
import { ev, readTrace, serve, type TestServer } from './helpers.js';

const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
const good = (n: number) =>
  ev(n, { action_hash: `fix-${n}`, artifact: 'good', claims_done: true, progress: 1 });

async function escalated(t: TestServer, runId: string): Promise<string> {
  expect((await t.createRun(runId)).status).toBe(201);
  for (const n of [1, 2, 3]) await t.post(`/api/v1/runs/${runId}/steps`, loop(n));
  const last = readTrace(t.traceDir, runId).at(-1)!;
  expect(last.type).toBe('escalation');
  return String(last.hash);
}
const writerFile = (t: TestServer, runId: string) => join(t.traceDir, runId, 'writer.json');

describe('a run resumed through serve', () => {
  it('holds the writer lease while it runs: trace close is refused, and nothing lands after its end', async () => {
    const t = await serve();
    const head = await escalated(t, 'sl');
    expect(existsSync(writerFile(t, 'sl'))).toBe(false); // escalated: waiting, nobody writes
    const token = await signResumeToken({
      privateJwk: fixtureKey('alice-2026') as never,
      approver: 'alice',
      runId: 'sl',
      head,
      decision: 'resume',
      grant: { max_steps: 4 },
      now: Math.floor(Date.now() / 1000),
    });
    expect((await t.post('/api/v1/runs/sl/resume', { token })).json.status).toBe('continued');
    expect(JSON.parse(readFileSync(writerFile(t, 'sl'), 'utf8'))).toMatchObject({ pid: process.pid });
    await expect(
      closeAbandonedRun(t.traceDir, 'sl', { by: 'mallory', reason: 'live in serve' }),
    ).rejects.toMatchObject({
      code: 'ERR_RUN_STATE',
      message: expect.stringMatching(/run sl still has a live writer \(pid \d+ on this host/),
    });
    expect((await t.post('/api/v1/runs/sl/steps', good(4))).json).toMatchObject({ decision: 'DONE' });
    expect(existsSync(writerFile(t, 'sl'))).toBe(false);
    expect(readTrace(t.traceDir, 'sl').filter((r) => r.reason === 'abandoned')).toEqual([]);
    expect(await verifyTraceFile(t.traceDir, 'sl')).toMatchObject({ ok: true, state: 'ended' });
  });
});

describe('a halt of an escalated run', () => {
  it('pending: the run says halt_pending, as the inbox says halt_requested', async () => {
    const t = await serve();
    await escalated(t, 'hp');
    expect((await t.call('/api/v1/runs/hp')).json.halt_pending).toBe(false);
    // From another process (loopgov halt): this server has not acted on it.
    await requestHalt(t.traceDir, 'hp', { by: 'bob', reason: 'stop' }, 'cli');
    const run = (await t.call('/api/v1/runs/hp')).json;
    const inbox = (await t.call('/api/v1/inbox')).json.runs;
    expect({ state: run.state, halt_pending: run.halt_pending }).toEqual({
      state: 'escalated',
      halt_pending: true,
    });
    expect(inbox).toMatchObject([{ run_id: 'hp', halt_requested: true }]);
  });

  it('posted to a server whose policy no longer loads: ends the run at once, HALT (human) at its last step', async () => {
    const dir = policyDir(testPolicy());
    const t = await serve({ policy: { kind: 'dir', dir } });
    await escalated(t, 'hg');
    rmSync(dir, { recursive: true, force: true });
    const r = await t.post('/api/v1/runs/hg/halt', { by: 'bob', reason: 'policy withdrawn' });
    expect(r.status).toBe(202);
    expect(r.json).toMatchObject({ status: 'ended' });
    expect(r.json.message).toMatch(/the escalated run ended as HALT \(human\)/);
    expect(readTrace(t.traceDir, 'hg').at(-1)).toMatchObject({
      type: 'run_end',
      decision: 'HALT',
      reason: 'human',
      step: 3,
    });
    const run = (await t.call('/api/v1/runs/hg')).json;
    expect(run).toMatchObject({ state: 'halted', halt_pending: false, outcome: { step: 3 } });
  });
});

describe('a run another server holds', () => {
  // Server A's run, seen from server B on the same trace dir: whose it is decides what B says.
  it.each<[string, (t: TestServer) => void, RegExp]>([
    [
      'while its runner lives',
      () => undefined,
      /its runner is another process \(pid \d+ on this host .* is still running\)/,
    ],
    [
      'once its runner has died (kill -9)',
      (t) => {
        const dead = spawnSync(process.execPath, ['-e', '']).pid!;
        const file = writerFile(t, 'held');
        writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), pid: dead }));
      },
      /no runner holds it — the process that ran it has stopped \(pid \d+ on this host .* is no longer running\) — so a halt reaches no one; end it with loopgov trace close --trace-dir \S+ --run-id held --by ID --reason TEXT$/,
    ],
  ])('409 naming it %s', async (_when, kill, message) => {
    const a = await serve();
    expect((await a.createRun('held')).status).toBe(201);
    expect((await a.post('/api/v1/runs/held/steps', loop(1))).json).toMatchObject({ decision: 'CONTINUE' });
    kill(a);
    const b = await serve({ traceDir: a.traceDir });
    const r = await b.post('/api/v1/runs/held/steps', loop(2));
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({
      error: { code: 'ERR_RUN_STATE', message: expect.stringMatching(message) },
    });
  });
});
