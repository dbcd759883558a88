export interface TreeEntry {
    /** git file mode as printed by `git ls-tree`, e.g. `100644`. */
    mode: string;
    type: 'blob' | 'tree' | 'commit';
    /** Repository-relative path. */
    path: string;
    content?: Uint8Array;
}
/** A full git commit id: the only form a pin or an event's SHA may take. */
export declare const FULL_COMMIT: RegExp;
/** A governed digest as `computeDigest` writes it: 64 lowercase hex digits. */
export declare const DIGEST: RegExp;
/**
 * Throws `ERR_TREE_INVALID` naming every entry under `policies/` that makes the revision invalid:
 * a symlink, a submodule, a path with `..`, `\` or NUL, or one path twice (a tree git's fsck refuses).
 */
export declare function assertGovernedTree(entries: TreeEntry[], rev: string): void;
/**
 * Lowercase hex SHA-256 over `"<mode> <path>\0<sha256 of blob>\n"` for every blob, sorted by path bytewise.
 *
 * @example
 * computeDigest([{ mode: '100644', type: 'blob', path: 'policies/a.yaml', content: bytes }])
 */
export declare function computeDigest(entries: TreeEntry[]): string;
