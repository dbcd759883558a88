/**
 * Response helpers (JSON, security headers on everything) and the bounded request-body reader.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { BodyLostError, errorResponse, HttpError, UnsupportedBodyError } from './errors.js';
import { describeError } from '../core/errors.js';
import { duplicateKeyProblem } from '../core/json-keys.js';
import { unreadableJsonText } from '../io/trace/utf8.js';

/** No script, style or connection that `serve` itself does not serve; never framed (SPEC §7: no CDN). */
export const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** On every response, the parser's own refusals included (`answerClientError`). */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export function securityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/**
 * The server's `clientError`: a request Node's HTTP parser refused before any handler saw it (headers
 * too large, `Content-Length` with chunked, malformed HTTP, too slow) gets the same JSON error and
 * headers as every other response, then the connection is closed. Written to the socket by hand, as
 * Node requires there; nothing is written when a response is already under way or the peer has gone.
 */
export function answerClientError(
  err: NodeJS.ErrnoException & { reason?: string },
  socket: Duplex,
  limits: { headersTimeoutMs: number; requestTimeoutMs: number },
): void {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, code, message] = parserRefusal(err, limits);
  const body = JSON.stringify({ error: { code, message } });
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...SECURITY_HEADERS,
  };
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`, () =>
    socket.destroy(),
  );
}

/** Status, code and message for what the parser refused, as Node's own default answer chooses them. */
function parserRefusal(
  err: NodeJS.ErrnoException & { reason?: string },
  limits: { headersTimeoutMs: number; requestTimeoutMs: number },
): [number, 'ERR_LIMIT' | 'ERR_REQUEST', string] {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'ERR_LIMIT', 'request headers are too large'];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'ERR_LIMIT', 'chunk extensions are too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [
        408,
        'ERR_LIMIT',
        `request not received in time (headers within ${limits.headersTimeoutMs / 1000} s, the whole request within ${limits.requestTimeoutMs / 1000} s)`,
      ];
    default:
      return [400, 'ERR_REQUEST', `not a valid HTTP/1.1 request: ${err.reason ?? err.message} (${err.code})`];
  }
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

/** How long a refused request's body is read and dropped before it is answered anyway (`drainRefusedBody`). */
const DRAIN_MS = 5_000;

/**
 * Before an error is answered to a request whose body was never read (refused on its headers: 401, 403,
 * 404, 415…): reads and drops that body — at most `maxBytes` (the body limit) and `DRAIN_MS` — so a
 * client that writes its whole body before it reads (Python's http.client, urllib) hears the answer
 * rather than a broken pipe, and the connection can be kept. A body declared larger than that, one the
 * client waits to send (`Expect: 100-continue`: it was never told to go on), or one that does not come
 * in time is not waited for: the answer then closes the connection (`sendError`).
 *
 * @example
 * .catch(async (e) => { await drainRefusedBody(req, limits.maxBodyBytes); sendError(req, res, e); })
 */
export function drainRefusedBody(req: IncomingMessage, maxBytes: number): Promise<void> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  const waiting = req.headers.expect !== undefined;
  if (req.complete || req.destroyed || waiting || (Number.isFinite(declared) && declared > maxBytes))
    return Promise.resolve();
  // Something else (the body reader) already listened to it: it stopped where it did for a reason.
  if (req.listenerCount('data') > 0 || req.readableDidRead) return Promise.resolve();
  return new Promise((resolve) => {
    let size = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData).off('end', done).off('error', done).off('close', done);
      if (!req.complete) req.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) done();
    };
    const timer = setTimeout(done, DRAIN_MS);
    req.on('data', onData).on('end', done).on('error', done).on('close', done);
    req.resume();
  });
}

/**
 * Reads a JSON request body of at most `maxBytes`. A larger `Content-Length` is refused before a byte is
 * read; a chunked body is cut off as soon as it passes the limit. Throws `UnsupportedBodyError` 415 (not
 * sent as JSON, or compressed: refused before a byte is read), `HttpError` 413 / 400 (a body that is not
 * JSON, or has a key twice in one object), and `BodyLostError` when the connection drops before the
 * body is complete.
 * A client that sent `Expect: 100-continue` gets its `100 Continue` here, once every check before the
 * body has passed: a request refused (Host, token, CSRF, type, size) never hears "go on".
 */
export async function readJsonBody(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
): Promise<unknown> {
  checkBodyHeaders(req);
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (/^100-continue$/i.test(req.headers.expect ?? '') && !res.headersSent) res.writeContinue();
  const bytes = await readBounded(req, maxBytes);
  const unreadable = unreadableJsonText(bytes);
  if (unreadable) throw new HttpError(400, 'ERR_REQUEST', `request body ${unreadable}`);
  const text = bytes.toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (e) {
    throw new HttpError(400, 'ERR_REQUEST', `request body is not JSON: ${describeError(e)}`);
  }
  // As `loopgov run` reads its lines: a key twice would be read one way here and another elsewhere.
  const duplicate = duplicateKeyProblem(text);
  if (duplicate) throw new HttpError(400, 'ERR_REQUEST', `request body ${duplicate}`);
  return body;
}

/**
 * Throws `UnsupportedBodyError` (415) unless the body is sent as JSON in UTF-8, as it is (no `charset`
 * but `utf-8`, no content coding but `identity`): the server reads the bytes as they come, and a
 * Latin-1, UTF-16 or gzip body would be read as text that is not UTF-8. Nothing is read first.
 */
function checkBodyHeaders(req: IncomingMessage): void {
  const [media, ...params] = (req.headers['content-type'] ?? '').split(';');
  const type = media!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new UnsupportedBodyError(
      `send the body as Content-Type: application/json (got ${JSON.stringify(type || 'none')})`,
    );
  }
  const charset = charsetOf(params);
  if (charset !== null && charset.toLowerCase() !== 'utf-8') {
    throw new UnsupportedBodyError(
      `the body's charset ${JSON.stringify(charset.slice(0, 64))} is not supported: send the JSON as UTF-8 (Content-Type: application/json, or with charset=utf-8)`,
    );
  }
  const coding = req.headers['content-encoding'] ?? '';
  const codings = coding
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length > 0) {
    throw new UnsupportedBodyError(
      `the body's Content-Encoding ${JSON.stringify(coding.slice(0, 64))} is not supported: send the JSON uncompressed, with no Content-Encoding`,
      { 'Accept-Encoding': 'identity' },
    );
  }
}

/** The `charset` parameter's value (a quoted string unquoted, RFC 9110 §5.6.6), or null when there is none. */
function charsetOf(params: string[]): string | null {
  for (const p of params) {
    const eq = p.indexOf('=');
    if (eq < 0 || p.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    const value = p.slice(eq + 1).trim();
    return /^".*"$/.test(value) ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
  }
  return null;
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
    const onError = (e: Error) => done(new BodyLostError(e.message));
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, 'ERR_LIMIT', `request body is larger than ${maxBytes} bytes`);
}
