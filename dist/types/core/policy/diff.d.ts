import { type ChangeClass, type EffectivePolicy, type PolicySet, type Scope } from './types.js';
export type Direction = 'loosen' | 'tighten' | 'neutral';
export interface PolicyChange {
    file: string;
    scope: Scope | null;
    field: string;
    from: unknown;
    to: unknown;
    direction: Direction;
}
export interface ChangeReport {
    class: ChangeClass;
    changes: PolicyChange[];
}
/**
 * Compares every effective field for every project × level × profile named in either side.
 * A changed ceiling or approver registry is class `ceiling`; a direction that cannot be told is `loosen`.
 *
 * @example
 * classifyChange(baseSet, headSet).class // 'neutral' for a comment-only change
 */
export declare function classifyChange(base: PolicySet, head: PolicySet): ChangeReport;
export type FieldChange = Omit<PolicyChange, 'file' | 'scope'>;
/**
 * Every field that differs between two effective policies, with its direction.
 *
 * @example
 * diffEffective(from, to).map((c) => c.field) // ['budget.max_steps', 'context.must_keep[goal]']
 */
export declare function diffEffective(a: EffectivePolicy, b: EffectivePolicy): FieldChange[];
