// Answering an escalated run from the page (SPEC §4.4, §7): a person pastes a resume token signed where
// their key is (`loopgov resume … --print`) — this page never holds a private key — and the server
// verifies it as `loopgov run --continue` does before the run goes on (or ends, for a halt). A refused
// token changes nothing: the reason is shown and the run stays escalated. A modal dialog like the
// loop-breaker: focus trapped, Esc cancels, focus back on the button that opened it.
import { useRef, useState } from 'preact/hooks';
import { tokenClaims } from './answer.js';
import { apiPost, runPath } from './api.js';
import { grantText } from './format.js';
import { html, Prose } from './html.js';
import { useModal } from './modal.js';

export function ResumeDialog({ runId, escalation, onClose, onDone }) {
  const ref = useRef(null);
  const [token, setToken] = useState('');
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const trap = useModal(ref, onClose, () => '#resume-token');
  const claims = token.trim() ? tokenClaims(token) : null;

  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onDone(await apiPost(runPath(runId, '/resume'), { token: token.trim() }));
    } catch (err) {
      setError(refusalText(err));
      setBusy(false);
    }
  };

  const command = `loopgov resume --trace-dir DIR --run-id ${runId} --key KEY [--grant ${grantHint(escalation)}] --print`;
  return html`<dialog ref=${ref} class="halt-dialog resume-dialog" aria-labelledby="resume-title" aria-describedby="resume-desc" onKeyDown=${trap}>
    <form onSubmit=${submit}>
      <h2 id="resume-title">Answer escalated run ${runId}</h2>
      <div id="resume-desc">
        <p>Paste a signed answer. Make it where your key is — this page never holds one:</p>
        <p><code class="command">${command}</code></p>
        <p class="muted">The server checks the signature, your role (${escalation?.approver_role ?? 'maintainer'}, never a proposer-bot), the escalation it answers, one use, and the grant against the ceiling before the run goes on. Add <code>--decision halt</code> to end it instead.</p>
      </div>
      ${escalation?.needs ? html`<p class="muted">Needs: <${Prose} text=${escalation.needs} /></p>` : null}
      ${escalation ? html`<p class="muted">A resume could grant: ${grantText(escalation.grantable)}</p>` : null}
      <label for="resume-token">Signed resume token</label>
      <textarea id="resume-token" required rows="4" spellcheck="false" autocomplete="off" value=${token} onInput=${(e) => setToken(e.currentTarget.value)}></textarea>
      <p class="muted" aria-live="polite">${
        !token.trim()
          ? ''
          : claims
            ? `Unverified: ${claims.decision ?? '?'} by ${claims.sub ?? '?'} for run ${claims.run_id ?? '?'}${claims.grant ? `, grant ${grantText(claims.grant)}` : ''}`
            : 'This is not a compact token (three base64url parts).'
      }</p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : null}
      <div class="dialog-buttons">
        <button type="button" onClick=${onClose}>Cancel</button>
        <button type="submit" disabled=${busy}>Send answer</button>
      </div>
    </form>
  </dialog>`;
}

/**
 * Why the answer did not go through: "Refused: …" once — the server's own "resume token refused: …" says
 * it already (capitalized, not prefixed) — and no answer at all (status 0) is not a refusal.
 */
function refusalText(err) {
  const m = String(err.message ?? '');
  if (err.status === 0) return m;
  return /\brefused\b/i.test(m) ? m.charAt(0).toUpperCase() + m.slice(1) : `Refused: ${m}`;
}

/** What the server said it did with a verified answer. */
export function resumedText(r) {
  if (r.status === 'continued')
    return `Run ${r.run_id} resumed: it is ${r.state} in this server, and its runner's next step goes on.`;
  const d = r.decision;
  return `Run ${r.run_id} ended: ${d?.decision ?? 'HALT'} (${d?.reason ?? 'human'})${d?.detail ? ` — ${d.detail}` : ''}.`;
}

/**
 * `max_tokens=N` for an escalation on tokens: the limit its budget says was exceeded and the one its
 * reason names (`corrections_exhausted`: `max_corrections_per_step`), else more steps as the example.
 * Fewer than `loopgov inbox show` may list: the CLI's `limitsToGrant` also finds every other limit the
 * step used up, from the budget figures and limits the record holds; the panel cannot import the core,
 * and reads only these two fields.
 */
function grantHint(escalation) {
  const named = /^budget\.(max_[a-z_]+)$/.exec(escalation?.reason ?? '')?.[1];
  const used = escalation?.budget?.exceeded;
  const fields = [...new Set([used, named].filter((f) => typeof f === 'string' && f.startsWith('max_')))];
  if (fields.length === 0 && escalation?.reason === 'corrections_exhausted')
    fields.push('max_corrections_per_step');
  return (fields.length > 0 ? fields : ['max_steps']).map((f) => `${f}=N`).join(',');
}
