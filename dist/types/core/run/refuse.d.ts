import type { Level, Profile } from '../policy/types.js';
import { type TraceStore } from '../trace/types.js';
import type { CheckedClock } from './checked-clock.js';
import type { Decision, Reason } from './types.js';
export interface Refusal {
    runId: string;
    project: string;
    level: Level | string;
    profile: Profile | string;
    reason: Reason;
    detail: string;
    /** What is known of the policy's origin (repo, commit) even though it could not be used. */
    policy: Record<string, unknown>;
}
/**
 * Records the refusal (best effort: an unwritable trace is said in `detail`) and returns the HALT decision.
 *
 * @example
 * const d = await refuseRun(store, { runId, project, level, profile, reason: 'policy_unavailable', detail, policy: {} }, checkedClock(clock));
 */
export declare function refuseRun(store: TraceStore | null, r: Refusal, clock: CheckedClock): Promise<Decision>;
