// A live `loopgov run` in another PID namespace on the same host name — the Kubernetes sidecar shape: a
// runner container and a serve container sharing the trace volume, one host name, two process tables —
// is live to serve, to `loopgov halt` and to the abandoned-run sweep, never "gone" because its pid is
// not in this process's table (decision 131). A real child under `unshare --user --pid --fork`.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { CLI, ROOT } from '../cli/run-fixtures.js';
import { ev, policyDir, readTrace, serve, tempDir, testPolicy } from './helpers.js';

const canUnshare =
  process.platform === 'linux' &&
  spawnSync('unshare', ['--user', '--map-root-user', '--pid', '--fork', 'true']).status === 0;

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const until = async (what: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.skipIf(!canUnshare)('a runner in another PID namespace on this host name', () => {
  it('is live to serve, to loopgov halt and to the sweep; its halt is acted on', async () => {
    const traceDir = tempDir();
    // The runner's pid inside its namespace must be one no process of ours has: the namespace's shell
    // spends pids up to `free`, so the runner gets the next one.
    let free = 600;
    while (running(free + 1) || running(free + 2)) free += 7;
    const script = `while :; do /bin/true & p=$!; wait $p; [ "$p" -ge ${free} ] && break; done; "$0" "$@"`;
    const runner = spawn(
      'unshare',
      [
        '--user',
        '--map-root-user',
        '--pid',
        '--fork',
        '--kill-child',
        'sh',
        '-c',
        script,
        process.execPath,
        CLI,
        'run',
        '--run-id',
        'live1',
        '--project',
        't',
        '--level',
        'L2',
        '--profile',
        'dev',
        '--trace-dir',
        traceDir,
        '--policy-dir',
        policyDir(testPolicy()),
      ],
      { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    runner.stdout.on('data', (c) => {
      out += c;
    });
    runner.stderr.on('data', (c) => {
      err += c;
    });
    const exited = new Promise((r) => runner.on('exit', r));
    try {
      const writerFile = join(traceDir, 'live1', 'writer.json');
      await until(() => {
        if (runner.exitCode !== null) throw new Error(`the runner exited: ${err}`);
        try {
          return JSON.parse(readFileSync(writerFile, 'utf8')).pid > 0;
        } catch {
          return false;
        }
      });
      const writer = JSON.parse(readFileSync(writerFile, 'utf8'));
      expect(writer.pid).toBeGreaterThan(free);
      expect(running(writer.pid)).toBe(false);
      expect(writer.pid_ns).toMatch(/^pid:\[\d+\]$/);

      const t = await serve({ traceDir, readOnly: true });
      const summary = (await t.call('/api/v1/runs/live1')).json;
      expect(summary.writer).toMatchObject({ state: 'live', close_with: null });
      expect(summary.writer.detail).toContain(`pid ${writer.pid} on ${writer.host} in another process table`);
      expect(summary.writer.detail).toMatch(/is heartbeating \(silent for \d+s\)$/);

      // A sweeping serve whose idle limit has long passed leaves it open: its heartbeat says it lives.
      const aged = new Date(Date.now() - 3_600_000);
      utimesSync(join(traceDir, 'live1', 'trace.jsonl'), aged, aged);
      await serve({ traceDir, limits: { idleRunMs: 100 } });
      await new Promise((r) => setTimeout(r, 600));
      expect(readTrace(traceDir, 'live1').map((r) => r.type)).toEqual(['run_start']);

      const halt = await runCli(
        ['halt', '--trace-dir', traceDir, '--run-id', 'live1', '--by', 'ops', '--reason', 'test'],
        { cwd: ROOT },
      );
      expect(halt.code).toBe(0);
      expect(halt.stdout).toContain('its next step is HALT (human)');
      expect(halt.stdout).not.toContain('no runner holds it');

      runner.stdin.write(`${JSON.stringify(ev(1))}\n`);
      await until(() => out.includes('\n'));
      expect(JSON.parse(out.split('\n')[0]!)).toMatchObject({ decision: 'HALT', reason: 'human' });
      await exited;
    } finally {
      runner.kill('SIGKILL');
    }
  }, 30_000);
});
