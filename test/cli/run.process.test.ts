// `loopgov run` end to end as a real child process (`node dist/cli.js`), for what only a process shows:
// its exit status, signals, stdin closing, a reader that goes away (EPIPE), and a second process
// halting it. Everything else about `loopgov run` is tested in process (run.test.ts).
import { describe, expect, it } from 'vitest';
import { spawnCli } from '../helpers/cli.js';
import {
  ev,
  lines,
  policyDir,
  readTrace,
  spawnLoopgov,
  spawnOpenLoopgov,
  tempDir,
  testPolicy,
} from './run-fixtures.js';

const flags = (runId: string, traceDir: string, policy = testPolicy()) => [
  ...['--run-id', runId, '--project', 't', '--level', 'L2', '--profile', 'dev'],
  ...['--trace-dir', traceDir, '--policy-dir', policyDir(policy)],
];

describe('loopgov run as a process', () => {
  it('stdin closing at once: HALT incomplete, recorded', () => {
    const traceDir = tempDir();
    const r = spawnLoopgov([...flags('r1', traceDir), '--durability', 'none'], '');
    expect(r.code).toBe(3);
    expect(r.decisions).toEqual([expect.objectContaining({ decision: 'HALT', reason: 'incomplete' })]);
    expect(readTrace(traceDir, 'r1').map((t) => t.type)).toEqual(['run_start', 'run_end']);
  });

  it.each([
    ['DONE', [ev(1), ev(2, { artifact: 'good', claims_done: true })], [], 0],
    ['ESCALATE', Array.from({ length: 5 }, (_, i) => ev(i + 1, { action: 'A', inputs_ref: 'x' })), [], 4],
    ['HALT', Array.from({ length: 10 }, (_, i) => ev(i + 1)), [], 3],
    ['a usage error', [ev(1)], ['--governance', 'maybe'], 2],
  ])('exit status for %s', (_name, events, extra, code) => {
    const r = spawnLoopgov([...flags('x1', tempDir()), ...extra], lines(events));
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(r.code).toBe(code);
  });

  it('loopgov halt: the next step is HALT (human), recorded', async () => {
    const traceDir = tempDir();
    const child = spawnOpenLoopgov(flags('h1', traceDir));
    expect(await child.send(ev(1))).toMatchObject({ decision: 'CONTINUE' });
    const h = spawnCli([
      ...['halt', '--trace-dir', traceDir, '--run-id', 'h1'],
      ...['--by', 'alice', '--reason', 'looks wrong'],
    ]);
    expect(h.code).toBe(0);
    expect(await child.send(ev(2))).toMatchObject({
      decision: 'HALT',
      reason: 'human',
      detail: 'halted by alice: looks wrong',
    });
    expect(await child.exited).toBe(3);
    const trace = readTrace(traceDir, 'h1');
    expect(trace.map((t) => t.type)).toEqual([
      'run_start',
      'iteration',
      'halt_request',
      'iteration',
      'run_end',
    ]);
    // An ended run is not halted again: exit 1, nothing appended.
    const again = spawnCli(['halt', '--trace-dir', traceDir, '--run-id', 'h1', '--by', 'a', '--reason', 'b']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already ended \(HALT \(human\)\)/);
    expect(readTrace(traceDir, 'h1')).toHaveLength(trace.length);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s while waiting for input: one HALT (signal) line, recorded, exit 3',
    async (signal) => {
      const traceDir = tempDir();
      const child = spawnOpenLoopgov(flags('s1', traceDir));
      expect(await child.send(ev(1))).toMatchObject({ decision: 'CONTINUE' });
      child.child.kill(signal);
      expect(await child.next()).toMatchObject({
        decision: 'HALT',
        reason: 'signal',
        detail: `loopgov run received ${signal}`,
      });
      expect(await child.exited).toBe(3);
      expect(child.stderr()).not.toMatch(/internal error|\n\s+at /);
      const trace = readTrace(traceDir, 's1');
      expect(trace.map((t) => t.type)).toEqual(['run_start', 'iteration', 'run_end']);
      expect(trace.at(-1)).toMatchObject({ reason: 'signal', detail: `loopgov run received ${signal}` });
    },
  );

  it('a reader that goes away (EPIPE): no crash; the run ends HALT (incomplete), recorded, and reads no more', async () => {
    const traceDir = tempDir();
    const child = spawnOpenLoopgov(flags('p1', traceDir));
    expect(await child.send(ev(1))).toMatchObject({ decision: 'CONTINUE' });
    child.child.stdout.destroy(); // our end of the pipe: the run's next write fails with EPIPE
    child.child.stdin.on('error', () => undefined); // the run stops reading: our pipe may break too
    child.child.stdin.write(lines([ev(2)]));
    // Ended by the gone reader alone: stdin is still open, and nothing after step 2 is decided.
    expect(await child.exited).toBe(3);
    expect(child.stderr()).not.toMatch(/internal error|\n\s+at /);
    expect(child.stderr()).toContain(
      'loopgov: stdout closed (EPIPE): nobody reads the decisions: HALT (incomplete)\n',
    );
    const trace = readTrace(traceDir, 'p1');
    expect(trace.filter((t) => t.type === 'iteration').map((t) => t.step)).toEqual([1, 2]);
    expect(trace.at(-1)).toMatchObject({
      type: 'run_end',
      decision: 'HALT',
      reason: 'incomplete',
      detail: 'stdout closed (EPIPE): nobody reads the decisions',
    });
  });
});
