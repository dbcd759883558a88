/**
 * The I/O twin of `evaluateGates`: runs a policy's gates (or success criteria) on one stored artifact with
 * real processes. `loopgov trace replay` calls it with the recorded gates and artifacts.
 */
import { evaluateGates } from '../../core/run/gates.js';
import type { Gate } from '../../core/policy/types.js';
import type { CommandRunner, GateReport } from '../../core/run/types.js';
import { spawnCommandRunner } from './command-runner.js';

export interface RunGatesReport {
  verdict: 'PASS' | 'FAIL' | 'DENY';
  results: GateReport['results'];
}

/**
 * Runs every gate on `artifact`. `artifact.path` is what command gates see as `LOOPGOV_ARTIFACT`.
 * Never throws for a failing or broken gate: that is a FAIL (or DENY) result.
 *
 * @example
 * const { verdict, results } = await runGates(policy.gates, { path, bytes }, { workdir: process.cwd() });
 */
export async function runGates(
  gates: Gate[],
  artifact: { path: string; bytes: Uint8Array },
  opts: { workdir: string; runner?: CommandRunner },
): Promise<RunGatesReport> {
  const report = await evaluateGates(gates, artifact, {
    runner: opts.runner ?? spawnCommandRunner,
    workdir: opts.workdir,
  });
  return { verdict: report.verdict === 'SKIP' ? 'PASS' : report.verdict, results: report.results };
}
