/** The leaf hash of a record (its 64-hex `hash`). */
export declare function leafHash(recordHash: string): Buffer;
export declare function nodeHash(left: Uint8Array, right: Uint8Array): Buffer;
/** The root of the empty tree: SHA-256 of the empty string (RFC 9162 §2.1.1). */
export declare const EMPTY_ROOT: NonSharedBuffer;
/**
 * The right edge of a growing tree: one perfect subtree root per set bit of its size, so appending a
 * leaf and taking the root are O(log n) and memory is O(log n).
 *
 * @example
 * const f = new MerkleFrontier();
 * for (const r of records) f.push(leafHash(r.hash));
 * f.root().toString('hex');
 */
export declare class MerkleFrontier {
    private readonly stack;
    size: number;
    push(leaf: Buffer): void;
    root(): Buffer;
}
/**
 * The inclusion proof (audit path, RFC 9162 §2.1.3.1) of leaf `m` in the tree of the first `n` leaves.
 * `subtree(lo, hi)` returns the root of leaves [lo, hi): from stored subtree hashes that is O(log n)
 * lookups (`io/trace/merkle-index.ts`).
 *
 * @example
 * const path = inclusionPath(5, 1_000_000, (lo, hi) => index.subtree(lo, hi));
 */
export declare function inclusionPath(m: number, n: number, subtree: (lo: number, hi: number) => Buffer): Buffer[];
/**
 * The root of leaves [lo, hi) from the perfect subtrees a store keeps: `node(level, index)` is the root
 * of leaves [index·2^level, (index+1)·2^level). O(log n) lookups for the ranges a proof asks for.
 */
export declare function subtreeRoot(lo: number, hi: number, node: (level: number, index: number) => Buffer): Buffer;
/**
 * Verifies an inclusion proof (RFC 9162 §2.1.3.2): that `leaf` is leaf `m` of the tree of `n` leaves
 * whose root is `root`. O(log n).
 *
 * @example
 * verifyInclusion(leafHash(record.hash), 5, 1_000_000, path, root) // true
 */
export declare function verifyInclusion(leaf: Buffer, m: number, n: number, path: Buffer[], root: Buffer): boolean;
