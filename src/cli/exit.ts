/** Exit codes of every command (SPEC §8) and the one place errors become text for people. */
import type { Writable } from 'node:stream';
import { describeError, errorJson, formatProblem, LoopgovError, unsaidProblems } from '../core/errors.js';
import { printJson, writeText } from './output.js';

// 130 (128 + SIGINT), as for any command a Ctrl-C ends (index.ts): the user stopped it, nothing done.
export const EXIT = { OK: 0, REJECTED: 1, USAGE: 2, HALT: 3, ESCALATE: 4, INTERRUPTED: 130 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Prints an error on `stderr` without a stack trace (user errors) and returns its exit code. */
export function reportError(e: unknown, stderr: Writable): ExitCode {
  if (e instanceof LoopgovError) {
    writeText(stderr, `loopgov: ${describeError(e)}\n`);
    // Each fact once: a problem the message already says is not printed again under it.
    for (const p of unsaidProblems(e)) writeText(stderr, `  ${formatProblem(p)}\n`);
    return e.code === 'ERR_USAGE' ? EXIT.USAGE : EXIT.REJECTED;
  }
  // Not ours: a bug. Say so plainly; the stack helps whoever files the issue.
  writeText(stderr, `loopgov: internal error: ${(e as Error)?.stack ?? describeError(e)}\n`);
  return EXIT.REJECTED;
}

/**
 * A failure under `--json` (docs/cli.md): the error as JSON on stdout, `{error: {code, message,
 * problems?}}` after what `report` says (the command's verdict as failed), then the text on stderr as
 * always. Returns the exit code, the same as without `--json`.
 *
 * @example
 * if (o.json) return reportJsonFailure(e, ctx, { valid: false });
 */
export function reportJsonFailure(
  e: unknown,
  streams: { stdout: Writable; stderr: Writable },
  report: Record<string, unknown> = {},
): ExitCode {
  printJson(streams.stdout, { ...report, ...errorJson(e) });
  return reportError(e, streams.stderr);
}

export function usage(message: string): LoopgovError {
  return new LoopgovError('ERR_USAGE', message);
}
