import { type TokenVerdict, type TrustedKey, type VerifyContext } from './types.js';
/**
 * Checks signature, header, claims, lifetime and binding of `token` against `ctx`. Never throws for a bad
 * token: the verdict lists every problem with a stable code (`ERR_TOKEN_*`). A `ctx.now` that is no time
 * in seconds (NaN, none, milliseconds) is the caller's mistake: `ERR_USAGE` (unless `checkTime: false`);
 * so is an unknown context key (`checktime`, `headDigest`): a binding misspelt would go unchecked.
 *
 * @example
 * const v = await verifyApprovalToken(jwt, { keys, repoId: 'acme/policies', base, head, now: 1_800_000_000 });
 * if (!v.valid) console.log(v.problems.map((p) => p.code));
 */
export declare function verifyApprovalToken(token: string, ctx: VerifyContext): Promise<TokenVerdict>;
/** The registry key as a jose key (imported once per key). */
export declare function importTrustedKey(key: TrustedKey): Promise<CryptoKey | Uint8Array>;
