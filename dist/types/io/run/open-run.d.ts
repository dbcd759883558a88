import { type RunOptions } from '../../core/run/options.js';
import { type CheckpointOption } from './checkpoint-option.js';
import { type OpenedRun } from './governed-run.js';
import { type PolicySpec } from './load-policy.js';
export type { PolicySpec };
/**
 * The options of `openRun`, checked by `parseRunOptions` — the validator `loopgov run` uses for its flags
 * — plus `checkpoint` (checked for shape there; its key loaded and checked before the trace is opened).
 */
export interface OpenRunOptions extends RunOptions {
    /** Sign a checkpoint at every run_end (and escalation) and every N records (docs/decisions/065). */
    checkpoint?: CheckpointOption;
}
export type { OpenedRun };
/**
 * Opens a governed run. Options are checked first, exactly as `loopgov run` checks its flags: a bad one
 * (`profile: 'Prod'`, `level: 'l5'`, a short commit id, an unknown key, a `trustFile` that cannot be
 * read, in any profile, a `checkpoint.keyFile` that is no private signing key) throws `ERR_USAGE` before
 * anything is written — no trace, no run id used; a `clock` that gives no time (NaN, ±Infinity, out of a
 * Date's range) throws `ERR_CLOCK` then. Past that it never throws: a policy or trace problem comes back
 * as a run already ended (`outcome` and `refused` set to the HALT), recorded.
 *
 * @example
 * const run = await openRun({ runId: 'r1', project: 'demo', level: 'L2', profile: 'dev',
 *   policy: { kind: 'pinned', repo: '/srv/policies', commit }, traceDir: 'traces' });
 * if (run.refused) throw new Error(run.refused.detail);
 * const decision = await run.step(event);
 */
export declare function openRun(options: OpenRunOptions): Promise<OpenedRun>;
