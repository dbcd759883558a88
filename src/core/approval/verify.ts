/**
 * Verifies one approval token (SPEC §3.2) and says every reason it fails, not only the first. Keys come
 * only from the registry index; the token's header can name a key (kid) but never supply one.
 */
import { compactVerify, importJWK, jwtVerify } from 'jose';
import { parseEpochSeconds } from '../epoch-time.js';
import { describeError, LoopgovError } from '../errors.js';
import { refuseUnknownKeys } from '../option-keys.js';
import { shownValue } from '../shown-value.js';
import { validateAgainstSchema } from '../policy/validate.js';
import { sameRepoId } from './repo-id.js';
import { decodeSegment, inspectHeader } from './header.js';
import {
  APPROVAL_ISS,
  APPROVAL_TYP,
  type ApprovalClaims,
  CLOCK_TOLERANCE_SEC,
  MAX_TOKEN_BYTES,
  MAX_TOKEN_LIFETIME_SEC,
  type TokenProblem,
  type TokenVerdict,
  type TrustedKey,
  type VerifyContext,
} from './types.js';

// Every field of the context, once: a key added to VerifyContext and not here fails to compile.
const VERIFY_CONTEXT = Object.keys({
  keys: true,
  repoId: true,
  base: true,
  head: true,
  now: true,
  checkTime: true,
} satisfies Record<keyof VerifyContext, true>);

const COMPACT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

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
export async function verifyApprovalToken(token: string, ctx: VerifyContext): Promise<TokenVerdict> {
  if (typeof ctx !== 'object' || ctx === null || Array.isArray(ctx))
    throw new LoopgovError('ERR_USAGE', `the verify context must be an object (got ${shownValue(ctx)})`);
  refuseUnknownKeys(ctx as unknown as Record<string, unknown>, VERIFY_CONTEXT);
  // The one check of `now` every verifier and signer makes (epoch-time.ts): NaN compares as never expired.
  if (ctx.checkTime !== false) parseEpochSeconds(ctx.now, 'now');
  const problems: TokenProblem[] = [];
  const add = (code: TokenProblem['code'], message: string) => problems.push({ code, message });
  const verdict = (extra: Partial<TokenVerdict> = {}): TokenVerdict => ({
    valid: problems.length === 0,
    roles: [],
    problems,
    ...extra,
  });
  if (token.length > MAX_TOKEN_BYTES) {
    add('ERR_TOKEN_MALFORMED', `token is ${token.length} bytes (cap ${MAX_TOKEN_BYTES})`);
    return verdict();
  }
  if (!COMPACT.test(token)) {
    add('ERR_TOKEN_MALFORMED', 'not a compact JWS (three base64url segments separated by dots)');
    return verdict();
  }
  const [h, p] = token.split('.') as [string, string, string];
  const header = inspectHeader(h, ctx.keys, add);
  const key = header.key;
  const payload = decodeSegment(p);
  if (!payload.ok) add('ERR_TOKEN_MALFORMED', `payload: ${payload.error}`);

  // The signature is checked with the registry's key and only that key's algorithm.
  if (key && header.signatureCheckable) {
    try {
      await compactVerify(token, await importTrustedKey(key), { algorithms: [key.alg] });
    } catch (e) {
      add('ERR_TOKEN_SIGNATURE', `signature does not verify with ${key.kid}: ${describeError(e)}`);
    }
  }

  const claims = payload.ok ? (payload.value as Partial<ApprovalClaims>) : undefined;
  if (claims) checkClaims(claims, key, ctx, add);

  if (problems.length === 0 && key && ctx.checkTime !== false) {
    // Belt and braces: jose's own JWT checks must agree with ours.
    try {
      await jwtVerify(token, await importTrustedKey(key), {
        algorithms: [key.alg],
        typ: APPROVAL_TYP,
        issuer: APPROVAL_ISS,
        // The token's own spelling of this repository: the check above compared it without case.
        ...(ctx.repoId !== undefined ? { audience: claims!.aud } : {}),
        subject: key.approverId,
        requiredClaims: ['iat', 'exp', 'jti', 'sub', 'aud', 'iss'],
        clockTolerance: CLOCK_TOLERANCE_SEC,
        maxTokenAge: MAX_TOKEN_LIFETIME_SEC + CLOCK_TOLERANCE_SEC,
        currentDate: new Date(ctx.now * 1000),
      });
    } catch (e) {
      add('ERR_TOKEN_CLAIMS', `rejected by jose: ${describeError(e)}`);
    }
  }
  return verdict({
    ...(header.kid !== undefined ? { kid: header.kid } : {}),
    ...(key ? { approver: key.approverId, roles: [...key.roles] } : {}),
    ...(claims?.decision === 'approve' || claims?.decision === 'reject' ? { decision: claims.decision } : {}),
    ...(claims ? { claims } : {}),
  });
}

const FIELD_CODES: Record<string, TokenProblem['code']> = {
  '/iss': 'ERR_TOKEN_ISS',
  '/aud': 'ERR_TOKEN_AUD',
  '/sub': 'ERR_TOKEN_SUB',
  '/base': 'ERR_TOKEN_BINDING',
  '/head': 'ERR_TOKEN_BINDING',
};

function checkClaims(
  c: Partial<ApprovalClaims>,
  key: TrustedKey | undefined,
  ctx: VerifyContext,
  add: (code: TokenProblem['code'], message: string) => void,
): void {
  const schemaProblems = validateAgainstSchema('ApprovalClaims', c, 'token');
  const badFields = new Set(schemaProblems.map((s) => s.field));
  for (const s of schemaProblems)
    add(FIELD_CODES[s.field ?? ''] ?? 'ERR_TOKEN_CLAIMS', `${s.field}: ${s.message}`);
  const ok = (f: string) => !badFields.has(`/${f}`) && (c as Record<string, unknown>)[f] !== undefined;
  if (ctx.repoId !== undefined && ok('aud') && !sameRepoId(c.aud!, ctx.repoId))
    add('ERR_TOKEN_AUD', `aud ${JSON.stringify(c.aud)} is not this repository (${ctx.repoId})`);
  if (ok('sub') && key && c.sub !== key.approverId)
    add('ERR_TOKEN_SUB', `sub ${JSON.stringify(c.sub)} but kid ${key.kid} belongs to ${key.approverId}`);
  if (ok('iat') && ok('exp')) {
    const iat = c.iat as number;
    const exp = c.exp as number;
    if (exp <= iat) add('ERR_TOKEN_LIFETIME', `exp (${exp}) is not after iat (${iat})`);
    else if (exp - iat > MAX_TOKEN_LIFETIME_SEC)
      add(
        'ERR_TOKEN_LIFETIME',
        `exp − iat is ${exp - iat} s, more than 7 days (${MAX_TOKEN_LIFETIME_SEC} s)`,
      );
  }
  if (ctx.checkTime !== false) {
    const late = ctx.now - CLOCK_TOLERANCE_SEC;
    const early = ctx.now + CLOCK_TOLERANCE_SEC;
    if (ok('exp') && (c.exp as number) <= late)
      add('ERR_TOKEN_EXPIRED', `expired at ${iso(c.exp as number)} (now ${iso(ctx.now)})`);
    if (ok('iat') && (c.iat as number) > early)
      add('ERR_TOKEN_NOT_YET_VALID', `iat ${iso(c.iat as number)} is in the future (now ${iso(ctx.now)})`);
    if (ok('nbf') && (c.nbf as number) > early)
      add('ERR_TOKEN_NOT_YET_VALID', `nbf ${iso(c.nbf as number)} is in the future (now ${iso(ctx.now)})`);
  }
  if (ctx.base !== undefined && ok('base') && c.base !== ctx.base)
    add('ERR_TOKEN_BINDING', `bound to base ${short(c.base)}, but the base digest is ${short(ctx.base)}`);
  if (ok('head') && c.head !== ctx.head)
    add('ERR_TOKEN_BINDING', `bound to head ${short(c.head)}, but the head digest is ${short(ctx.head)}`);
}

const imported = new WeakMap<TrustedKey, Promise<CryptoKey | Uint8Array>>();
/** The registry key as a jose key (imported once per key). */
export function importTrustedKey(key: TrustedKey): Promise<CryptoKey | Uint8Array> {
  let k = imported.get(key);
  if (!k) {
    const { kty, crv, x, y } = key.jwk;
    k = importJWK({ kty, crv, x, ...(y ? { y } : {}) }, key.alg);
    imported.set(key, k);
  }
  return k;
}

function iso(sec: number): string {
  const d = new Date(sec * 1000);
  return Number.isNaN(d.getTime()) ? String(sec) : d.toISOString();
}
function short(d: unknown): string {
  return typeof d === 'string' ? d.slice(0, 12) : JSON.stringify(d);
}
