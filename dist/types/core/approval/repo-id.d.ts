/**
 * Returns `value` when it is `OWNER/NAME`; otherwise throws `ERR_USAGE` naming where it came from.
 *
 * @example
 * parseRepoId('acme/agent-policies', '--repo-id') // → 'acme/agent-policies'
 * parseRepoId('acme', 'input repo-id')            // throws: input repo-id must be OWNER/NAME (got "acme")
 */
export declare function parseRepoId(value: string, source: string): string;
/**
 * True when `a` and `b` name the same repository: GitHub's owner and repository names are
 * case-insensitive (`Acme/Gov` is `acme/gov`), and repository ids are ASCII, so lower-casing compares them.
 *
 * @example
 * sameRepoId('Acme/Gov', 'acme/gov') // → true
 */
export declare function sameRepoId(a: string, b: string): boolean;
