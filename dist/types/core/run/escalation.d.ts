import { type GrantField } from '../policy/grant.js';
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
export declare function escalationBody(e: EscalationInput): TraceBody;
/**
 * What is left of each limit after the usage `b` (never below 0): the escalation record's `remaining`,
 * which a continuation's usage proof recomputes.
 *
 * @example
 * remainingOf(limits, { steps: 3, tokens: 60000, cost_usd: 0.9, wall_clock_sec: 1 }) // { steps: 9, tokens: 0, … }
 */
export declare function remainingOf(limits: Pick<Budget, 'max_steps' | 'max_tokens' | 'max_cost_usd' | 'max_wall_clock_sec'>, b: Pick<BudgetSnapshot, 'steps' | 'tokens' | 'cost_usd' | 'wall_clock_sec'>): {
    steps: number;
    tokens: number;
    cost_usd: number;
    wall_clock_sec: number;
};
/**
 * The limits an answer to an escalation is about, from its record as the trace holds it (for a hint,
 * never a check): each limit its step used up, else the one its reason names (`budget.max_tokens`;
 * `corrections_exhausted`: `max_corrections_per_step`). None for another reason, or for figures the
 * record does not state as numbers.
 *
 * @example
 * limitsToGrant({ reason: 'budget.max_tokens', budget, limits }) // ['max_tokens']
 */
export declare function limitsToGrant(e: {
    reason: unknown;
    budget: unknown;
    limits: unknown;
}): GrantField[];
