/**
 * A run that may not start (policy unavailable, level not allowed, prod without approval): HALT before
 * the first step, recorded as `run_start` + `run_end` when a trace store could be opened.
 */
import { describeError } from '../errors.js';
import type { Level, Profile } from '../policy/types.js';
import { headOf, type TraceStore } from '../trace/types.js';
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
export async function refuseRun(
  store: TraceStore | null,
  r: Refusal,
  clock: CheckedClock,
): Promise<Decision> {
  // Written whatever the clock does: a clock that fails now dates it with its last time, and is said —
  // once: a run refused because its clock failed already says so, in the same words.
  const { now, failure } = clock.nowOrLast();
  const at = new Date(now).toISOString();
  const failed = failure ? describeError(failure) : null;
  const detail = failed && !r.detail.includes(failed) ? `${r.detail}; ${failed}` : r.detail;
  const reason = failure ? 'fail_closed' : r.reason;
  const d: Decision = {
    run_id: r.runId,
    step: null,
    attempt: 1,
    decision: 'HALT',
    reason,
    detail,
    gate: { verdict: 'SKIP', results: [] },
    convergence: null,
    budget: null,
    correction_hint: null,
    trace: null,
    provenance: {
      source: 'none',
      artifact_path: null,
      commit: typeof r.policy.commit === 'string' ? r.policy.commit : null,
      run_at: at,
      verified: false,
    },
    governance: 'required',
  };
  if (!store) return d;
  try {
    await store.append({
      type: 'run_start',
      run_id: r.runId,
      at,
      project: r.project,
      level: r.level,
      profile: r.profile,
      governance: 'required',
      policy: { ...r.policy, error: detail },
      effective: null,
    });
    const end = await store.append({
      type: 'run_end',
      run_id: r.runId,
      at,
      decision: 'HALT',
      reason,
      detail,
      step: null,
    });
    d.trace = headOf(end);
  } catch (e) {
    d.detail = `${detail}; trace not written: ${describeError(e)}`;
  } finally {
    await store.close().catch(() => undefined);
  }
  return d;
}
