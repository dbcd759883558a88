/**
 * What a person's answer to an escalation lets a run go on under (SPEC §4.4, docs/decisions/125): the
 * policy it started under with the limits the answer gives — `max_corrections_per_step` as much as
 * `max_steps` — provided the run has room under every one of them (docs/decisions/115). The runtime's
 * continuation and the counterfactual replay both go on through this, so the replay applies an answer
 * exactly as the runtime does. Pure.
 */
import { grantable } from '../policy/grant.js';
import type { Budget, EffectivePolicy } from '../policy/types.js';
import { type BudgetTotals, noRoomUnder } from './budget.js';

export interface ContinuationFacts {
  runId: string;
  /** The usage the run goes on from, and its running time at the last iteration (seconds). */
  used: BudgetTotals;
  elapsedSec: number;
  /** The org ceiling's budget (null: none known, so nothing may be granted). */
  ceiling: Budget | null;
  /** Governance off: the limits only advise, so a used-up one does not stop the answer. */
  governanceOff: boolean;
}

/** The policy the run goes on under, or why the answer is refused. */
export type Continuation = { policy: EffectivePolicy } | { refused: string };

/**
 * The run goes on under `effective` with `limits` (the policy's own, raised by every grant accepted so
 * far, this answer's included) — or, when a limit its usage has used up stays used up, it does not.
 *
 * @example
 * const c = continuationUnder(effective, v.limits, { runId, used, elapsedSec, ceiling, governanceOff: false });
 * if ('refused' in c) refuse(c.refused); else startRun({ ..., effective: c.policy });
 */
export function continuationUnder(
  effective: EffectivePolicy,
  limits: Budget,
  f: ContinuationFacts,
): Continuation {
  const full = f.governanceOff ? null : noRoomLeft(f.runId, limits, f.used, f.elapsedSec, f.ceiling);
  return full ? { refused: full } : { policy: { ...effective, budget: limits } };
}

/**
 * Why an answer that goes on would leave the run no room (docs/decisions/115): a limit its usage has
 * already used up stays used up under the `limits` the answer gives, so its next step would be past it.
 * Names each such limit, its usage, and the grant the answer needed — or that the ceiling leaves none,
 * so the run can only be halted. Null when there is room.
 */
function noRoomLeft(
  runId: string,
  limits: Budget,
  used: BudgetTotals,
  elapsedSec: number,
  ceiling: Budget | null,
): string | null {
  const full = noRoomUnder(limits, used, elapsedSec);
  if (!full) return null;
  const room = grantable(limits, ceiling);
  const stuck = full.limits.filter((l) => !room || room[l] <= 0);
  const none = !room
    ? '; no org ceiling is known, so nothing may be granted: the run can only be halted (loopgov resume --decision halt)'
    : stuck.length > 0
      ? `; ${stuck.map((l) => `${l} is at the ceiling ${ceiling![l]}`).join(' and ')}, so nothing more may be granted: the run can only be halted (loopgov resume --decision halt)`
      : '';
  return `run ${runId} has used ${full.used}: its next step would be past the limit, so a resume must grant more (loopgov resume ${full.grant})${none}`;
}
