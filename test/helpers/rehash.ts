// The REDTEAM attacker with write access to a trace dir: edit records, then re-hash the whole chain
// (JCS + SHA-256) so that it verifies again on its own.
import { readFileSync, writeFileSync } from 'node:fs';
import { GENESIS_PREV, linkRecord } from '../../src/core/trace/chain.js';

/** Rewrites `file` after `edit` changed its records (bodies without index, prev and hash). */
export function rehashTrace(file: string, edit: (records: Record<string, unknown>[]) => void): void {
  const bodies = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l)
    .map((l) => {
      const { index: _i, prev: _p, hash: _h, ...body } = JSON.parse(l) as Record<string, unknown>;
      return body;
    });
  edit(bodies);
  let prev = GENESIS_PREV;
  const out = bodies.map((b, i) => {
    const { record, line } = linkRecord(b as never, prev, i);
    prev = record.hash;
    return line;
  });
  writeFileSync(file, `${out.join('\n')}\n`);
}
