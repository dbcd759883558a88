// Builds whole traces in memory with the real chain functions, for tamper tables.
import { GENESIS_PREV, linkRecord, type TraceBody } from '../../../src/lib.js';

export const AT = '2026-11-29T10:00:00.000Z';

/** Bodies of a small run: run_start, `steps` iterations, run_end. */
export function runBodies(runId: string, steps: number, end = true): TraceBody[] {
  const bodies: TraceBody[] = [
    { type: 'run_start', run_id: runId, at: AT, project: 'okr', level: 'L1', profile: 'dev' },
  ];
  for (let s = 1; s <= steps; s++) {
    bodies.push({ type: 'iteration', run_id: runId, at: AT, step: s, decision: 'CONTINUE', reason: 'ok' });
  }
  if (end) bodies.push({ type: 'run_end', run_id: runId, at: AT, decision: 'DONE', reason: 'success' });
  return bodies;
}

/** Links bodies into lines (without newlines). */
export function linkAll(bodies: TraceBody[]): string[] {
  let prev = GENESIS_PREV;
  return bodies.map((b, i) => {
    const { record, line } = linkRecord(b, prev, i);
    prev = record.hash;
    return line;
  });
}

/** Re-links parsed lines after an edit, as a forger who recomputes every hash would. */
export function relink(lines: string[]): string[] {
  return linkAll(
    lines.map((l) => {
      const { index: _i, prev: _p, hash: _h, ...body } = JSON.parse(l);
      return body as TraceBody;
    }),
  );
}
