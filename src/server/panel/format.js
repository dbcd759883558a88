// Small text helpers shared by the views.

export const short = (hash, n = 12) => (typeof hash === 'string' ? `${hash.slice(0, n)}…` : '—');

export function num(v, digits) {
  if (typeof v !== 'number') return '—';
  if (digits === undefined) return v.toLocaleString('en-US');
  return Number(v.toFixed(digits)).toLocaleString('en-US', { maximumFractionDigits: digits });
}

export function when(iso) {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-GB', { hour12: false });
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
