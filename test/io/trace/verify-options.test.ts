// verifyTraceFile refuses an option it does not know (decision 129, addendum): `checkPoint` for
// `checkpoint` would hold a truncated trace to nothing and call it ok. A real file on disk.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TraceBody, verifyTraceFile } from '../../../src/lib.js';
import { AT, linkAll } from '../../core/trace/helpers.js';
import { tempDir } from './helpers.js';

/** A run in progress, checkpointed at record 2, then truncated to two records. */
function truncatedRun() {
  const bodies: TraceBody[] = [
    { type: 'run_start', run_id: 'r1', at: AT },
    { type: 'iteration', run_id: 'r1', at: AT, step: 1, intent: 'one', decision: 'CONTINUE' },
    { type: 'iteration', run_id: 'r1', at: AT, step: 2, intent: 'two', decision: 'CONTINUE' },
  ];
  const lines = linkAll(bodies);
  const checkpoint = { length: lines.length, head: JSON.parse(lines.at(-1)!).hash as string };
  const traceDir = tempDir();
  mkdirSync(join(traceDir, 'r1'));
  writeFileSync(join(traceDir, 'r1', 'trace.jsonl'), `${lines.slice(0, 2).join('\n')}\n`);
  return { traceDir, checkpoint };
}

describe('verifyTraceFile: options', () => {
  it('checkpoint: the truncated trace does not verify (the control)', async () => {
    const { traceDir, checkpoint } = truncatedRun();
    const r = await verifyTraceFile(traceDir, 'r1', { allowOpen: true, checkpoint });
    expect(r.ok).toBe(false);
  });

  it('checkPoint (misspelt) is ERR_USAGE naming it and the known keys, never ok', async () => {
    const { traceDir, checkpoint } = truncatedRun();
    const err = await verifyTraceFile(traceDir, 'r1', {
      allowOpen: true,
      checkPoint: checkpoint,
    } as never).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toBe(
      'unknown option checkPoint (known: checkpoint, checkpoints, merkle, onRecord, allowOpen, onArtifact, artifacts)',
    );
  });

  it('options that are no object are ERR_USAGE', async () => {
    const { traceDir } = truncatedRun();
    const err = await verifyTraceFile(traceDir, 'r1', 'allowOpen' as never).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toBe('the options must be an object (got "allowOpen")');
  });
});
