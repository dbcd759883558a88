/**
 * Response helpers (JSON, security headers on everything) and the bounded request-body reader.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorResponse, HttpError } from './errors.js';
import { describeError } from '../core/errors.js';
import { unreadableJsonText } from '../io/trace/utf8.js';

/** No script, style or connection that `serve` itself does not serve; never framed (SPEC §7: no CDN). */
export const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export function securityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/**
 * Sends the error as JSON. When the request's body was not read (refused before it), the connection is
 * closed after the response rather than reading what may be 100 MB more.
 */
export function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  e: unknown,
  extra: Record<string, unknown> = {},
) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const { status, body, headers } = errorResponse(e);
  const close: Record<string, string> = req.complete ? {} : { Connection: 'close' };
  sendJson(res, status, { ...body, ...extra }, { ...headers, ...close });
}

/**
 * Reads a JSON request body of at most `maxBytes`. A larger `Content-Length` is refused before a byte is
 * read; a chunked body is cut off as soon as it passes the limit. Throws `HttpError` 413 / 415 / 400.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(
      415,
      'ERR_REQUEST',
      `send the body as Content-Type: application/json (got ${JSON.stringify(type || 'none')})`,
    );
  }
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const bytes = await readBounded(req, maxBytes);
  const unreadable = unreadableJsonText(bytes);
  if (unreadable) throw new HttpError(400, 'ERR_REQUEST', `request body ${unreadable}`);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (e) {
    throw new HttpError(400, 'ERR_REQUEST', `request body is not JSON: ${describeError(e)}`);
  }
}

/** Collects the body; past the limit it stops listening (the socket is closed after the 413). */
function readBounded(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (err: Error | null) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      if (err) {
        req.pause();
        reject(err);
      } else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) done(tooLarge(maxBytes));
      else chunks.push(chunk);
    };
    const onEnd = () => done(null);
    const onError = (e: Error) => done(new HttpError(400, 'ERR_REQUEST', `request body: ${e.message}`));
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, 'ERR_LIMIT', `request body is larger than ${maxBytes} bytes`);
}
