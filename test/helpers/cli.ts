// Two ways to run the CLI, with one result shape:
// - `runCli` / `openCli` call it in this process (`src/cli/program.ts`), each call with its own streams,
//   environment, working directory and signal source: most CLI tests use them, they are fast;
// - `spawnCli` runs the built `dist/cli.js` as a real child process, as a runner or CI would: for what
//   only a process shows (exit codes, signals, stdin closing, EPIPE, preloaded faults).
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import type { CliContext } from '../../src/cli/context.js';
import { runCli as runCliInProcess } from '../../src/cli/program.js';

export const CLI = resolve('dist/cli.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd?: string;
  input?: string | Uint8Array;
  env?: NodeJS.ProcessEnv;
}

/** Everything written to it, kept (and passed to `onText` as it comes). */
class Capture extends Writable {
  private chunks: Buffer[] = [];
  constructor(private readonly onText?: (text: string) => void) {
    super();
  }
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.chunks.push(chunk);
    this.onText?.(chunk.toString('utf8'));
    done();
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

function context(stdin: Readable, opts: CliOptions, onStdout?: (text: string) => void) {
  const stdout = new Capture(onStdout);
  const stderr = new Capture();
  const signals = new EventEmitter();
  const ctx: CliContext = {
    stdin,
    stdout,
    stderr,
    env: { ...process.env, ...opts.env },
    cwd: resolve(opts.cwd ?? process.cwd()),
    signals,
  };
  return { ctx, stdout, stderr, signals };
}

/** Runs the CLI in this process with `input` on its stdin (closed at the end of it, or at once). */
export async function runCli(args: string[], opts: CliOptions = {}): Promise<CliResult> {
  const stdin = Readable.from(opts.input ? [Buffer.from(opts.input)] : []);
  const { ctx, stdout, stderr } = context(stdin, opts);
  const code = await runCliInProcess(args, ctx);
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/**
 * The CLI in this process with a stdin kept open: `send` writes one JSON line and resolves with the next
 * stdout line, parsed; `signals` delivers SIGINT/SIGTERM to it; `exited` resolves with its exit code.
 */
export function openCli(args: string[], opts: Omit<CliOptions, 'input'> = {}) {
  const stdin = new PassThrough();
  const lines = lineReader();
  const { ctx, stdout, stderr, signals } = context(stdin, opts, lines.push);
  const exited = runCliInProcess(args, ctx);
  return {
    send: async (event: unknown) => {
      stdin.write(`${JSON.stringify(event)}\n`);
      return JSON.parse(await lines.next()) as Record<string, unknown>;
    },
    next: async () => JSON.parse(await lines.next()) as Record<string, unknown>,
    end: () => stdin.end(),
    signals,
    exited,
    stdout: () => stdout.text(),
    stderr: () => stderr.text(),
  };
}

/** Splits text pushed in pieces into lines; `next` waits for the next whole one. */
export function lineReader() {
  let buf = '';
  const queue: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  return {
    push(text: string) {
      buf += text;
      for (let i = buf.indexOf('\n'); i !== -1; i = buf.indexOf('\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        const w = waiters.shift();
        if (w) w(line);
        else queue.push(line);
      }
    },
    next: () => {
      const line = queue.shift();
      return line !== undefined ? Promise.resolve(line) : new Promise<string>((r) => waiters.push(r));
    },
  };
}

/** Runs the built `dist/cli.js` as a child process and waits for it. */
export function spawnCli(args: string[], opts: CliOptions = {}): CliResult {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: opts.cwd,
    input: opts.input,
    env: { ...process.env, ...opts.env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
