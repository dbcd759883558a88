// Shared by the adapter tests: a real dev policy in a temp folder, a real trace dir, and a check that the
// run's trace verifies end to end (chain and artifacts).
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import type { OpenedRun } from '../../src/io/run/open-run.js';
import { openRun } from '../../src/io/run/open-run.js';
import { verifyTraceFile } from '../../src/io/trace/read.js';
import { CLI, policyDir, readTrace, tempDir } from '../cli/run-fixtures.js';

/** The answer the success criterion accepts (the artifact of a done-claim must be exactly this). */
export const ANSWER = 'the answer is 42';

/**
 * A loop policy for the adapters: 5 steps, a 2 000-byte size gate (FAIL), an injection gate (DENY), stall
 * after 3 repeats (ESCALATE), and a success criterion that runs a real command on the stored artifact.
 */
export function adapterPolicy(budget?: string): string {
  return policyDir(adapterPolicyYaml(budget));
}

/** The same loop policy as YAML (for a pinned policy repository). */
export function adapterPolicyYaml(
  budget = '{max_steps: 5, max_tokens: 100000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}',
): string {
  const check = `process.exit(require('fs').readFileSync(process.env.LOOPGOV_ARTIFACT,'utf8')==='${ANSWER}'?0:1)`;
  return `apiVersion: loopgov/v1
kind: LoopPolicy
defaults:
  budget: ${budget}
  on_exceed: halt
  max_delegation_level: L3
  convergence: {oscillation_repeat: 3, thrash_window: 6, no_progress_window: 4, on_stall: escalate}
  gates:
    - {id: deny-injection, kind: deny-patterns, on_match: DENY, patterns: [{regex: "ignore (all )?previous instructions", flags: i}]}
    - {id: size, kind: max-bytes, max: 2000}
  success_criteria:
    - {id: answer-check, kind: command, argv: [${JSON.stringify(process.execPath)}, -e, "${check}"], timeout_sec: 20}
profiles:
  dev: {governance: optional}
`;
}

let n = 0;

/** Opens a real governed run (profile dev, `{kind: 'dir'}` policy) with its own trace dir. */
export async function openAdapterRun(
  budget?: string,
): Promise<{ run: OpenedRun; traceDir: string; runId: string }> {
  const traceDir = tempDir('loopgov-adapter-');
  const runId = `adapter-${process.pid}-${++n}`;
  const run = await openRun({
    runId,
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: adapterPolicy(budget) },
    traceDir,
    durability: 'none',
  });
  expect(run.refused).toBeNull();
  return { run, traceDir, runId };
}

/** The run's trace verifies (hash chain, run_end, artifacts) and holds one iteration per decision. */
export async function expectTraceVerifies(
  traceDir: string,
  runId: string,
  iterations: number,
): Promise<void> {
  const report = await verifyTraceFile(traceDir, runId);
  expect(report.finding).toBeNull();
  expect(report).toMatchObject({ ok: true, ended: true });
  expect(readTrace(traceDir, runId).filter((r) => r.type === 'iteration')).toHaveLength(iterations);
  const cli = spawnSync(
    process.execPath,
    [CLI, 'trace', 'verify', '--trace-dir', traceDir, '--run-id', runId],
    {
      encoding: 'utf8',
    },
  );
  expect(cli.status, cli.stdout + cli.stderr).toBe(0);
}
