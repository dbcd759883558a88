import type { PolicySet } from './types.js';
export declare const GOVERNED_DIR = "policies";
export declare const POLICY_FILE = "policies/loop-policy.yaml";
export declare const CEILING_FILE = "policies/org-ceiling.yaml";
export declare const APPROVERS_FILE = "policies/approvers.yaml";
export interface GovernedFile {
    /** Repository-relative path, e.g. `policies/loop-policy.yaml`. */
    path: string;
    content: Uint8Array | string;
}
/**
 * Parses and validates every governed file; throws `ERR_POLICY_SCHEMA` (or the first YAML error code)
 * listing every problem in every file at once. A file outside the three known names is an error: nothing
 * under `policies/` goes unvalidated.
 *
 * @example
 * const set = parsePolicySet([{ path: 'policies/loop-policy.yaml', content: text }]);
 */
export declare function parsePolicySet(files: GovernedFile[]): PolicySet;
