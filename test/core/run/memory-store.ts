// A test double of the TraceStore port: records in memory, hashes faked but linked.
import { createHash } from 'node:crypto';
import type { TraceBody, TraceRecord, TraceStore } from '../../../src/core/trace/types.js';

export interface MemoryStore extends TraceStore {
  records: TraceRecord[];
  foreign: TraceRecord[];
  failAppends: boolean;
}

export function memoryStore(runId = 'r1'): MemoryStore {
  const store: MemoryStore = {
    runId,
    records: [],
    foreign: [],
    failAppends: false,
    async append(body: TraceBody) {
      if (store.failAppends) throw Object.assign(new Error('disk full'), { code: 'ERR_TRACE' });
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
    async close() {},
  };
  return store;
}
