import type { Run, RunSetup } from './run-contract.js';
export type { PolicyOrigin, Run, RunSetup, StepOptions } from './run-contract.js';
/**
 * Starts a run: writes `run_start` and returns the evaluator.
 *
 * @example
 * const run = await startRun(setup);
 * const d = await run.step({ step: 1, intent: 'fix', action: 'edit', tool: 'fs', inputs_ref: 'x',
 *   tokens: 10, cost_usd: 0, progress: 0.1, artifact: 'diff…', claims_done: false });
 */
export declare function startRun(setup: RunSetup): Promise<Run>;
