// The REDTEAM attacker with write access to a trace dir: edit records, then re-hash the whole chain
// (JCS + SHA-256) so that it verifies again on its own.
import { readFileSync, writeFileSync } from 'node:fs';
import { GENESIS_PREV, linkRecord } from '../../src/core/trace/chain.js';

/**
 * Rewrites `file` after `edit` changed its records (bodies without index, prev and hash), as a careful
 * attacker would: the references one record makes to another's hash (an escalation's `iteration`, a
 * `run_continue`'s `resume_hash`) are rewritten too, so only what a signature binds can show the edit.
 */
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
  const hashes: string[] = [];
  const out = bodies.map((b, i) => {
    const it = b.iteration as { index?: number; hash?: string } | undefined;
    if (b.type === 'escalation' && it && typeof it.index === 'number' && hashes[it.index])
      b.iteration = { ...it, hash: hashes[it.index] };
    if (b.type === 'run_continue' && typeof b.resume_index === 'number' && hashes[b.resume_index])
      b.resume_hash = hashes[b.resume_index];
    const { record, line } = linkRecord(b as never, prev, i);
    prev = record.hash;
    hashes.push(record.hash);
    return line;
  });
  writeFileSync(file, `${out.join('\n')}\n`);
}
