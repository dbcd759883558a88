// `<run>/writer.json` changes hands (an escalated run continued by another process): a holder touches
// and removes it only while it is still its own, and a release cannot unlink a file that replaced its
// own between the check and the unlink (decision 112).
import { spawn } from 'node:child_process';
import fs, { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearWriterLease,
  holdWriterLease,
  readWriterState,
  type WriterInfo,
} from '../../../src/io/trace/writer-lease.js';
import { thisProcessTable } from '../../../src/io/trace/process-table.js';
import { tempDir } from '../../cli/run-fixtures.js';

const file = (dir: string) => join(dir, 'writer.json');
const read = (dir: string) => JSON.parse(readFileSync(file(dir), 'utf8')) as WriterInfo;
const other = (over: Partial<WriterInfo> = {}): WriterInfo => ({
  pid: process.pid,
  host: hostname(),
  ...thisProcessTable(),
  started_at: '2026-01-01T00:00:00.000Z',
  nonce: '00000000000000ff',
  ...over,
});
const put = (dir: string, w: WriterInfo) => writeFileSync(file(dir), `${JSON.stringify(w)}\n`);
const old = new Date(Date.now() - 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('the writer lease', () => {
  it('names this process, and release removes it', () => {
    const dir = tempDir();
    const lease = holdWriterLease(dir);
    expect(read(dir)).toMatchObject({ pid: process.pid, host: hostname() });
    expect(readWriterState(dir).state).toBe('live');
    lease.release();
    expect(existsSync(file(dir))).toBe(false);
    expect(readWriterState(dir)).toEqual({ state: 'none' });
  });

  it.each([
    ['another pid', { pid: 1 }],
    ['another host', { host: 'runner-7.elsewhere' }],
    ['another start', { started_at: '2026-02-02T00:00:00.000Z' }],
    ['another lease of this very process', {}],
  ])("release leaves a file that now names %s (the run's new writer) alone", (_name, over) => {
    const dir = tempDir();
    const lease = holdWriterLease(dir);
    const mine = read(dir);
    // A continuation took the run: its file replaced ours.
    const theirs = other({ ...mine, nonce: 'feedfacefeedface', ...over });
    put(dir, theirs);
    lease.release();
    expect(read(dir)).toEqual(theirs);
    expect(readdirSync(dir)).toEqual(['writer.json']);
  });

  it('the heartbeat touches only its own file, and stops for good once another writer holds it', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = tempDir();
    const lease = holdWriterLease(dir);
    utimesSync(file(dir), old, old);
    vi.advanceTimersByTime(5_000);
    expect(statSync(file(dir)).mtimeMs).toBeGreaterThan(old.getTime() + 30_000);

    const theirs = other({ host: 'runner-7.elsewhere' });
    put(dir, theirs);
    utimesSync(file(dir), old, old);
    vi.advanceTimersByTime(5_000);
    // Their silence is theirs: a remote writer that stopped beating must be seen to have.
    expect(Math.abs(statSync(file(dir)).mtimeMs - old.getTime())).toBeLessThan(1_000);
    expect(readWriterState(dir).state).toBe('gone');
    // Even when the file is ours-shaped again later, this lease has stopped beating for good.
    expect(vi.getTimerCount()).toBe(0);
    lease.release();
    expect(read(dir)).toEqual(theirs);
  });

  it('a file that replaces ours between the check and the removal is not removed (the rename takes it aside, then puts it back)', () => {
    const dir = tempDir();
    const lease = holdWriterLease(dir);
    const theirs = other({ pid: 1, nonce: 'feedfacefeedface' });
    // The interleaving: release has read writer.json (ours), and before it acts another writer renames its
    // own into place. Driven through the one rename the release makes.
    const rename = fs.renameSync;
    let seenAside: ReturnType<typeof readWriterState> | null = null;
    fs.renameSync = ((from: string, to: string) => {
      if (String(to).endsWith('.leaving')) {
        put(dir, theirs);
        rename(from, to);
        // While the file is aside, a reader still sees a writer (never "none").
        seenAside = readWriterState(dir);
        return;
      }
      rename(from, to);
    }) as typeof fs.renameSync;
    syncBuiltinESMExports();
    try {
      lease.release();
    } finally {
      fs.renameSync = rename;
      syncBuiltinESMExports();
    }
    expect(seenAside).toMatchObject({ state: 'live', writer: { pid: 1 } });
    expect(read(dir)).toEqual(theirs);
    expect(readdirSync(dir)).toEqual(['writer.json']);
  });

  it('clearWriterLease removes the dead writer it judged, never a newer one', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => dead.on('exit', r));
    put(dir, other({ pid: dead.pid! }));
    const judged = readWriterState(dir);
    expect(judged.state).toBe('gone');
    const writer = judged.state === 'gone' ? judged.writer : null;

    const newer = other({ nonce: 'feedfacefeedface' });
    put(dir, newer);
    clearWriterLease(dir, writer);
    expect(read(dir)).toEqual(newer);

    put(dir, other({ pid: dead.pid! }));
    clearWriterLease(dir, writer);
    expect(existsSync(file(dir))).toBe(false);
  });

  it('a file a killed release left aside is judged (its pid is gone) and cleared with it', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => dead.on('exit', r));
    const w = other({ pid: dead.pid! });
    writeFileSync(join(dir, 'writer.json.0123456789abcdef.leaving'), JSON.stringify(w));
    const judged = readWriterState(dir);
    expect(judged).toMatchObject({ state: 'gone', writer: { pid: dead.pid } });
    clearWriterLease(dir, w);
    expect(readdirSync(dir)).toEqual([]);
  });

  describe('in which process table its pid is looked up (decision 131)', () => {
    const deadPid = async () => {
      const dead = spawn(process.execPath, ['-e', '']);
      await new Promise((r) => dead.on('exit', r));
      return dead.pid!;
    };
    const table = thisProcessTable();

    it.skipIf(table === null)('names the process table it is in', () => {
      const dir = tempDir();
      const lease = holdWriterLease(dir);
      expect(read(dir)).toMatchObject({ boot_id: table!.boot_id, pid_ns: table!.pid_ns });
      lease.release();
    });

    it.each([
      ['another PID namespace (a sidecar container)', { pid_ns: 'pid:[1]' }],
      ['an earlier boot', { boot_id: '00000000-0000-0000-0000-000000000000' }],
    ])('one in %s on this host name is judged by its heartbeat, not by a pid of ours', async (_n, over) => {
      const dir = tempDir();
      // Its pid runs nowhere here: in its own table it is a live runner.
      put(dir, other({ pid: await deadPid(), ...over }));
      const beating = readWriterState(dir);
      expect(beating.state).toBe('live');
      expect(beating.state === 'live' && beating.why).toMatch(
        /^pid \d+ on .+ in another process table \(another container or PID namespace, or an earlier boot\) is heartbeating \(silent for \d+s\)$/,
      );
      // …and one of ours by that number says nothing about it either.
      put(dir, other({ pid: process.pid, ...over }));
      utimesSync(file(dir), old, old);
      expect(readWriterState(dir)).toMatchObject({
        state: 'gone',
        why: expect.stringMatching(
          /in another process table .* stopped heartbeating \(silent for 6\ds, more than 30s\)$/,
        ),
      });
    });

    it.skipIf(table === null)(
      'a file of an older version (no process table) is never called gone while its pid runs here or it beats',
      async () => {
        const dir = tempDir();
        const legacy = (pid: number): WriterInfo => ({
          pid,
          host: hostname(),
          started_at: '2026-01-01T00:00:00.000Z',
        });
        put(dir, legacy(await deadPid()));
        expect(readWriterState(dir)).toMatchObject({
          state: 'live',
          why: expect.stringMatching(/names no process table, and no such pid runs here\) is heartbeating/),
        });
        utimesSync(file(dir), old, old);
        expect(readWriterState(dir).state).toBe('gone');
        put(dir, legacy(process.pid));
        utimesSync(file(dir), old, old);
        expect(readWriterState(dir)).toMatchObject({
          state: 'live',
          why: expect.stringMatching(/^pid \d+ on this host \(.+\) is still running$/),
        });
      },
    );

    it.skipIf(table === null)(
      'one in another table whose heartbeat is dated ahead is gone past the slack, live within it; one in this table by its pid',
      async () => {
        const dir = tempDir();
        put(dir, other({ pid: await deadPid(), pid_ns: 'pid:[1]' }));
        const future = new Date(Date.UTC(2100, 0, 1));
        utimesSync(file(dir), future, future);
        expect(readWriterState(dir)).toMatchObject({
          state: 'gone',
          why: expect.stringMatching(
            /in another process table .* has a heartbeat dated 2100-01-01T00:00:00\.000Z, \d+s ahead of this clock \(a forged file, or its clock runs ahead\)/,
          ),
        });
        // A clock a few seconds ahead is within a beat's slack: still heartbeating.
        const soon = new Date(Date.now() + 10_000);
        utimesSync(file(dir), soon, soon);
        expect(readWriterState(dir)).toMatchObject({
          state: 'live',
          why: expect.stringContaining('silent for 0s'),
        });
        // A live writer in this very table is live whatever its file's date says.
        put(dir, other());
        utimesSync(file(dir), future, future);
        expect(readWriterState(dir).state).toBe('live');
      },
    );

    it('one in this very table is judged by its pid at once', async () => {
      const dir = tempDir();
      put(dir, other({ pid: await deadPid() }));
      expect(readWriterState(dir)).toMatchObject({
        state: 'gone',
        why: expect.stringMatching(/^pid \d+ on this host \(.+\) is no longer running$/),
      });
    });
  });
});
