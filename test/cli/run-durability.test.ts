// `loopgov run` with durability fsync and group commit, as a real child process (`node --import <fault>
// dist/cli.js`): a decision never reaches stdout before its record is durable, and a failed fdatasync
// (injected into the process at the syscall boundary) ends the run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { CLI, ev, lines, policyDir, readTrace, ROOT, tempDir, testPolicy } from './run-fixtures.js';

const FAULT = resolve('test/cli/fixtures/fdatasync-fault.mjs');
const WRITE_FAULT = resolve('test/cli/fixtures/trace-write-fault.mjs');
const policy = testPolicy({
  budget:
    '{max_steps: 200, max_tokens: 100000, max_wall_clock_sec: 600, max_cost_usd: 10, max_corrections_per_step: 2}',
});

function run(input: string, env: NodeJS.ProcessEnv, fault = FAULT) {
  const traceDir = tempDir();
  const args = [
    ...['--import', fault, CLI, 'run', '--run-id', 'r1', '--project', 't', '--level', 'L2'],
    ...['--profile', 'dev', '--trace-dir', traceDir, '--policy-dir', policyDir(policy)],
    ...['--durability', 'fsync'],
  ];
  const r = spawnSync(process.execPath, args, {
    input,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 120_000,
    cwd: ROOT,
  });
  const decisions = r.stdout
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { code: r.status, stderr: r.stderr, decisions, traceDir };
}

const batch = (n: number) =>
  lines(Array.from({ length: n }, (_, i) => ev(i + 1, { artifact: `draft ${i + 1}` })));

describe('loopgov run: group commit (durability fsync)', () => {
  it('a failed fdatasync at the barrier: no decision of the unsynced batch is printed, HALT fail_closed', () => {
    // run_start's fdatasync succeeds; every later one fails with EIO.
    const r = run(batch(20), { LOOPGOV_TEST_FDATASYNC_OK: '1' });
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(r.code).toBe(3);
    expect(r.decisions).toHaveLength(1);
    expect(r.decisions[0]).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(String(r.decisions[0]?.detail)).toMatch(/trace\.jsonl: fdatasync failed with EIO/);
    // Said on stderr too, as every HALT that is no verdict on the agent is.
    expect(r.stderr).toContain(`loopgov: run r1: HALT (fail_closed): ${r.decisions[0]?.detail}\n`);
    expect(r.decisions.some((d) => d.decision === 'CONTINUE')).toBe(false);
    // The records were written (the page cache has them) but never made durable: none was reported.
    expect(readTrace(r.traceDir, 'r1').filter((t) => t.type === 'iteration').length).toBeGreaterThan(0);
  });

  it('a full disk under the trace: HALT fail_closed on stdout and stderr, the ENOSPC said once', () => {
    // run_start is written; then every write to trace.jsonl fails with ENOSPC.
    const r = run(batch(40), { LOOPGOV_TEST_TRACE_WRITES_OK: '1' }, WRITE_FAULT);
    expect(r.code).toBe(3);
    const last = r.decisions.at(-1);
    expect(last).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    const detail = String(last?.detail);
    expect(detail).toMatch(/^ERR_TRACE: cannot append to .*trace\.jsonl: write failed with ENOSPC/);
    expect(detail.split('ENOSPC')).toHaveLength(2);
    expect(detail).toContain('; the run_end was not written either');
    expect(r.stderr).toBe(`loopgov: run r1: HALT (fail_closed): ${detail}\n`);
  });

  it('200 steps piped at once: every decision printed, the trace verifies with all 200, far fewer fdatasyncs', async () => {
    const r = run(batch(200), { LOOPGOV_TEST_FDATASYNC_COUNT: '1' });
    // max_steps 200 (the org ceiling): step 200 is the terminal HALT, inside the deferred batch.
    expect(r.code).toBe(3);
    expect(r.decisions).toHaveLength(200);
    expect(r.decisions.slice(0, 199).every((d) => d.decision === 'CONTINUE')).toBe(true);
    expect(r.decisions.at(-1)).toMatchObject({ decision: 'HALT', reason: 'budget.max_steps', step: 200 });
    const trace = readTrace(r.traceDir, 'r1');
    const iterations = trace.filter((t) => t.type === 'iteration');
    expect(iterations.map((t) => t.step)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(trace.at(-1)).toMatchObject({ type: 'run_end', reason: 'budget.max_steps' });
    expect(readdirSync(join(r.traceDir, 'r1', 'artifacts')).filter((f) => !f.startsWith('.'))).toHaveLength(
      200,
    );
    const verify = await runCli(['trace', 'verify', '--trace-dir', r.traceDir, '--run-id', 'r1']);
    expect(verify.code).toBe(0);
    // One barrier per batch of buffered input, not one fdatasync per record.
    const calls = Number(/fdatasync calls: (\d+)/.exec(r.stderr)?.[1]);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThan(100);
  });
});
