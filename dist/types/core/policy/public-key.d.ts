/**
 * Whether a registry's public key is one only its owner can sign for. The schema fixes a key's shape
 * (`kty`, `crv`, 43 base64url characters per coordinate); what it cannot see is the point itself:
 * - an Ed25519 key of small order (the identity, or one of the 7 points of order 2, 4 or 8) verifies a
 *   forged signature (R = the identity, S = 0) for about one message in 8, with no private key at all;
 *   Node's verifier accepts such keys, so anyone could approve as its approver;
 * - a non-canonical Ed25519 encoding (y ≥ p, or x = 0 with its sign bit set) is a second spelling of
 *   another key;
 * - a P-256 point off the curve fails only later, as a signature error whenever a token names it.
 * Pure arithmetic on BigInt (no I/O): checked once per key, where a registry is parsed and where a key
 * index is built (trust files too). `keyIdentity` gives the decoded point, so one key listed twice — under
 * two approvers it would count as two of them — is found whatever its base64url spelling.
 */
/** A public JWK's members this check reads. */
export interface PublicJwk {
    kty?: unknown;
    crv?: unknown;
    x?: unknown;
    y?: unknown;
}
/**
 * Why `jwk` is no key only its owner can sign for (in words that follow "key K of A"), or undefined.
 *
 * @example
 * publicKeyProblem({ kty: 'OKP', crv: 'Ed25519', x: 'JuiVj8KyJ7BFw_SJ8u-Y8NXfrAXTxjM5sTgCiG1T_AU' })
 * // 'is a point of small order (8): anyone can forge signatures for it'
 */
export declare function publicKeyProblem(jwk: PublicJwk): string | undefined;
/** The key as a point (`kty/crv/x-hex[/y-hex]`): equal for one key however its base64url is spelled. */
export declare function keyIdentity(jwk: PublicJwk): string;
