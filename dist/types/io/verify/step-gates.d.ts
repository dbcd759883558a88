import type { Gate } from '../../core/policy/types.js';
import type { CommandRunner, GateReport } from '../../core/run/types.js';
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
export declare function runGates(gates: Gate[], artifact: {
    path: string;
    bytes: Uint8Array;
}, opts: {
    workdir: string;
    runner?: CommandRunner;
}): Promise<RunGatesReport>;
