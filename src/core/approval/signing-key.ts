/** The private key an approval or a resume token is signed with (SPEC §3.2, §4.4). */
import { importJWK, type JWK } from 'jose';
import { describeError, LoopgovError } from '../errors.js';
import { ALLOWED_ALGS, type ApprovalAlg } from './types.js';

export interface SigningKey {
  alg: ApprovalAlg;
  kid: string;
  key: CryptoKey | Uint8Array;
}

/**
 * `jwk` as a key to sign with: a private JWK (`d`) with a `kid` and an `alg` of EdDSA or ES256, imported.
 * Throws `ERR_KEY` naming what is wrong, in that order: the alg, the kid, no private part, an import failure.
 *
 * @example
 * const { alg, kid, key } = await importSigningKey(privateJwk);
 * await new SignJWT(claims).setProtectedHeader({ alg, kid, typ }).sign(key);
 */
export async function importSigningKey(jwk: JWK): Promise<SigningKey> {
  const alg = jwk.alg as ApprovalAlg;
  if (!(ALLOWED_ALGS as readonly string[]).includes(alg))
    throw new LoopgovError('ERR_KEY', `key alg ${JSON.stringify(jwk.alg)} is not EdDSA or ES256`);
  const kid = jwk.kid;
  if (typeof kid !== 'string' || !kid) throw new LoopgovError('ERR_KEY', 'key has no kid');
  if (typeof jwk.d !== 'string') throw new LoopgovError('ERR_KEY', `key ${kid} is not a private key`);
  try {
    return { alg, kid, key: await importJWK(jwk, alg) };
  } catch (e) {
    throw new LoopgovError('ERR_KEY', `cannot import key ${kid}: ${describeError(e)}`);
  }
}
