// Every governed run holds its writer lease (`<run>/writer.json`) exactly while it may write — from
// before its first record to its terminal decision — so `loopgov trace close` never closes a run that is
// still being governed, and no process lets go of (or beats for) another's lease (decision 112). A run
// whose trace another writer ended goes no further.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signResumeToken } from '../../../src/core/approval/resume.js';
import type { StepEvent } from '../../../src/core/run/types.js';
import type { TraceBody, WriteOptions } from '../../../src/core/trace/types.js';
import { continueRun } from '../../../src/io/run/governed-run.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { closeAbandonedRun } from '../../../src/io/trace/close.js';
import { verifyTraceFile } from '../../../src/io/trace/read.js';
import { appendResume } from '../../../src/io/trace/resume.js';
import { FileTraceStore } from '../../../src/io/trace/store.js';
import { readWriterState } from '../../../src/io/trace/writer-lease.js';
import {
  CLI,
  ev as jsonEvent,
  policyDir,
  readTrace,
  ROOT,
  tempDir,
  testPolicy,
} from '../../cli/run-fixtures.js';
import { fixtureKey } from '../../helpers/gate-repo.js';
import { holdTrace } from '../../helpers/trace-race.js';

const ev = (n: number, over: Partial<StepEvent> = {}): StepEvent =>
  jsonEvent(n, over) as unknown as StepEvent;
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
const writerFile = (traceDir: string, runId: string) => join(traceDir, runId, 'writer.json');
const writer = (traceDir: string, runId: string) =>
  existsSync(writerFile(traceDir, runId))
    ? (JSON.parse(readFileSync(writerFile(traceDir, runId), 'utf8')) as { pid: number })
    : null;

async function escalated(runId = 'w1') {
  const dir = policyDir(testPolicy());
  const traceDir = tempDir();
  const run = await openRun({
    runId,
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir },
    traceDir,
    durability: 'none',
  });
  expect(writer(traceDir, runId)?.pid).toBe(process.pid);
  for (const n of [1, 2]) expect((await run.step(loop(n))).decision).toBe('CONTINUE');
  expect((await run.step(loop(3))).decision).toBe('ESCALATE');
  const head = String(readTrace(traceDir, runId).at(-1)!.hash);
  const token = await signResumeToken({
    privateJwk: fixtureKey('alice-2026') as never,
    approver: 'alice',
    runId,
    head,
    decision: 'resume',
    grant: { max_steps: 10 },
    now: Math.floor(Date.now() / 1000),
  });
  await appendResume(traceDir, runId, token);
  return { run, dir, traceDir, runId };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the writer lease of a governed run', () => {
  it('is let go at the terminal decision: an escalated run waiting for a person holds none', async () => {
    const { run, traceDir, runId } = await escalated();
    expect(existsSync(writerFile(traceDir, runId))).toBe(false);
    await run.close();
  });

  it('a continuation holds it from before its run_continue is written: a trace close then is refused', async () => {
    const { run, dir, traceDir, runId } = await escalated();
    await run.close();
    // The moment a close could slip in: right after run_continue is on disk.
    const seen: { close?: unknown; writer?: unknown } = {};
    const append = FileTraceStore.prototype.append;
    vi.spyOn(FileTraceStore.prototype, 'append').mockImplementation(async function (
      this: FileTraceStore,
      body: TraceBody,
      opts?: WriteOptions,
    ) {
      const rec = await append.call(this, body, opts);
      if (body.type === 'run_continue' && !('close' in seen)) {
        seen.writer = readWriterState(join(traceDir, runId));
        seen.close = await closeAbandonedRun(traceDir, runId, { by: 'mallory', reason: 'looks dead' }).catch(
          (e: unknown) => e,
        );
      }
      return rec;
    });
    const c = await continueRun({ runId, traceDir, policy: { kind: 'dir', dir }, durability: 'none' });
    expect(c.refused).toBeNull();
    expect(seen.writer).toMatchObject({ state: 'live', writer: { pid: process.pid } });
    expect(seen.close).toMatchObject({
      code: 'ERR_RUN_STATE',
      message: expect.stringMatching(/still has a live writer \(pid \d+ on this host/),
    });
    vi.restoreAllMocks();
    expect((await c.step(ev(4, { action_hash: 'new' }))).decision).toBe('CONTINUE');
    await c.close();
    expect(existsSync(writerFile(traceDir, runId))).toBe(false);
    expect(readTrace(traceDir, runId).filter((r) => r.reason === 'abandoned')).toEqual([]);
    expect(await verifyTraceFile(traceDir, runId)).toMatchObject({ ok: true, state: 'ended' });
  });

  it("another process's continuation keeps its lease when this process closes its escalated run", async () => {
    const { run, dir, traceDir, runId } = await escalated();
    const b = spawn(
      process.execPath,
      [CLI, 'run', '--continue', '--run-id', runId, '--trace-dir', traceDir, '--policy-dir', dir],
      { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const exited = new Promise<number | null>((r) => b.on('exit', r));
    try {
      // B has continued the run once its run_continue is in the trace (its lease was written before it).
      while (readTrace(traceDir, runId).at(-1)?.type !== 'run_continue')
        await new Promise((r) => setTimeout(r, 10));
      expect(writer(traceDir, runId)?.pid).toBe(b.pid);
      await run.close();
      expect(writer(traceDir, runId)?.pid).toBe(b.pid);
      await expect(
        closeAbandonedRun(traceDir, runId, { by: 'mallory', reason: 'looks dead' }),
      ).rejects.toMatchObject({ message: expect.stringMatching(`pid ${b.pid} on this host`) });
      b.stdin.write(`${JSON.stringify(ev(4, { action_hash: 'new' }))}\n`);
      b.stdin.end();
      expect(await exited).toBe(3); // HALT (incomplete): stdin closed
    } finally {
      b.kill();
    }
    expect(await verifyTraceFile(traceDir, runId)).toMatchObject({ ok: true, state: 'ended' });
    expect(existsSync(writerFile(traceDir, runId))).toBe(false);
  });
});

describe('a run_end another writer appended between steps', () => {
  it.each([
    ['alone', [] as const],
    ['followed by a late halt request', ['halt_request'] as const],
  ])(
    '%s: the next step ends the run as HALT (fail_closed), and nothing is written after it',
    async (_name, more) => {
      const dir = policyDir(testPolicy());
      const traceDir = tempDir();
      const run = await openRun({
        runId: 'fe',
        project: 't',
        level: 'L2',
        profile: 'dev',
        policy: { kind: 'dir', dir },
        traceDir,
        durability: 'none',
      });
      expect((await run.step(ev(1))).decision).toBe('CONTINUE');
      // A `trace close` that judged this writer gone (a stalled host): its run_end lands between steps.
      const held = await holdTrace(traceDir, 'fe');
      const end = await held.land({
        type: 'run_end',
        decision: 'HALT',
        reason: 'abandoned',
        detail: 'closed by bob: host lost',
        step: 1,
        by: 'bob',
      });
      for (const type of more) {
        const h = await holdTrace(traceDir, 'fe');
        await h.land({ type, by: 'carol', reason: 'stop', via: 'cli' });
      }
      const before = readFileSync(join(traceDir, 'fe', 'trace.jsonl'));
      const d = await run.step(ev(2));
      expect(d).toMatchObject({ decision: 'HALT', reason: 'fail_closed', step: 2, trace: null });
      expect(d.detail).toBe(
        `run fe was ended by another writer at record ${end.index} (HALT (abandoned): closed by bob: host lost); this step is not recorded`,
      );
      await expect(run.step(ev(3))).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
      expect((await run.close())?.reason).toBe('fail_closed');
      expect(readFileSync(join(traceDir, 'fe', 'trace.jsonl'))).toEqual(before);
      expect(await verifyTraceFile(traceDir, 'fe')).toMatchObject({ ok: true, state: 'ended' });
    },
  );
});
