/**
 * Resume tokens (SPEC §4.4): a person's signed answer to an escalated run. A compact JWS, header
 * `{alg: EdDSA | ES256, kid, typ: "loopgov-resume+jwt"}`, claims `{iss: "loopgov", sub, iat, exp, jti,
 * run_id, head, decision: "resume" | "halt", grant?, reason?}`. Verified as strictly as an approval
 * (docs/decisions/061): keys only from a registry, no key-bearing header, unknown `crit` refused, `exp`
 * and `iat` with ≤ 60 s tolerance, a lifetime cap, `sub` = the key's owner — and, for the run: the role
 * the policy names (never a proposer-bot), the bound head, one use per `jti`, a grant within the ceiling.
 * Pure: keys, time and the run's state are handed in.
 */
import { type JWK } from 'jose';
import { type Grant } from '../policy/grant.js';
import type { Budget, Role } from '../policy/types.js';
import { type KeyIndex, type TokenProblem } from './types.js';
export declare const RESUME_TYP = "loopgov-resume+jwt";
/** A resume answers one escalation now: a day at most between `iat` and `exp`. */
export declare const MAX_RESUME_LIFETIME_SEC: number;
export declare const DEFAULT_RESUME_TTL_SEC = 3600;
export type ResumeDecision = 'resume' | 'halt';
export interface ResumeClaims {
    iss: string;
    sub: string;
    iat: number;
    exp: number;
    jti: string;
    run_id: string;
    head: string;
    decision: ResumeDecision;
    grant?: Grant;
    reason?: string;
}
export interface ResumeSignRequest {
    /** A private JWK with `kid` and `alg` (EdDSA or ES256). */
    privateJwk: JWK;
    approver: string;
    runId: string;
    /** The trace's head when escalated: the hash of its `escalation` record. */
    head: string;
    decision: ResumeDecision;
    grant?: Grant;
    reason?: string;
    /** Whole seconds since the epoch (`Math.floor(Date.now() / 1000)`): milliseconds are `ERR_USAGE`. */
    now: number;
    ttlSec?: number;
    jti?: string;
}
/**
 * Signs a resume token. Throws `ERR_KEY` for an unusable key, `ERR_USAGE` for a bad lifetime or grant, or a
 * `now` that is not whole seconds since the epoch (NaN, a fraction, milliseconds).
 *
 * @example
 * const token = await signResumeToken({ privateJwk, approver: 'alice', runId: 'r1', head,
 *   decision: 'resume', grant: { max_steps: 10 }, now: Math.floor(Date.now() / 1000) });
 */
export declare function signResumeToken(req: ResumeSignRequest): Promise<string>;
/** Everything a resume is checked against: the run as the trace says it is now. */
export interface ResumeContext {
    keys: KeyIndex;
    runId: string;
    /** The hash of the run's `escalation` record. */
    head: string;
    /** Seconds since the epoch: NaN, none or milliseconds is `ERR_USAGE` (never a token judged unexpired). */
    now: number;
    /** The role `escalation.approver_role` names. */
    approverRole: Role;
    /** `jti`s of every resume this run already acted on. */
    usedJtis: ReadonlySet<string>;
    /** The run's budget limits now, and the ceiling's (null: no ceiling known, nothing may be granted). */
    limits: Budget;
    ceiling: Budget | null;
}
export interface ResumeVerdict {
    valid: boolean;
    problems: TokenProblem[];
    kid?: string;
    approver?: string;
    roles: Role[];
    claims?: Partial<ResumeClaims>;
    /** The limits once the grant is applied (set when the token verifies). */
    limits?: Budget;
}
/**
 * Verifies a resume token and says every reason it fails. Never throws for a bad token; a `ctx.now` that
 * is no time in seconds (NaN, none, milliseconds) is the caller's mistake: `ERR_USAGE`, as
 * `verifyApprovalToken` throws for it.
 *
 * @example
 * const v = await verifyResumeToken(token, { keys, runId, head, now, approverRole: 'maintainer',
 *   usedJtis: new Set(), limits, ceiling });
 * if (!v.valid) console.log(v.problems.map((p) => p.code));
 */
export declare function verifyResumeToken(token: string, ctx: ResumeContext): Promise<ResumeVerdict>;
