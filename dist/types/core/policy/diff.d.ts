import type { ChangeClass, PolicySet, Scope } from './types.js';
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
/** Leaf-by-leaf differences of two JSON values; arrays are compared whole. */
export declare function diffValues(a: unknown, b: unknown, path: string): {
    field: string;
    from: unknown;
    to: unknown;
}[];
