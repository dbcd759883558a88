/** Approval tokens (SPEC §3.2): the claims, the trusted keys they are checked against, and the verdict. */
import type { ErrorCode } from '../errors.js';
import type { PublicJwk, Role } from '../policy/types.js';
export declare const APPROVAL_TYP = "loopgov-approval+jwt";
export declare const APPROVAL_ISS = "loopgov";
/** Only asymmetric signatures with a fixed curve: no `none`, no HMAC, no RSA. */
export declare const ALLOWED_ALGS: readonly ["EdDSA", "ES256"];
export type ApprovalAlg = (typeof ALLOWED_ALGS)[number];
/** `exp − iat` may not exceed this (seconds): an approval is a decision about now, not a standing grant. */
export declare const MAX_TOKEN_LIFETIME_SEC: number;
/** Clock skew tolerated between signer and verifier (seconds). */
export declare const CLOCK_TOLERANCE_SEC = 60;
/** Tokens are a few hundred bytes; anything larger is refused unparsed. */
export declare const MAX_TOKEN_BYTES: number;
export type ApprovalDecision = 'approve' | 'reject';
export interface ApprovalClaims {
    iss: string;
    aud: string;
    sub: string;
    iat: number;
    exp: number;
    nbf?: number;
    jti: string;
    base: string;
    head: string;
    decision: ApprovalDecision;
}
/** A key from the registry, with the approver who owns it. */
export interface TrustedKey {
    kid: string;
    alg: ApprovalAlg;
    jwk: PublicJwk;
    approverId: string;
    roles: Role[];
}
/** kid → key, built only from a registry (never from a token). */
export type KeyIndex = ReadonlyMap<string, TrustedKey>;
export interface TokenProblem {
    code: ErrorCode;
    message: string;
}
/** Everything a verifier knows: what the token must be bound to, and when "now" is. */
export interface VerifyContext {
    keys: KeyIndex;
    /**
     * The repository id the token's `aud` must name, e.g. `acme/agent-policies`. Undefined (the runtime,
     * which knows no repository id) checks only that `aud` is well-formed.
     */
    repoId?: string;
    /** The gate's own digests. `base` undefined skips the base binding (the runtime has no base). */
    base?: string;
    head: string;
    /** Seconds since the epoch (injected: never read from the clock here). */
    now: number;
    /** `false` skips `exp`/`nbf`/`iat`-in-the-future checks (the runtime: expiry is the gate's business). */
    checkTime?: boolean;
}
export interface TokenVerdict {
    valid: boolean;
    /** From the header, even when invalid (for the report); `undefined` when there is none. */
    kid?: string;
    /** The approver owning `kid` in the registry (never the token's own `sub`). */
    approver?: string;
    roles: Role[];
    decision?: ApprovalDecision;
    claims?: Partial<ApprovalClaims>;
    /** Every reason the token is not valid, each with a stable code; empty when valid. */
    problems: TokenProblem[];
}
