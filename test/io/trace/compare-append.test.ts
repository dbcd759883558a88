// Compare-and-append (decision 073): `append(body, {after})` links after `after` or writes nothing and
// throws ERR_TRACE_MOVED with the record now at the end — with another store in this process, another
// process (test/fixtures/trace/writer.mjs), and a torn tail recovered on open.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENESIS_PREV } from '../../../src/core/trace/chain.js';
import type { TraceHead } from '../../../src/core/trace/types.js';
import { loadCheckpointKey } from '../../../src/io/trace/checkpoint.js';
import { checkpointName, withCheckpoints } from '../../../src/io/trace/checkpointing-store.js';
import { MOVE_ATTEMPTS, retryWhileMoving, TraceMovedError } from '../../../src/io/trace/moved.js';
import { openTraceStore } from '../../../src/io/trace/store.js';
import { AT, readRecords, tempDir } from './helpers.js';

const WRITER = resolve('test/fixtures/trace/writer.mjs');
const KEY = 'test/fixtures/keys/alice-2026.private.jwk.json';
// The writer process (writer.mjs) judges a lock stale after 2 s: so must this side, or its lease would
// count as exclusive (4.5 s at the default 10 s) past the point where that process may take it over — on
// a loaded machine its start-up alone can take that long.
const open = (traceDir: string, mode: 'create' | 'append' = 'append') =>
  openTraceStore({ traceDir, runId: 'r1', durability: 'none', mode, lock: { staleMs: 2000 } });
const body = (type: 'iteration' | 'halt_request' = 'iteration') => ({ type, run_id: 'r1', at: AT });
const head = (r: { index: number; hash: string }): TraceHead => ({ index: r.index, hash: r.hash });

async function started(): Promise<{ dir: string; start: TraceHead }> {
  const dir = tempDir();
  const s = await open(dir, 'create');
  const r = await s.append(
    { type: 'run_start', run_id: 'r1', at: AT },
    { after: { index: -1, hash: GENESIS_PREV } },
  );
  await s.close();
  return { dir, start: head(r) };
}

describe('append(body, {after}) — compare-and-append', () => {
  it('links right after the head it names (the first record after the empty chain too)', async () => {
    const { dir, start } = await started();
    const s = await open(dir);
    const r = await s.append(body(), { after: start });
    expect(r).toMatchObject({ index: 1, prev: start.hash });
    await s.close();
  });

  it.each([
    ['another store of this process', 'store'],
    ['another process', 'process'],
  ])(
    'refuses when %s appended after the head was read: nothing written, the new end named',
    async (_n, who) => {
      const { dir, start } = await started();
      const s = await open(dir);
      if (who === 'store') {
        const other = await open(dir);
        await other.append(body('halt_request'));
        await other.close();
      } else {
        // Asynchronously: this store holds the lease and must be able to hand it over (from its tick).
        const w = spawn(process.execPath, [WRITER, dir, 'r1', 'b', '3'], { stdio: 'ignore' });
        expect(await new Promise((r) => w.on('exit', r))).toBe(0);
      }
      const before = readFileSync(join(dir, 'r1', 'trace.jsonl'), 'utf8');
      const e = await s.append(body(), { after: start }).catch((x) => x);
      expect(e).toBeInstanceOf(TraceMovedError);
      const last = readRecords(dir, 'r1').at(-1)!;
      expect(e).toMatchObject({
        code: 'ERR_TRACE_MOVED',
        expected: start,
        last: { index: last.index, hash: last.hash },
      });
      expect(e.message).toContain(
        `run r1: its trace moved on while this writer decided (it had read up to record 0; it now ends with record ${last.index} (${last.type})); nothing was appended`,
      );
      expect(readFileSync(join(dir, 'r1', 'trace.jsonl'), 'utf8')).toBe(before);
      // Decided again from what the refusal says: lands right after it.
      expect(await s.append(body(), { after: head(e.last) })).toMatchObject({
        index: last.index + 1,
        prev: last.hash,
      });
      await s.close();
    },
  );

  it('refuses a head with the right hash at the wrong index, and a made-up one', async () => {
    const { dir, start } = await started();
    const s = await open(dir);
    for (const after of [
      { index: 5, hash: start.hash },
      { index: 0, hash: 'f'.repeat(64) },
    ]) {
      await expect(s.append(body(), { after })).rejects.toMatchObject({ code: 'ERR_TRACE_MOVED' });
    }
    expect(readRecords(dir, 'r1')).toHaveLength(1);
    await s.close();
  });

  it('a torn tail recovered on open moves the head: the recovery is what the writer must read first', async () => {
    const { dir, start } = await started();
    appendFileSync(join(dir, 'r1', 'trace.jsonl'), '{"type":"iter');
    const s = await open(dir);
    const e = await s.append(body(), { after: start }).catch((x) => x);
    expect(e).toMatchObject({ code: 'ERR_TRACE_MOVED', last: { index: 1, type: 'recovery' } });
    await s.close();
  });

  it('passes through a checkpointing store, which signs nothing for a refused append', async () => {
    const { dir, start } = await started();
    const inner = await open(dir);
    const other = await open(dir);
    await other.append(body('halt_request'));
    await other.close();
    const s = await withCheckpoints(inner, { key: await loadCheckpointKey(KEY), every: 1 });
    await expect(s.append(body(), { after: start })).rejects.toMatchObject({ code: 'ERR_TRACE_MOVED' });
    expect(existsSync(join(dir, 'r1', 'checkpoints'))).toBe(false);
    const r = await s.append(body(), { after: head(readRecords(dir, 'r1')[1]!) });
    expect(r.index).toBe(2);
    expect(readdirSync(join(dir, 'r1', 'checkpoints'))).toEqual([checkpointName(3)]);
    await s.close();
  });
});

describe('retryWhileMoving', () => {
  const moved = () => new TraceMovedError('r1', 'f', { index: 0, hash: 'a' }, null);

  it('runs the attempt again with the refusal, until it lands', async () => {
    const seen: (TraceMovedError | null)[] = [];
    const r = await retryWhileMoving(async (m) => {
      seen.push(m);
      if (seen.length < 3) throw moved();
      return 'landed';
    });
    expect(r).toBe('landed');
    expect(seen[0]).toBeNull();
    expect(seen[2]).toBeInstanceOf(TraceMovedError);
  });

  it(`gives up after ${MOVE_ATTEMPTS} attempts with the last refusal; any other error at once`, async () => {
    let n = 0;
    await expect(
      retryWhileMoving(async () => {
        n++;
        throw moved();
      }),
    ).rejects.toMatchObject({ code: 'ERR_TRACE_MOVED' });
    expect(n).toBe(MOVE_ATTEMPTS);
    n = 0;
    await expect(
      retryWhileMoving(async () => {
        n++;
        throw new Error('disk');
      }),
    ).rejects.toThrow('disk');
    expect(n).toBe(1);
  });
});
