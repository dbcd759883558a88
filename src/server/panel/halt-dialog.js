// The loop-breaker: a modal dialog asking who and why. Focus stays inside it (Tab wraps), Esc cancels,
// and focus returns to the button that opened it. The halt is recorded as a halt_request with the
// identity given and via: web; the run's next step is HALT (human).
import { useRef, useState } from 'preact/hooks';
import { apiPost, runPath } from './api.js';
import { html } from './html.js';
import { useModal } from './modal.js';

/** A character that draws something (schemas/halt-request.schema.json: each field needs one). */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

const REFUSED =
  'your name or id must be one line of 1–128 characters and the reason 1–2000 characters, each with a visible character (not only blanks).';

export function HaltDialog({ runId, escalated, onClose, onDone }) {
  const ref = useRef(null);
  const [by, setBy] = useState(() => localStorage.getItem('loopgov.by') ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);

  const trap = useModal(ref, onClose, () => (by ? '#halt-reason' : '#halt-by'));

  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await apiPost(runPath(runId, '/halt'), { by: by.trim(), reason: reason.trim() });
      localStorage.setItem('loopgov.by', by.trim());
      onDone(r);
    } catch (err) {
      // The schema's words ("/by must NOT have fewer than 1 characters…") are for programs.
      setError(err.code === 'ERR_REQUEST' ? `The server refused the halt: ${REFUSED}` : err.message);
      setBusy(false);
    }
  };

  // `required` lets blanks alone through; the server does not (the trace would name nobody): spaces,
  // zero-width and other characters that draw nothing (the halt-request schema's visible-character rule).
  const blank = (what) => (e) => {
    const el = e.currentTarget;
    el.setCustomValidity(
      el.value !== '' && !VISIBLE.test(el.value) ? `${what} needs a visible character, not only blanks.` : '',
    );
  };

  return html`<dialog ref=${ref} class="halt-dialog" aria-labelledby="halt-title" aria-describedby="halt-desc" onKeyDown=${trap}>
    <form onSubmit=${submit}>
      <h2 id="halt-title">Stop run ${runId}</h2>
      <p id="halt-desc">${
        escalated
          ? 'This escalated run ends as HALT (human): nobody has to sign for a halt.'
          : "The run's next step will be HALT (human)."
      } Your name and reason are recorded in its trace.</p>
      <label for="halt-by">Your name or id</label>
      <input id="halt-by" required maxlength="128" title="Your name or id: at least one letter, digit or sign, not only blanks" autocomplete="username" value=${by} onInput=${(
        e,
      ) => {
        blank('Your name or id')(e);
        setBy(e.currentTarget.value);
      }} />
      <label for="halt-reason">Reason</label>
      <textarea id="halt-reason" required maxlength="2000" rows="3" value=${reason} onInput=${(e) => {
        blank('The reason')(e);
        setReason(e.currentTarget.value);
      }}></textarea>
      ${error ? html`<p class="error" role="alert">${error}</p>` : null}
      <div class="dialog-buttons">
        <button type="button" onClick=${onClose}>Cancel</button>
        <button type="submit" class="danger" disabled=${busy}>Halt run</button>
      </div>
    </form>
  </dialog>`;
}
