/**
 * The Loop panel's files, embedded in the bundle at build time (scripts/generate-panel.mjs: Preact +
 * htm, pinned, bundled with the panel's own modules; no CDN, nothing built at run time), and the page
 * flow: `/?token=…` sets the session cookie and redirects the token out of the URL; without a session
 * the page is a 401 with a form to paste the token into. Decision 055.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Credentials, sameSecret, sessionCookie } from './auth.js';
import { notFound } from './errors.js';
import { queryValue } from './router.js';
import { PANEL_ASSETS } from './panel/generated/assets.js';

/** Serves `/` (index.html) or `/panel/<name>`. */
export function sendAsset(req: IncomingMessage, res: ServerResponse, name: string): void {
  // Own names only: `__proto__`, `constructor` and the like are Object.prototype's, not files.
  const asset = Object.hasOwn(PANEL_ASSETS, name) ? PANEL_ASSETS[name] : undefined;
  if (!asset) throw notFound(`/panel/${name}`);
  if (req.headers['if-none-match'] === asset.etag) {
    res.writeHead(304, { ETag: asset.etag });
    res.end();
    return;
  }
  const body = Buffer.from(asset.body, 'utf8');
  res.writeHead(200, {
    'Content-Type': asset.type,
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    ETag: asset.etag,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * `GET /?token=T`: a valid token gets the cookie and a redirect to the same page without `token` (the
 * rest of the query — the selection — is kept). Returns false when there was no token to trade.
 */
export function tradeToken(
  res: ServerResponse,
  creds: Credentials,
  query: URLSearchParams,
  rawQuery: string,
): boolean {
  // Percent-decoding only: the token alphabet has `+`, which URLSearchParams would read as a space.
  const token = queryValue(rawQuery, 'token');
  if (token === null) return false;
  if (!sameSecret(token, creds.token)) {
    sendLogin(res, "That token is not this server's.", query);
    return true;
  }
  query.delete('token');
  const rest = query.toString();
  res.writeHead(303, {
    Location: rest ? `/?${rest}` : '/',
    'Set-Cookie': sessionCookie(creds),
    'Cache-Control': 'no-store',
  });
  res.end();
  return true;
}

/**
 * The 401 page: where the token comes from, and a form that sends it back to `/?token=` with the rest
 * of the query (a shared link's selection, `?run=R&record=N`) as hidden fields, so signing in lands on
 * what the link showed (tradeToken keeps everything but the token).
 */
export function sendLogin(res: ServerResponse, why: string, query?: URLSearchParams): void {
  const keep = [...(query ?? [])]
    .filter(([name]) => name !== 'token')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>loopgov — sign in</title></head>
<body><main><h1>loopgov Loop panel</h1>
<p>${escapeHtml(why)}</p>
<p>Open the address <code>loopgov serve</code> printed when it started (it carries the token), or paste the token:</p>
<form method="get" action="/">${keep}<label for="token">Token</label>
<input id="token" name="token" type="password" autocomplete="off" required>
<button type="submit">Open the panel</button></form></main></body></html>`;
  const body = Buffer.from(html, 'utf8');
  res.writeHead(401, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'WWW-Authenticate': 'Bearer realm="loopgov"',
  });
  res.end(body);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
