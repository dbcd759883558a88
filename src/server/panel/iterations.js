// The per-iteration ticker: one row per trace record, appended live. A row's number opens the
// evidence drawer for that record.
import { grantText, num } from './format.js';
import { html } from './html.js';

function gateText(r) {
  const g = r.gate;
  if (!g) return '';
  const failing = (g.results ?? []).filter((x) => x.verdict !== 'PASS').map((x) => `${x.id} ${x.verdict}`);
  return failing.length ? `${g.verdict} (${failing.join(', ')})` : g.verdict;
}

function row(r) {
  if (r.unparsable) return { what: 'unparsable line', reason: r.message ?? '' };
  switch (r.type) {
    case 'iteration':
      return {
        step: r.step,
        what: r.decision,
        reason: r.reason,
        gate: gateText(r),
        tokens: r.tokens,
        cost: r.cost_usd,
        progress: r.progress,
      };
    case 'run_end':
      return { step: r.step, what: `run_end ${r.decision}`, reason: r.reason };
    case 'halt_request':
      return { what: 'halt_request', reason: `by ${r.by}${r.via ? ` (${r.via})` : ''}: ${r.reason}` };
    // The question to a person, an answer (unverified until acted on), and the runtime accepting one.
    case 'escalation':
      return {
        step: r.step,
        what: 'escalation',
        reason: `${r.reason}: waiting for a person (${r.approver_role})`,
      };
    case 'resume':
      return {
        what: `resume ${r.decision}`,
        reason: `answer by ${r.sub}${r.grant ? `, grant ${grantText(r.grant)}` : ''} (not yet verified)`,
      };
    case 'run_continue':
      return {
        what: 'run_continue',
        reason: `resume record ${r.resume_index} by ${r.approver} verified and accepted${r.grant ? `, grant ${grantText(r.grant)}` : ''}`,
      };
    case 'recovery':
      return { what: 'recovery', reason: `${r.cause}: ${r.torn_bytes} torn bytes` };
    default:
      return { what: r.type ?? '?', reason: '' };
  }
}

export function Iterations({ records, selected, broken, onOpen }) {
  if (records.length === 0) return html`<p class="muted">No records yet.</p>`;
  return html`<div class="table-wrap">
    <table class="iterations">
      <caption class="visually-hidden">Trace records, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">#</th><th scope="col">step</th><th scope="col">decision</th><th scope="col">reason</th>
          <th scope="col">gate</th><th scope="col">tokens</th><th scope="col">cost $</th><th scope="col">progress</th>
        </tr>
      </thead>
      <tbody>
        ${records.map(({ index, record }) => {
          const c = row(record);
          const bad = broken !== null && index >= broken;
          const cls = [
            `decision-${String(c.what).split(' ').pop()}`,
            index === selected ? 'selected' : '',
            bad ? 'unverified' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return html`<tr key=${index} class=${cls} data-index=${index} onClick=${() => onOpen(index)}>
            <td><button type="button" class="row-open" aria-label=${`Open record ${index} in the evidence drawer`} onClick=${(
              e,
            ) => {
              e.stopPropagation();
              onOpen(index);
            }}>${index}</button></td>
            <td>${c.step ?? ''}</td>
            <td class="what">${c.what}${bad && index === broken ? html` <span class="state state-broken">broken</span>` : null}</td>
            <td class="reason">${c.reason ?? ''}</td>
            <td>${c.gate ?? ''}</td>
            <td class="num">${c.tokens === undefined ? '' : num(c.tokens)}</td>
            <td class="num">${c.cost === undefined ? '' : num(c.cost, 4)}</td>
            <td class="num">${c.progress === undefined ? '' : num(c.progress, 3)}</td>
          </tr>`;
        })}
      </tbody>
    </table>
  </div>`;
}
