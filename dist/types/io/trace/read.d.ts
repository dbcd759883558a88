import type { TraceLine } from '../../core/trace/types.js';
import { type ChainFinding, type ChainReport, type ChainVerifierOptions } from '../../core/trace/verify.js';
/** A line longer than this is refused rather than buffered: memory stays bounded on hostile input. */
export declare const MAX_LINE_BYTES: number;
/** The files of one run. Throws `ERR_USAGE` for a run id that is not one safe path segment. */
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
 * to whether the file ended with a newline. Memory: one read chunk plus the longest line. Lines are
 * decoded strictly: one whose bytes are not UTF-8 arrives as an `UndecodableLine`, never repaired. When
 * `onLine` returns a promise, the next line waits for it (an asynchronous consumer stays bounded too).
 */
export declare function forEachLine(file: string, onLine: (line: TraceLine) => unknown, chunkBytes?: number): Promise<{
    terminated: boolean;
    lines: number;
}>;
export interface VerifyTraceOptions extends Omit<ChainVerifierOptions, 'runId'> {
    /** Check every artifact against its recorded sha256 (default true; `--no-artifacts` sets false). */
    artifacts?: boolean;
}
/** The chain report, plus how many distinct artifacts were checked (null when not asked to). */
export type TraceFileReport = ChainReport & {
    artifacts: {
        checked: number;
    } | null;
};
/**
 * Verifies `<traceDir>/<runId>/trace.jsonl` in one streaming pass: the chain, and (unless
 * `artifacts: false`) every artifact an iteration refers to against its recorded sha256. The first bad
 * record wins, whether its chain or its artifact is what is wrong. An unknown option (`checkPoint`) is
 * `ERR_USAGE` naming it, before anything is read: a misspelt checkpoint would leave a truncated trace ok.
 *
 * @example
 * const report = await verifyTraceFile('traces', 'r1');
 * if (!report.ok) console.log(report.finding);
 */
export declare function verifyTraceFile(traceDir: string, runId: string, opts?: VerifyTraceOptions): Promise<TraceFileReport>;
/**
 * The artifact check of `verifyTraceFile`, for any reader that verifies a chain itself (`propose`, `gate
 * --traces`): give `check` as the verifier's `onArtifact`, then `judge` the chain's report — the first bad
 * record wins, whether its chain or its artifact is what is wrong. Each distinct artifact is read once,
 * in line order, through `readRecordedArtifact` (regular files only, never more than the recorded size).
 *
 * @example
 * const artifacts = createArtifactChecker(runPaths(dir, id).artifacts);
 * const v = createChainVerifier({ runId: id, onArtifact: artifacts.check });
 * const report = artifacts.judge(v.end({ terminated }));
 */
export declare function createArtifactChecker(dir: string): {
    readonly checked: number;
    readonly finding: ChainFinding | null;
    check(index: number, sha256: unknown, bytes?: unknown): void;
    judge(report: ChainReport): ChainReport;
};
