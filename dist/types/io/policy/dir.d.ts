import type { PolicySet } from '../../core/policy/types.js';
/**
 * Loads and validates `dir` as if it were `policies/`. Symlinks and nested folders are refused, as in git.
 *
 * @example
 * const set = await loadPolicyDir('policies');
 */
export declare function loadPolicyDir(dir: string): Promise<PolicySet>;
