import type { TraceRecord } from '../../core/trace/types.js';
import { type ChainReport, type ChainVerifierOptions } from '../../core/trace/verify.js';
/**
 * Streams `<traceDir>/<runId>/trace.jsonl` through the chain verifier (a run in progress is fine) and
 * calls `onRecord` for every record that is whole, in order, until the first bad one.
 *
 * @example
 * const report = await readTraceRecords('traces', 'r1', (r) => { if (r.type === 'escalation') last = r; });
 */
export declare function readTraceRecords(traceDir: string, runId: string, onRecord: (record: TraceRecord) => void, opts?: Pick<ChainVerifierOptions, 'checkpoint'>): Promise<ChainReport>;
/** The first record of a run's trace (its `run_start`), read without reading the rest. */
export declare function readRunStart(traceDir: string, runId: string): Promise<TraceRecord>;
