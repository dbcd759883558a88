// Runs the built CLI as a real child process, as a runner or CI would.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const CLI = resolve('dist/cli.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(
  args: string[],
  opts: { cwd?: string; input?: string; env?: NodeJS.ProcessEnv } = {},
): CliResult {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: opts.cwd,
    input: opts.input,
    env: { ...process.env, ...opts.env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `runCli` without blocking the event loop: for tests whose own HTTP server the CLI talks to. */
export function runCliAsync(
  args: string[],
  opts: { cwd?: string; input?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: opts.cwd,
      env: { ...process.env, ...opts.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.stdin.end(opts.input ?? '');
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}
