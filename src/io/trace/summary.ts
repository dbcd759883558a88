/**
 * A run's summary and chain status in one streaming pass over its trace (constant memory), and the
 * runs a trace dir holds. The pure parts are `createRunSummarizer` / `describeChain` (core/run/summary).
 */
import { readdir, stat } from 'node:fs/promises';
import { LoopgovError } from '../../core/errors.js';
import {
  type ChainStatus,
  createRunSummarizer,
  describeChain,
  type RunSummary,
} from '../../core/run/summary.js';
import { createChainVerifier } from '../../core/trace/verify.js';
import { isRunId } from '../../core/trace/run-id.js';
import { forEachLine, runPaths } from './read.js';

export interface RunReport {
  summary: RunSummary;
  chain: ChainStatus;
}

/**
 * Reads `<traceDir>/<runId>/trace.jsonl` once: the summary of its records and the verdict of the chain
 * verifier (a run still in progress is not a broken chain). Lines that are not JSON are counted by the
 * verifier and left out of the summary.
 *
 * @example
 * const { summary, chain } = await readRunReport('traces', 'r1');
 * console.log(summary.state, chain.scope);
 */
export async function readRunReport(traceDir: string, runId: string): Promise<RunReport> {
  const { trace } = runPaths(traceDir, runId);
  const verifier = createChainVerifier({ runId, allowOpen: true });
  const summarizer = createRunSummarizer(runId);
  const { terminated } = await forEachLine(trace, (line) => {
    verifier.push(line);
    if (typeof line !== 'string') return; // not UTF-8: the verifier reports it
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      return;
    }
    if (record !== null && typeof record === 'object' && !Array.isArray(record))
      summarizer.push(record as Record<string, unknown>);
  });
  return { summary: summarizer.summary(), chain: describeChain(verifier.end({ terminated })) };
}

/**
 * The run ids under `traceDir` that have a `trace.jsonl` (directories with a valid run id only; a
 * symlinked run directory is skipped, as the store refuses it). An absent trace dir holds no runs.
 */
export async function listRunIds(traceDir: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(traceDir, { withFileTypes: true });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT') return [];
    throw new LoopgovError('ERR_TRACE', `cannot list ${traceDir}: ${err.code ?? err.message}`, [
      { file: traceDir, message: `readdir failed: ${err.code ?? err.message}` },
    ]);
  }
  const ids: string[] = [];
  for (const e of entries) {
    if (!e.isDirectory()) continue;
    if (!isRunId(e.name)) continue;
    if (await isFile(runPaths(traceDir, e.name).trace)) ids.push(e.name);
  }
  return ids.sort();
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
