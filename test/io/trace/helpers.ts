// Real temp dirs, and (when this process may) tiny tmpfs mounts for disk-full and read-only faults.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TraceRecord } from '../../../src/lib.js';

export const tempDir = (prefix = 'loopgov-trace-') => mkdtempSync(join(tmpdir(), prefix));

export const AT = '2026-11-29T10:00:00.000Z';

/** Bodies of run r1's records, for tests of the store itself. */
export const start = {
  type: 'run_start' as const,
  run_id: 'r1',
  at: AT,
  project: 'okr',
  level: 'L1',
  profile: 'dev',
};
export const iter = (step: number) => ({
  type: 'iteration' as const,
  run_id: 'r1',
  at: AT,
  step,
  decision: 'CONTINUE',
  reason: 'ok',
  gate: { verdict: 'PASS', results: [] },
});
export const end = { type: 'run_end' as const, run_id: 'r1', at: AT, decision: 'DONE', reason: 'success' };

export function readRecords(traceDir: string, runId: string): TraceRecord[] {
  return readFileSync(join(traceDir, runId, 'trace.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));
}

/** Mounts a tmpfs of `sizeKb` (optionally read-only) and returns its path, or null when not permitted. */
export function mountTmpfs(sizeKb: number, readOnly = false): { dir: string; unmount: () => void } | null {
  if (process.getuid?.() !== 0) return null;
  const dir = tempDir('loopgov-mnt-');
  const opts = `size=${sizeKb}k${readOnly ? ',ro' : ''}`;
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', opts, 'tmpfs', dir]);
  if (r.status !== 0) return null;
  return { dir, unmount: () => spawnSync('umount', [dir]) };
}

export const canMount = (() => {
  const m = mountTmpfs(16);
  m?.unmount();
  return m !== null;
})();
