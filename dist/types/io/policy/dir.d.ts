import type { PolicySet } from '../../core/policy/types.js';
/**
 * Loads and validates `dir` as if it were `policies/`: the three governed files must all be there, and
 * problems name the files where they really are (`dir/…`). Symlinks and nested folders are refused, as in git.
 *
 * @example
 * const set = await loadPolicyDir('policies');
 */
export declare function loadPolicyDir(dir: string): Promise<PolicySet>;
/**
 * `loadPolicyDir` and the governed digest (SPEC §2.5) of the very bytes it parsed: the digest the folder
 * would have as `policies/` in a commit (a file with its owner's execute bit is `100755`, as git records
 * it). What a dev run records in `run_start.policy.digest`, so that a continuation can tell the folder it
 * is given now holds the ceiling and approvers the run started under (decision 116).
 *
 * @example
 * const { set, digest } = await loadGovernedDir('policies');
 */
export declare function loadGovernedDir(dir: string): Promise<{
    set: PolicySet;
    digest: string;
}>;
