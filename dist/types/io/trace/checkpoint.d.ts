import { importJWK, type JWK } from 'jose';
import { type CheckpointStatement, type SignedCheckpoint } from '../../core/trace/checkpoint-claims.js';
declare const ALGS: readonly ["EdDSA", "ES256"];
export { CHECKPOINT_TYP, type CheckpointStatement, type SignedCheckpoint, verifyCheckpointWith, } from '../../core/trace/checkpoint-claims.js';
/**
 * Signs a checkpoint with a private JWK (EdDSA/Ed25519 or ES256/P-256) read from `keyFile`.
 *
 * @example
 * const jws = await signCheckpoint({ run_id: 'r1', length: 12, head }, 'keys/runner.private.jwk.json');
 */
export declare function signCheckpoint(statement: CheckpointStatement, keyFile: string, now?: () => number): Promise<string>;
/** A private checkpoint key, read and imported once (a runner signs many checkpoints with it). */
export interface CheckpointKey {
    kid: string;
    alg: (typeof ALGS)[number];
    key: Awaited<ReturnType<typeof importJWK>>;
}
/**
 * Reads and imports a private JWK (EdDSA/Ed25519 or ES256/P-256) with a kid. Throws `ERR_KEY`.
 *
 * @example
 * const key = await loadCheckpointKey('keys/runner.private.jwk.json');
 */
export declare function loadCheckpointKey(keyFile: string): Promise<CheckpointKey>;
/**
 * The public half of a checkpoint key file (its private members dropped), to verify what it signed.
 * Throws `ERR_KEY` as `loadCheckpointKey` does.
 *
 * @example
 * checkpointPublicJwk('keys/runner.private.jwk.json') // { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA' }
 */
export declare function checkpointPublicJwk(keyFile: string): JWK;
/** Signs a checkpoint statement with a loaded key. */
export declare function signCheckpointWith(k: CheckpointKey, statement: CheckpointStatement, now?: () => number): Promise<string>;
/**
 * Verifies a checkpoint against the keys of `trustFile` (a JWKS JSON, or an approver registry YAML) and
 * returns its statement. Throws `ERR_TOKEN` when it does not verify or is for another run.
 */
export declare function verifyCheckpoint(jws: string, trustFile: string, runId: string): Promise<SignedCheckpoint>;
/** Public keys from a JWKS JSON file or an approver registry YAML; private members are refused. */
export declare function loadTrustKeys(file: string): JWK[];
/**
 * The checkpoint (JWS) stored in `file`; `ERR_CHECKPOINT_FILE` when it cannot be read, or is not a
 * regular file of at most `MAX_CHECKPOINT_BYTES` (a pipe or a device planted under a checkpoint's name is
 * refused at once, never waited on or read without end).
 */
export declare function readCheckpointFile(file: string): string;
/** Stores a checkpoint (JWS) in `file`, one line; `ERR_CHECKPOINT_FILE` when it cannot be written. */
export declare function writeCheckpointFile(file: string, jws: string): void;
/**
 * The checkpoint files runners wrote (`<run>/checkpoints/<length>.jwt`) under `traceDir`, for one run
 * or all, as `<run_id>/<name>` paths for a witness.
 *
 * @example
 * listCheckpointFiles('traces') // [{ path: 'r1/000000000012.jwt', file: 'traces/r1/checkpoints/000000000012.jwt' }]
 */
export declare function listCheckpointFiles(traceDir: string, runId?: string): {
    path: string;
    file: string;
}[];
