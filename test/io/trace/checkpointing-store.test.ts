// The checkpointing store takes in records another writer linked in (a loop-breaker's halt_request)
// before it signs: the signed root is always the root of the trace as it is on disk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCheckpointKey } from '../../../src/io/trace/checkpoint.js';
import { withCheckpoints } from '../../../src/io/trace/checkpointing-store.js';
import { verifyTraceFile } from '../../../src/io/trace/read.js';
import { openTraceStore } from '../../../src/io/trace/store.js';
import { AT, tempDir } from './helpers.js';

const KEY = 'test/fixtures/keys/carol-2026.private.jwk.json';
const claims = (jws: string) => JSON.parse(Buffer.from(jws.split('.')[1]!, 'base64url').toString());

describe('withCheckpoints', () => {
  it('signs the root of the trace on disk, foreign records included, and seeds itself on a continuation', async () => {
    const traceDir = tempDir();
    const lock = { staleMs: 5000, idleReleaseMs: 5 };
    const a = await openTraceStore({ traceDir, runId: 'r1', durability: 'none', mode: 'create', lock });
    const store = await withCheckpoints(a, { key: await loadCheckpointKey(KEY), every: 3 });
    await store.append({ type: 'run_start', run_id: 'r1', at: AT });
    await store.append({
      type: 'iteration',
      run_id: 'r1',
      at: AT,
      step: 1,
      decision: 'CONTINUE',
      reason: 'ok',
    });
    const b = await openTraceStore({ traceDir, runId: 'r1', durability: 'none', mode: 'append', lock });
    await b.append({ type: 'halt_request', run_id: 'r1', at: AT, by: 'bob', reason: 'stop' });
    await b.close();
    await store.append({
      type: 'iteration',
      run_id: 'r1',
      at: AT,
      step: 2,
      decision: 'HALT',
      reason: 'human',
    });
    expect((await store.readForeign()).map((r) => r.type)).toEqual(['halt_request']);
    await store.append({ type: 'run_end', run_id: 'r1', at: AT, decision: 'HALT', reason: 'human' });
    await store.close();
    const dir = join(traceDir, 'r1', 'checkpoints');
    const full = await verifyTraceFile(traceDir, 'r1', { merkle: true });
    expect(full.ok).toBe(true);
    const last = claims(readFileSync(join(dir, '000000000005.jwt'), 'utf8'));
    expect(last).toMatchObject({ length: 5, head: full.head, root: full.root });
    // every 3: the first checkpoint falls on our first record at or past 3 (the halt_request was foreign)
    const fourth = claims(readFileSync(join(dir, '000000000004.jwt'), 'utf8'));
    const upTo4 = await verifyTraceFile(traceDir, 'r1', {
      checkpoint: { length: 4, head: fourth.head, root: fourth.root },
    });
    expect(upTo4.ok).toBe(true);

    // a continuation (a new process) seeds its root from the file
    const c = await openTraceStore({ traceDir, runId: 'r1', durability: 'none', mode: 'append', lock });
    const again = await withCheckpoints(c, { key: await loadCheckpointKey(KEY), every: 1 });
    await again.append({ type: 'halt_request', run_id: 'r1', at: AT, by: 'late', reason: 'x' });
    await again.close();
    const sixth = claims(readFileSync(join(dir, '000000000006.jwt'), 'utf8'));
    const v = await verifyTraceFile(traceDir, 'r1', {
      checkpoint: { length: 6, head: sixth.head, root: sixth.root },
    });
    expect(v.ok).toBe(true);
  });

  it('never signs a length the file does not have: a deferred record is written before its checkpoint', async () => {
    const traceDir = tempDir();
    const lock = { staleMs: 5000, idleReleaseMs: 60_000 };
    const a = await openTraceStore({ traceDir, runId: 'r1', durability: 'none', mode: 'create', lock });
    const store = await withCheckpoints(a, { key: await loadCheckpointKey(KEY), every: 2 });
    await store.append({ type: 'run_start', run_id: 'r1', at: AT });
    const rec = await store.append({ type: 'iteration', run_id: 'r1', at: AT, step: 1 }, { sync: false });
    const cp = claims(readFileSync(join(traceDir, 'r1', 'checkpoints', '000000000002.jwt'), 'utf8'));
    expect(cp).toMatchObject({ length: 2, head: rec.hash });
    const lines = readFileSync(join(traceDir, 'r1', 'trace.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines).toHaveLength(2);
    await store.close();
  });
});
