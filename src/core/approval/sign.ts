/** Signing approval tokens (SPEC §3.2). Pure: the private key and the time are handed in. */
import { type JWK, SignJWT } from 'jose';
import { parseEpochSeconds } from '../epoch-time.js';
import { LoopgovError } from '../errors.js';
import { importSigningKey } from './signing-key.js';
import { APPROVAL_ISS, APPROVAL_TYP, type ApprovalDecision, MAX_TOKEN_LIFETIME_SEC } from './types.js';

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
export async function signApprovalToken(req: SignRequest): Promise<string> {
  const { privateJwk: jwk } = req;
  const now = parseEpochSeconds(req.now, 'now', { whole: true });
  const { alg, kid, key } = await importSigningKey(jwk);
  if (!(req.ttlSec > 0 && req.ttlSec <= MAX_TOKEN_LIFETIME_SEC))
    throw new LoopgovError('ERR_USAGE', `ttl must be more than 0 and at most 7 days (got ${req.ttlSec} s)`);
  return new SignJWT({ base: req.base, head: req.head, decision: req.decision })
    .setProtectedHeader({ alg, kid, typ: APPROVAL_TYP })
    .setIssuer(APPROVAL_ISS)
    .setAudience(req.repoId)
    .setSubject(req.approver)
    .setIssuedAt(now)
    .setExpirationTime(now + req.ttlSec)
    .setJti(req.jti ?? crypto.randomUUID())
    .sign(key);
}

/**
 * Parses a duration such as `72h`, `7d`, `30m` or `3600s` (or plain seconds) into seconds; `flag` names
 * the option in the `ERR_USAGE` it throws otherwise — also when `max` is given and the duration is 0 or
 * longer (checked here, so a command refuses before it prints or signs anything).
 *
 * @example
 * parseTtl('72h') // 259200
 * parseTtl('8d', '--ttl', { sec: 7 * 86400, words: '7 days' }) // throws ERR_USAGE: --ttl must be …
 */
export function parseTtl(text: string, flag = '--ttl', max?: { sec: number; words: string }): number {
  const sec = parseDuration(text, flag);
  if (max && !(sec > 0 && sec <= max.sec))
    throw new LoopgovError(
      'ERR_USAGE',
      `${flag} must be more than 0 and at most ${max.words} (got ${JSON.stringify(text)}: ${sec} s)`,
    );
  return sec;
}

function parseDuration(text: string, flag: string): number {
  const m = /^(\d{1,7})([smhd]?)$/.exec(text.trim());
  if (!m)
    throw new LoopgovError(
      'ERR_USAGE',
      `${flag} must look like 72h, 7d, 30m or 3600s; a bare number is seconds (got ${JSON.stringify(text)})`,
    );
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}
