/**
 * The `escalation` record (SPEC §4.4): what an ESCALATE asks a person — the reason, the evidence, the
 * budget left, and what a resume could grant. It follows the run's `run_end` (ESCALATE) and its hash is
 * the head a resume token must bind (docs/decisions/060). Pure.
 */
import { decimalRoom } from '../policy/decimal.js';
import { type GrantField, grantable } from '../policy/grant.js';
import type { Budget, EffectivePolicy } from '../policy/types.js';
import type { TraceBody, TraceRecord } from '../trace/types.js';
import { type Limit, LIMITS, leastGrant, usedUpAt } from './budget.js';
import type { BudgetSnapshot, Decision, GateReport, StepEvent } from './types.js';

export interface EscalationInput {
  runId: string;
  decision: Decision;
  /** The iteration record that holds the ESCALATE. */
  iteration: Pick<TraceRecord, 'index' | 'hash'>;
  event: Pick<StepEvent, 'intent' | 'action' | 'tool'>;
  actionHash: string;
  criteria: GateReport | null;
  effective: EffectivePolicy;
  /** The org ceiling's budget, when known: what a grant may reach. */
  ceiling: Budget | null;
}

/**
 * The body of the escalation record for an ESCALATE decision.
 *
 * @example
 * await store.append(escalationBody({ runId, decision, iteration: rec, event, actionHash, criteria, effective, ceiling }));
 */
export function escalationBody(e: EscalationInput): TraceBody {
  const d = e.decision;
  const b = d.budget;
  const limits = e.effective.budget;
  const remaining = b ? remainingOf(limits, b) : null;
  const room = grantable(limits, e.ceiling);
  return {
    type: 'escalation',
    run_id: e.runId,
    at: d.provenance.run_at,
    step: d.step,
    reason: d.reason,
    detail: d.detail ?? null,
    iteration: { index: e.iteration.index, hash: e.iteration.hash },
    evidence: {
      gate: { verdict: d.gate.verdict, failing: d.gate.results.filter((r) => r.verdict !== 'PASS') },
      criteria: e.criteria ? e.criteria.results.filter((r) => r.verdict !== 'PASS') : null,
      convergence: d.convergence,
      action: {
        intent: e.event.intent,
        action: e.event.action,
        tool: e.event.tool,
        action_hash: e.actionHash,
      },
      attempt: d.attempt,
    },
    budget: b,
    limits,
    remaining,
    grantable: room,
    approver_role: e.effective.escalation.approver_role,
    needs: needsFor(d, limits, room),
  };
}

/**
 * What is left of each limit after the usage `b` (never below 0): the escalation record's `remaining`,
 * which a continuation's usage proof recomputes.
 *
 * @example
 * remainingOf(limits, { steps: 3, tokens: 60000, cost_usd: 0.9, wall_clock_sec: 1 }) // { steps: 9, tokens: 0, … }
 */
export function remainingOf(
  limits: Pick<Budget, 'max_steps' | 'max_tokens' | 'max_cost_usd' | 'max_wall_clock_sec'>,
  b: Pick<BudgetSnapshot, 'steps' | 'tokens' | 'cost_usd' | 'wall_clock_sec'>,
) {
  return {
    steps: Math.max(0, limits.max_steps - b.steps),
    tokens: Math.max(0, limits.max_tokens - b.tokens),
    cost_usd: decimalRoom(limits.max_cost_usd, b.cost_usd),
    wall_clock_sec: decimalRoom(limits.max_wall_clock_sec, b.wall_clock_sec),
  };
}

/** What a reason asks of the person beyond any grant (none: the answer itself is all it needs). */
const REASON_NOTES: Record<string, string> = {
  gate_deny: 'answer only once a person has looked at the denied artifact',
  corrections_exhausted:
    'the next failing step escalates again unless it passes or the grant raises max_corrections_per_step',
  oscillation: "the run's convergence state is kept, so the agent must change its action or make progress",
  thrash: "the run's convergence state is kept, so the agent must change its action or make progress",
  no_progress: "the run's convergence state is kept, so the agent must change its action or make progress",
};

/**
 * One sentence: what answer would let the run go on. Whatever the reason, a limit the step used up
 * (docs/decisions/115) needs a grant of at least what makes room — or, when the ceiling leaves less than
 * that (or none is known), only a halt can answer.
 */
function needsFor(d: Decision, limits: Budget, room: Record<GrantField, number> | null): string {
  const who = 'a signed resume (`loopgov resume`)';
  const note = REASON_NOTES[d.reason];
  const full = d.budget ? usedUpAt(limits, d.budget) : [];
  if (full.length === 0) return note ? `${who}; ${note}` : `${who}, or one with decision halt to end the run`;
  const b = d.budget!;
  const least = (l: Limit) => leastGrant(l, limits, b);
  const stuck = full.filter((l) => !room || room[l] <= 0 || room[l] < least(l));
  if (stuck.length > 0) {
    const why = !room
      ? 'no org ceiling is known (without one nothing may be granted)'
      : stuck
          .map((l) =>
            room[l] <= 0
              ? `${l} is at the ceiling`
              : `${l} needs a grant of at least ${least(l)} but the ceiling leaves ${room[l]}`,
          )
          .join(' and ');
    return `a halt (\`loopgov resume --decision halt\`): ${why}, so no grant can make room, and a step past the limit is never taken`;
  }
  const grants = full
    .map((l) => {
      const n = least(l);
      return `${l}${n > 0 ? ` by at least ${n}` : ''} (up to ${room![l]} more within the ceiling)`;
    })
    .join(' and ');
  return `${who} with a grant raising ${grants}; without it the answer is refused, since a step past the limit is never taken${note ? `; ${note}` : ''}`;
}

const LIMIT_NAMES = new Set<string>(LIMITS);

/**
 * The limits an answer to an escalation is about, from its record as the trace holds it (for a hint,
 * never a check): each limit its step used up, else the one its reason names (`budget.max_tokens`;
 * `corrections_exhausted`: `max_corrections_per_step`). None for another reason, or for figures the
 * record does not state as numbers.
 *
 * @example
 * limitsToGrant({ reason: 'budget.max_tokens', budget, limits }) // ['max_tokens']
 */
export function limitsToGrant(e: { reason: unknown; budget: unknown; limits: unknown }): GrantField[] {
  const b = (e.budget ?? {}) as Record<string, unknown>;
  const l = (e.limits ?? {}) as Record<string, unknown>;
  const numbers = (o: Record<string, unknown>, keys: string[]) =>
    keys.every((k) => typeof o[k] === 'number' && Number.isFinite(o[k]));
  const exceeded = b.exceeded === null || b.exceeded === undefined ? null : String(b.exceeded);
  if (
    numbers(b, ['steps', 'tokens', 'cost_usd', 'wall_clock_sec']) &&
    numbers(l, [...LIMITS]) &&
    (exceeded === null || LIMIT_NAMES.has(exceeded))
  ) {
    const full = usedUpAt(l as unknown as Budget, {
      ...(b as unknown as BudgetSnapshot),
      exceeded: exceeded as Limit | null,
    });
    if (full.length > 0) return full;
  }
  const named = /^budget\.(.+)$/.exec(String(e.reason))?.[1];
  if (named && LIMIT_NAMES.has(named)) return [named as GrantField];
  return e.reason === 'corrections_exhausted' ? ['max_corrections_per_step'] : [];
}
