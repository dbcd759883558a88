// The inbox (SPEC §4.4, §7): escalated runs waiting for a person — what `loopgov inbox list` shows
// (the library's listEscalatedRuns): the reason, how long it has waited, what would let it go on, what a
// resume could grant, answers already waiting — each with a way to answer it here (Resume…), unless the
// server is read-only or has no policy to verify an answer with.
import { useRef, useState } from 'preact/hooks';
import { ageText, grantText, when } from './format.js';
import { html, Prose } from './html.js';
import { useRefocus } from './modal.js';
import { ResumeDialog, resumedText } from './resume-dialog.js';

export function Inbox({ items, error, resume, onSelect, onChanged }) {
  const [answering, setAnswering] = useState(null);
  const [notice, setNotice] = useState(null);
  const heading = useRef(null);
  // A run answered leaves the inbox, and the Resume… button that opened the dialog with it: focus goes
  // to the heading rather than to <body>.
  const refocus = useRefocus(heading);
  return html`<section class="inbox" aria-labelledby="inbox-title">
    <h2 id="inbox-title" tabindex="-1" ref=${heading}>Inbox: escalated runs</h2>
    ${error ? html`<p class="error" role="alert">${error}</p>` : null}
    <p role="status" class="notice">${notice ?? ''}</p>
    ${items === null ? html`<p class="muted">Loading…</p>` : null}
    ${items?.length === 0 ? html`<p class="muted">Nothing waits for a person.</p>` : null}
    ${
      resume
        ? html`<p class="muted">A person with the approver role answers with a signed token made where their key is (<code>loopgov resume … --print</code>) and pastes it into <strong>Resume…</strong>; this page holds no key. Or append it with <code>loopgov resume</code> and go on with <code>loopgov run --continue</code>.</p>`
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
          <span class="run-meta">${i.project ?? '—'} · ${i.level ?? '—'} · step ${i.step ?? '—'} · escalated ${when(i.escalated_at)} (${ageText(i.age_sec)} ago)</span>
          ${i.detail ? html`<p class="detail">${i.detail}</p>` : null}
          ${i.needs ? html`<p class="detail muted">Needs: <${Prose} text=${i.needs} /></p>` : null}
          <p class="detail muted">Who may answer: ${i.approver_role}. A resume could grant: ${grantText(i.grantable)}.</p>
          ${
            i.resumes_pending > 0 || i.halt_requested
              ? html`<p class="detail">${[
                  i.resumes_pending > 0 ? `${i.resumes_pending} answer(s) appended, not yet acted on` : '',
                  i.halt_requested ? 'a halt was requested: it ends as HALT (human) when next continued' : '',
                ]
                  .filter(Boolean)
                  .join('; ')}</p>`
              : null
          }
          ${i.chain_ok ? null : html`<p class="error">This run's chain does not verify: do not trust its evidence (a resume is refused).</p>`}
          ${
            resume
              ? html`<button type="button" class="resume-open" onClick=${() => setAnswering(i)}>Resume…<span class="visually-hidden"> ${i.run_id}</span></button>`
              : null
          }
        </li>`,
      )}
    </ul>
    ${
      answering
        ? html`<${ResumeDialog}
            runId=${answering.run_id}
            escalation=${answering}
            onClose=${() => setAnswering(null)}
            onDone=${(r) => {
              setAnswering(null);
              setNotice(resumedText(r));
              refocus();
              onChanged?.();
            }}
          />`
        : null
    }
  </section>`;
}
