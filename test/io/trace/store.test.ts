import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import schema from '../../../schemas/trace-record.schema.json' with { type: 'json' };
import {
  openTraceStore,
  type OpenTraceStoreOptions,
  sha256Hex,
  startRun,
  verifyTraceFile,
} from '../../../src/lib.js';
import { AT, canMount, end, iter, mountTmpfs, readRecords, start, tempDir } from './helpers.js';

const validate = new Ajv({ strict: true, allErrors: true }).compile(schema);
const open = (traceDir: string, mode: 'create' | 'append', extra: Partial<OpenTraceStoreOptions> = {}) =>
  openTraceStore({ traceDir, runId: 'r1', durability: 'fsync', mode, lock: { staleMs: 2000 }, ...extra });

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

describe('openTraceStore', () => {
  it('writes a linked chain that verifies and matches the schema', async () => {
    const dir = tempDir();
    const s = await open(dir, 'create');
    const recs = [
      await s.append(start),
      await s.append(iter(1)),
      await s.append(iter(2)),
      await s.append(end),
    ];
    await s.close();
    expect(recs.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    expect(recs[1]!.prev).toBe(recs[0]!.hash);
    const onDisk = readRecords(dir, 'r1');
    expect(onDisk).toEqual(recs);
    for (const r of onDisk) expect(validate(r), JSON.stringify(validate.errors)).toBe(true);
    expect(await verifyTraceFile(dir, 'r1')).toMatchObject({ ok: true, length: 4 });
  });

  it('refuses to create a run twice and to append to a run that does not exist', async () => {
    const dir = tempDir();
    await (await open(dir, 'create')).close();
    await expect(open(dir, 'create')).rejects.toMatchObject({
      code: 'ERR_TRACE',
      message: expect.stringContaining('already has a trace'),
    });
    await expect(
      openTraceStore({ traceDir: dir, runId: 'nope', durability: 'none', mode: 'append' }),
    ).rejects.toMatchObject({
      code: 'ERR_TRACE',
      message: expect.stringContaining('no trace for run nope'),
    });
  });

  it.each(['../x', '.', '..', 'a/b', '', '-x', 'x'.repeat(129), 'a\0b', 'a..b'])(
    'refuses run id %j',
    async (runId) => {
      // One run-id rule with one code, for the library as for the CLI (core/trace/run-id.ts).
      await expect(
        openTraceStore({ traceDir: tempDir(), runId, durability: 'none', mode: 'create' }),
      ).rejects.toMatchObject({ code: 'ERR_USAGE', message: expect.stringMatching(/^bad run id /) });
    },
  );

  it('refuses a record of another run and a body that sets the chain fields', async () => {
    const s = await open(tempDir(), 'create');
    await expect(s.append({ ...start, run_id: 'r2' })).rejects.toMatchObject({ code: 'ERR_TRACE' });
    await expect(s.append({ ...start, hash: 'x' })).rejects.toMatchObject({ code: 'ERR_TRACE' });
    await s.close();
  });

  it('stores artifacts content-addressed, once', async () => {
    const dir = tempDir();
    const s = await open(dir, 'create');
    const bytes = new TextEncoder().encode('hello artifact');
    const a = await s.putArtifact(bytes);
    const b = await s.putArtifact(bytes);
    await s.close();
    expect(a).toEqual(b);
    expect(a.sha256).toBe(sha256Hex(bytes));
    expect(a.path).toBe(join(dir, 'r1', 'artifacts', a.sha256));
    expect(readFileSync(a.path, 'utf8')).toBe('hello artifact');
  });

  it('returns records another writer appended (a halt request), once, and links after them', async () => {
    const dir = tempDir();
    const runner = await open(dir, 'create');
    await runner.append(start);
    expect(await runner.readForeign()).toEqual([]);
    const halter = await open(dir, 'append'); // waits for the runner's lease to be handed over
    const halt = await halter.append({
      type: 'halt_request',
      run_id: 'r1',
      at: AT,
      by: 'alice',
      reason: 'stop',
    });
    await halter.close();
    expect(await runner.readForeign()).toEqual([halt]);
    expect(await runner.readForeign()).toEqual([]);
    const next = await runner.append(iter(1));
    expect(next).toMatchObject({ index: 2, prev: halt.hash });
    await runner.append(end);
    await runner.close();
    expect(await verifyTraceFile(dir, 'r1')).toMatchObject({ ok: true, length: 4 });
  });

  it('hands foreign records seen while appending to the next readForeign', async () => {
    const dir = tempDir();
    const runner = await open(dir, 'create');
    await runner.append(start);
    const other = await open(dir, 'append');
    await other.append({ type: 'halt_request', run_id: 'r1', at: AT, by: 'bob', reason: 'x' });
    await other.close();
    await runner.append(iter(1)); // absorbs the halt request under the lock
    expect((await runner.readForeign()).map((r) => r.type)).toEqual(['halt_request']);
    await runner.close();
  });

  describe('recovery of a torn tail', () => {
    it.each([
      ['an unterminated last line', '{"type":"iteration","run_id":"r1","at":"x","st', 'unterminated'],
      ['a garbled last line', '\u0000\u0000\u0000garbage\n', 'garbled'],
      ['a whole record without its newline', null, 'unterminated'],
    ])('preserves and records %s', async (_name, tornText, cause) => {
      const dir = tempDir();
      const s = await open(dir, 'create');
      await s.append(start);
      const last = await s.append(iter(1));
      await s.close();
      const file = join(dir, 'r1', 'trace.jsonl');
      const before = readFileSync(file);
      let torn: Buffer;
      if (tornText === null) {
        // a crash just before the newline: the record is complete but not committed
        const line = `${JSON.stringify({ ...iter(2), index: 2, prev: last.hash, hash: '0'.repeat(64) })}`;
        torn = Buffer.from(line);
      } else torn = Buffer.from(tornText);
      await appendFile(file, torn);

      const again = await open(dir, 'append', { now: () => new Date(AT) });
      const rec = await again.append(end);
      await again.close();
      const recs = readRecords(dir, 'r1');
      expect(recs.map((r) => r.type)).toEqual(['run_start', 'iteration', 'recovery', 'run_end']);
      expect(recs[2]).toMatchObject({
        cause,
        offset: before.length,
        torn_bytes: torn.length,
        torn_sha256: sha256Hex(torn),
        preserved: `recovered/${sha256Hex(torn)}.torn`,
      });
      expect(validate(recs[2])).toBe(true);
      expect(readFileSync(join(dir, 'r1', recs[2]!.preserved as string))).toEqual(torn);
      expect(rec.index).toBe(3);
      expect(await verifyTraceFile(dir, 'r1')).toMatchObject({ ok: true, recoveries: 1 });
    });

    it('refuses to "recover" a last line that parses but has a bad envelope', async () => {
      const dir = tempDir();
      const s = await open(dir, 'create');
      await s.append(start);
      await s.close();
      const file = join(dir, 'r1', 'trace.jsonl');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"index":0', '"index":-1'));
      await expect(open(dir, 'append')).rejects.toMatchObject({ code: 'ERR_TRACE' });
      expect(existsSync(join(dir, 'r1', 'recovered'))).toBe(false);
    });

    it('refuses to append after a last record whose bytes are not UTF-8 (never "recovered", never repaired)', async () => {
      const dir = tempDir();
      const s = await open(dir, 'create');
      await s.append({ ...start, note: 'a \ufffd b' });
      await s.close();
      const file = join(dir, 'r1', 'trace.jsonl');
      const bytes = readFileSync(file);
      const at = bytes.indexOf(Buffer.from('\ufffd'));
      writeFileSync(
        file,
        Buffer.concat([bytes.subarray(0, at), Buffer.from([0xff]), bytes.subarray(at + 3)]),
      );
      await expect(open(dir, 'append')).rejects.toMatchObject({
        code: 'ERR_TRACE',
        message: expect.stringContaining('is not UTF-8'),
      });
      expect(existsSync(join(dir, 'r1', 'recovered'))).toBe(false);
    });

    it('refuses to append after a last record that is whole but wrong (tampering, not a crash)', async () => {
      const dir = tempDir();
      const s = await open(dir, 'create');
      await s.append(start);
      await s.close();
      const file = join(dir, 'r1', 'trace.jsonl');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"level":"L1"', '"level":"L5"'));
      await expect(open(dir, 'append')).rejects.toMatchObject({
        code: 'ERR_TRACE',
        message: expect.stringContaining('trace verify'),
      });
    });
  });

  describe('faults', () => {
    it('names the file and the syscall when the trace dir cannot be created (a file in the way)', async () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'blocker'), '');
      const err = await openTraceStore({
        traceDir: join(dir, 'blocker', 'traces'),
        runId: 'r1',
        durability: 'fsync',
        mode: 'create',
      }).catch((e) => e);
      expect(err).toMatchObject({ code: 'ERR_TRACE' });
      expect(err.message).toBe(
        `cannot create the run directory ${join(dir, 'blocker', 'traces', 'r1')}: ${join(dir, 'blocker')} is a file, not a folder`,
      );
    });

    it.skipIf(process.getuid?.() === 0)(
      'names the file when the trace dir is not writable (chmod)',
      async () => {
        const dir = tempDir();
        const { chmodSync } = await import('node:fs');
        chmodSync(dir, 0o555);
        const err = await open(dir, 'create').catch((e) => e);
        chmodSync(dir, 0o755);
        expect(err.message).toMatch(/no permission to create/);
      },
    );

    it.skipIf(!canMount)('names the file when the trace dir is on a read-only file system', async () => {
      const m = mountTmpfs(64, true)!;
      cleanups.push(m.unmount);
      const err = await open(m.dir, 'create').catch((e) => e);
      expect(err).toMatchObject({ code: 'ERR_TRACE' });
      expect(err.message).toMatch(/: it is on a read-only file system$/);
    });

    it.skipIf(!canMount)(
      'fails an append on a full disk with ENOSPC, and then refuses every write',
      async () => {
        const m = mountTmpfs(16)!;
        cleanups.push(m.unmount);
        const s = await open(m.dir, 'create');
        await s.append(start);
        const big = { ...iter(1), pad: 'x'.repeat(64 * 1024) };
        const err = await s.append(big).catch((e) => e);
        expect(err).toMatchObject({ code: 'ERR_TRACE' });
        expect(err.message).toMatch(/trace\.jsonl: write failed with ENOSPC/);
        await expect(s.append(iter(2))).rejects.toMatchObject({ code: 'ERR_TRACE' });
        await s.close();
        expect(readRecords(m.dir, 'r1')).toHaveLength(1); // no partial bytes left behind
      },
    );

    it('fails on a failed fsync (injected at the syscall boundary) and refuses every write after it', async () => {
      const dir = tempDir();
      let fail = false;
      const { realSyscalls } = await import('../../../src/io/trace/files.js');
      const s = await open(dir, 'create', {
        syscalls: {
          write: realSyscalls.write,
          fdatasync: async (fd) => {
            if (fail)
              throw Object.assign(new Error('EIO: i/o error, fdatasync'), {
                code: 'EIO',
                syscall: 'fdatasync',
              });
            return realSyscalls.fdatasync(fd);
          },
        },
      });
      await s.append(start);
      fail = true;
      const err = await s.append(iter(1)).catch((e) => e);
      expect(err).toMatchObject({ code: 'ERR_TRACE' });
      expect(err.message).toMatch(/trace\.jsonl: fdatasync failed with EIO/);
      fail = false;
      await expect(s.append(iter(2))).rejects.toMatchObject({ code: 'ERR_TRACE' });
      await expect(s.readForeign()).rejects.toMatchObject({ code: 'ERR_TRACE' });
      // the failed store gives its lease back: another writer gets in without waiting for a stale lock
      const other = await open(dir, 'append', { lock: { timeoutMs: 5000, staleMs: 60_000 } });
      await other.close();
      await s.close();
    });

    it('times out on a lock held by a live writer with ERR_TRACE_LOCK naming the lock', async () => {
      const dir = tempDir();
      const s = await open(dir, 'create');
      mkdirSync(join(dir, 'r1', 'artifacts'), { recursive: true });
      await s.append(start);
      // an idle lease is handed back after idleReleaseMs; keep this one busy by never letting it go idle
      const holder = await open(dir, 'append', { lock: { staleMs: 60_000, idleReleaseMs: 60_000 } }).catch(
        (e) => e,
      );
      expect(holder).not.toBeInstanceOf(Error);
      const err = await open(dir, 'append', { lock: { timeoutMs: 300, staleMs: 60_000 } }).catch((e) => e);
      expect(err).toMatchObject({
        code: 'ERR_TRACE_LOCK',
        message: expect.stringContaining('trace.jsonl.lock'),
      });
      await holder.close();
      await s.close();
      expect(existsSync(join(dir, 'r1', 'trace.jsonl.lock'))).toBe(false);
    });
  });
});

describe('group commit', () => {
  /** Real syscalls, counting fdatasync calls; `fail` makes the next ones fail with EIO. */
  async function counting() {
    const { realSyscalls } = await import('../../../src/io/trace/files.js');
    const c = { fdatasync: 0, fail: false };
    const syscalls = {
      write: realSyscalls.write,
      fdatasync: async (fd: number) => {
        c.fdatasync += 1;
        if (c.fail)
          throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO', syscall: 'fdatasync' });
        return realSyscalls.fdatasync(fd);
      },
    };
    return { c, syscalls };
  }

  it('append({ sync: false }) writes without fdatasync; sync() flushes the batch once', async () => {
    const dir = tempDir();
    const { c, syscalls } = await counting();
    const s = await open(dir, 'create', { syscalls });
    await s.append(start);
    expect(c.fdatasync).toBe(1); // the default is durable per record
    for (let i = 1; i <= 5; i++) await s.append(iter(i), { sync: false });
    const art = await s.putArtifact(new TextEncoder().encode('deferred artifact'), { sync: false });
    expect(readFileSync(art.path, 'utf8')).toBe('deferred artifact');
    expect(c.fdatasync).toBe(1);
    await s.sync();
    expect(c.fdatasync).toBe(2);
    await s.sync(); // nothing pending: no syscall
    expect(c.fdatasync).toBe(2);
    await s.append(end);
    expect(c.fdatasync).toBe(3);
    await s.close();
    expect(await verifyTraceFile(dir, 'r1')).toMatchObject({ ok: true, length: 7 });
    expect(readRecords(dir, 'r1')).toHaveLength(7);
  });

  it('a failed sync() throws ERR_TRACE naming fdatasync and refuses every operation after it', async () => {
    const dir = tempDir();
    const { c, syscalls } = await counting();
    const s = await open(dir, 'create', { syscalls });
    await s.append(start);
    await s.append(iter(1), { sync: false });
    c.fail = true;
    const err = await s.sync().catch((e) => e);
    expect(err).toMatchObject({ code: 'ERR_TRACE' });
    expect(err.message).toMatch(/trace\.jsonl: fdatasync failed with EIO/);
    c.fail = false;
    await expect(s.sync()).rejects.toMatchObject({ code: 'ERR_TRACE' });
    await expect(s.append(iter(2), { sync: false })).rejects.toMatchObject({ code: 'ERR_TRACE' });
    await expect(s.putArtifact(new Uint8Array([1]), { sync: false })).rejects.toMatchObject({
      code: 'ERR_TRACE',
    });
    await s.close();
  });

  it('the lease is never handed back with unsynced records: the idle release syncs first', async () => {
    const dir = tempDir();
    const { c, syscalls } = await counting();
    const s = await open(dir, 'create', { syscalls, lock: { staleMs: 2000, idleReleaseMs: 20 } });
    await s.append(start);
    await s.append(iter(1), { sync: false });
    await vi.waitFor(() => expect(c.fdatasync).toBe(2), { timeout: 5000, interval: 10 });
    await s.close();
  });

  it('close() syncs what is pending', async () => {
    const dir = tempDir();
    const { c, syscalls } = await counting();
    const s = await open(dir, 'create', { syscalls, lock: { staleMs: 2000, idleReleaseMs: 60_000 } });
    await s.append(start);
    await s.append(iter(1), { sync: false });
    await s.close();
    expect(c.fdatasync).toBe(2);
  });

  it('run.step from the library without deferSync syncs every record; with it, only at run.sync()', async () => {
    const dir = tempDir();
    const { c, syscalls } = await counting();
    const store = await openTraceStore({
      traceDir: dir,
      runId: 'lib1',
      durability: 'fsync',
      mode: 'create',
      syscalls,
      lock: { staleMs: 2000, idleReleaseMs: 60_000 },
    });
    const run = await startRun({
      runId: 'lib1',
      project: 'demo',
      level: 'L2',
      profile: 'dev',
      effective: {
        budget: {
          max_steps: 50,
          max_tokens: 100_000,
          max_wall_clock_sec: 600,
          max_cost_usd: 10,
          max_corrections_per_step: 2,
        },
        on_exceed: 'halt',
        convergence: { oscillation_repeat: 3, thrash_window: 6, no_progress_window: 4, on_stall: 'escalate' },
        gates: [{ id: 'size', kind: 'max-bytes', max: 1000 }],
        success_criteria: [],
        max_delegation_level: 'L3',
        governance: 'required',
        escalation: { approver_role: 'maintainer' },
        context: { max_bytes: 0, must_keep: [] },
      },
      governance: 'required',
      origin: { source: 'unpinned', repo: dir, commit: null, digest: null, verified: false },
      store,
      clock: { now: () => Date.now() },
      runner: { run: async () => ({ exitCode: 1, signal: null, timedOut: false }) },
      workdir: dir,
    });
    const step = (n: number) => ({
      step: n,
      intent: 'work',
      action: `act-${n}`,
      tool: 'edit',
      inputs_ref: 'ref',
      tokens: 1,
      cost_usd: 0,
      progress: n,
      artifact: `artifact ${n}`,
      claims_done: false,
    });
    expect(c.fdatasync).toBe(1); // run_start
    for (let n = 1; n <= 3; n++) {
      expect(await run.step(step(n))).toMatchObject({ decision: 'CONTINUE' });
      expect(c.fdatasync).toBe(1 + n); // one fdatasync per step, before it returns
    }
    for (let n = 4; n <= 6; n++) await run.step(step(n), { deferSync: true });
    expect(c.fdatasync).toBe(4);
    expect(await run.sync()).toBeNull();
    expect(c.fdatasync).toBe(5);
    await run.close();
    expect(await verifyTraceFile(dir, 'lib1')).toMatchObject({ ok: true });
  });
});
