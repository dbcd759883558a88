import type { Level, Profile } from '../../core/policy/types.js';
import { type PolicyOrigin, type Run } from '../../core/run/evaluator.js';
import type { Clock, CommandRunner, Decision } from '../../core/run/types.js';
import { type PinRequest } from '../policy/pin.js';
/** Where the run's policy comes from. */
export type PolicySpec = ({
    kind: 'pinned';
} & Omit<PinRequest, 'profile'>)
/** A plain folder: profile dev only, audited as unpinned. */
 | {
    kind: 'dir';
    dir: string;
};
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
    /** Overlap the group-commit barriers of many runs in one process (`loopgov serve`); see the store. */
    overlapSync?: boolean;
}
/** A run from `openRun`; `refused` is set when it ended before its first step. */
export interface OpenedRun extends Run {
    readonly refused: Decision | null;
    /** Where the run's policy came from (commit, digest), as its `run_start` records it; null if refused. */
    readonly policy: PolicyOrigin | null;
}
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
