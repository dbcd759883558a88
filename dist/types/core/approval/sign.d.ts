/** Signing approval tokens (SPEC §3.2). Pure: the private key and the time are handed in. */
import { type JWK } from 'jose';
import { type ApprovalDecision } from './types.js';
export interface SignRequest {
    /** A private JWK with `kid` and `alg` (EdDSA or ES256). */
    privateJwk: JWK;
    /** The approver id that owns the key (the token's `sub`). */
    approver: string;
    repoId: string;
    base: string;
    head: string;
    decision: ApprovalDecision;
    /** Whole seconds since the epoch (`Math.floor(Date.now() / 1000)`): milliseconds are `ERR_USAGE`. */
    now: number;
    ttlSec: number;
    /** A unique token id; random when omitted. */
    jti?: string;
}
/**
 * Signs an approval token with header `{alg, kid, typ}`. Throws `ERR_KEY` for a key that is not a
 * private EdDSA/ES256 JWK with a kid, and `ERR_USAGE` for a lifetime outside (0, 7 days] or a `now` that is
 * not whole seconds since the epoch (NaN, a fraction, milliseconds).
 *
 * @example
 * const jwt = await signApprovalToken({ privateJwk, approver: 'alice', repoId: 'acme/policies',
 *   base, head, decision: 'approve', now: Math.floor(Date.now() / 1000), ttlSec: 72 * 3600 });
 */
export declare function signApprovalToken(req: SignRequest): Promise<string>;
/**
 * Parses a duration such as `72h`, `7d`, `30m` or `3600s` (or plain seconds) into seconds; `flag` names
 * the option in the `ERR_USAGE` it throws otherwise — also when `max` is given and the duration is 0 or
 * longer (checked here, so a command refuses before it prints or signs anything).
 *
 * @example
 * parseTtl('72h') // 259200
 * parseTtl('8d', '--ttl', { sec: 7 * 86400, words: '7 days' }) // throws ERR_USAGE: --ttl must be …
 */
export declare function parseTtl(text: string, flag?: string, max?: {
    sec: number;
    words: string;
}): number;
