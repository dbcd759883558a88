interface Meta {
    leaves: number;
    head: string;
    root: string;
}
/** A run's stored tree: how many leaves, and any perfect subtree's root. */
export interface MerkleIndex {
    readonly leaves: number;
    readonly head: string;
    /** Root of the perfect subtree of leaves [index·2^level, (index+1)·2^level). */
    node(level: number, index: number): Buffer;
    /** The hash of record `index` and the byte offset of its line in the trace. */
    record(index: number): {
        hash: string;
        offset: number;
    };
    close(): void;
}
/** One record's inclusion proof against the tree of the first `tree_size` records. */
export interface InclusionProof {
    run_id: string;
    index: number;
    tree_size: number;
    /** The record itself, as the trace holds it. */
    record?: unknown;
    record_hash: string;
    leaf: string;
    root: string;
    path: string[];
}
/**
 * Builds (or rebuilds) the index from the trace in one streaming pass, over the records that verify.
 * Throws `ERR_TRACE` when the chain is broken.
 *
 * @example
 * const { leaves, root } = await buildMerkleIndex('traces', 'r1');
 */
export declare function buildMerkleIndex(traceDir: string, runId: string): Promise<Meta>;
/** The stored index, or null when there is none. */
export declare function openMerkleIndex(traceDir: string, runId: string): MerkleIndex | null;
/**
 * Proves record `index` in the tree of the first `treeSize` records (default: every record the index
 * holds), building the index first if it is missing or too short. O(log n) node reads once built.
 *
 * @example
 * const proof = await proveRecord('traces', 'r1', 5, checkpoint.length);
 */
export declare function proveRecord(traceDir: string, runId: string, index: number, treeSize?: number): Promise<InclusionProof & {
    built: boolean;
}>;
/** Checks a proof on its own: the record's leaf, the path, and the root it claims (O(log n)). */
export declare function checkProof(p: InclusionProof): boolean;
export {};
