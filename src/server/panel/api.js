// The panel talks only to the API of the serve that served it (same origin, session cookie). Writes
// carry the CSRF header; a 401 means the session is gone (the server restarted with a new token).

export class ApiError extends Error {
  constructor(status, body) {
    super(body?.error?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.error?.code ?? 'ERR_HTTP';
    this.body = body;
  }
}

// Trace text is evidence a person reads: a character that acts on what they see — a control, a
// bidirectional override, or one that draws nothing (zero-width space and joiner, BOM, word joiner,
// soft hyphen, tag characters that spell hidden words, variation selectors: every
// Default_Ignorable_Code_Point and format character), a line or paragraph separator, a lone surrogate —
// would reorder a line or hide text. Every string that comes from the API is shown with each such
// character as its escape: \uXXXX, or \u{XXXXX} past the BMP. Tab and newline stay as they are.
const HIDDEN = /(?![\t\n])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;
const asEscape = (c) => {
  const n = c.codePointAt(0);
  return n > 0xffff ? `\\u{${n.toString(16)}}` : `\\u${n.toString(16).padStart(4, '0')}`;
};

/**
 * `value` with every string in it (keys included) made visible as above. Each key is defined as the
 * object's own property, never assigned: a record's `"__proto__"` key (JSON.parse makes it an own
 * property) stays one — assigned, it would replace the copy's prototype, and a view that turns the
 * object into text would throw. A plain object, not `Object.create(null)`: Preact renders an object
 * without a constructor as an element.
 */
export function visible(value) {
  if (typeof value === 'string') return value.replace(HIDDEN, asEscape);
  if (Array.isArray(value)) return value.map(visible);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    Object.defineProperty(out, visible(k), {
      value: visible(v),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** What a failed request means to the reader: a 401 is the session gone (the server restarted). */
export const errorText = (e) =>
  e?.status === 401 ? 'Your session ended: open the address loopgov serve printed.' : e.message;

/** A request that got no answer at all (the server stopped, or the network is down): status 0. */
export const NO_ANSWER = 'The server does not answer (stopped or unreachable).';

export async function apiGet(path) {
  return parse(await send(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } }));
}

export async function apiPost(path, body) {
  return parse(
    await send(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Loopgov-CSRF': '1' },
      body: JSON.stringify(body),
    }),
  );
}

// fetch rejects (a TypeError, "Failed to fetch") only when no response came: said in plain words.
async function send(path, init) {
  try {
    return await fetch(path, init);
  } catch {
    throw new ApiError(0, { error: { code: 'ERR_NO_ANSWER', message: NO_ANSWER } });
  }
}

async function parse(res) {
  let body = null;
  try {
    body = visible(await res.json());
  } catch {
    body = null;
  }
  if (!res.ok) throw new ApiError(res.status, body);
  return body;
}

export const runPath = (runId, rest = '') => `/api/v1/runs/${encodeURIComponent(runId)}${rest}`;

/**
 * Follows a run's records over Server-Sent Events from index `from`. EventSource reconnects by itself
 * and sends Last-Event-ID (the last record index it saw), so the server resumes after it: no gap, no
 * duplicate. `onRecord(index, record)`, `onStatus('live' | 'reconnecting' | 'closed')`. A `reset` (the
 * trace file was truncated or another file took its name) ends the stream: the records shown are no
 * longer the file's, and `onReset(reason)` is to read the run afresh.
 */
export function followRecords(runId, from, onRecord, onStatus, onReset) {
  const source = new EventSource(runPath(runId, `/events?from=${from}`));
  source.addEventListener('open', () => onStatus('live'));
  source.addEventListener('error', () =>
    onStatus(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting'),
  );
  source.addEventListener('record', (e) => onRecord(Number(e.lastEventId), visible(JSON.parse(e.data))));
  source.addEventListener('unparsable', (e) => {
    const d = visible(JSON.parse(e.data));
    onRecord(d.index, { index: d.index, type: null, unparsable: true, message: d.message });
  });
  source.addEventListener('reset', (e) => {
    source.close();
    let reason = null;
    try {
      reason = visible(JSON.parse(e.data)).reason ?? null;
    } catch {
      // no reason given: the reset is acted on all the same
    }
    onReset(typeof reason === 'string' ? reason : null);
  });
  return () => source.close();
}
