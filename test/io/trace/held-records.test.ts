// Deferred records are held and written in one `write` at the barrier (decision 096): in order, never
// after the lease is lost, and a failed write poisons the store exactly as a failed fdatasync does.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { StoreSyscalls } from '../../../src/io/trace/files.js';
import { realSyscalls } from '../../../src/io/trace/files.js';
import {
  openTraceStore,
  type OpenTraceStoreOptions,
  resolveEffectivePolicy,
  startRun,
  verifyTraceFile,
} from '../../../src/lib.js';
import { AT, readRecords, tempDir } from './helpers.js';

const WRITER = resolve('test/fixtures/trace/writer.mjs');
const exited = (c: ChildProcess) => new Promise<number | null>((r) => c.on('exit', (code) => r(code)));

/** Real syscalls, counting writes to the trace; `failWrites` makes the next ones fail with EIO. */
function counting() {
  const c = { writes: 0, failWrites: false };
  const syscalls: StoreSyscalls = {
    write: (fd, buf) => {
      c.writes += 1;
      if (c.failWrites)
        throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO', syscall: 'write' });
      return realSyscalls.write(fd, buf);
    },
    fdatasync: realSyscalls.fdatasync,
  };
  return { c, syscalls };
}

const open = (traceDir: string, extra: Partial<OpenTraceStoreOptions> = {}) =>
  openTraceStore({
    traceDir,
    runId: 'r1',
    durability: 'none',
    mode: 'create',
    lock: { staleMs: 2000, idleReleaseMs: 60_000 },
    ...extra,
  });
const iter = (step: number, pad = '') => ({
  type: 'iteration' as const,
  run_id: 'r1',
  at: AT,
  step,
  ...(pad ? { pad } : {}),
});
/** The chain of `length` records is whole (a store that failed never wrote its run_end). */
const whole = async (dir: string, length: number, runId = 'r1') =>
  expect(await verifyTraceFile(dir, runId)).toMatchObject({
    length,
    finding: { reason: 'missing run_end' },
  });
const steps = (dir: string) => readRecords(dir, 'r1').map((r) => r.step ?? r.type);

describe('held deferred records', () => {
  it.each(['none', 'fsync'] as const)(
    'durability %s: held until the barrier, then written in order in one write',
    async (durability) => {
      const dir = tempDir();
      const { c, syscalls } = counting();
      const s = await open(dir, { durability, syscalls });
      await s.append({ type: 'run_start', run_id: 'r1', at: AT });
      expect(c.writes).toBe(1);
      const recs = [];
      for (let i = 1; i <= 5; i++) recs.push(await s.append(iter(i), { sync: false }));
      expect(c.writes).toBe(1);
      expect(steps(dir)).toEqual(['run_start']);
      expect(s.head).toMatchObject({ nextIndex: 6, hash: recs[4]!.hash });
      await s.sync();
      expect(c.writes).toBe(2);
      expect(readRecords(dir, 'r1').slice(1)).toEqual(recs);
      // A synced append after deferred ones writes them first, in one write with its own.
      await s.append(iter(6), { sync: false });
      await s.append(iter(7));
      expect(c.writes).toBe(3);
      await s.close();
      expect(steps(dir)).toEqual(['run_start', 1, 2, 3, 4, 5, 6, 7]);
      await whole(dir, 8);
    },
  );

  it('never holds more than 64 KiB: a caller that does not sync still gets its records written', async () => {
    const dir = tempDir();
    const { c, syscalls } = counting();
    const s = await open(dir, { syscalls });
    await s.append({ type: 'run_start', run_id: 'r1', at: AT });
    for (let i = 1; i <= 20; i++) await s.append(iter(i, 'x'.repeat(10_000)), { sync: false });
    expect(c.writes).toBeGreaterThanOrEqual(3);
    expect(readRecords(dir, 'r1').length).toBeGreaterThan(12);
    await s.close();
    await whole(dir, 21);
  });

  it('an idle store writes its held records by itself', async () => {
    const dir = tempDir();
    const s = await open(dir, { lock: { staleMs: 2000, idleReleaseMs: 20 } });
    await s.append({ type: 'run_start', run_id: 'r1', at: AT });
    await s.append(iter(1), { sync: false });
    await vi.waitFor(() => expect(steps(dir)).toEqual(['run_start', 1]), { timeout: 5000, interval: 10 });
    await s.close();
  });

  it('close() writes what is held', async () => {
    const dir = tempDir();
    const s = await open(dir);
    await s.append({ type: 'run_start', run_id: 'r1', at: AT });
    await s.append(iter(1), { sync: false });
    await s.close();
    expect(steps(dir)).toEqual(['run_start', 1]);
  });

  it('a failed write at the barrier poisons the store: every later operation refused, nothing partial left', async () => {
    const dir = tempDir();
    const { c, syscalls } = counting();
    const s = await open(dir, { durability: 'fsync', syscalls });
    await s.append({ type: 'run_start', run_id: 'r1', at: AT });
    await s.append(iter(1), { sync: false });
    await s.append(iter(2), { sync: false });
    c.failWrites = true;
    const err = await s.sync().catch((e) => e);
    expect(err).toMatchObject({ code: 'ERR_TRACE' });
    expect(err.message).toMatch(/trace\.jsonl: write failed with EIO/);
    c.failWrites = false;
    await expect(s.sync()).rejects.toMatchObject({ code: 'ERR_TRACE' });
    await expect(s.append(iter(3))).rejects.toMatchObject({ code: 'ERR_TRACE' });
    await expect(s.readForeign()).rejects.toMatchObject({ code: 'ERR_TRACE' });
    await s.close();
    expect(steps(dir)).toEqual(['run_start']);
    await whole(dir, 1);
  });

  it('a short write at the barrier is cut back off and poisons the store', async () => {
    const dir = tempDir();
    let short = false;
    const s = await open(dir, {
      syscalls: {
        write: (fd, buf) =>
          short ? realSyscalls.write(fd, buf.subarray(0, 10)) : realSyscalls.write(fd, buf),
        fdatasync: realSyscalls.fdatasync,
      },
    });
    await s.append({ type: 'run_start', run_id: 'r1', at: AT });
    await s.append(iter(1), { sync: false });
    short = true;
    await expect(s.sync()).rejects.toMatchObject({ code: 'ERR_TRACE', message: /short write/ });
    await s.close();
    expect(
      readFileSync(join(dir, 'r1', 'trace.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean),
    ).toHaveLength(1);
    await whole(dir, 1);
  });

  it('a writer asking for the lease gets it after the held records: its record links after them', async () => {
    const dir = tempDir();
    const s = await open(dir, { lock: { staleMs: 2000, idleReleaseMs: 20 } });
    await s.append({ type: 'run_start', run_id: 'r1', at: AT });
    for (let i = 1; i <= 3; i++) await s.append(iter(i), { sync: false });
    // A second writer of the same run (as `loopgov halt` is): it waits for the lease, which the idle
    // holder hands over from its tick — after writing what it held.
    const other = await openTraceStore({
      traceDir: dir,
      runId: 'r1',
      durability: 'none',
      mode: 'append',
      lock: { staleMs: 2000 },
    });
    await other.append({ type: 'halt_request', run_id: 'r1', at: AT, by: 'ops', reason: 'stop' });
    await other.close();
    expect((await s.readForeign()).map((r) => r.type)).toEqual(['halt_request']);
    await s.append(iter(4));
    await s.close();
    expect(steps(dir)).toEqual(['run_start', 1, 2, 3, 'halt_request', 4]);
    await whole(dir, 6);
  });

  it('held records are not written once the lock was taken over (a stall past staleMs): fail closed, no fork', async () => {
    const dir = tempDir();
    const s = await open(dir);
    await s.append({ type: 'run_start', run_id: 'r1', at: AT });
    await s.append(iter(1), { sync: false });
    // This writer stalls (its thread blocked) until its lock is stale, and another process takes it over.
    const w = spawn(process.execPath, [WRITER, dir, 'r1', 'b', '2'], { stdio: 'ignore' });
    const code = exited(w);
    const sleep = new Int32Array(new SharedArrayBuffer(4));
    const trace = join(dir, 'r1', 'trace.jsonl');
    const until = Date.now() + 30_000;
    while (readFileSync(trace, 'utf8').split('"writer":"b"').length < 3 && Date.now() < until) {
      Atomics.wait(sleep, 0, 0, 50);
    }
    expect(await code).toBe(0);
    const err = await s.sync().catch((e) => e);
    expect(err).toMatchObject({ code: 'ERR_TRACE_LOCK', message: /records not yet written/ });
    await expect(s.append(iter(2))).rejects.toMatchObject({ code: 'ERR_TRACE_LOCK' });
    await s.close();
    expect(readRecords(dir, 'r1').map((r) => r.writer ?? r.type)).toEqual(['run_start', 'b', 'b']);
    await whole(dir, 3);
  });

  it('run.sync() after deferred steps whose write fails: HALT fail_closed, replacing their decisions', async () => {
    const dir = tempDir();
    const { c, syscalls } = counting();
    const store = await open(dir, { runId: 'lib1', durability: 'fsync', syscalls });
    const effective = resolveEffectivePolicy(null, { project: 'p', level: 'L2', profile: 'dev' });
    const run = await startRun({
      runId: 'lib1',
      project: 'p',
      level: 'L2',
      profile: 'dev',
      effective: {
        ...effective,
        gates: [],
        budget: {
          ...effective.budget,
          max_steps: 10,
          max_tokens: 10,
          max_wall_clock_sec: 600,
          max_cost_usd: 1,
        },
      },
      governance: effective.governance,
      origin: { source: 'unpinned', repo: dir, commit: null, digest: null, verified: false },
      store,
      clock: { now: () => Date.now() },
      runner: { run: async () => ({ exitCode: 1, signal: null, timedOut: false }) },
      workdir: dir,
    });
    const ev = (n: number) => ({
      step: n,
      intent: 'work',
      action: `act-${n}`,
      tool: 'edit',
      inputs_ref: 'ref',
      tokens: 1,
      cost_usd: 0,
      progress: n,
      artifact: null,
      claims_done: false,
    });
    for (let n = 1; n <= 2; n++) {
      const d = await run.step(ev(n), { deferSync: true });
      expect(d, d.detail).toMatchObject({ decision: 'CONTINUE' });
    }
    c.failWrites = true;
    const failed = await run.sync();
    expect(failed).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(failed?.detail).toMatch(/write failed with EIO/);
    await run.close();
    expect(readRecords(dir, 'lib1').map((r) => r.type)).toEqual(['run_start']);
  });
});
