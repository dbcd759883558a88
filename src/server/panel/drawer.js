// The evidence drawer: one record as the trace holds it, its prev/hash links and their checks, the
// gate results, the stored artifact (checked against its sha256), and the chain's status with exactly
// what was verified.
import { useEffect, useRef, useState } from 'preact/hooks';
import { answerOf, editedText } from './answer.js';
import { apiGet, runPath } from './api.js';
import { asText, grantText, num, short, when } from './format.js';
import { html, Prose, Scope } from './html.js';

export function Drawer({ runId, index, chain, onSelect, onClose }) {
  const [data, setData] = useState(null);
  const [artifact, setArtifact] = useState(null);
  const [error, setError] = useState(null);
  const heading = useRef(null);

  useEffect(() => {
    let live = true;
    setData(null);
    setArtifact(null);
    setError(null);
    apiGet(runPath(runId, `/records?from=${index}&limit=1`))
      .then((page) => {
        if (!live) return;
        if (page.records.length === 0) throw new Error(`record ${index} is not in the trace`);
        // The record's JSON as read, before any view touches it.
        const record = page.records[0];
        setData({ record, check: page.checks[0], json: JSON.stringify(record, null, 2) });
        const sha = page.records[0]?.artifact?.sha256;
        if (typeof sha === 'string') {
          apiGet(runPath(runId, `/artifacts/${sha}`)).then(
            (a) => live && setArtifact(a),
            (e) => live && setArtifact({ error: e.message }),
          );
        }
      })
      .catch((e) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [runId, index]);

  useEffect(() => heading.current?.focus(), [runId, index]);

  const r = data?.record;
  const c = data?.check;
  return html`<aside class="drawer" aria-labelledby="drawer-title" onKeyDown=${(e) => e.key === 'Escape' && onClose()}>
    <div class="drawer-head">
      <h2 id="drawer-title" tabindex="-1" ref=${heading}>Evidence: record ${index}${r?.type ? ` (${r.type}${r.step !== undefined ? `, step ${r.step}` : ''})` : ''}</h2>
      <button type="button" class="close" aria-label="Close the evidence drawer" onClick=${onClose}>×</button>
    </div>
    ${error ? html`<p class="error" role="alert">${error}</p>` : null}
    ${!data && !error ? html`<p class="muted">Loading…</p>` : null}
    ${data ? html`<${ChainPlace} index=${index} chain=${chain} />` : null}
    ${data ? html`<${Links} runId=${runId} r=${r} c=${c} index=${index} onSelect=${onSelect} />` : null}
    ${r ? html`<${Escalation} r=${r} />` : null}
    ${r?.gate ? html`<${Results} title="Gate results" report=${r.gate} />` : null}
    ${r?.criteria ? html`<${Results} title="Success criteria" report=${r.criteria} />` : null}
    ${r?.artifact ? html`<${Artifact} ref_=${r.artifact} a=${artifact} />` : null}
    ${r ? html`<h3>Record</h3><pre class="json" tabindex="0" aria-label="The record as JSON">${data.json}</pre>` : null}
  </aside>`;
}

function ChainPlace({ index, chain }) {
  if (!chain)
    return html`<section class="chain" aria-label="Chain status"><p><strong>Chain:</strong> checking…</p></section>`;
  const f = chain.finding;
  let where;
  if (f && index === f.index)
    where = html`<strong>This is the first bad record: ${f.reason}</strong> — ${f.message}`;
  else if (f && index > f.index)
    where = `This record comes after the break at record ${f.index}: it is not verified.`;
  else where = `This record is inside the verified range.`;
  return html`<section class=${`chain ${chain.ok ? 'chain-ok' : 'chain-broken'}`} aria-label="Chain status">
    <p><strong>${chain.ok ? 'Chain verifies' : 'Chain broken'}:</strong> <${Scope} chain=${chain} /></p>
    <p>${where}</p>
  </section>`;
}

function Links({ runId, r, c, index, onSelect }) {
  if (!r || r.unparsable) return html`<p class="error">Line ${index} is not a JSON record.</p>`;
  const linkText =
    index === 0
      ? c.link
        ? 'the genesis value the first record must carry'
        : 'is NOT the genesis value (64 zeros) the first record must carry'
      : c.link === null
        ? 'not checked'
        : c.link
          ? `matches record ${index - 1}'s hash`
          : `does not match record ${index - 1}'s hash`;
  return html`<dl class="links">
    <dt>at</dt><dd>${when(r.at)}</dd>
    <dt>prev</dt>
    <dd>
      ${
        index > 0
          ? html`<a href=${`/?run=${encodeURIComponent(runId)}&record=${index - 1}`} onClick=${(e) => {
              e.preventDefault();
              onSelect(index - 1);
            }} title=${r.prev}>${short(r.prev, 16)}</a>`
          : html`<code title=${r.prev}>${short(r.prev, 16)}</code>`
      }
      <span class=${c.link === false ? 'bad' : 'good'}> — ${linkText}</span>
    </dd>
    <dt>hash</dt>
    <dd><code title=${r.hash}>${short(r.hash, 16)}</code><span class=${c.hash ? 'good' : 'bad'}> — ${c.hash ? 'matches the record' : `${c.reason}: ${c.message}`}</span></dd>
    ${r.decision ? html`<dt>decision</dt><dd>${asText(r.decision)} (${asText(r.reason)})${r.detail ? ` — ${asText(r.detail)}` : ''}</dd>` : null}
    ${r.correction_hint ? html`<dt>hint</dt><dd>${asText(r.correction_hint)}</dd>` : null}
    ${r.action ? html`<dt>action</dt><dd>${asText(r.action)} <span class="muted">(${asText(r.tool)})</span></dd>` : null}
  </dl>`;
}

/** What the escalation records say, in words: the question, an answer, the runtime accepting one. */
function Escalation({ r }) {
  if (r.type === 'escalation')
    return html`<section aria-label="Escalation">
      <h3>Escalation: ${asText(r.reason)}</h3>
      <p><${Prose} text=${asText(r.needs) ?? ''} /></p>
      <p class="muted">Who may answer: ${asText(r.approver_role)}. A resume could grant: ${grantText(r.grantable)}. A resume token binds this record's hash; records after it do not move it.</p>
    </section>`;
  if (r.type === 'resume') {
    // From the token (what the runtime reads), never from the record's copies (decision 116).
    const a = answerOf(r);
    const edited = editedText(a);
    return html`<section aria-label="Answer">
      <h3>Answer: ${asText(a.decision ?? '?')} by ${asText(a.sub ?? '?')}</h3>
      ${edited ? html`<p class="bad" role="alert">${edited}</p>` : null}
      <p class="muted">${a.grant ? `Grant ${grantText(a.grant)}. ` : ''}Its token's claims are shown unverified: the runtime verifies the token (signature, role, head, one use, the ceiling) when it acts on it.</p>
    </section>`;
  }
  if (r.type === 'run_continue')
    return html`<section aria-label="Continuation">
      <h3>Resumed: the runtime accepted resume record ${asText(r.resume_index)}</h3>
      <p class="muted">Verified answer by ${asText(r.approver)} (key ${asText(r.kid)}, roles ${Array.isArray(r.roles) ? r.roles.join(', ') : asText(r.roles ?? '')})${r.grant ? `, grant ${grantText(r.grant)}` : ''}; the run went on with limits ${grantText(r.limits)}.</p>
    </section>`;
  return null;
}

function Results({ title, report }) {
  return html`<section aria-label=${title}>
    <h3>${title}: ${asText(report.verdict)}</h3>
    ${
      report.results?.length
        ? html`<table class="results">
            <thead><tr><th scope="col">id</th><th scope="col">kind</th><th scope="col">verdict</th><th scope="col">detail</th></tr></thead>
            <tbody>${report.results.map((g) => html`<tr class=${`verdict-${asText(g.verdict)}`}><td>${asText(g.id)}</td><td>${asText(g.kind)}</td><td>${asText(g.verdict)}</td><td>${asText(g.detail) ?? ''}</td></tr>`)}</tbody>
          </table>`
        : html`<p class="muted">No results.</p>`
    }
  </section>`;
}

function Artifact({ ref_, a }) {
  return html`<section aria-label="Artifact">
    <h3>Artifact</h3>
    <p><code title=${ref_.sha256}>${short(ref_.sha256, 16)}</code>, ${num(ref_.bytes)} bytes —${' '}
      ${!a ? 'checking…' : a.error ? html`<span class="bad">${a.error}</span>` : a.verified ? html`<span class="good">its bytes match this sha256</span>` : html`<span class="bad">its bytes do NOT match: ${short(a.computed, 16)}</span>`}
    </p>
    ${a?.text !== undefined && a?.text !== null ? html`<pre class="artifact" tabindex="0" aria-label="Artifact content">${a.text}${a.truncated ? '\n…' : ''}</pre>` : null}
    ${a && !a.error && a.text === null ? html`<p class="muted">Binary content: no preview.</p>` : null}
  </section>`;
}
