// One gauge per budget limit: the text says it, the meter shows it (role="meter" with its values).
import { gaugeText, LIMIT_LABEL } from './format.js';
import { html } from './html.js';

export function Gauges({ budgets }) {
  if (!budgets?.length) return html`<p class="muted">No budget recorded.</p>`;
  return html`<ul class="gauges" aria-label="Budget">
    ${budgets.map((g) => html`<${Gauge} key=${g.limit} g=${g} />`)}
  </ul>`;
}

function Gauge({ g }) {
  const id = `gauge-${g.limit}`;
  const ratio = g.max > 0 ? Math.min(1, g.used / g.max) : g.used > 0 ? 1 : 0;
  const level = g.exceeded || ratio >= 1 ? 'full' : ratio >= 0.8 ? 'high' : 'ok';
  const text = gaugeText(g);
  return html`<li class=${`gauge gauge-${level}`}>
    <span class="gauge-label" id=${id}>${LIMIT_LABEL[g.limit] ?? g.limit}</span>
    <div
      class="meter"
      role="meter"
      aria-labelledby=${id}
      aria-valuemin="0"
      aria-valuemax=${g.max}
      aria-valuenow=${Math.min(g.used, g.max)}
      aria-valuetext=${text}
    >
      <div class="meter-bar" style=${{ width: `${(ratio * 100).toFixed(1)}%` }}></div>
    </div>
    <span class="gauge-text">${text}${g.exceeded ? ' — limit reached' : ''}</span>
  </li>`;
}
