import type { PolicySet } from './types.js';
export declare const GOVERNED_DIR = "policies";
export declare const POLICY_FILE = "policies/loop-policy.yaml";
export declare const CEILING_FILE = "policies/org-ceiling.yaml";
export declare const APPROVERS_FILE = "policies/approvers.yaml";
/** The three files every policy set holds (SPEC §2): inside the loop policy only a few fields are required. */
export declare const GOVERNED_FILES: readonly ["policies/loop-policy.yaml", "policies/org-ceiling.yaml", "policies/approvers.yaml"];
export interface ParseSetOptions {
    /**
     * The files are a whole `policies/` folder (a revision, a `--dir`, a pinned commit): each of the three
     * governed files must be among them. A missing one is an error naming it, never a silent default.
     */
    complete?: boolean;
    /**
     * Where the folder really is (`--dir bad`): problems then name `bad/loop-policy.yaml`, the file an
     * editor can open, instead of its governed name `policies/loop-policy.yaml`.
     */
    dir?: string;
}
export interface GovernedFile {
    /** Repository-relative path, e.g. `policies/loop-policy.yaml`. */
    path: string;
    content: Uint8Array | string;
}
/**
 * Parses and validates every governed file; throws `ERR_POLICY_SCHEMA` (or the first problem's code:
 * `ERR_POLICY_MISSING`, a YAML code…) listing every problem in every file at once. A file outside the
 * three known names is an error: nothing under `policies/` goes unvalidated. With `complete`, a missing
 * governed file is one too.
 *
 * @example
 * const set = parsePolicySet(files, { complete: true, dir: 'policies' });
 */
export declare function parsePolicySet(files: GovernedFile[], opts?: ParseSetOptions): PolicySet;
/**
 * What is valid but cannot work, for `policy validate` to say: a registry with nobody who may approve
 * means no change can ever pass the gate (and the first registry only gets in unreviewed).
 *
 * @example
 * policySetWarnings(set) // ['policies/approvers.yaml names no maintainer or org-admin: …']
 */
export declare function policySetWarnings(set: PolicySet, dir?: string): string[];
/** `policies/x.yaml` as it is really found: under `dir` when one was given. */
export declare function displayPath(path: string, dir?: string): string;
