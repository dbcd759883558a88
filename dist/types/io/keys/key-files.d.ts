import { type JWK } from 'jose';
import type { PublicJwk } from '../../core/policy/types.js';
export type KeyAlg = 'EdDSA' | 'ES256';
export interface GeneratedKey {
    privatePath: string;
    publicJwk: PublicJwk;
}
/**
 * Generates a key pair and writes `<dir>/<kid>.private.jwk.json` (mode 0600, never overwritten).
 * The private JWK also records the approver id as `sub`, so `loopgov approve` knows who signs.
 *
 * @example
 * const { publicJwk } = await generateApproverKey({ id: 'alice', alg: 'EdDSA', kid: 'alice-2026', dir: 'keys' });
 */
export declare function generateApproverKey(o: {
    id: string;
    alg: KeyAlg;
    kid: string;
    dir: string;
}): Promise<GeneratedKey>;
/**
 * Reads a private JWK file. Warns (via the returned note) when the file is readable by others.
 *
 * @example
 * const { jwk } = await readPrivateKey('keys/alice-2026.private.jwk.json');
 */
export declare function readPrivateKey(path: string): Promise<{
    jwk: JWK & {
        sub?: string;
    };
    note?: string;
}>;
