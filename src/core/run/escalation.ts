/**
 * The `escalation` record (SPEC §4.4): what an ESCALATE asks a person — the reason, the evidence, the
 * budget left, and what a resume could grant. It follows the run's `run_end` (ESCALATE) and its hash is
 * the head a resume token must bind (docs/decisions/060). Pure.
 */
import { decimalRoom } from '../policy/decimal.js';
import { type GrantField, grantable } from '../policy/grant.js';
import type { Budget, EffectivePolicy } from '../policy/types.js';
import type { TraceBody, TraceRecord } from '../trace/types.js';
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
    needs: needsFor(d, room),
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

/** One sentence: what answer would let the run go on. */
function needsFor(d: Decision, room: Record<GrantField, number> | null): string {
  const who = 'a signed resume (`loopgov resume`)';
  const limit = /^budget\.(.+)$/.exec(d.reason)?.[1] as GrantField | undefined;
  if (limit) {
    const more = room ? ` (up to ${room[limit]} more within the ceiling)` : '';
    if (room && room[limit] <= 0)
      return `a halt (\`loopgov resume --decision halt\`): ${limit} is at the ceiling, so no grant can raise it, and a step past the limit is never taken`;
    return `${who} with a grant raising ${limit}${more}; without one the answer is refused, since a step past the limit is never taken`;
  }
  if (d.reason === 'corrections_exhausted') {
    return `${who}; the next failing step escalates again unless it passes or the grant raises max_corrections_per_step`;
  }
  if (d.reason === 'oscillation' || d.reason === 'thrash' || d.reason === 'no_progress') {
    return `${who}; the run's convergence state is kept, so the agent must change its action or make progress`;
  }
  if (d.reason === 'gate_deny') return `${who} after a person has looked at the denied artifact`;
  return `${who}, or one with decision halt to end the run`;
}
