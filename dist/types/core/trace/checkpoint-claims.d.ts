/**
 * What a signed checkpoint (SPEC §5, docs/decisions/065) states, read and checked without I/O: the claims
 * of a compact JWS `{run_id, length, head, root?}` and its file name `<length, 12 digits>.jwt`. Verifying
 * needs only the public keys, so the witness (io/git) and the trace reader (io/trace) share one check.
 */
import { type JWK } from 'jose';
export declare const CHECKPOINT_TYP = "loopgov-checkpoint+jwt";
export declare const CHECKPOINT_ALGS: readonly ["EdDSA", "ES256"];
/** What a checkpoint states. */
export interface CheckpointStatement {
    run_id: string;
    /** Number of records (lines) in the trace when it was taken. */
    length: number;
    /** Hash of record `length - 1`. */
    head: string;
    /**
     * RFC 9162 Merkle root over the hashes of records 0…length-1 (hex): lets one record be proven against
     * the checkpoint in O(log n). Checkpoints signed before it existed have none and still verify.
     */
    root?: string;
}
/** A checkpoint's statement with who signed it (`kid`) and when (`iat`). */
export type SignedCheckpoint = CheckpointStatement & {
    kid: string;
    iat: number;
};
/**
 * The file name of the checkpoint of a trace of `length` records.
 *
 * @example
 * checkpointName(12) // → '000000000012.jwt'
 */
export declare function checkpointName(length: number): string;
/**
 * Verifies a checkpoint against public `keys` (`source` names where they came from, for the error).
 * Throws `ERR_TOKEN` when it does not verify, is for another run, or states a malformed length or head.
 *
 * @example
 * const cp = await verifyCheckpointWith(jws, [checkpointPublicJwk(keyFile)], keyFile, 'r1');
 */
export declare function verifyCheckpointWith(jws: string, keys: JWK[], source: string, runId: string): Promise<SignedCheckpoint>;
/**
 * The claims of a checkpoint, checked as `verifyCheckpointWith` checks them but with the signature NOT
 * verified: for comparing checkpoints when no key is at hand (`trace anchor` without `--trust`). Throws
 * `ERR_TOKEN` for anything that is not a well-formed checkpoint of `runId`.
 *
 * @example
 * readCheckpointClaims(jws, 'r1') // { run_id: 'r1', length: 7, head, root, kid: 'runner-2026', iat }
 */
export declare function readCheckpointClaims(jws: string, runId: string): SignedCheckpoint;
