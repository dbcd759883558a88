/**
 * Resume tokens (SPEC §4.4): a person's signed answer to an escalated run. A compact JWS, header
 * `{alg: EdDSA | ES256, kid, typ: "loopgov-resume+jwt"}`, claims `{iss: "loopgov", sub, iat, exp, jti,
 * run_id, head, decision: "resume" | "halt", grant?, reason?}`. Verified as strictly as an approval
 * (docs/decisions/061): keys only from a registry, no key-bearing header, unknown `crit` refused, `exp`
 * and `iat` with ≤ 60 s tolerance, a lifetime cap, `sub` = the key's owner — and, for the run: the role
 * the policy names (never a proposer-bot), the bound head, one use per `jti`, a grant within the ceiling.
 * Pure: keys, time and the run's state are handed in.
 */
import { compactVerify, type JWK, SignJWT } from 'jose';
import { parseEpochSeconds } from '../epoch-time.js';
import { describeError, LoopgovError } from '../errors.js';
import { meetsRole } from '../policy/approval-rules.js';
import { applyGrant, type Grant, grantProblem } from '../policy/grant.js';
import type { Budget, Role } from '../policy/types.js';
import { decodeSegment, inspectHeader } from './header.js';
import { reasonProblem } from './resume-reason.js';
import { importSigningKey } from './signing-key.js';
import {
  APPROVAL_ISS,
  CLOCK_TOLERANCE_SEC,
  type KeyIndex,
  MAX_TOKEN_BYTES,
  type TokenProblem,
} from './types.js';
import { importTrustedKey } from './verify.js';

export const RESUME_TYP = 'loopgov-resume+jwt';
/** A resume answers one escalation now: a day at most between `iat` and `exp`. */
export const MAX_RESUME_LIFETIME_SEC = 24 * 3600;
export const DEFAULT_RESUME_TTL_SEC = 3600;

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
export async function signResumeToken(req: ResumeSignRequest): Promise<string> {
  const jwk = req.privateJwk;
  const now = parseEpochSeconds(req.now, 'now', { whole: true });
  const { alg, kid, key } = await importSigningKey(jwk);
  const ttl = req.ttlSec ?? DEFAULT_RESUME_TTL_SEC;
  if (!(ttl > 0 && ttl <= MAX_RESUME_LIFETIME_SEC))
    throw new LoopgovError('ERR_USAGE', `ttl must be more than 0 and at most 24 h (got ${ttl} s)`);
  if (req.grant !== undefined) {
    const why = grantProblem(req.grant);
    if (why) throw new LoopgovError('ERR_USAGE', why);
  }
  const claims: Record<string, unknown> = { run_id: req.runId, head: req.head, decision: req.decision };
  if (req.grant && Object.keys(req.grant).length > 0) claims.grant = req.grant;
  if (req.reason !== undefined) claims.reason = req.reason;
  return new SignJWT(claims)
    .setProtectedHeader({ alg, kid, typ: RESUME_TYP })
    .setIssuer(APPROVAL_ISS)
    .setSubject(req.approver)
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .setJti(req.jti ?? crypto.randomUUID())
    .sign(key);
}

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
export async function verifyResumeToken(token: string, ctx: ResumeContext): Promise<ResumeVerdict> {
  // Comparisons with NaN are false: an unchecked `now` would call an expired token current.
  parseEpochSeconds(ctx.now, 'now');
  const problems: TokenProblem[] = [];
  const add = (code: TokenProblem['code'], message: string) => problems.push({ code, message });
  const result = (extra: Partial<ResumeVerdict> = {}): ResumeVerdict => ({
    valid: problems.length === 0,
    problems,
    roles: [],
    ...extra,
  });
  if (token.length > MAX_TOKEN_BYTES) {
    add('ERR_TOKEN_MALFORMED', `token is ${token.length} bytes (cap ${MAX_TOKEN_BYTES})`);
    return result();
  }
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token)) {
    add('ERR_TOKEN_MALFORMED', 'not a compact JWS (three base64url segments separated by dots)');
    return result();
  }
  const [h, p] = token.split('.') as [string, string, string];
  const header = inspectHeader(h, ctx.keys, add, { typ: RESUME_TYP, registry: 'the trusted registry' });
  const key = header.key;
  if (key && header.signatureCheckable) {
    try {
      await compactVerify(token, await importTrustedKey(key), { algorithms: [key.alg] });
    } catch (e) {
      add('ERR_TOKEN_SIGNATURE', `signature does not verify with ${key.kid}: ${describeError(e)}`);
    }
  }
  const payload = decodeSegment(p);
  if (!payload.ok) add('ERR_TOKEN_MALFORMED', `payload: ${payload.error}`);
  const c = payload.ok ? (payload.value as Partial<ResumeClaims>) : undefined;
  let limits: Budget | undefined;
  if (c) limits = checkClaims(c, ctx, key?.approverId, add);
  if (key && !meetsRole(key.roles, ctx.approverRole)) {
    add(
      'ERR_TOKEN_ROLE',
      key.roles.includes('proposer-bot')
        ? `${key.approverId} is a proposer-bot: a proposer-bot never answers an escalation`
        : `${key.approverId} has roles [${key.roles.join(', ')}], not ${ctx.approverRole}`,
    );
  }
  return result({
    ...(header.kid !== undefined ? { kid: header.kid } : {}),
    ...(key ? { approver: key.approverId, roles: [...key.roles] } : {}),
    ...(c ? { claims: c } : {}),
    ...(problems.length === 0 && limits ? { limits } : {}),
  });
}

const KNOWN_CLAIMS = new Set([
  'iss',
  'sub',
  'iat',
  'exp',
  'nbf',
  'jti',
  'run_id',
  'head',
  'decision',
  'grant',
  'reason',
]);

function checkClaims(
  c: Partial<ResumeClaims> & Record<string, unknown>,
  ctx: ResumeContext,
  owner: string | undefined,
  add: (code: TokenProblem['code'], message: string) => void,
): Budget | undefined {
  for (const k of Object.keys(c)) if (!KNOWN_CLAIMS.has(k)) add('ERR_TOKEN_CLAIMS', `unknown claim "${k}"`);
  const int = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);
  if (c.iss !== APPROVAL_ISS) add('ERR_TOKEN_ISS', `iss ${JSON.stringify(c.iss)} is not "${APPROVAL_ISS}"`);
  if (typeof c.sub !== 'string' || c.sub === '') add('ERR_TOKEN_SUB', 'sub (the approver id) is missing');
  else if (owner !== undefined && c.sub !== owner)
    add('ERR_TOKEN_SUB', `sub ${JSON.stringify(c.sub)} but the key belongs to ${owner}`);
  if (typeof c.jti !== 'string' || c.jti === '' || c.jti.length > 256)
    add('ERR_TOKEN_CLAIMS', 'jti must be a string of 1-256 characters');
  else if (ctx.usedJtis.has(c.jti))
    add('ERR_TOKEN_REPLAY', `jti ${JSON.stringify(c.jti)} was already used to answer this run`);
  if (!int(c.iat) || !int(c.exp)) add('ERR_TOKEN_CLAIMS', 'iat and exp are required integers (seconds)');
  else {
    const iat = c.iat as number;
    const exp = c.exp as number;
    if (exp <= iat) add('ERR_TOKEN_LIFETIME', `exp (${exp}) is not after iat (${iat})`);
    else if (exp - iat > MAX_RESUME_LIFETIME_SEC)
      add('ERR_TOKEN_LIFETIME', `exp − iat is ${exp - iat} s, more than 24 h (${MAX_RESUME_LIFETIME_SEC} s)`);
    if (exp <= ctx.now - CLOCK_TOLERANCE_SEC)
      add('ERR_TOKEN_EXPIRED', `expired at ${iso(exp)} (now ${iso(ctx.now)})`);
    if (iat > ctx.now + CLOCK_TOLERANCE_SEC)
      add('ERR_TOKEN_NOT_YET_VALID', `iat ${iso(iat)} is in the future (now ${iso(ctx.now)})`);
  }
  if (c.nbf !== undefined && (!int(c.nbf) || (c.nbf as number) > ctx.now + CLOCK_TOLERANCE_SEC))
    add('ERR_TOKEN_NOT_YET_VALID', `nbf ${JSON.stringify(c.nbf)} is in the future (now ${iso(ctx.now)})`);
  if (c.run_id !== ctx.runId)
    add('ERR_TOKEN_BINDING', `bound to run ${JSON.stringify(c.run_id)}, not ${JSON.stringify(ctx.runId)}`);
  if (c.head !== ctx.head)
    add(
      'ERR_TOKEN_BINDING',
      `bound to head ${String(c.head).slice(0, 16)}…, but the run is escalated at ${ctx.head.slice(0, 16)}…`,
    );
  if (c.decision !== 'resume' && c.decision !== 'halt')
    add('ERR_TOKEN_CLAIMS', `decision ${JSON.stringify(c.decision)} is not "resume" or "halt"`);
  const reasonWhy = c.reason === undefined ? undefined : reasonProblem(c.reason);
  if (reasonWhy) add('ERR_TOKEN_CLAIMS', `reason ${reasonWhy}`);
  if (c.grant === undefined) return ctx.limits;
  const why = grantProblem(c.grant);
  if (why) {
    add('ERR_GRANT', why);
    return undefined;
  }
  if (c.decision === 'halt') add('ERR_GRANT', 'a halt grants nothing: drop the grant');
  const applied = applyGrant(ctx.limits, c.grant as Grant, ctx.ceiling);
  for (const p of applied.problems) add('ERR_GRANT', p);
  return applied.limits;
}

function iso(sec: number): string {
  const d = new Date(sec * 1000);
  return Number.isNaN(d.getTime()) ? String(sec) : d.toISOString();
}
