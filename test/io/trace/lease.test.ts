// The lease (decision 021): held while uncontested, handed over when asked — by a busy holder at its
// next append, by an idle one from the trace dir's tick — and never a fork after a stall.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../src/core/run/types.js';
import {
  type OpenTraceStoreOptions,
  openTraceStore,
  resolveEffectivePolicy,
  type Run,
  STRICTEST,
  startRun,
  verifyTraceFile,
} from '../../../src/lib.js';
import { AT, readRecords, tempDir } from './helpers.js';

const CLI = resolve('dist/cli.js');
const WRITER = resolve('test/fixtures/trace/writer.mjs');

const exited = (c: ChildProcess) => new Promise<number | null>((r) => c.on('exit', (code) => r(code)));

/** `n` governed runs in one trace dir, in this process, under a policy that lets them go on. */
async function runs(
  traceDir: string,
  n: number,
  storeOptions: Partial<OpenTraceStoreOptions> = {},
): Promise<Run[]> {
  const effective = {
    ...resolveEffectivePolicy(null, { project: 'p', level: 'L2', profile: 'dev' }),
    ...{
      budget: {
        ...STRICTEST.budget,
        max_steps: 1_000_000,
        max_tokens: 1e12,
        max_wall_clock_sec: 3600,
        max_cost_usd: 1e6,
      },
    },
    convergence: {
      oscillation_repeat: 100,
      thrash_window: 100,
      no_progress_window: 100,
      on_stall: 'halt' as const,
    },
    gates: [],
  };
  const out: Run[] = [];
  for (let i = 0; i < n; i++) {
    const runId = `r${i}`;
    const store = await openTraceStore({
      traceDir,
      runId,
      durability: 'none',
      mode: 'create',
      ...storeOptions,
    });
    out.push(
      await startRun({
        runId,
        project: 'p',
        level: 'L2',
        profile: 'dev',
        effective,
        governance: 'optional',
        origin: { source: 'unpinned', repo: traceDir, commit: null, digest: null, verified: false },
        store,
        clock: { now: () => Date.now() },
        runner: { run: async () => ({ exitCode: 1, signal: null, timedOut: false }) },
        workdir: traceDir,
      }),
    );
  }
  return out;
}

const step = (n: number) => ({
  step: n,
  intent: 'i',
  action: `a${n}`,
  tool: 't',
  inputs_ref: `x${n}`,
  tokens: 1,
  cost_usd: 0,
  progress: n,
  artifact: null,
  claims_done: false,
});

describe('the trace lease', () => {
  it('is kept while idle and uncontested, and handed over as soon as another writer asks', async () => {
    const dir = tempDir();
    const runner = await openTraceStore({ traceDir: dir, runId: 'r1', durability: 'none', mode: 'create' });
    await runner.append({ type: 'run_start', run_id: 'r1', at: AT });
    await new Promise((r) => setTimeout(r, 300)); // far past idleReleaseMs (50)
    expect(existsSync(join(dir, 'r1', 'trace.jsonl.lock'))).toBe(true);
    const halter = await openTraceStore({
      traceDir: dir,
      runId: 'r1',
      durability: 'fsync',
      mode: 'append',
      lock: { timeoutMs: 5000 },
    });
    await halter.append({ type: 'halt_request', run_id: 'r1', at: AT, by: 'a', reason: 'b' });
    await halter.close();
    expect((await runner.readForeign()).map((r) => r.type)).toEqual(['halt_request']);
    await runner.close();
    expect(existsSync(join(dir, 'r1', 'trace.jsonl.lock'))).toBe(false);
  });

  it.each([
    ['steps without yielding to the event loop (the hand-over at the next append)', false],
    ['yields between rounds (the hand-over from the tick, or at the next append)', true],
  ])(
    'a `loopgov halt` from another process lands before the next step of one of 40 runs that %s',
    async (_name, yields) => {
      const dir = tempDir();
      const all = await runs(dir, 40);
      const target = all[17] as Run;
      const halt = spawn(
        process.execPath,
        [CLI, 'halt', '--trace-dir', dir, '--run-id', 'r17', '--by', 'alice', '--reason', 'stop'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const code = exited(halt);
      let halted: Decision | null = null;
      const deadline = Date.now() + 60_000;
      for (let n = 1; !halted && Date.now() < deadline; n++) {
        for (const run of all) {
          if (run.outcome) continue;
          const d = await run.step(step(n));
          if (run === target && d.decision === 'HALT') halted = d;
          else expect(d.decision).toBe('CONTINUE');
        }
        if (yields) await new Promise((r) => setImmediate(r));
      }
      expect(halted).toMatchObject({ reason: 'human', detail: 'halted by alice: stop' });
      expect(await code).toBe(0);
      // In the trace: the halt request, then straight away the HALT iteration — no step in between.
      const recs = readRecords(dir, 'r17');
      const at = recs.findIndex((r) => r.type === 'halt_request');
      expect(
        recs.slice(at).map((r) => [r.type, r.decision]),
        JSON.stringify(recs.slice(at - 1)),
      ).toEqual([
        ['halt_request', undefined],
        ['iteration', 'HALT'],
        ['run_end', 'HALT'],
      ]);
      await Promise.all(all.map((r) => r.close()));
      for (const id of ['r0', 'r17', 'r39'])
        expect(await verifyTraceFile(dir, id)).toMatchObject({ ok: true });
    },
  );

  // Moved away, a copy in its place: a halt appended to the copy would never be read by a writer that
  // appends to the old file. Found when the writer takes the lock again (a stat beside its fstat).
  it('a trace replaced under its writer: the writer stops at its next take of the lock, naming the file', async () => {
    const dir = tempDir();
    const file = join(dir, 'r1', 'trace.jsonl');
    const runner = await openTraceStore({ traceDir: dir, runId: 'r1', durability: 'none', mode: 'create' });
    await runner.append({ type: 'run_start', run_id: 'r1', at: AT });
    renameSync(file, `${file}.old`);
    copyFileSync(`${file}.old`, file);
    const halter = await openTraceStore({ traceDir: dir, runId: 'r1', durability: 'none', mode: 'append' });
    await halter.append({ type: 'halt_request', run_id: 'r1', at: AT, by: 'a', reason: 'b' });
    await halter.close();
    const replaced = `cannot append to ${file}: it is another file now — the trace this writer has open was moved away or replaced while the run was open`;
    await expect(runner.readForeign()).rejects.toThrow(replaced);
    // Failed for good: nothing more goes to either file.
    await expect(runner.append({ type: 'run_end', run_id: 'r1', at: AT })).rejects.toThrow(replaced);
    await runner.close();
    expect(readRecords(dir, 'r1').map((r) => r.type)).toEqual(['run_start', 'halt_request']);
  });

  it('a run whose trace is replaced mid-run, then a `loopgov halt` to the new file: HALT fail_closed, not DONE', async () => {
    const dir = tempDir();
    const [run] = (await runs(dir, 1)) as [Run];
    expect((await run.step(step(1))).decision).toBe('CONTINUE');
    const file = join(dir, 'r0', 'trace.jsonl');
    renameSync(file, `${file}.old`);
    copyFileSync(`${file}.old`, file);
    const halt = spawn(
      process.execPath,
      [CLI, 'halt', '--trace-dir', dir, '--run-id', 'r0', '--by', 'alice', '--reason', 'stop'],
      { stdio: 'ignore' },
    );
    expect(await exited(halt)).toBe(0);
    const d = await run.step(step(2));
    expect(d).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(d.detail).toContain(`ERR_TRACE: cannot append to ${file}: it is another file now`);
    await run.close();
    // The halt is in the new file, where a reader finds it; the old one was not written after step 1.
    expect(readRecords(dir, 'r0').map((r) => r.type)).toEqual(['run_start', 'iteration', 'halt_request']);
  });

  // Another file renamed over the trace while its writer holds the lease (no other writer, so the lock is
  // never taken again): the writer finds it at the lease's periodic refresh, or at a barrier's fdatasync.
  /** Replaces run r0's trace by rename with a copy of its first `keep` lines; returns the path. */
  const replaceTrace = (dir: string, keep: number) => {
    const file = join(dir, 'r0', 'trace.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(0, keep);
    writeFileSync(`${file}.new`, `${lines.join('\n')}\n`);
    renameSync(`${file}.new`, file);
    return file;
  };

  it('a trace replaced under a lease held (durability none): found at the refresh, the lock let go, the next steps HALT fail_closed', async () => {
    const dir = tempDir();
    // staleMs 2000: the lease is refreshed every 667 ms (the test's hook for the refresh interval).
    const [run] = (await runs(dir, 1, { lock: { staleMs: 2000, idleReleaseMs: 60_000 } })) as [Run];
    expect((await run.step(step(1))).decision).toBe('CONTINUE');
    const file = replaceTrace(dir, 1);
    // The refresh that finds it lets the lock go: a poisoned store keeps nobody out.
    await expect.poll(() => existsSync(`${file}.lock`), { timeout: 15_000, interval: 50 }).toBe(false);
    const d = await run.step(step(2));
    expect(d).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(d.detail).toContain(`ERR_TRACE: cannot append to ${file}: it is another file now`);
    await run.close();
    // Nothing went to the file that has the name now.
    expect(readRecords(dir, 'r0').map((r) => r.type)).toEqual(['run_start']);
  });

  it('a trace replaced under a lease held (durability fsync): the very next step is HALT fail_closed, at its barrier', async () => {
    const dir = tempDir();
    // No refresh within the test (staleMs 60 s): only the barrier can find it.
    const [run] = (await runs(dir, 1, {
      durability: 'fsync',
      lock: { staleMs: 60_000, idleReleaseMs: 60_000 },
    })) as [Run];
    expect((await run.step(step(1))).decision).toBe('CONTINUE');
    const file = replaceTrace(dir, 2);
    const d = await run.step(step(2));
    expect(d).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(d.detail).toContain(`ERR_TRACE: cannot append to ${file}: it is another file now`);
    await run.close();
    expect(readRecords(dir, 'r0').map((r) => r.type)).toEqual(['run_start', 'iteration']);
  });

  it('a holder stalled past staleMs and taken over links after the taker: one chain, no fork', async () => {
    const dir = tempDir();
    const s = await openTraceStore({
      traceDir: dir,
      runId: 'r1',
      durability: 'none',
      mode: 'create',
      lock: { staleMs: 2000 },
    });
    await s.append({ type: 'run_start', run_id: 'r1', at: AT });
    await s.append({ type: 'iteration', run_id: 'r1', at: AT, step: 1 });
    // This writer stalls (its thread blocked: no tick, no append) until its lock is stale (2 s), so
    // another process takes the lock over and appends three records while it is stalled.
    const w = spawn(process.execPath, [WRITER, dir, 'r1', 'b', '3', '--type', 'halt_request'], {
      stdio: 'ignore',
    });
    const code = exited(w);
    const sleep = new Int32Array(new SharedArrayBuffer(4));
    const trace = join(dir, 'r1', 'trace.jsonl');
    const until = Date.now() + 30_000;
    while (readFileSync(trace, 'utf8').split('"writer":"b"').length < 4 && Date.now() < until) {
      Atomics.wait(sleep, 0, 0, 50);
    }
    await s.append({ type: 'iteration', run_id: 'r1', at: AT, step: 2 });
    await s.append({ type: 'run_end', run_id: 'r1', at: AT, decision: 'HALT', reason: 'incomplete' });
    await s.close();
    expect(await code).toBe(0);
    const r = await verifyTraceFile(dir, 'r1');
    expect(r, JSON.stringify(r.finding)).toMatchObject({ ok: true, length: 7 });
    expect(readRecords(dir, 'r1').map((x) => x.writer ?? x.step ?? x.type)).toEqual([
      'run_start',
      1,
      'b',
      'b',
      'b',
      2,
      'run_end',
    ]);
  });
});
