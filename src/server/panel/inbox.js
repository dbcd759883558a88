// The inbox: runs that ended with ESCALATE and wait for a person (SPEC §4.4).
import { when } from './format.js';
import { html } from './html.js';

export function Inbox({ items, error, resume, onSelect }) {
  return html`<section class="inbox" aria-labelledby="inbox-title">
    <h2 id="inbox-title">Inbox: escalated runs</h2>
    ${error ? html`<p class="error" role="alert">${error}</p>` : null}
    ${items === null ? html`<p class="muted">Loading…</p>` : null}
    ${items?.length === 0 ? html`<p class="muted">Nothing waits for a person.</p>` : null}
    ${
      resume
        ? html`<p class="muted">A person with the approver role answers with a signed token: <code>loopgov resume --run-id RUN --key KEY</code>, posted here to <code>POST /api/v1/runs/RUN/resume</code> or acted on by <code>loopgov run --continue</code> (SPEC §4.4). The panel holds no signing key.</p>`
        : html`<p class="muted">This server cannot resume runs (read-only, or started without a policy): answer with <code>loopgov resume</code> and continue with <code>loopgov run --continue</code>.</p>`
    }
    <ul class="inbox-items">
      ${(items ?? []).map(
        (i) => html`<li key=${i.run_id} class="inbox-item">
          <a
            href=${`/?run=${encodeURIComponent(i.run_id)}`}
            onClick=${(e) => {
              e.preventDefault();
              onSelect(i.run_id);
            }}
          >${i.run_id}</a>
          <span class="state state-escalated">${i.reason}</span>
          <span class="run-meta">${i.project ?? '—'} · ${i.level ?? '—'} · step ${i.step ?? '—'} · ${when(i.escalated_at)}</span>
          ${i.detail ? html`<p class="detail">${i.detail}</p>` : null}
          ${i.chain_ok ? null : html`<p class="error">This run's chain does not verify: do not trust its evidence.</p>`}
        </li>`,
      )}
    </ul>
  </section>`;
}
