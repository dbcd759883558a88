import type { Budget, EffectivePolicy } from '../policy/types.js';
import type { TraceBody, TraceRecord } from '../trace/types.js';
import type { Decision, GateReport, StepEvent } from './types.js';
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
