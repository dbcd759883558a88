/** Exit codes of every command (SPEC §8) and the one place errors become text for people. */
import type { Writable } from 'node:stream';
import { describeError, formatProblem, LoopgovError, unsaidProblems } from '../core/errors.js';

export const EXIT = { OK: 0, REJECTED: 1, USAGE: 2, HALT: 3, ESCALATE: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Prints an error on `stderr` without a stack trace (user errors) and returns its exit code. */
export function reportError(e: unknown, stderr: Writable): ExitCode {
  if (e instanceof LoopgovError) {
    stderr.write(`loopgov: ${describeError(e)}\n`);
    // Each fact once: a problem the message already says is not printed again under it.
    for (const p of unsaidProblems(e)) stderr.write(`  ${formatProblem(p)}\n`);
    return e.code === 'ERR_USAGE' ? EXIT.USAGE : EXIT.REJECTED;
  }
  // Not ours: a bug. Say so plainly; the stack helps whoever files the issue.
  stderr.write(`loopgov: internal error: ${(e as Error)?.stack ?? describeError(e)}\n`);
  return EXIT.REJECTED;
}

export function usage(message: string): LoopgovError {
  return new LoopgovError('ERR_USAGE', message);
}
