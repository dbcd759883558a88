// Small text helpers shared by the views.

/**
 * A recorded value to show as text: an object or array where the record should hold a string or number
 * (an edited trace's `"decision": {…}`) becomes its JSON. Never handed to the renderer as it is: Preact
 * takes a child object for an element and writes its own fields into it, so the record would no longer
 * be the one read (its JSON in the drawer would fail as circular).
 */
export const asText = (v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);

export const short = (hash, n = 12) => (typeof hash === 'string' ? `${hash.slice(0, n)}…` : '—');

// One Intl.NumberFormat per number of digits: toLocaleString builds a new formatter on every call, and
// the live table formats three numbers a row (it froze the page at ~1 000 rows arriving fast).
const formats = new Map();
function formatFor(digits) {
  let f = formats.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', digits === undefined ? {} : { maximumFractionDigits: digits });
    formats.set(digits, f);
  }
  return f;
}

/** `1,234.5`: grouped, at most `digits` decimals (rounded as toFixed does); '—' for a non-number. */
export function num(v, digits) {
  if (typeof v !== 'number') return '—';
  return formatFor(digits).format(digits === undefined ? v : Number(v.toFixed(digits)));
}

/** `1 step`, `3 steps`. */
export const plural = (n, one, many = `${one}s`) => `${num(n)} ${n === 1 ? one : many}`;

// The reader's own time (SPEC §7), written the one way no reader misreads: an ISO 8601 date and a 24-hour
// time in the reader's zone, the zone named and its offset said — "2026-12-02 00:04:17 CET (UTC+01:00)".
// A locale's date ("02/12/2026") is the 2nd of December to one reader and the 12th of February to
// another; a bare clock time is ambiguous between the reader, the server and the trace's UTC.
const ZONE = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' });
const two = (n) => String(n).padStart(2, '0');

export function when(iso) {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const date = `${String(d.getFullYear()).padStart(4, '0')}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  const time = `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  const east = -d.getTimezoneOffset();
  const offset = `UTC${east < 0 ? '-' : '+'}${two(Math.floor(Math.abs(east) / 60))}:${two(Math.abs(east) % 60)}`;
  const name = ZONE.formatToParts(d).find((p) => p.type === 'timeZoneName')?.value ?? '';
  // A zone the locale names only by its offset ("GMT+1", "UTC") is said once.
  return /^(GMT|UTC)([+\-−]|$)/.test(name) || name === ''
    ? `${date} ${time} ${offset}`
    : `${date} ${time} ${name} (${offset})`;
}

export const STATE_LABEL = { running: 'running', done: 'done', halted: 'halted', escalated: 'escalated' };

export const LIMIT_LABEL = {
  max_steps: 'Steps',
  max_tokens: 'Tokens',
  max_cost_usd: 'Cost',
  max_wall_clock_sec: 'Wall clock',
  max_corrections_per_step: 'Corrections in a row',
};

export function gaugeText(g) {
  const digits = g.unit === 'USD' ? 4 : g.unit === 's' ? 1 : undefined;
  const unit = g.unit === 'USD' ? 'USD' : g.unit;
  return `${num(g.used, digits)} of ${num(g.max, digits)} ${unit}`;
}

/** The chain's scope sentence with its 64-hex head shortened (the full hash in the title). */
export function scopeParts(chain) {
  const head = chain?.head ?? '';
  const text = chain?.scope ?? '';
  const at = head ? text.indexOf(head) : -1;
  if (at < 0) return { before: text, head: null, after: '' };
  return { before: text.slice(0, at), head, after: text.slice(at + head.length) };
}

/** A grant or what could be granted, in words: "4 steps, 0.5 USD"; "nothing" for none. */
export function grantText(g) {
  if (!g || typeof g !== 'object') return 'nothing (no ceiling known)';
  const unit = {
    max_steps: 'steps',
    max_tokens: 'tokens',
    max_cost_usd: 'USD',
    max_wall_clock_sec: 's',
    max_corrections_per_step: 'corrections in a row',
  };
  // In the budget's order (the trace's JSON is key-sorted).
  const parts = Object.keys(unit)
    .filter((k) => typeof g[k] === 'number' && g[k] > 0)
    .map(
      (k) =>
        `${num(g[k], k === 'max_cost_usd' ? 6 : undefined)} ${g[k] === 1 && unit[k].length > 1 ? unit[k].replace(/s$/, '') : unit[k]}`,
    );
  return parts.length ? parts.join(', ') : 'nothing';
}

/** `42 s`, `5 min`, `3 h 12 min`, `2 d 4 h` ago. */
export function ageText(sec) {
  if (typeof sec !== 'number') return '—';
  if (sec < 60) return `${sec} s`;
  if (sec < 3600) return `${Math.floor(sec / 60)} min`;
  if (sec < 86400) return `${Math.floor(sec / 3600)} h ${Math.floor((sec % 3600) / 60)} min`;
  return `${Math.floor(sec / 86400)} d ${Math.floor((sec % 86400) / 3600)} h`;
}
