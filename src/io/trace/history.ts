/**
 * One verified pass over a run's trace that hands every whole record to a consumer: what resume,
 * continue and the inbox need (the chain's state, the open escalation, the answers to it) without
 * holding the trace in memory.
 */
import { existsSync } from 'node:fs';
import { LoopgovError } from '../../core/errors.js';
import { checkLine } from '../../core/trace/chain.js';
import type { TraceRecord } from '../../core/trace/types.js';
import { type ChainReport, type ChainVerifierOptions, createChainVerifier } from '../../core/trace/verify.js';
import { forEachLine, runPaths } from './read.js';

/**
 * Streams `<traceDir>/<runId>/trace.jsonl` through the chain verifier (a run in progress is fine) and
 * calls `onRecord` for every record that is whole, in order, until the first bad one.
 *
 * @example
 * const report = await readTraceRecords('traces', 'r1', (r) => { if (r.type === 'escalation') last = r; });
 */
export async function readTraceRecords(
  traceDir: string,
  runId: string,
  onRecord: (record: TraceRecord) => void,
  opts: Pick<ChainVerifierOptions, 'checkpoint'> = {},
): Promise<ChainReport> {
  const { trace } = runPaths(traceDir, runId);
  if (!existsSync(trace)) {
    throw new LoopgovError('ERR_TRACE', `no trace for run ${runId}: ${trace} does not exist`);
  }
  const v = createChainVerifier({ ...opts, runId, allowOpen: true });
  let seen = 0;
  let broken = false;
  const { terminated } = await forEachLine(trace, (line) => {
    v.push(line);
    if (broken) return;
    const c = checkLine(line);
    if (!c.ok) {
      broken = true;
      return;
    }
    if (c.record.index !== seen++) broken = true;
    else onRecord(c.record);
  });
  return v.end({ terminated });
}

/** The first record of a run's trace (its `run_start`), read without reading the rest. */
export async function readRunStart(traceDir: string, runId: string): Promise<TraceRecord> {
  const { trace } = runPaths(traceDir, runId);
  if (!existsSync(trace)) {
    throw new LoopgovError('ERR_TRACE', `no trace for run ${runId}: ${trace} does not exist`);
  }
  let start: TraceRecord | null = null;
  try {
    await forEachLine(trace, (line) => {
      const c = checkLine(line);
      if (c.ok && c.record.type === 'run_start') start = c.record;
      if (start || c.ok === false || c.record.type !== 'recovery') throw STOP;
    });
  } catch (e) {
    if (e !== STOP) throw e;
  }
  if (!start) throw new LoopgovError('ERR_TRACE', `${trace}: no readable run_start record`);
  return start;
}

const STOP = new Error('stop');
