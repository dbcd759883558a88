import { type ChangeReport, type PolicyChange } from './diff.js';
import { type PolicySet, type Scope } from './types.js';
/** An edit to the policy file that no effective policy sees. */
export interface IneffectiveEdit {
    file: string;
    /** Dotted path in the file, e.g. `defaults.budget.max_steps`. */
    field: string;
    from: unknown;
    to: unknown;
    /** Why no scope sees it, e.g. `every level sets its own`. */
    why: string;
}
/**
 * Every leaf edit of `loop-policy.yaml` that changes no effective value in any scope: undoing it alone
 * leaves every effective policy at head as it is.
 *
 * @example
 * findIneffectiveEdits(base, head)
 * // [{ field: 'defaults.budget.max_steps', from: 30, to: 31, why: 'every level sets its own', … }]
 */
export declare function findIneffectiveEdits(base: PolicySet, head: PolicySet): IneffectiveEdit[];
/** Changes that differ only by scope, in order of first appearance. */
export interface ChangeGroup extends Omit<PolicyChange, 'scope'> {
    scopes: Scope[];
}
/**
 * Groups changes with the same file, field, from, to and direction (one edit fanned out over scopes).
 *
 * @example
 * groupChanges(report.changes)[0].scopes.length // 12
 */
export declare function groupChanges(changes: PolicyChange[]): ChangeGroup[];
/**
 * A compact description of a set of scopes: `12 scopes: L0–L5 × prod/dev`, or with projects,
 * `10 scopes: okr, * × (L0–L3 × prod/dev, L4 × prod)`. `*` is any project the policy does not name.
 *
 * `projects` (every project the policies name, `null` for `*`) lets it say "every project". Scopes
 * without a profile (a ceiling violation holds in every profile alike) are described by project and
 * level only: `24 scopes: every project × L0–L5`.
 *
 * @example
 * describeScopes(scopes, [null]) // '12 scopes: L0–L5 × prod/dev'
 */
export declare function describeScopes(scopes: (Omit<Scope, 'profile'> & {
    profile?: Scope['profile'];
})[], projects?: (string | null)[]): string;
/** `policy diff`'s report: the semantic diff, plus what a reader needs to make sense of it. */
export interface ExplainedDiff extends ChangeReport {
    /** Edits of the policy file that no scope sees (shadowed). */
    ineffective: IneffectiveEdit[];
    /** Every project the two revisions name (`null` for `*`), for describing fan-out. */
    projects: (string | null)[];
}
/**
 * Classifies base → head and explains it (SPEC §3.1 plus shadowed edits).
 *
 * @example
 * const d = explainChange(base.set, head.set); // { class, changes, ineffective, projects }
 */
export declare function explainChange(base: PolicySet, head: PolicySet): ExplainedDiff;
/**
 * Every project the two revisions name, `null` first for `*` (any other): what `describeScopes` needs
 * to say "every project", or nothing at all when the policies name none — the same words in
 * `policy diff` and the gate.
 *
 * @example
 * namedProjects(base.set, head.set) // [null, 'okr']
 */
export declare function namedProjects(base: PolicySet, head: PolicySet): (string | null)[];
