/**
 * What a signed checkpoint (SPEC §5, docs/decisions/065) states, read and checked without I/O: the claims
 * of a compact JWS `{run_id, length, head, root?}` and its file name `<length, 12 digits>.jwt`. Verifying
 * needs only the public keys, so the witness (io/git) and the trace reader (io/trace) share one check.
 */
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, type JWK, jwtVerify } from 'jose';
import { describeError, LoopgovError } from '../errors.js';
import { HEX64 } from './chain.js';

export const CHECKPOINT_TYP = 'loopgov-checkpoint+jwt';
export const CHECKPOINT_ALGS = ['EdDSA', 'ES256'] as const;

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
export type SignedCheckpoint = CheckpointStatement & { kid: string; iat: number };

/**
 * The file name of the checkpoint of a trace of `length` records.
 *
 * @example
 * checkpointName(12) // → '000000000012.jwt'
 */
export function checkpointName(length: number): string {
  return `${String(length).padStart(12, '0')}.jwt`;
}

/**
 * Verifies a checkpoint against public `keys` (`source` names where they came from, for the error).
 * Throws `ERR_TOKEN` when it does not verify, is for another run, or states a malformed length or head.
 *
 * @example
 * const cp = await verifyCheckpointWith(jws, [checkpointPublicJwk(keyFile)], keyFile, 'r1');
 */
export async function verifyCheckpointWith(
  jws: string,
  keys: JWK[],
  source: string,
  runId: string,
): Promise<SignedCheckpoint> {
  let result: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    result = await jwtVerify(jws.trim(), createLocalJWKSet({ keys }), {
      algorithms: [...CHECKPOINT_ALGS],
      typ: CHECKPOINT_TYP,
      issuer: 'loopgov',
      requiredClaims: ['iat', 'run_id', 'length', 'head'],
    });
  } catch (e) {
    throw new LoopgovError('ERR_TOKEN', `checkpoint does not verify against ${source}: ${describeError(e)}`);
  }
  return statementOf(result.payload, result.protectedHeader.kid, runId);
}

/**
 * The claims of a checkpoint, checked as `verifyCheckpointWith` checks them but with the signature NOT
 * verified: for comparing checkpoints when no key is at hand (`trace anchor` without `--trust`). Throws
 * `ERR_TOKEN` for anything that is not a well-formed checkpoint of `runId`.
 *
 * @example
 * readCheckpointClaims(jws, 'r1') // { run_id: 'r1', length: 7, head, root, kid: 'runner-2026', iat }
 */
export function readCheckpointClaims(jws: string, runId: string): SignedCheckpoint {
  let header: ReturnType<typeof decodeProtectedHeader>;
  let payload: ReturnType<typeof decodeJwt>;
  try {
    header = decodeProtectedHeader(jws.trim());
    payload = decodeJwt(jws.trim());
  } catch (e) {
    throw new LoopgovError('ERR_TOKEN', `not a checkpoint (a compact JWS): ${describeError(e)}`);
  }
  if (header.typ !== CHECKPOINT_TYP)
    throw new LoopgovError('ERR_TOKEN', `typ is ${JSON.stringify(header.typ)}, not ${CHECKPOINT_TYP}`);
  if (!(CHECKPOINT_ALGS as readonly unknown[]).includes(header.alg))
    throw new LoopgovError('ERR_TOKEN', `alg ${JSON.stringify(header.alg)} is not EdDSA or ES256`);
  if (payload.iss !== 'loopgov') throw new LoopgovError('ERR_TOKEN', 'iss is not "loopgov"');
  if (typeof payload.iat !== 'number') throw new LoopgovError('ERR_TOKEN', 'no iat');
  return statementOf(payload, header.kid, runId);
}

function statementOf(p: Record<string, unknown>, kid: unknown, runId: string): SignedCheckpoint {
  if (p.run_id !== runId) {
    throw new LoopgovError('ERR_TOKEN', `checkpoint is for run ${JSON.stringify(p.run_id)}, not ${runId}`);
  }
  if (
    !Number.isSafeInteger(p.length) ||
    (p.length as number) < 1 ||
    typeof p.head !== 'string' ||
    !HEX64.test(p.head)
  ) {
    throw new LoopgovError('ERR_TOKEN', 'checkpoint has a malformed length or head');
  }
  if (p.root !== undefined && (typeof p.root !== 'string' || !HEX64.test(p.root))) {
    throw new LoopgovError('ERR_TOKEN', 'checkpoint has a malformed Merkle root');
  }
  return {
    run_id: runId,
    length: p.length as number,
    head: p.head,
    ...(typeof p.root === 'string' ? { root: p.root } : {}),
    kid: String(kid),
    iat: p.iat as number,
  };
}
