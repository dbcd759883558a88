// One run: header, budget gauges, convergence badge, chain status, the loop-breaker and the live
// iteration table (records over SSE, with a pause toggle).
import { useEffect, useRef, useState } from 'preact/hooks';
import { apiGet, followRecords, runPath } from './api.js';
import { ageText, grantText, short, STATE_LABEL, when } from './format.js';
import { Gauges } from './gauges.js';
import { HaltDialog } from './halt-dialog.js';
import { html, Prose, Scope } from './html.js';
import { Iterations } from './iterations.js';
import { ResumeDialog, resumedText } from './resume-dialog.js';

const WINDOW = 500;

export function RunView({ runId, readOnly, canResume, selectedRecord, onOpenRecord, onSummary, onChanged }) {
  const [summary, setSummary] = useState(null);
  const [error, setError] = useState(null);
  const [records, setRecords] = useState([]);
  const [held, setHeld] = useState([]);
  const [paused, setPaused] = useState(false);
  const [live, setLive] = useState('connecting');
  const [halting, setHalting] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [notice, setNotice] = useState(null);
  const state = useRef({ next: 0, paused: false, refresh: null });

  const refresh = () => {
    clearTimeout(state.current.refresh);
    state.current.refresh = setTimeout(() => {
      apiGet(runPath(runId)).then(
        (s) => {
          setSummary(s);
          onSummary?.(s);
        },
        (e) => setError(e.message),
      );
    }, 150);
  };

  useEffect(() => {
    let stop = () => {};
    let gone = false;
    state.current = { next: 0, paused: false, refresh: null };
    setSummary(null);
    setRecords([]);
    setHeld([]);
    setPaused(false);
    setError(null);
    setNotice(null);
    (async () => {
      const s = await apiGet(runPath(runId));
      if (gone) return;
      setSummary(s);
      onSummary?.(s);
      const page = await apiGet(
        runPath(runId, `/records?from=${Math.max(0, s.chain.length - WINDOW)}&limit=${WINDOW}`),
      );
      if (gone) return;
      const first = page.records.map((record, i) => ({ index: page.from + i, record }));
      setRecords(first);
      state.current.next = page.next;
      stop = followRecords(runId, page.next, onRecord, setLive);
    })().catch((e) => !gone && setError(e.message));

    function onRecord(index, record) {
      const st = state.current;
      if (index < st.next) return; // already shown (a reconnect never repeats one, but be safe)
      st.next = index + 1;
      const item = { index, record };
      if (st.paused) setHeld((h) => [...h, item]);
      else setRecords((rs) => [...rs, item].slice(-WINDOW * 2));
      refresh();
    }
    return () => {
      gone = true;
      stop();
      clearTimeout(state.current.refresh);
    };
  }, [runId]);

  const togglePause = () => {
    const next = !paused;
    state.current.paused = next;
    setPaused(next);
    if (!next) {
      setRecords((rs) => [...rs, ...held].slice(-WINDOW * 2));
      setHeld([]);
    }
  };

  if (error && !summary)
    return html`<section class="run-view"><p class="error" role="alert">${error}</p></section>`;
  if (!summary) return html`<section class="run-view"><p class="muted">Loading run ${runId}…</p></section>`;
  const s = summary;
  const broken =
    s.chain.finding && s.chain.finding.reason !== 'missing run_end' ? s.chain.finding.index : null;
  return html`<section class="run-view" aria-labelledby="run-title">
    <header class="run-head">
      <h2 id="run-title">${s.run_id} <span class=${`state state-${s.state}`}>${STATE_LABEL[s.state] ?? s.state}</span></h2>
      <p class="run-meta">
        ${s.project ?? '—'} · ${s.level ?? '—'} · ${s.profile ?? '—'} · governance ${s.governance ?? '—'} · policy${' '}
        ${s.policy?.source ?? '—'} <code title=${s.policy?.commit ?? ''}>${s.policy?.commit ? short(s.policy.commit, 10) : 'no commit'}</code>
        ${s.policy?.verified ? ' (approval verified)' : ''} · started ${when(s.started_at)}
      </p>
      ${s.outcome ? html`<p class="outcome">Ended: <strong>${s.outcome.decision}</strong> (${s.outcome.reason}) at step ${s.outcome.step ?? '—'}${s.outcome.detail ? ` — ${s.outcome.detail}` : ''}</p>` : null}
      ${s.halt_pending ? html`<p class="notice">A halt was requested: the run's next step is HALT (human).</p>` : null}
      ${
        !readOnly && (s.state === 'running' || s.state === 'escalated')
          ? html`<button type="button" class="danger breaker" onClick=${() => setHalting(true)}>Stop this run…</button>`
          : null
      }
      <p role="status" class="notice">${notice ?? ''}</p>
    </header>
    ${s.escalation ? html`<${Escalated} e=${s.escalation} canResume=${canResume && !readOnly} onResume=${() => setAnswering(true)} />` : null}
    <h3>Budget</h3>
    <${Gauges} budgets=${s.budgets} />
    <h3>Convergence</h3>
    <p class="convergence">
      <span class=${`badge badge-${s.convergence.status}`}>${s.convergence.status === 'ok' ? 'no stall' : s.convergence.status}</span>
      ${' '}${s.convergence.detail}
    </p>
    <h3>Chain</h3>
    <p class=${`chain ${s.chain.ok ? 'chain-ok' : 'chain-broken'}`}>
      <strong>${s.chain.ok ? '✓ verifies' : '✗ broken'}</strong>: <${Scope} chain=${s.chain} />
    </p>
    <div class="ticker-head">
      <h3>Iterations</h3>
      <span class=${`live live-${paused ? 'paused' : live}`}>${paused ? `paused — ${held.length} new held` : live}</span>
      <button type="button" aria-pressed=${paused ? 'true' : 'false'} onClick=${togglePause}>${paused ? 'Resume live' : 'Pause live'}</button>
    </div>
    <${Iterations} records=${records} selected=${selectedRecord} broken=${broken} onOpen=${onOpenRecord} />
    ${
      halting
        ? html`<${HaltDialog}
            runId=${runId}
            escalated=${s.state === 'escalated'}
            onClose=${() => setHalting(false)}
            onDone=${(r) => {
              setHalting(false);
              setNotice(r.message);
              refresh();
            }}
          />`
        : null
    }
    ${
      answering
        ? html`<${ResumeDialog}
            runId=${runId}
            escalation=${s.escalation}
            onClose=${() => setAnswering(false)}
            onDone=${(r) => {
              setAnswering(false);
              setNotice(resumedText(r));
              refresh();
              onChanged?.();
            }}
          />`
        : null
    }
  </section>`;
}

/** An escalated run: the question to a person, from the trace's open escalation record. */
function Escalated({ e, canResume, onResume }) {
  return html`<section class="escalated" aria-labelledby="escalated-title">
    <h3 id="escalated-title">Waiting for a person: ${e.reason} at step ${e.step ?? '—'} (${ageText(e.age_sec)} ago)</h3>
    ${e.needs ? html`<p><${Prose} text=${e.needs} /></p>` : null}
    <p class="muted">Who may answer: ${e.approver_role}. A resume could grant: ${grantText(e.grantable)}. A resume binds <code title=${e.head}>${short(e.head, 12)}</code> (the escalation record).</p>
    ${e.resumes_pending > 0 ? html`<p>${e.resumes_pending} answer(s) appended, not yet acted on.</p>` : null}
    ${e.halt_requested ? html`<p>A halt was requested: it ends as HALT (human) when next continued.</p>` : null}
    ${canResume ? html`<button type="button" class="resume-open" onClick=${onResume}>Resume…</button>` : null}
  </section>`;
}
