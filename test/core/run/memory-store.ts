// A test double of the TraceStore port: records in memory, hashes faked but linked.
import { createHash } from 'node:crypto';
import type { TraceBody, TraceRecord, TraceStore, WriteOptions } from '../../../src/core/trace/types.js';

export interface MemoryStore extends TraceStore {
  records: TraceRecord[];
  foreign: TraceRecord[];
  failAppends: boolean;
  /** Makes `sync()` fail (group commit). */
  failSync: boolean;
  /** How many appends asked for sync (the default), how many did not, how many `sync()` calls. */
  counts: { synced: number; deferred: number; syncs: number };
}

export function memoryStore(runId = 'r1'): MemoryStore {
  const store: MemoryStore = {
    runId,
    records: [],
    foreign: [],
    failAppends: false,
    failSync: false,
    counts: { synced: 0, deferred: 0, syncs: 0 },
    async append(body: TraceBody, opts?: WriteOptions) {
      if (store.failAppends) throw Object.assign(new Error('disk full'), { code: 'ERR_TRACE' });
      if (opts?.sync === false) store.counts.deferred++;
      else store.counts.synced++;
      const prev = store.records.at(-1)?.hash ?? '0'.repeat(64);
      const index = store.records.length;
      const hash = createHash('sha256')
        .update(JSON.stringify({ ...body, index, prev }))
        .digest('hex');
      const rec = { ...body, index, prev, hash } as TraceRecord;
      store.records.push(rec);
      return rec;
    },
    async readForeign() {
      const out = store.foreign;
      store.foreign = [];
      return out;
    },
    async putArtifact(bytes: Uint8Array) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return { sha256, path: `/artifacts/${sha256}` };
    },
    async sync() {
      store.counts.syncs++;
      if (store.failSync) throw Object.assign(new Error('fdatasync failed with EIO'), { code: 'ERR_TRACE' });
    },
    async close() {},
  };
  return store;
}
