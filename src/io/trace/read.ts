/**
 * Reading traces from disk in constant memory: a newline-only line splitter over a file stream (no
 * `\r` handling: a record never contains a raw CR, so one is part of the line and breaks its hash),
 * the streaming `verifyTraceFile`, and where a run's files are.
 */
import { createReadStream, type ReadStream } from 'node:fs';
import { join } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { refuseUnknownKeys } from '../../core/option-keys.js';
import { shownValue } from '../../core/shown-value.js';
import type { TraceLine } from '../../core/trace/types.js';
import { parseRunId } from '../../core/trace/run-id.js';
import {
  type ChainFinding,
  type ChainReport,
  type ChainVerifierOptions,
  createChainVerifier,
} from '../../core/trace/verify.js';
import { readRecordedArtifact } from './artifacts.js';
import { traceIoError } from './files.js';
import { openTraceFile } from './open-trace.js';
import { decodeLine } from './utf8.js';

/** A line longer than this is refused rather than buffered: memory stays bounded on hostile input. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** The files of one run. Throws `ERR_USAGE` for a run id that is not one safe path segment. */
export function runPaths(traceDir: string, runId: string) {
  parseRunId(runId);
  const dir = join(traceDir, runId);
  return {
    dir,
    trace: join(dir, 'trace.jsonl'),
    artifacts: join(dir, 'artifacts'),
    recovered: join(dir, 'recovered'),
    lock: join(dir, 'trace.jsonl.lock'),
    wanted: join(dir, 'trace.jsonl.lock.wanted'),
  };
}

/**
 * Calls `onLine` for each `\n`-terminated line of `file`, then once for an unterminated tail; resolves
 * to whether the file ended with a newline. Memory: one read chunk plus the longest line. Lines are
 * decoded strictly: one whose bytes are not UTF-8 arrives as an `UndecodableLine`, never repaired. When
 * `onLine` returns a promise, the next line waits for it (an asynchronous consumer stays bounded too).
 */
export async function forEachLine(
  file: string,
  onLine: (line: TraceLine) => unknown,
  chunkBytes = 1 << 20,
): Promise<{ terminated: boolean; lines: number }> {
  let carry: Buffer | null = null;
  let lines = 0;
  let stream: ReadStream | undefined;
  try {
    // Opened here, not by the stream: a named pipe in its place is refused, never waited on.
    stream = createReadStream('', { fd: openTraceFile(file), highWaterMark: chunkBytes });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const buf = chunk;
      let start = 0;
      if (carry) {
        const nl = chunk.indexOf(10);
        if (nl < 0) {
          carry = Buffer.concat([carry, chunk]);
          if (carry.length > MAX_LINE_BYTES) throw tooLong(file, lines);
          continue;
        }
        const p = onLine(decodeLine(Buffer.concat([carry, chunk.subarray(0, nl)])));
        if (p instanceof Promise) await p;
        lines++;
        carry = null;
        start = nl + 1;
      }
      for (;;) {
        const nl = buf.indexOf(10, start);
        if (nl < 0) break;
        const p = onLine(decodeLine(buf, start, nl));
        if (p instanceof Promise) await p;
        lines++;
        start = nl + 1;
      }
      if (start < buf.length) {
        carry = Buffer.from(buf.subarray(start));
        if (carry.length > MAX_LINE_BYTES) throw tooLong(file, lines);
      }
    }
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    // Only the file's own errors (open, read) are turned into ERR_TRACE; the callback's pass through.
    if (e instanceof LoopgovError || typeof err?.syscall !== 'string') throw e;
    throw traceIoError(err, file, 'read');
  } finally {
    stream?.destroy();
  }
  if (carry && carry.length > 0) {
    const p = onLine(decodeLine(carry));
    if (p instanceof Promise) await p;
    return { terminated: false, lines: lines + 1 };
  }
  return { terminated: true, lines };
}

function tooLong(file: string, line: number): LoopgovError {
  return new LoopgovError('ERR_TRACE', `${file}: line ${line} is longer than ${MAX_LINE_BYTES} bytes`, [
    { file, line: line + 1, message: 'line too long' },
  ]);
}

export interface VerifyTraceOptions extends Omit<ChainVerifierOptions, 'runId'> {
  /** Check every artifact against its recorded sha256 (default true; `--no-artifacts` sets false). */
  artifacts?: boolean;
}

// Every option, once: a key added to VerifyTraceOptions and not here fails to compile (and would be refused).
const VERIFY_TRACE_OPTIONS = Object.keys({
  checkpoint: true,
  checkpoints: true,
  merkle: true,
  onRecord: true,
  allowOpen: true,
  onArtifact: true,
  artifacts: true,
} satisfies Record<keyof VerifyTraceOptions, true>);

/** The chain report, plus how many distinct artifacts were checked (null when not asked to). */
export type TraceFileReport = ChainReport & { artifacts: { checked: number } | null };

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
export async function verifyTraceFile(
  traceDir: string,
  runId: string,
  opts: VerifyTraceOptions = {},
): Promise<TraceFileReport> {
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts))
    throw new LoopgovError('ERR_USAGE', `the options must be an object (got ${shownValue(opts)})`);
  refuseUnknownKeys(opts as Record<string, unknown>, VERIFY_TRACE_OPTIONS);
  const { artifacts: checkArtifacts = true, ...chainOpts } = opts;
  const paths = runPaths(traceDir, runId);
  const artifacts = checkArtifacts ? createArtifactChecker(paths.artifacts) : null;
  const v = createChainVerifier({
    ...chainOpts,
    runId,
    ...(artifacts ? { onArtifact: artifacts.check } : {}),
  });
  let report: ChainReport | undefined;
  try {
    const { terminated } = await forEachLine(paths.trace, (line) => v.push(line));
    report = v.end({ terminated });
  } catch (e) {
    if (e instanceof LoopgovError && e.message.includes('longer than')) {
      const line = e.problems[0]?.line ?? 1;
      report = v.end({ terminated: true });
      report = {
        ...report,
        ok: false,
        finding:
          report.finding?.index !== undefined && report.finding.index < line - 1
            ? report.finding
            : { index: line - 1, reason: 'unparsable', message: e.message },
      };
    } else throw e;
  }
  if (artifacts) report = artifacts.judge(report);
  return { ...report, artifacts: artifacts ? { checked: artifacts.checked } : null };
}

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
export function createArtifactChecker(dir: string) {
  const seen = new Set<string>();
  const state = { checked: 0, finding: null as ChainFinding | null };
  return {
    get checked() {
      return state.checked;
    },
    get finding() {
      return state.finding;
    },
    check(index: number, sha256: unknown, bytes?: unknown) {
      // Keyed by name and recorded size: a record giving another size for the same name is checked too.
      const key = `${String(sha256)} ${String(bytes)}`;
      if (state.finding || seen.has(key)) return;
      const c = readRecordedArtifact(dir, sha256, bytes);
      if (seen.size >= 10_000) seen.clear(); // memory stays bounded; a repeat is merely read again
      seen.add(key);
      if (c.ok) state.checked++;
      else state.finding = { index, reason: 'artifact', message: c.message };
    },
    judge(report: ChainReport): ChainReport {
      const bad = state.finding;
      if (bad && (report.finding === null || bad.index < report.finding.index))
        return { ...report, ok: false, finding: bad };
      return report;
    },
  };
}
