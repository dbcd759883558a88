/**
 * Who may talk to `loopgov serve` (SPEC §7, REDTEAM "Server"): every request carries the bearer token
 * (or, from the page, the session cookie the page got for it); `Host` and `Origin` must be this server's
 * own (no DNS rebinding); writes need the CSRF header. The token in a URL is accepted only by the page,
 * which trades it for the cookie and redirects it away. Decision 052.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors.js';

/** The header every write must carry (a page on another origin cannot send it without CORS, which we never grant). */
export const CSRF_HEADER = 'x-loopgov-csrf';

export interface Credentials {
  token: string;
  /** The session cookie's name (per port: cookies are not isolated by port). */
  cookieName: string;
  /** The cookie's value: HMAC of the token, so a new token ends every session. */
  session: string;
}

export type Identity = 'bearer' | 'cookie';

/** A random token: 32 bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The credentials for `token` on `port`.
 *
 * @example
 * const creds = credentialsFor(generateToken(), 8080);
 */
export function credentialsFor(token: string, port: number): Credentials {
  const session = createHmac('sha256', token).update('loopgov-session-v1').digest('base64url');
  return { token, cookieName: `loopgov_session_${port}`, session };
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The `Set-Cookie` value that gives the page its session. */
export function sessionCookie(c: Credentials): string {
  return `${c.cookieName}=${c.session}; HttpOnly; SameSite=Strict; Path=/`;
}

/**
 * Throws 400 when there is no `Host` (nor an absolute-form target), and 403 unless `Host` — or the authority of an absolute-form request target, which replaces it
 * (RFC 9112 §3.2.2) — is on the allow-list and `Origin` (when sent) is a page of one of those names: the
 * Host a browser sends to that origin — its host, and its port unless that is the scheme's default
 * (http 80, https 443) — must be on the list. So behind a proxy on 443, `Origin:
 * https://proxy.example.com` is the page `Host: proxy.example.com` serves.
 */
export function checkHostAndOrigin(
  req: IncomingMessage,
  allowedHosts: readonly string[],
  targetAuthority: string | null = null,
): void {
  if (targetAuthority === null && req.headers.host === undefined) {
    throw new HttpError(
      400,
      'ERR_REQUEST',
      `the request has no Host header (RFC 9112 §3.2): send Host: one of this server's names (${allowedHosts.join(', ')})`,
    );
  }
  const host = (targetAuthority ?? req.headers.host ?? '').toLowerCase();
  if (!allowedHosts.includes(host)) {
    const what =
      targetAuthority === null
        ? `Host ${JSON.stringify(req.headers.host ?? '')}`
        : `the request target's authority ${JSON.stringify(targetAuthority)}`;
    throw new HttpError(
      403,
      'ERR_FORBIDDEN',
      `${what} is not one of this server's names (${allowedHosts.join(', ')}); start serve with --allow-host to add one`,
    );
  }
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const authority = originAuthority(origin);
    if (authority === null || !allowedHosts.includes(authority)) {
      throw new HttpError(
        403,
        'ERR_FORBIDDEN',
        `Origin ${JSON.stringify(origin)} is not this server (its names: ${allowedHosts.join(', ')})`,
      );
    }
  }
}

/**
 * The Host a browser sends to `origin` (`https://a.example:443` → `a.example`), or null for anything but
 * a plain http(s) origin (`null`, user info, a path).
 */
function originAuthority(origin: string): string | null {
  if (!/^https?:\/\/[^/?#@\\]+$/i.test(origin)) return null;
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Who is asking: a valid bearer token, else a valid session cookie; else 401. A `token` in the query
 * string of anything but the page is refused even with valid credentials (URLs end up in logs).
 */
export function authenticate(
  req: IncomingMessage,
  c: Credentials,
  query: URLSearchParams,
  isPage: boolean,
): Identity {
  if (!isPage && query.has('token')) {
    throw new HttpError(
      401,
      'ERR_AUTH',
      'a token in the URL is accepted only by the page (/): send it as Authorization: Bearer <token>',
      { 'WWW-Authenticate': 'Bearer realm="loopgov"' },
    );
  }
  const auth = req.headers.authorization;
  if (auth !== undefined) {
    // The scheme name is case-insensitive (RFC 9110 §11.1): bearer, BEARER, Bearer; what separates it
    // from the token is taken as any whitespace HTTP knows (SP or HTAB, §5.6.3), however much.
    const m = /^bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i.exec(auth);
    if (m && sameSecret(m[1]!, c.token)) return 'bearer';
    if (/^bearer([ \t]|$)/i.test(auth)) throw unauthorized("the bearer token is not this server's");
    // The scheme is a token (§5.6.2): what follows it is no part of its name, nor shown.
    const scheme = /^[!#$%&'*+.^_`|~0-9A-Za-z-]*/.exec(auth)![0].slice(0, 32);
    throw unauthorized(
      scheme.toLowerCase() === 'bearer'
        ? 'after Bearer comes a space, then the token: send Authorization: Bearer <token>'
        : `the Authorization scheme is ${JSON.stringify(scheme)}, not Bearer: send Authorization: Bearer <token>`,
    );
  }
  const cookie = readCookie(req.headers.cookie, c.cookieName);
  if (cookie !== null && sameSecret(cookie, c.session)) return 'cookie';
  throw unauthorized(
    cookie === null
      ? 'send Authorization: Bearer <token> (loopgov serve printed it, or --token-file holds it)'
      : 'the session cookie is not valid for this server (its token changed?): open the URL serve printed',
  );
}

/** Throws 403 unless a write carries the CSRF header and did not come from another site. */
export function checkWrite(req: IncomingMessage): void {
  if (req.headers[CSRF_HEADER] !== '1') {
    throw new HttpError(403, 'ERR_FORBIDDEN', `a write needs the header ${CSRF_HEADER}: 1 (CSRF protection)`);
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(
      403,
      'ERR_FORBIDDEN',
      `a write from another site (Sec-Fetch-Site: ${site}) is refused`,
    );
  }
}

function unauthorized(why: string): HttpError {
  return new HttpError(401, 'ERR_AUTH', `not authenticated: ${why}`, {
    'WWW-Authenticate': 'Bearer realm="loopgov"',
  });
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
