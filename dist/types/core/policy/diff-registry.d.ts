import type { ApproverRegistry } from './types.js';
export interface RegistryChange {
    /** `approvers[<id>]`, `approvers[<id>].roles`, `approvers[<id>].keys[<kid>]`, … */
    field: string;
    from: unknown;
    to: unknown;
    direction: 'loosen' | 'tighten';
}
/**
 * Compares two registries entry by entry (`null`: no registry, as good as an empty one).
 *
 * @example
 * diffRegistry(base.approvers, head.approvers)
 * // [{ field: 'approvers[bob]', from: null, to: { id: 'bob', … }, direction: 'loosen' }]
 */
export declare function diffRegistry(a: ApproverRegistry | null, b: ApproverRegistry | null): RegistryChange[];
