export interface ParsedYaml {
    data: unknown;
    /** Source position of the node at a JSON path (`/a/0/b`), or of its nearest existing ancestor. */
    locate(path: string, key?: string): {
        line: number;
        column: number;
    } | undefined;
}
/**
 * Parses one governed YAML file, or throws `ERR_POLICY_TOO_LARGE` / `ERR_POLICY_YAML` listing every
 * problem found with its line and column.
 *
 * @example
 * const { data } = parseSafeYaml('apiVersion: loopgov/v1\n', 'policies/loop-policy.yaml');
 */
export declare function parseSafeYaml(source: string | Uint8Array, file: string): ParsedYaml;
