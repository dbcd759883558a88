/** Exit codes of every command (SPEC §8) and the one place errors become text for people. */
import { formatProblem, LoopgovError } from '../core/errors.js';

export const EXIT = { OK: 0, REJECTED: 1, USAGE: 2, HALT: 3, ESCALATE: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Prints an error without a stack trace (user errors) and returns its exit code. */
export function reportError(
  e: unknown,
  write: (s: string) => void = (s) => process.stderr.write(s),
): ExitCode {
  if (e instanceof LoopgovError) {
    write(`loopgov: ${e.code}: ${e.message}\n`);
    for (const p of e.problems) write(`  ${formatProblem(p)}\n`);
    return e.code === 'ERR_USAGE' ? EXIT.USAGE : EXIT.REJECTED;
  }
  // Not ours: a bug. Say so plainly; the stack helps whoever files the issue.
  write(`loopgov: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
  return EXIT.REJECTED;
}

export function usage(message: string): LoopgovError {
  return new LoopgovError('ERR_USAGE', message);
}

/** Wraps a command body so that it yields an exit code and never throws past the CLI. */
export type Run = <A extends unknown[]>(
  body: (...args: A) => Promise<ExitCode>,
) => (...args: A) => Promise<void>;
