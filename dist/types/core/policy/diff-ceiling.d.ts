import { type OrgCeiling } from './types.js';
export interface CeilingChange {
    /** `budget.max_steps`, `context.max_bytes`, `approval_rules.loosen.count`, `required_gates`, `(file)`… */
    field: string;
    from: unknown;
    to: unknown;
    /** `neutral`: the file's data changed with no effect on any bound (a reorder, a default written out). */
    direction: 'loosen' | 'tighten' | 'neutral';
}
/**
 * Compares two ceilings field by field (`null`: no ceiling file).
 *
 * @example
 * diffCeiling(base.ceiling, head.ceiling)
 * // [{ field: 'context.max_bytes', from: null, to: 65536, direction: 'tighten' }]
 */
export declare function diffCeiling(a: OrgCeiling | null, b: OrgCeiling | null): CeilingChange[];
