import type { ContextPolicy } from '../policy/types.js';
import type { GateResult } from './types.js';
/** How a context is recorded: never its text. */
export interface ContextRef {
    sha256: string;
    bytes: number;
}
export interface ContextCheck {
    /** The `context` gate result, or null when the step carried no context. */
    result: GateResult | null;
    recorded: ContextRef | null;
}
/**
 * Checks a step's context. A reference can be checked for size only: with any `must_keep` item it is a
 * FAIL (fail closed — what cannot be read cannot be shown to have kept the goal; docs/decisions/064).
 *
 * @example
 * evaluateContext({ max_bytes: 100, must_keep: [{ id: 'goal', literal: 'GOAL:' }] }, 'notes').result?.detail
 * // 'missing must-keep item(s): goal'
 */
export declare function evaluateContext(policy: ContextPolicy, context: unknown): ContextCheck;
