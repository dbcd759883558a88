/**
 * Request paths, decoded one segment at a time and refused rather than normalized: a `.` or `..`
 * segment (raw or percent-encoded), an encoded `/` or `\`, a NUL, or a run id that is not a trace path
 * segment is a 400 — never a path that resolves somewhere else (REDTEAM "Server").
 */
import { HEX64 } from '../core/trace/chain.js';
import { isRunId } from '../core/trace/run-id.js';
import { badRequest } from './errors.js';

export interface ParsedUrl {
  segments: string[];
  query: URLSearchParams;
  /** The query as sent (no `?`): for a value where `+` is itself, not a space (`queryValue`). */
  rawQuery: string;
}

/** Longest URL accepted; the run id rule (≤ 128) and the header limit bound it further. */
const MAX_URL = 4096;

/**
 * A request target in origin form (`/path?query`) as it is, with no authority; one in absolute form
 * (`http://host:port/path?query`, what a client talking to a proxy sends — RFC 9112 §3.2.2: a server
 * MUST accept it) split into its authority, which stands in for `Host`, and the origin form of the rest.
 * Anything else (`*`, an authority alone, another scheme, user info) is a 400.
 *
 * @example
 * splitRequestTarget('http://127.0.0.1:8080/api/v1/health'); // { authority: '127.0.0.1:8080', target: '/api/v1/health' }
 */
export function splitRequestTarget(raw: string): { authority: string | null; target: string } {
  if (raw.length > MAX_URL) throw badRequest(`URL longer than ${MAX_URL} characters`);
  if (raw.startsWith('/')) return { authority: null, target: raw };
  const m = /^https?:\/\/([^/?#]*)([/?][^#]*)?$/i.exec(raw);
  if (!m || m[1] === '' || m[1]!.includes('@')) {
    throw badRequest(
      'request target must be a path (/api/v1/…) or an absolute http(s) URL without user info (RFC 9112 §3.2)',
    );
  }
  const rest = m[2] ?? '';
  return { authority: m[1]!.toLowerCase(), target: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * Splits an origin-form request target (`splitRequestTarget`) into decoded path segments and the query.
 *
 * @example
 * parseRequestUrl('/api/v1/runs/r1/records?from=3'); // { segments: ['api','v1','runs','r1','records'], query }
 */
export function parseRequestUrl(raw: string): ParsedUrl {
  if (raw.length > MAX_URL) throw badRequest(`URL longer than ${MAX_URL} characters`);
  if (!raw.startsWith('/')) throw badRequest('request target must be a path');
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  const rawQuery = q < 0 ? '' : raw.slice(q + 1);
  const query = new URLSearchParams(rawQuery);
  const segments: string[] = [];
  const parts = path === '/' ? [] : path.split('/').slice(1);
  for (const [i, part] of parts.entries()) {
    let s: string;
    try {
      s = decodeURIComponent(part);
    } catch {
      throw badRequest(`bad percent-encoding in URL segment ${JSON.stringify(part.slice(0, 64))}`);
    }
    if (s === '.' || s === '..' || /[/\\\0]/.test(s)) {
      throw badRequest(
        `URL segment ${JSON.stringify(part.slice(0, 64))} is not allowed (no ., .., /, \\ or NUL)`,
      );
    }
    // A trailing slash names the same resource; an empty segment anywhere else is a malformed path.
    if (s === '' && i === parts.length - 1 && i > 0) continue;
    segments.push(s);
  }
  return { segments, query, rawQuery };
}

/**
 * The first value of `name` in a raw query, percent-decoded only: `+` stays `+` (URLSearchParams makes it
 * a space, which no token holds — a token with `+` typed into the URL must still be that token). Null when
 * absent; a value with bad percent-encoding is returned as sent (it then matches nothing).
 *
 * @example
 * queryValue('token=a+b%2Fc&run=r1', 'token'); // 'a+b/c'
 */
export function queryValue(rawQuery: string, name: string): string | null {
  for (const part of rawQuery.split('&')) {
    const eq = part.indexOf('=');
    if ((eq < 0 ? part : part.slice(0, eq)) !== name) continue;
    const value = eq < 0 ? '' : part.slice(eq + 1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** Route patterns: literal segments, `:id` (a run id) and `:sha256` (64 lowercase hex). */
export interface Route<H> {
  method: 'GET' | 'POST';
  pattern: string;
  handler: H;
}

export interface Match<H> {
  route: Route<H>;
  params: Record<string, string>;
}

/**
 * Finds the route for a method and path; `null` with `allowed` methods when only the method is wrong.
 * A parameter that matches the shape of the route but is not valid is a 400, not a 404.
 */
export function matchRoute<H>(
  routes: readonly Route<H>[],
  method: string,
  segments: string[],
): { match: Match<H> | null; allowed: string[] } {
  // Anything under /api/v1/runs/<id> names a run: a bad id is a 400 whatever follows it.
  if (segments.length >= 4 && segments[0] === 'api' && segments[1] === 'v1' && segments[2] === 'runs') {
    checkParams({ id: segments[3]! });
  }
  const allowed: string[] = [];
  for (const route of routes) {
    const pattern = route.pattern.split('/').filter((s) => s !== '');
    if (pattern.length !== Math.max(segments.length, 0)) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (const [i, p] of pattern.entries()) {
      const s = segments[i]!;
      if (p.startsWith(':')) params[p.slice(1)] = s;
      else if (p !== s) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) {
      allowed.push(route.method);
      continue;
    }
    checkParams(params);
    return { match: { route, params }, allowed };
  }
  return { match: null, allowed };
}

function checkParams(params: Record<string, string>): void {
  if (params.id !== undefined && !isRunId(params.id)) {
    throw badRequest(
      `bad run id ${JSON.stringify(params.id.slice(0, 64))}${params.id.length > 64 ? `… (${params.id.length} characters)` : ''}: use 1-128 of A-Z a-z 0-9 . _ - starting with a letter or digit`,
    );
  }
  if (params.sha256 !== undefined && !HEX64.test(params.sha256)) {
    throw badRequest('an artifact is named by its sha256: 64 lowercase hex');
  }
}
