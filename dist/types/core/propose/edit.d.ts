import type { LoopPolicy } from '../policy/types.js';
import type { PolicyEdit } from './types.js';
/** `projects.<p>.levels.<L>.<section>.<key>`: the one layer that governs exactly (p, L). */
export declare function editPath(e: PolicyEdit): string[];
/**
 * The policy with `edits` applied (a copy; `policy` is not touched).
 *
 * @example
 * applyEdits(policy, [{ project: 'demo', level: 'L2', field: 'budget.max_steps', from: 12, to: 18, ceiling: 200, rule }])
 */
export declare function applyEdits(policy: LoopPolicy, edits: PolicyEdit[]): LoopPolicy;
/**
 * `text` (the policy file's YAML) with `edits` applied in place. Throws `ERR_POLICY_SCHEMA` if the edited
 * text does not parse back to exactly `applyEdits(parsed, edits)`.
 *
 * @example
 * const edited = editPolicyYaml(readFileSync('policies/loop-policy.yaml', 'utf8'), edits);
 */
export declare function editPolicyYaml(text: string, edits: PolicyEdit[], note?: string): string;
