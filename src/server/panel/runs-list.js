// The runs list: state, project, level, steps (as the budget counted them), cost. A run is a link (its URL selects it). It says how
// many of how many runs it shows, finds runs by id, and shows more on demand: every run can be reached.
import { visible } from './api.js';
import { num, plural, STATE_LABEL } from './format.js';
import { html } from './html.js';

const STATES = ['', 'running', 'done', 'halted', 'escalated'];

export function RunsList({ runs, total, error, selected, state, find, onSelect, onFilter, onFind, onMore }) {
  return html`<section class="runs" aria-labelledby="runs-title">
    <div class="runs-head">
      <h2 id="runs-title">Runs</h2>
      <label class="filter">
        <span>State</span>
        <select value=${state} onChange=${(e) => onFilter(e.currentTarget.value)}>
          ${STATES.map((s) => html`<option value=${s}>${s || 'all'}</option>`)}
        </select>
      </label>
    </div>
    <label class="filter find">
      <span>Find</span>
      <input type="search" placeholder="run id" value=${find} onInput=${(e) => onFind(e.currentTarget.value)} />
    </label>
    ${error ? html`<p class="error" role="alert">${error}</p>` : null}
    ${runs === null && !error ? html`<p class="muted">Loading…</p>` : null}
    ${runs?.length === 0 ? html`<p class="muted">No runs in this trace dir${state ? ` with state ${visible(state)}` : ''}${find ? ` whose id contains ${visible(find)}` : ''}.</p>` : null}
    <ul class="run-items">
      ${(runs ?? []).map(
        (r) => html`<li key=${r.run_id}>
          <a
            class=${`run-item${r.run_id === selected ? ' selected' : ''}`}
            href=${`/?run=${encodeURIComponent(r.run_id)}`}
            aria-current=${r.run_id === selected ? 'page' : undefined}
            onClick=${(e) => {
              e.preventDefault();
              onSelect(r.run_id);
            }}
          >
            <span class="run-id">${r.run_id}</span>
            <span class=${`state state-${r.state}`}>${STATE_LABEL[r.state] ?? r.state}</span>
            ${r.chain && !r.chain.ok ? html`<span class="state state-broken">chain broken</span>` : null}
            <span class="run-meta">${r.project ?? '—'} · ${r.level ?? '—'} · ${r.profile ?? '—'}</span>
            <span class="run-meta">${stepsText(r)} · $${num(r.cost_usd, 4)}</span>
          </a>
        </li>`,
      )}
    </ul>
    ${
      runs?.length && typeof total === 'number'
        ? html`<p class="muted runs-count">${num(runs.length)} of ${plural(total, 'run')}${
            runs.length < total
              ? html` <button type="button" class="show-more" onClick=${onMore}>Show more</button>`
              : null
          }</p>`
        : null
    }
  </section>`;
}

/**
 * The steps the budget counted (its max_steps gauge), as the run view's gauge says them: not the
 * iteration records, one more for a loop-breaker's HALT step that the budget never counted.
 */
function stepsText(r) {
  const used = r.budgets?.find?.((g) => g?.limit === 'max_steps')?.used;
  return typeof used === 'number' ? plural(used, 'step') : '— steps';
}
