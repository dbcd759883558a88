/** The private key an approval or a resume token is signed with (SPEC §3.2, §4.4). */
import { type JWK } from 'jose';
import { type ApprovalAlg } from './types.js';
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
export declare function importSigningKey(jwk: JWK): Promise<SigningKey>;
