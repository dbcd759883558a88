/**
 * What one CLI invocation reads and writes through: its streams, environment, working directory and
 * signals. `src/cli/index.ts` builds the real one from `process`; tests and hosts pass their own, so
 * several invocations can run in one process at once without sharing anything.
 */
import { isAbsolute, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { LoopgovError } from '../core/errors.js';
import { assertReadableFile } from '../io/fs/file.js';
import type { ExitCode } from './exit.js';

export type StopSignal = 'SIGINT' | 'SIGTERM';

/** Where SIGINT and SIGTERM come from: `process`, or any event emitter a host or a test drives. */
export interface SignalSource {
  on(signal: StopSignal, listener: (signal: StopSignal) => void): unknown;
  once(signal: StopSignal, listener: (signal: StopSignal) => void): unknown;
  removeListener(signal: StopSignal, listener: (signal: StopSignal) => void): unknown;
}

export interface CliContext {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** `LOOPGOV_*` settings, the cache dir, and the environment of command gates and git. */
  env: NodeJS.ProcessEnv;
  /** Absolute; every relative path on the command line resolves against it. */
  cwd: string;
  signals: SignalSource;
}

/** A command's body: the invocation's context, then what commander parsed (positional arguments, options). */
export type CommandBody<A extends unknown[]> = (ctx: CliContext, ...args: A) => Promise<ExitCode>;

/**
 * Binds a command body to one invocation, as a commander action: the body gets the context and what
 * commander parsed (not its trailing `Command` argument); the body's exit code becomes the invocation's,
 * and an error it throws is reported on the invocation's stderr — and, when the command was given
 * `--json`, on its stdout as `{error: {code, message, problems?}}` too. Each command file gets one from
 * `runCli` (`registerXCommands(program, bind)`).
 */
export type BindCommand = <A extends unknown[]>(
  body: CommandBody<A>,
  options?: BindOptions,
) => (...args: [...A, unknown]) => Promise<void>;

export interface BindOptions {
  /**
   * What the command's `--json` report says when it fails before printing it, beside `error`: its
   * verdict as failed (`policy validate`: `{valid: false, violations: […]}`), so a program reading the
   * field it always reads is not left with nothing (docs/cli.md).
   */
  jsonFailure?: (e: LoopgovError) => Record<string, unknown>;
}

/** `path` as given on the command line, made absolute against the invocation's working directory. */
export function resolvePath(ctx: CliContext, path: string): string {
  return resolve(ctx.cwd, path);
}

/**
 * A file a flag names (`--key`, `--trust`, `--checkpoint`, `--token`), made absolute and checked up front:
 * one that cannot be read is a usage error naming the flag (exit 2), before anything else is done.
 *
 * @example
 * inputFile(ctx, 'trsut.yaml', '--trust') // throws ERR_USAGE: --trust /work/trsut.yaml: no such file
 */
export function inputFile(ctx: CliContext, path: string, flag: string): string {
  const abs = resolvePath(ctx, path);
  assertReadableFile(abs, flag);
  return abs;
}

/**
 * A repository argument that may be a path or a URL: a relative local path is made absolute; a URL,
 * `host:path`, or anything option-shaped is passed on as given (the pin's input check judges it).
 */
export function resolveRepoArg(ctx: CliContext, repo: string): string {
  if (repo === '' || isAbsolute(repo) || repo.startsWith('-') || repo.includes(':')) return repo;
  return resolve(ctx.cwd, repo);
}
