/**
 * The `CommandRunner` adapter: runs a command gate or success criterion with no shell, in the run's work
 * dir, with `LOOPGOV_ARTIFACT` set, in its own process group so a timeout — or the run being halted
 * (`req.signal`) — kills the whole tree. It never throws and never reports success for anything but a
 * clean exit 0.
 */
import { spawn } from 'node:child_process';
import { describeError } from '../../core/errors.js';
import type { CommandOutcome, CommandRequest, CommandRunner } from '../../core/run/types.js';
import { OutputCollector } from './output-summary.js';

/** How long a killed command's exit is waited for before its result is given anyway. */
const REAP_WAIT_MS = 2000;

/**
 * Runs one command to completion or timeout, in this process's environment.
 *
 * @example
 * const out = await spawnCommandRunner.run({ argv: ['npm', 'test'], cwd, artifactPath, timeoutSec: 60 });
 */
export const spawnCommandRunner: CommandRunner = { run: (req) => runCommand(req) };

/**
 * A runner whose commands get `env` (plus `LOOPGOV_ARTIFACT`) instead of this process's environment: for
 * a CLI invocation run inside another process.
 *
 * @example
 * const runner = createCommandRunner({ PATH: '/usr/bin', HOME: '/home/ci' });
 */
export function createCommandRunner(env: NodeJS.ProcessEnv): CommandRunner {
  return { run: (req) => runCommand(req, env) };
}

export function runCommand(
  req: CommandRequest,
  baseEnv: NodeJS.ProcessEnv = process.env,
): Promise<CommandOutcome> {
  return new Promise<CommandOutcome>((resolve) => {
    let settled = false;
    let timedOut = false;
    const output = new OutputCollector();
    const env: NodeJS.ProcessEnv = { ...baseEnv };
    // Never inherit an artifact path from the runner's own environment.
    delete env.LOOPGOV_ARTIFACT;
    if (req.artifactPath !== undefined) env.LOOPGOV_ARTIFACT = req.artifactPath;
    const [cmd, ...args] = req.argv;
    if (!cmd) {
      resolve({ exitCode: null, signal: null, timedOut: false, error: 'empty argv' });
      return;
    }
    if (req.signal?.aborted) {
      resolve({ exitCode: null, signal: null, timedOut: false, aborted: true });
      return;
    }
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(cmd, args, {
        cwd: req.cwd,
        env,
        shell: false,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        windowsHide: true,
      });
    } catch (e) {
      resolve({ exitCode: null, signal: null, timedOut: false, error: describeError(e) });
      return;
    }
    const killTree = () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // ESRCH: the group is already gone.
      }
    };
    child.stdout?.on('data', (chunk: Buffer) => output.write('stdout', chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.write('stderr', chunk));
    const finish = (outcome: CommandOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onAbort);
      // Grandchildren left behind (or holding our pipes open) die with the group.
      killTree();
      child.stdout?.destroy();
      child.stderr?.destroy();
      const outputTail = output.summary();
      const done = () => resolve(outputTail ? { ...outcome, outputTail } : outcome);
      // Killed (halted, timed out): answer once the child is dead and reaped — a process that then exits
      // at once (`loopgov run` after a signal) must not leave it behind — but never wait on it for long.
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return done();
      const bound = setTimeout(done, REAP_WAIT_MS);
      child.once('exit', () => {
        clearTimeout(bound);
        done();
      });
    };
    const timer = setTimeout(
      () => {
        timedOut = true;
        killTree();
        finish({ exitCode: null, signal: 'SIGKILL', timedOut: true });
      },
      Math.max(1, Math.round(req.timeoutSec * 1000)),
    );
    // Halted mid-step: the group dies now, not at `timeout_sec`.
    const onAbort = () => {
      killTree();
      finish({ exitCode: null, signal: 'SIGKILL', timedOut: false, aborted: true });
    };
    req.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (e) => finish({ exitCode: null, signal: null, timedOut, error: e.message }));
    child.on('exit', (code, signal) => finish({ exitCode: code, signal, timedOut }));
  });
}
