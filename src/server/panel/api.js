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

export async function apiGet(path) {
  const res = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  return parse(res);
}

export async function apiPost(path, body) {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Loopgov-CSRF': '1' },
    body: JSON.stringify(body),
  });
  return parse(res);
}

async function parse(res) {
  let body = null;
  try {
    body = await res.json();
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
 * duplicate. `onRecord(index, record)`, `onStatus('live' | 'reconnecting' | 'closed')`.
 */
export function followRecords(runId, from, onRecord, onStatus) {
  const source = new EventSource(runPath(runId, `/events?from=${from}`));
  source.addEventListener('open', () => onStatus('live'));
  source.addEventListener('error', () =>
    onStatus(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting'),
  );
  source.addEventListener('record', (e) => onRecord(Number(e.lastEventId), JSON.parse(e.data)));
  source.addEventListener('unparsable', (e) => {
    const d = JSON.parse(e.data);
    onRecord(d.index, { index: d.index, type: null, unparsable: true, message: d.message });
  });
  source.addEventListener('reset', () => {
    source.close();
    onStatus('closed');
  });
  return () => source.close();
}
