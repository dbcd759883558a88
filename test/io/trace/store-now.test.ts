// The store's fast paths (decision 098): `appendNow`, `putArtifactNow` and `readForeignNow` do what the
// method of the same name does, before they return, when that needs no wait — and nothing at all
// (undefined) when it does, so that the caller's fallback to the method is exactly the old behaviour.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadPolicyDir,
  openTraceStore,
  type OpenTraceStoreOptions,
  resolveEffectivePolicy,
  sha256Hex,
  startRun,
  systemClock,
  verifyTraceFile,
} from '../../../src/lib.js';
import { AT, end, iter, readRecords, start, tempDir } from './helpers.js';

const open = (traceDir: string, extra: Partial<OpenTraceStoreOptions> = {}) =>
  openTraceStore({ traceDir, runId: 'r1', durability: 'none', mode: 'create', ...extra });
const traceSize = (dir: string) => statSync(join(dir, 'r1', 'trace.jsonl')).size;

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

describe('appendNow', () => {
  it('links and writes the record before it returns, in one chain with append', async () => {
    const dir = tempDir();
    const s = await open(dir);
    const before = s.head;
    const a = s.appendNow(start);
    expect(a).toMatchObject({ index: 0, type: 'run_start' });
    // `head` is a snapshot: the store moves its own tail in place.
    expect(before).toMatchObject({ size: 0, nextIndex: 0 });
    expect(s.head).toMatchObject({ nextIndex: 1, hash: a!.hash });
    expect(readRecords(dir, 'r1')).toEqual([a]);
    const b = await s.append(iter(1));
    const c = s.appendNow(iter(2), { after: { index: b.index, hash: b.hash } });
    expect(c).toMatchObject({ index: 2, prev: b.hash });
    const d = s.appendNow(end);
    await s.close();
    expect(readRecords(dir, 'r1')).toEqual([a, b, c, d]);
    expect(await verifyTraceFile(dir, 'r1')).toMatchObject({ ok: true, length: 4 });
  });

  it('does nothing when the trace no longer ends with `after`: append then refuses it', async () => {
    const dir = tempDir();
    const s = await open(dir);
    closers.push(() => s.close());
    const first = await s.append(iter(1));
    await s.append(iter(2));
    const stale = { index: first.index, hash: first.hash };
    const size = traceSize(dir);
    expect(s.appendNow(iter(3), { after: stale })).toBeUndefined();
    expect(traceSize(dir)).toBe(size);
    await expect(s.append(iter(3), { after: stale })).rejects.toMatchObject({ code: 'ERR_TRACE_MOVED' });
  });

  it('with durability fsync, a synced append waits for the disk: undefined, nothing written', async () => {
    const dir = tempDir();
    const s = await open(dir, { durability: 'fsync' });
    closers.push(() => s.close());
    await s.append(iter(1));
    const size = traceSize(dir);
    expect(s.appendNow(iter(2))).toBeUndefined();
    expect(s.appendNow(iter(2), { sync: true })).toBeUndefined();
    expect(traceSize(dir)).toBe(size);
    // Deferred (group commit): linked now, written and flushed by the barrier.
    const held = s.appendNow(iter(2), { sync: false });
    expect(held).toMatchObject({ index: 1 });
    await s.sync();
    expect(readRecords(dir, 'r1').at(-1)).toEqual(held);
  });

  it('waits its turn behind a queued operation (undefined while one is)', async () => {
    const dir = tempDir();
    const s = await open(dir);
    closers.push(() => s.close());
    const queued = s.append(iter(1));
    expect(s.appendNow(iter(2))).toBeUndefined();
    expect(s.readForeignNow()).toBeUndefined();
    await queued;
    expect(s.appendNow(iter(2))).toMatchObject({ index: 1 });
  });

  it('throws what append would: another run’s record, a failed store; a closed store is left to append', async () => {
    const dir = tempDir();
    const s = await open(dir);
    expect(() => s.appendNow({ ...iter(1), run_id: 'r2' })).toThrow(/sent to run r1/);
    await s.close();
    expect(s.appendNow(iter(1))).toBeUndefined();
    await expect(s.append(iter(1))).rejects.toThrow(/closed/);

    const failing = await open(tempDir(), {
      syscalls: {
        write: () => {
          throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO', syscall: 'write' });
        },
        fdatasync: async () => undefined,
      },
    });
    expect(() => failing.appendNow(iter(1))).toThrow(/write failed with EIO/);
    // The lease's release is queued: the next call is left to append, which refuses as the store is failed.
    expect(failing.appendNow(iter(2))).toBeUndefined();
    await expect(failing.append(iter(2))).rejects.toThrow(/write failed with EIO/);
    expect(() => failing.putArtifactNow(new Uint8Array([1]))).toThrow(/write failed with EIO/);
    await failing.close();
  });

  it('hands the lease over to a writer that asked, so its halt request lands before the next step', async () => {
    const dir = tempDir();
    const runner = await open(dir);
    closers.push(() => runner.close());
    runner.appendNow(start);
    expect(runner.readForeignNow()).toEqual([]);
    const halter = open(dir, { mode: 'append' }); // leaves its "wanted" marker and waits
    const halted = (async () => {
      const h = await halter;
      const rec = await h.append({ type: 'halt_request', run_id: 'r1', at: AT, by: 'alice', reason: 'stop' });
      await h.close();
      return rec;
    })();
    // The runner keeps stepping at once; at one of its appends it sees the marker and hands over.
    let step = 2;
    const deadline = Date.now() + 5000;
    while (runner.readForeignNow() !== undefined && Date.now() < deadline) {
      runner.appendNow(iter(step++));
      await new Promise((r) => setTimeout(r, 1));
    }
    const halt = await halted;
    // No fast answer now: the lease is gone; the full call takes it back and shows the halt.
    expect(runner.readForeignNow()).toBeUndefined();
    expect(await runner.readForeign()).toEqual([halt]);
    const next = runner.appendNow(iter(step));
    expect(next).toMatchObject({ index: halt.index + 1, prev: halt.hash });
    runner.appendNow(end);
    expect(await verifyTraceFile(dir, 'r1')).toMatchObject({ ok: true, length: halt.index + 3 });
  });
});

describe('putArtifactNow', () => {
  it('stores the artifact before it returns (durability none, or deferred with fsync)', async () => {
    for (const [durability, sync] of [
      ['none', true],
      ['fsync', false],
    ] as const) {
      const dir = tempDir();
      const s = await open(dir, { durability });
      const bytes = new TextEncoder().encode(`artifact ${durability}`);
      const a = s.putArtifactNow(bytes, { sync });
      expect(a).toEqual({ sha256: sha256Hex(bytes), path: join(dir, 'r1', 'artifacts', sha256Hex(bytes)) });
      expect(readFileSync(a!.path, 'utf8')).toBe(`artifact ${durability}`);
      expect(await s.putArtifact(bytes, { sync })).toEqual(a);
      await s.sync();
      await s.close();
    }
  });

  it('with durability fsync, a synced call waits for the disk: undefined, nothing written', async () => {
    const dir = tempDir();
    const s = await open(dir, { durability: 'fsync' });
    closers.push(() => s.close());
    const bytes = new TextEncoder().encode('synced artifact');
    expect(s.putArtifactNow(bytes)).toBeUndefined();
    expect(existsSync(join(dir, 'r1', 'artifacts', sha256Hex(bytes)))).toBe(false);
    const a = await s.putArtifact(bytes);
    expect(readFileSync(a.path, 'utf8')).toBe('synced artifact');
  });
});

describe('a governed step that needs no wait', () => {
  it('has its record in the trace by the time run.step returns (no turn of the event loop)', async () => {
    const dir = tempDir();
    const policyDir = join(import.meta.dirname, '../../../policies');
    const set = await loadPolicyDir(policyDir);
    const effective = resolveEffectivePolicy(set.policy, { project: 'demo', level: 'L1', profile: 'dev' });
    const pure = { ...effective, gates: effective.gates.filter((g) => g.kind !== 'command') };
    const store = await open(dir);
    const run = await startRun({
      runId: 'r1',
      project: 'demo',
      level: 'L1',
      profile: 'dev',
      effective: pure,
      governance: effective.governance,
      origin: { source: 'unpinned', repo: policyDir, commit: null, digest: null, verified: false },
      store,
      clock: systemClock,
      runner: { run: async () => ({ exitCode: 0, signal: null, timedOut: false }) },
      workdir: dir,
    });
    const event = (step: number) => ({
      step,
      intent: 'fix',
      action: `edit ${step}`,
      tool: 'fs',
      inputs_ref: 'r',
      tokens: 1,
      cost_usd: 0,
      progress: step,
      artifact: `diff ${step}`,
      claims_done: false,
    });
    const pending = run.step(event(1));
    const onDisk = readRecords(dir, 'r1');
    expect(onDisk.map((r) => r.type)).toEqual(['run_start', 'iteration']);
    const d = await pending;
    expect(d).toMatchObject({ decision: 'CONTINUE', trace: { index: 1, hash: onDisk[1]!.hash } });
    expect(readFileSync(d.provenance.artifact_path!, 'utf8')).toBe('diff 1');
    // Steps given at once still go one after another, in order.
    const ds = await Promise.all([run.step(event(2)), run.step(event(3))]);
    expect(ds.map((x) => x.trace?.index)).toEqual([2, 3]);
    await run.close();
    expect(await verifyTraceFile(dir, 'r1')).toMatchObject({ ok: true });
  });
});
