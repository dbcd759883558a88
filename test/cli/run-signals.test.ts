// REDTEAM round 2: SIGINT / SIGTERM while a command gate runs, and a second signal right after. Real
// processes: `loopgov run` as a child, a gate that sleeps with a grandchild of its own. The outcome: HALT
// (`signal`) recorded at once, the gate's process group killed, one decision printed, the chain whole.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRunning } from '../helpers/process.js';
import { CLI, ev, policyDir, readTrace, ROOT, tempDir, testPolicy } from './run-fixtures.js';

/** Resolves once `file` exists (the gate has started and said its pids). */
async function appeared(file: string): Promise<void> {
  while (!existsSync(file) || readFileSync(file, 'utf8').split('\n').filter(Boolean).length < 2)
    await new Promise((r) => setTimeout(r, 10));
}

function sleepingGatePolicy(pids: string): string {
  // The gate: a shell that starts a grandchild, writes both pids, and waits far longer than any test.
  const script = `sleep 300 & echo $! > ${pids}.tmp; echo $$ >> ${pids}.tmp; mv ${pids}.tmp ${pids}; wait`;
  return testPolicy({
    gates: `    - {id: slow-tests, kind: command, argv: [sh, -c, ${JSON.stringify(script)}], timeout_sec: 600}`,
  });
}

function startRun(traceDir: string, dir: string) {
  const child = spawn(
    process.execPath,
    [CLI, 'run', '--run-id', 's1', '--project', 't', '--level', 'L2', '--profile', 'dev'].concat([
      '--trace-dir',
      traceDir,
      '--policy-dir',
      dir,
      '--durability',
      'fsync',
    ]),
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => {
    stdout += c;
  });
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe('signals while a command gate runs', () => {
  it.each([
    ['SIGTERM', ['SIGTERM']],
    ['SIGINT', ['SIGINT']],
    ['SIGTERM, then SIGINT right after', ['SIGTERM', 'SIGINT']],
    ['SIGINT twice (Ctrl-C, Ctrl-C)', ['SIGINT', 'SIGINT']],
  ] as const)(
    '%s: HALT (signal) at once, the group killed, one decision, the chain whole',
    async (_name, signals) => {
      const work = tempDir();
      const pids = join(work, 'gate.pids');
      const traceDir = join(work, 'traces');
      const run = startRun(traceDir, policyDir(sleepingGatePolicy(pids)));
      run.child.stdin.write(`${JSON.stringify(ev(1, { artifact: 'draft' }))}\n`);
      await appeared(pids);
      const [grandchild, gate] = readFileSync(pids, 'utf8').trim().split('\n').map(Number) as [
        number,
        number,
      ];
      expect(isRunning(gate) && isRunning(grandchild)).toBe(true);
      run.child.kill(signals[0]);
      if (signals[1] === signals[0]) {
        // The kernel merges a signal into a pending one of its kind: send the second once the first is seen.
        while (!run.err().includes('ending the run')) await new Promise((r) => setTimeout(r, 5));
      }
      if (signals[1]) run.child.kill(signals[1]);
      const code = await run.exited;

      expect(code, run.err()).toBe(3);
      const lines = run.out().split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      const d = JSON.parse(lines[0]!);
      expect(d).toMatchObject({
        step: 1,
        decision: 'HALT',
        reason: 'signal',
        // Two different signals pending at once arrive in the kernel's order, not the sender's.
        detail: expect.stringMatching(new RegExp(`^loopgov run received (${signals.join('|')})$`)),
      });
      expect(d.gate.results.find((r: { id: string }) => r.id === 'slow-tests')).toMatchObject({
        verdict: 'FAIL',
        detail: 'stopped: the run was halted (process group killed)',
      });
      // The gate's whole process group is gone, its grandchild included.
      // SIGKILL to the group is sent at once; on a loaded machine a killed process needs a turn to die.
      await expect.poll(() => isRunning(gate), { timeout: 5000 }).toBe(false);
      await expect.poll(() => isRunning(grandchild), { timeout: 5000 }).toBe(false);
      expect(run.err()).toContain(
        `loopgov: ${d.detail.replace('loopgov run received ', '')}: ending the run as HALT (signal)`,
      );
      // Two signals pending at once are both delivered while it stops: the second is said and ignored.
      if (signals[1] && signals[1] !== signals[0])
        expect(run.err()).toMatch(/again: already stopping; the HALT is being recorded/);
      expect(run.err()).not.toMatch(/\n\s+at /);

      const trace = readTrace(traceDir, 's1');
      expect(trace.map((r) => [r.type, r.reason ?? null])).toEqual([
        ['run_start', null],
        ['iteration', 'signal'],
        ['run_end', 'signal'],
      ]);
      const verify = spawnSync(process.execPath, [
        CLI,
        'trace',
        'verify',
        '--trace-dir',
        traceDir,
        '--run-id',
        's1',
      ]);
      expect(verify.status, String(verify.stdout)).toBe(0);
    },
  );

  it('a signal while waiting for the next event: HALT (signal), recorded, the one line after the last step', async () => {
    const work = tempDir();
    const traceDir = join(work, 'traces');
    const run = startRun(traceDir, policyDir(testPolicy()));
    run.child.stdin.write(`${JSON.stringify(ev(1))}\n`);
    while (!run.out().includes('\n')) await new Promise((r) => setTimeout(r, 10));
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(3);
    const ds = run
      .out()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(ds.map((d) => [d.step, d.decision, d.reason])).toEqual([
      [1, 'CONTINUE', 'ok'],
      [1, 'HALT', 'signal'],
    ]);
    expect(readTrace(traceDir, 's1').map((r) => r.type)).toEqual(['run_start', 'iteration', 'run_end']);
  });
});
