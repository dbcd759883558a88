import { type ChainReport, type ChainVerifierOptions } from '../../core/trace/verify.js';
/** A line longer than this is refused rather than buffered: memory stays bounded on hostile input. */
export declare const MAX_LINE_BYTES: number;
/** Throws `ERR_TRACE` unless `runId` is a safe single path segment. */
export declare function assertRunId(runId: string): void;
/** The files of one run. */
export declare function runPaths(traceDir: string, runId: string): {
    dir: string;
    trace: string;
    artifacts: string;
    recovered: string;
    lock: string;
    wanted: string;
};
/**
 * Calls `onLine` for each `\n`-terminated line of `file`, then once for an unterminated tail; resolves
 * to whether the file ended with a newline. Memory: one read chunk plus the longest line.
 */
export declare function forEachLine(file: string, onLine: (line: string) => void, chunkBytes?: number): Promise<{
    terminated: boolean;
    lines: number;
}>;
/**
 * Verifies `<traceDir>/<runId>/trace.jsonl` in one streaming pass.
 *
 * @example
 * const report = await verifyTraceFile('traces', 'r1');
 * if (!report.ok) console.log(report.finding);
 */
export declare function verifyTraceFile(traceDir: string, runId: string, opts?: Omit<ChainVerifierOptions, 'runId'>): Promise<ChainReport>;
