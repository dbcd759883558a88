/**
 * Every error the API returns is JSON `{error: {code, message, problems?}}` with the `LoopgovError` code
 * (docs/serve.md lists them). The HTTP status follows from the code unless a thrower says otherwise.
 */
import { type ErrorCode, errorJson, LoopgovError } from '../core/errors.js';

/** A `LoopgovError` that knows its HTTP status (and response headers, e.g. `Retry-After`). */
export class HttpError extends LoopgovError {
  constructor(
    readonly status: number,
    code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(code, message);
  }
}

/**
 * A request whose body was never taken as anything: a transport failure, or headers that say the body
 * is not what the route reads. A step so refused is no step event and ends no run: nothing is recorded,
 * and the corrected request can be sent (a bad body that was read — not UTF-8, not JSON, invalid —
 * still ends it, as a bad line ends `loopgov run`).
 */
export class NoEventError extends HttpError {}

/**
 * The connection was lost before the request body was complete: the runner retries.
 */
export class BodyLostError extends NoEventError {
  constructor(why: string) {
    super(400, 'ERR_REQUEST', `request body: the connection was lost before the body was complete (${why})`);
  }
}

/**
 * 415: the body's `Content-Type` is not JSON, or it has a `Content-Encoding` (gzip…) the server does
 * not decode (RFC 9110 §15.5.16): refused on the headers alone, before a byte of the body is read.
 */
export class UnsupportedBodyError extends NoEventError {
  constructor(message: string, headers: Record<string, string> = {}) {
    super(415, 'ERR_REQUEST', message, headers);
  }
}

const STATUS: Partial<Record<ErrorCode, number>> = {
  ERR_REQUEST: 400,
  ERR_STEP_INVALID: 400,
  ERR_USAGE: 400,
  ERR_AUTH: 401,
  ERR_FORBIDDEN: 403,
  ERR_READ_ONLY: 403,
  ERR_NOT_FOUND: 404,
  ERR_RUN_EXISTS: 409,
  ERR_RUN_STATE: 409,
  ERR_TRACE_MOVED: 409,
  ERR_LIMIT: 413,
  ERR_TRACE_LOCK: 503,
  ERR_SHUTTING_DOWN: 503,
};

export interface ErrorBody {
  error: { code: string; message: string; problems?: unknown[] };
}

/** The status and body for any thrown value; something that is not ours is a 500 `ERR_INTERNAL`. */
export function errorResponse(e: unknown): {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
} {
  if (e instanceof LoopgovError) {
    const status = e instanceof HttpError ? e.status : (STATUS[e.code] ?? 500);
    return { status, body: errorJson(e), headers: e instanceof HttpError ? e.headers : {} };
  }
  return { status: 500, body: errorJson(e), headers: {} };
}

export const notFound = (what: string) => new HttpError(404, 'ERR_NOT_FOUND', `${what} not found`);
export const badRequest = (message: string) => new HttpError(400, 'ERR_REQUEST', message);
