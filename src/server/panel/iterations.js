// The per-iteration ticker: one row per trace record, appended live. A row's number opens the
// evidence drawer for that record.
import { Component } from 'preact';
import { answerOf } from './answer.js';
import { asText, grantText, num } from './format.js';
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
    case 'resume': {
      // From the token (what the runtime reads), never from the record's copies (decision 116).
      const a = answerOf(r);
      const edited = a.disagreeing.length
        ? ` — EDITED: ${a.disagreeing.join(', ')} disagree with its token`
        : '';
      return {
        what: a.decision && a.decision !== 'resume' ? `resume ${a.decision}` : 'resume',
        reason: `answer by ${a.sub ?? '?'}${a.grant ? `, grant ${grantText(a.grant)}` : ''} (not yet verified)${edited}`,
      };
    }
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

/** A row's cells as text (`asText`): what an edited trace holds is evidence, never an element or a blank. */
function cells(c) {
  const out = {};
  for (const [k, v] of Object.entries(c)) out[k] = asText(v);
  return out;
}

/**
 * One row. Rendered once per record and again only when what it shows changes (selected, or where it
 * stands against the break): a new record renders its own row, not the thousand before it.
 */
class Row extends Component {
  shouldComponentUpdate(next) {
    const p = this.props;
    return (
      next.item !== p.item || next.selected !== p.selected || next.bad !== p.bad || next.first !== p.first
    );
  }

  // Read at click time: the parent's handler may be a new function on every render.
  open = (e) => {
    e.stopPropagation();
    this.props.onOpen(this.props.item.index);
  };

  render({ item: { index, record }, selected, bad, first }) {
    const c = cells(row(record));
    const cls = [
      `decision-${String(c.what).split(' ').pop()}`,
      selected ? 'selected' : '',
      bad ? 'unverified' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return html`<tr class=${cls} data-index=${index} onClick=${this.open}>
      <td><button type="button" class="row-open" aria-label=${`Open record ${index} in the evidence drawer`} onClick=${this.open}>${index}</button></td>
      <td>${c.step ?? ''}</td>
      <td class="what">${c.what}${first ? html` <span class="state state-broken">broken</span>` : null}</td>
      <td class="reason">${c.reason ?? ''}</td>
      <td>${c.gate ?? ''}</td>
      <td class="num">${c.tokens === undefined ? '' : num(c.tokens)}</td>
      <td class="num">${c.cost === undefined ? '' : num(c.cost, 4)}</td>
      <td class="num">${c.progress === undefined ? '' : num(c.progress, 3)}</td>
    </tr>`;
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
        ${records.map(
          (item) => html`<${Row}
            key=${item.index}
            item=${item}
            selected=${item.index === selected}
            bad=${broken !== null && item.index >= broken}
            first=${item.index === broken}
            onOpen=${onOpen}
          />`,
        )}
      </tbody>
    </table>
  </div>`;
}
