import type { PolicySet } from '../../core/policy/types.js';
/**
 * Loads and validates `dir` as if it were `policies/`: the three governed files must all be there, and
 * problems name the files where they really are (`dir/…`). Symlinks and nested folders are refused, as in git.
 *
 * @example
 * const set = await loadPolicyDir('policies');
 */
export declare function loadPolicyDir(dir: string): Promise<PolicySet>;
