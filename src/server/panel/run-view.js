// One run: header, budget gauges, convergence badge, chain status, the loop-breaker and the live
// iteration table (records over SSE, with a pause toggle).
import { useEffect, useRef, useState } from 'preact/hooks';
import { apiGet, errorText, followRecords, runPath, visible } from './api.js';
import { ageText, grantText, short, STATE_LABEL, when } from './format.js';
import { Gauges } from './gauges.js';
import { HaltDialog } from './halt-dialog.js';
import { html, Prose, Scope } from './html.js';
import { Iterations } from './iterations.js';
import { useRefocus } from './modal.js';
import { ResumeDialog, resumedText } from './resume-dialog.js';

// Records loaded when a run opens (the newest), and at most kept while records arrive live: older rows
// leave the table, and "Load earlier records" brings them back a page at a time (the API's limit).
const WINDOW = 500;
const KEEP = WINDOW * 2;
const PAGE = 1000;
/** How often a running or escalated run's summary is read again without a record (the list: 3 s). */
const SUMMARY_EVERY_MS = 5000;

export function RunView({
  runId,
  readOnly,
  canResume,
  selectedRecord,
  onOpenRecord,
  onSummary,
  onChanged,
  focusTitle,
  onFocused,
}) {
  const [summary, setSummary] = useState(null);
  const [error, setError] = useState(null);
  const [records, setRecords] = useState([]);
  const [held, setHeld] = useState([]);
  const [paused, setPaused] = useState(false);
  const [live, setLive] = useState('connecting');
  const [halting, setHalting] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [notice, setNotice] = useState(null);
  const [earlier, setEarlier] = useState({ busy: false, error: null, loaded: '' });
  const heading = useRef(null);
  const state = useRef({ next: 0, paused: false, refresh: null, keep: KEEP, batch: [], flush: null });
  const refocus = useRefocus(heading);

  // At most one summary request in flight per 150 ms however fast records arrive (a debounce that every
  // record restarted never fired while a runner stepped fast).
  const refresh = () => {
    if (state.current.refresh) return;
    state.current.refresh = setTimeout(() => {
      state.current.refresh = null;
      apiGet(runPath(runId)).then(
        (s) => {
          setSummary(s);
          setError(null);
          onSummary?.(s);
        },
        (e) => setError(errorText(e)),
      );
    }, 150);
  };
  // Every change of the stream is followed by a fresh read. A stream the server closed (a restart with
  // another token) says why: the session ended. One reconnecting (the server stopped: EventSource retries
  // a refused connection) finds the server gone: the read fails, the view says so and offers nothing to
  // act on. Back live, the read clears it. A replaced or truncated trace (`reset`) is read afresh as
  // when the run opened.
  const onLive = (status) => {
    setLive(status);
    refresh();
  };

  useEffect(() => {
    let stop = () => {};
    let gone = false;
    state.current = { next: 0, paused: false, refresh: null, keep: KEEP, batch: [], flush: null };
    setSummary(null);
    setRecords([]);
    setHeld([]);
    setPaused(false);
    setError(null);
    setNotice(null);
    // The run's summary, its newest records, then the stream from the next one: when the run opens, and
    // again when the trace file is replaced or truncated under it.
    const load = async () => {
      const s = await apiGet(runPath(runId));
      if (gone) return;
      setSummary(s);
      setError(null);
      onSummary?.(s);
      const page = await apiGet(
        runPath(runId, `/records?from=${Math.max(0, s.chain.length - WINDOW)}&limit=${WINDOW}`),
      );
      if (gone) return;
      const first = page.records.map((record, i) => ({ index: page.from + i, record }));
      setRecords(first);
      state.current.next = page.next;
      stop = followRecords(runId, page.next, onRecord, onLive, onReset);
    };
    load().catch((e) => !gone && setError(errorText(e)));

    // What was shown came from a file that is no longer the trace: dropped, and the run read again.
    function onReset(reason) {
      stop();
      if (gone) return;
      const st = state.current;
      if (st.flush) {
        cancelAnimationFrame(st.flush.frame);
        clearTimeout(st.flush.timer);
      }
      state.current = { next: 0, paused: st.paused, refresh: st.refresh, keep: KEEP, batch: [], flush: null };
      setRecords([]);
      setHeld([]);
      setLive('connecting');
      setEarlier({ busy: false, error: null, loaded: '' });
      setNotice({
        text: `The trace file was replaced or truncated while this page showed it${reason ? ` — ${reason}` : ''}. The run was read again: what is shown is the file that has its name now.`,
        untilEnd: false,
      });
      load().catch((e) => !gone && setError(errorText(e)));
    }

    // Records arriving together are shown together: one render per animation frame, not per record
    // (with a timer too, so a tab in the background — no frames — does not pile them up unshown).
    function onRecord(index, record) {
      const st = state.current;
      if (index < st.next) return; // already shown (a reconnect never repeats one, but be safe)
      st.next = index + 1;
      st.batch.push({ index, record });
      if (st.flush === null) {
        const flush = () => {
          if (st.flush === null || gone) return;
          cancelAnimationFrame(st.flush.frame);
          clearTimeout(st.flush.timer);
          st.flush = null;
          const items = st.batch;
          st.batch = [];
          if (st.paused) setHeld((h) => [...h, ...items]);
          else setRecords((rs) => [...rs, ...items].slice(-st.keep));
          refresh();
        };
        st.flush = { frame: requestAnimationFrame(flush), timer: setTimeout(flush, 250) };
      }
    }
    return () => {
      gone = true;
      stop();
      clearTimeout(state.current.refresh);
      if (state.current.flush) {
        cancelAnimationFrame(state.current.flush.frame);
        clearTimeout(state.current.flush.timer);
      }
    };
  }, [runId]);

  // A run that goes on changes without a record: its runner in another process may die (the writer is
  // then gone), and an escalation's wait grows. While it runs or waits, and the page is seen, its summary
  // is read again every few seconds (one GET), and when the page is seen again.
  const going = summary?.state === 'running' || summary?.state === 'escalated';
  useEffect(() => {
    if (!going) return;
    const tick = () => document.visibilityState === 'visible' && refresh();
    const timer = setInterval(tick, SUMMARY_EVERY_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [runId, going]);

  // Picked from the list or the inbox: focus goes to the run's heading once it is shown (the link that
  // was picked stays behind, in the list, or is gone with the inbox).
  useEffect(() => {
    if (summary && focusTitle) {
      heading.current?.focus();
      onFocused?.();
    }
  }, [summary !== null, focusTitle]);

  const togglePause = () => {
    const next = !paused;
    state.current.paused = next;
    setPaused(next);
    if (!next) {
      setRecords((rs) => [...rs, ...held].slice(-state.current.keep));
      setHeld([]);
    }
  };

  // The page of records before the first one shown (from the selected record when that is earlier, so
  // a link to an old record shows its row), prepended; the live window grows to keep them.
  const loadEarlier = async () => {
    const firstShown = records[0]?.index ?? 0;
    const want =
      selectedRecord !== null && selectedRecord < firstShown ? selectedRecord : firstShown - WINDOW;
    const from = Math.max(0, want, firstShown - PAGE);
    setEarlier({ busy: true, error: null, loaded: '' });
    try {
      const page = await apiGet(runPath(runId, `/records?from=${from}&limit=${firstShown - from}`));
      const items = page.records.map((record, i) => ({ index: page.from + i, record }));
      state.current.keep += items.length;
      setRecords((rs) => [...items.filter((x) => x.index < (rs[0]?.index ?? Infinity)), ...rs]);
      setEarlier({
        busy: false,
        error: null,
        loaded: items.length ? `Loaded records ${items[0].index}–${items.at(-1).index}.` : '',
      });
    } catch (e) {
      setEarlier({ busy: false, error: e.message, loaded: '' });
    }
  };

  if (error && !summary)
    return html`<section class="run-view"><p class="error" role="alert">${error}</p></section>`;
  if (!summary)
    return html`<section class="run-view"><p class="muted">Loading run ${visible(runId)}…</p></section>`;
  const s = summary;
  const ended = s.state !== 'running' && s.state !== 'escalated';
  // What is shown is as of the last read when the server no longer answers this page: nothing here
  // offers to act on it (no Stop), and the reason says so.
  const stale = error !== null;
  const broken =
    s.chain.finding && s.chain.finding.reason !== 'missing run_end' ? s.chain.finding.index : null;
  // A running run whose runner died (a serve killed -9): nothing acts on a halt; only trace close ends it.
  const orphaned = s.state === 'running' && s.writer?.state === 'gone';
  return html`<section class="run-view" aria-labelledby="run-title">
    <header class="run-head">
      <h2 id="run-title" tabindex="-1" ref=${heading}>${s.run_id} <span class=${`state state-${s.state}`}>${STATE_LABEL[s.state] ?? s.state}</span></h2>
      <p class="run-meta">
        ${s.project ?? '—'} · ${s.level ?? '—'} · ${s.profile ?? '—'} · governance ${s.governance ?? '—'} · policy${' '}
        ${s.policy?.source ?? '—'} <code title=${s.policy?.commit ?? ''}>${s.policy?.commit ? short(s.policy.commit, 10) : 'no commit'}</code>
        ${s.policy?.verified ? ' (approval verified)' : ''} · started ${when(s.started_at)}
      </p>
      ${s.outcome ? html`<p class="outcome">Ended: <strong>${s.outcome.decision}</strong> (${s.outcome.reason})${typeof s.outcome.step === 'number' ? ` at step ${s.outcome.step}` : ''}${s.outcome.detail ? ` — ${s.outcome.detail}` : ''}</p>` : null}
      ${stale ? html`<p class="error" role="alert">${error} What is shown is as of the last read.</p>` : null}
      ${s.state === 'running' && s.writer ? html`<p class="run-writer">Runner: ${WRITER_LABEL[s.writer.state] ?? s.writer.state} — ${s.writer.detail}</p>` : null}
      ${orphaned ? html`<p class="notice runner-gone" id="runner-gone">No runner holds this run: the process that ran it has stopped, so a halt reaches no one${s.halt_pending ? ' (the halt requested is recorded, and nothing acts on it)' : ''}. End it with <code>${s.writer.close_with}</code>.</p>` : null}
      ${s.halt_pending && !ended && !orphaned ? html`<p class="notice" id="halt-pending">${s.state === 'escalated' ? 'A halt was requested: the escalated run ends as HALT (human) when it is next continued.' : "A halt was requested: the run's next step is HALT (human)."}</p>` : null}
      ${
        !readOnly && !ended && !stale && !orphaned
          ? html`<button type="button" class="danger breaker" disabled=${s.halt_pending === true} aria-describedby=${s.halt_pending ? 'halt-pending' : undefined} onClick=${() => setHalting(true)}>Stop this run…</button>`
          : null
      }
      <p role="status" class="notice">${notice && !(notice.untilEnd && ended) ? notice.text : ''}</p>
    </header>
    ${s.escalation ? html`<${Escalated} e=${s.escalation} canResume=${canResume && !readOnly && !stale} onResume=${() => setAnswering(true)} />` : null}
    <h3>Budget</h3>
    <${Gauges} budgets=${s.budgets} />
    <h3>Convergence</h3>
    <p class="convergence">
      <span class=${`badge badge-${s.convergence.status}`}>${s.convergence.status === 'ok' ? 'no stall' : s.convergence.status}</span>
      ${' '}${convergenceDetail(s.convergence)}
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
    <${Range}
      records=${records}
      total=${Math.max(s.chain.length, state.current.next)}
      selected=${selectedRecord}
      busy=${earlier.busy}
      error=${earlier.error}
      loaded=${earlier.loaded}
      onLoad=${loadEarlier}
    />
    <${Iterations} records=${records} selected=${selectedRecord} broken=${broken} onOpen=${onOpenRecord} />
    ${
      halting
        ? html`<${HaltDialog}
            runId=${runId}
            escalated=${s.state === 'escalated'}
            onClose=${() => setHalting(false)}
            onDone=${(r) => {
              setHalting(false);
              // "halt requested…" is true until the run ends; "the escalated run ended…" stays true.
              setNotice({ text: r.message, untilEnd: r.status !== 'ended' });
              refocus();
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
              setNotice({ text: resumedText(r), untilEnd: false });
              refocus();
              refresh();
              onChanged?.();
            }}
          />`
        : null
    }
  </section>`;
}

/** The convergence detail after its badge: without the rule's name it starts with, said by the badge. */
function convergenceDetail(c) {
  const said = c.status === 'ok' ? 'no stall: ' : `${c.status}: `;
  const detail = String(c.detail ?? '');
  return detail.startsWith(said) ? detail.slice(said.length) : detail;
}

/** Who writes a running run (`writer.state` in its summary). */
const WRITER_LABEL = {
  here: 'this server',
  live: 'another process',
  gone: 'gone',
  none: 'none recorded',
};

/** Which records the table holds of how many, and a way to the earlier ones. */
function Range({ records, total, selected, busy, error, loaded, onLoad }) {
  if (records.length === 0) return null;
  const first = records[0].index;
  const last = records[records.length - 1].index;
  const missing = selected !== null && selected < first;
  // Not a live region: the range changes with every record, and a screen reader would read each one.
  // Only what a person asked for is announced: the earlier records loaded.
  return html`<p class="range">
    Showing records ${first}–${last} of ${total}${first > 0 ? ` (records 0–${first - 1} are not in the table)` : ''}.
    ${missing ? html` Record ${selected} is earlier than the table.` : null}
    ${first > 0 ? html` <button type="button" class="load-earlier" disabled=${busy} onClick=${onLoad}>${busy ? 'Loading…' : missing ? `Load records from ${Math.max(selected, first - PAGE)}` : `Load earlier records`}</button>` : null}
    ${error ? html` <span class="error" role="alert">${error}</span>` : null}
    <span class="visually-hidden" role="status">${loaded}</span>
  </p>`;
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
