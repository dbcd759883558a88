import type { Level, Profile } from '../../core/policy/types.js';
import type { Clock, CommandRunner } from '../../core/run/types.js';
import { type CheckpointOption } from './checkpoint-option.js';
import { type OpenedRun } from './governed-run.js';
import { type PolicySpec } from './load-policy.js';
export type { PolicySpec };
export interface OpenRunOptions {
    runId: string;
    project: string;
    level: Level;
    profile: Profile;
    policy: PolicySpec;
    traceDir: string;
    /** Where command gates run (default: the current directory). */
    workdir?: string;
    clock?: Clock;
    durability?: 'fsync' | 'none';
    /** Dev only, and only where the policy says `governance: optional`: gates, budget and convergence advise. */
    governanceOff?: boolean;
    runner?: CommandRunner;
    /** Sign a checkpoint at every run_end (and escalation) and every N records (docs/decisions/065). */
    checkpoint?: CheckpointOption;
    /** Overlap the group-commit barriers of many runs in one process (`loopgov serve`); see the store. */
    overlapSync?: boolean;
}
export type { OpenedRun };
/**
 * Opens a governed run. Never throws for a policy or trace problem: the run comes back ended (`outcome`
 * and `refused` set to the HALT) so that every caller handles one shape.
 *
 * @example
 * const run = await openRun({ runId: 'r1', project: 'demo', level: 'L2', profile: 'dev',
 *   policy: { kind: 'pinned', repo: '/srv/policies', commit }, traceDir: 'traces' });
 * if (run.refused) throw new Error(run.refused.detail);
 * const decision = await run.step(event);
 */
export declare function openRun(opts: OpenRunOptions): Promise<OpenedRun>;
