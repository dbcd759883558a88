/**
 * Reading traces from disk in constant memory: a newline-only line splitter over a file stream (no
 * `\r` handling: a record never contains a raw CR, so one is part of the line and breaks its hash),
 * the streaming `verifyTraceFile`, and where a run's files are.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { type ChainReport, type ChainVerifierOptions, createChainVerifier } from '../../core/trace/verify.js';

/** A line longer than this is refused rather than buffered: memory stays bounded on hostile input. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Throws `ERR_TRACE` unless `runId` is a safe single path segment. */
export function assertRunId(runId: string): void {
  if (!RUN_ID.test(runId) || runId.includes('..')) {
    throw new LoopgovError(
      'ERR_TRACE',
      `bad run id ${JSON.stringify(runId)}: use 1-128 of A-Z a-z 0-9 . _ - , starting with a letter or digit`,
    );
  }
}

/** The files of one run. */
export function runPaths(traceDir: string, runId: string) {
  assertRunId(runId);
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
 * to whether the file ended with a newline. Memory: one read chunk plus the longest line. When `onLine`
 * returns a promise, the next line waits for it (an asynchronous consumer stays in bounded memory too).
 */
export async function forEachLine(
  file: string,
  onLine: (line: string) => void | Promise<void>,
  chunkBytes = 1 << 20,
): Promise<{ terminated: boolean; lines: number }> {
  let carry: Buffer | null = null;
  let lines = 0;
  const stream = createReadStream(file, { highWaterMark: chunkBytes });
  try {
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
        const p = onLine(Buffer.concat([carry, chunk.subarray(0, nl)]).toString('utf8'));
        if (p) await p;
        lines++;
        carry = null;
        start = nl + 1;
      }
      for (;;) {
        const nl = buf.indexOf(10, start);
        if (nl < 0) break;
        const p = onLine(buf.toString('utf8', start, nl));
        if (p) await p;
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
    throw new LoopgovError('ERR_TRACE', `cannot read ${file}: ${err.code ?? ''} ${err.message}`.trim(), [
      { file, message: `${err.syscall ?? 'read'} failed: ${err.code ?? err.message}` },
    ]);
  } finally {
    stream.destroy();
  }
  if (carry && carry.length > 0) {
    await onLine(carry.toString('utf8'));
    return { terminated: false, lines: lines + 1 };
  }
  return { terminated: true, lines };
}

function tooLong(file: string, line: number): LoopgovError {
  return new LoopgovError('ERR_TRACE', `${file}: line ${line} is longer than ${MAX_LINE_BYTES} bytes`, [
    { file, line: line + 1, message: 'line too long' },
  ]);
}

/**
 * Verifies `<traceDir>/<runId>/trace.jsonl` in one streaming pass.
 *
 * @example
 * const report = await verifyTraceFile('traces', 'r1');
 * if (!report.ok) console.log(report.finding);
 */
export async function verifyTraceFile(
  traceDir: string,
  runId: string,
  opts: Omit<ChainVerifierOptions, 'runId'> = {},
): Promise<ChainReport> {
  const { trace } = runPaths(traceDir, runId);
  const v = createChainVerifier({ ...opts, runId });
  let report: ChainReport | undefined;
  try {
    const { terminated } = await forEachLine(trace, (line) => v.push(line));
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
  return report;
}
