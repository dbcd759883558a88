// A resume token's claims, decoded in the page — never verified here (the server verifies) — and a
// `resume` record shown from its token rather than from the copies beside it, as `loopgov inbox show`
// and `trace show` do (decision 116): a re-hashed edit of the copies keeps the chain whole, so the page
// names the copies that disagree with the token instead of showing them.
import { visible } from './api.js';

/** The token's claims, or null when it is not a compact JWS with a JSON object payload. */
export function tokenClaims(token) {
  const parts = typeof token === 'string' ? token.trim().split('.') : [];
  if (parts.length !== 3) return null;
  try {
    // base64url → bytes → UTF-8 (atob alone gives Latin-1: José would read JosÃ©); a bad byte is
    // refused, not guessed. The claims are text a person reads, so hidden characters are made visible.
    const bin = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? visible(claims) : null;
  } catch {
    return null;
  }
}

/** JSON with sorted keys: the record is canonical JSON (sorted), the token's claims are as signed. */
function sorted(v) {
  if (Array.isArray(v)) return `[${v.map(sorted).join(',')}]`;
  if (v === null || typeof v !== 'object') return JSON.stringify(v ?? null);
  return `{${Object.keys(v)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${sorted(v[k])}`)
    .join(',')}}`;
}

/**
 * A `resume` record's answer: `{decision, sub, grant, disagreeing}` from its token, with
 * `disagreeing` the record's copied fields that are not what the token says (`token` when it cannot be read).
 */
export function answerOf(r) {
  const c = tokenClaims(r.token);
  if (!c) return { decision: null, sub: null, grant: null, disagreeing: ['token'] };
  const copies = {
    decision: c.decision,
    sub: c.sub,
    jti: c.jti,
    head: c.head,
    grant: c.grant ?? null,
    reason: typeof c.reason === 'string' ? c.reason : null,
    exp: c.exp ?? null,
  };
  const disagreeing = Object.keys(copies).filter((k) => sorted(r[k] ?? null) !== sorted(copies[k] ?? null));
  return { decision: c.decision ?? null, sub: c.sub ?? null, grant: c.grant ?? null, disagreeing };
}

/** What a person is told of an answer whose copies disagree with its token; '' when they agree. */
export function editedText(a) {
  if (a.disagreeing.includes('token'))
    return 'Its token cannot be read: the record was edited, and the runtime refuses it.';
  return a.disagreeing.length
    ? `EDITED: the record's copied ${a.disagreeing.join(', ')} disagree with its token; what is shown is the token's (what the runtime reads).`
    : '';
}
