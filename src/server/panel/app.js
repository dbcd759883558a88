// The Loop panel (SPEC §7): runs list | run view | evidence drawer, or the inbox. Everything it shows
// comes from the trace files through the API; the selection is in the URL.
import { useEffect, useState } from 'preact/hooks';
import { apiGet, errorText } from './api.js';
import { Drawer } from './drawer.js';
import { html } from './html.js';
import { Inbox } from './inbox.js';
import { RunView } from './run-view.js';
import { RunsList } from './runs-list.js';
import { readUrl, writeUrl } from './url.js';

const LIST_EVERY_MS = 3000;
/** Runs the list shows at first, and how many more "Show more" adds. */
const LIST_PAGE = 200;

/** The newest `want` runs matching `filter` (a query string), in pages of at most 1 000, and the total. */
async function loadRuns(filter, want) {
  const runs = [];
  let total = 0;
  let offset = 0;
  while (runs.length < want) {
    const r = await apiGet(
      `/api/v1/runs?limit=${Math.min(1000, want - runs.length)}&offset=${offset}${filter}`,
    );
    runs.push(...r.runs);
    total = r.total;
    if (r.next_offset === null) break;
    offset = r.next_offset;
  }
  return { runs, total };
}

export function App() {
  const [sel, setSel] = useState(readUrl);
  const [health, setHealth] = useState(null);
  const [runs, setRuns] = useState(null);
  const [total, setTotal] = useState(null);
  const [want, setWant] = useState(LIST_PAGE);
  const [find, setFind] = useState('');
  const [listError, setListError] = useState(null);
  const [inbox, setInbox] = useState(null);
  // The chain status of the run it came from: the drawer of another run must never show it.
  const [chain, setChain] = useState({ runId: null, chain: null });
  const [tick, setTick] = useState(0);
  // The run picked from the list or the inbox: its view takes focus once shown.
  const [focusRun, setFocusRun] = useState(null);
  const pick = (id) => {
    setFocusRun(id);
    go({ run: id, record: null, view: 'runs' });
  };
  const reload = () => setTick((n) => n + 1);

  const go = (next, replace = false) => {
    const merged = { ...sel, ...next };
    writeUrl(merged, replace);
    setSel(merged);
  };

  useEffect(() => {
    const onPop = () => setSel(readUrl());
    addEventListener('popstate', onPop);
    apiGet('/api/v1/health').then(setHealth, (e) => setListError(e.message));
    return () => removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    let gone = false;
    const load = () => {
      const q = `${sel.state ? `&state=${encodeURIComponent(sel.state)}` : ''}${find ? `&id=${encodeURIComponent(find)}` : ''}`;
      loadRuns(q, want).then(
        (r) => {
          if (gone) return;
          setRuns(r.runs);
          setTotal(r.total);
          setListError(null);
        },
        (e) => !gone && setListError(errorText(e)),
      );
      apiGet('/api/v1/inbox').then(
        (r) => !gone && setInbox(r.runs),
        () => {},
      );
    };
    load();
    const t = setInterval(load, LIST_EVERY_MS);
    return () => {
      gone = true;
      clearInterval(t);
    };
  }, [sel.state, find, want, tick]);

  const readOnly = health?.read_only ?? true;
  const drawerOpen = sel.run && sel.record !== null;
  // Past the views and the runs list (hundreds of links) to what is shown: a link seen when focused.
  const skip = (e) => {
    e.preventDefault();
    const main = document.getElementById('main');
    (main.querySelector('h2[tabindex="-1"]') ?? main).focus();
  };
  return html`<div class=${`layout${drawerOpen ? ' with-drawer' : ''}`}>
    <a class="skip-link" href="#main" onClick=${skip}>${sel.view === 'inbox' ? 'Skip to inbox' : 'Skip to run'}</a>
    <header class="top">
      <h1>loopgov <span class="muted">Loop panel</span></h1>
      <nav aria-label="Views">
        <a href="/" aria-current=${sel.view === 'runs' ? 'page' : undefined} onClick=${(e) => {
          e.preventDefault();
          go({ view: 'runs' });
        }}>Runs</a>
        <a href="/?view=inbox" aria-current=${sel.view === 'inbox' ? 'page' : undefined} onClick=${(e) => {
          e.preventDefault();
          go({ view: 'inbox' });
        }}>
          Inbox${inbox?.length ? ` (${inbox.length})` : ''}
        </a>
      </nav>
      ${health?.read_only ? html`<span class="badge badge-readonly">read-only</span>` : null}
    </header>
    <nav class="side" aria-label="Runs">
      <${RunsList}
        runs=${runs}
        error=${listError}
        selected=${sel.run}
        state=${sel.state}
        onSelect=${pick}
        onFilter=${(state) => {
          setWant(LIST_PAGE);
          go({ state }, true);
        }}
        total=${total}
        find=${find}
        onFind=${(text) => {
          setWant(LIST_PAGE);
          setFind(text);
        }}
        onMore=${() => setWant((n) => n + LIST_PAGE)}
      />
    </nav>
    <main id="main" tabindex="-1">
      ${
        sel.view === 'inbox'
          ? html`<${Inbox}
              items=${inbox}
              resume=${health?.features?.resume === true}
              onSelect=${pick}
              onChanged=${reload}
            />`
          : sel.run
            ? html`<${RunView}
                key=${sel.run}
                runId=${sel.run}
                readOnly=${readOnly}
                canResume=${health?.features?.resume === true}
                onChanged=${reload}
                focusTitle=${focusRun === sel.run}
                onFocused=${() => setFocusRun(null)}
                selectedRecord=${sel.record}
                onOpenRecord=${(i) => go({ record: i })}
                onSummary=${(s) => {
                  setChain({ runId: s.run_id, chain: s.chain });
                  setRuns((rs) => rs?.map((r) => (r.run_id === s.run_id ? { ...r, ...s } : r)) ?? rs);
                }}
              />`
            : html`<section class="run-view"><h2>Pick a run</h2><p class="muted">Choose a run from the list to see its budget, convergence and iterations.</p></section>`
      }
    </main>
    ${
      drawerOpen && sel.view === 'runs'
        ? html`<${Drawer}
            runId=${sel.run}
            index=${sel.record}
            chain=${chain.runId === sel.run ? chain.chain : null}
            onSelect=${(i) => go({ record: i })}
            onClose=${() => {
              const i = sel.record;
              go({ record: null });
              requestAnimationFrame(() => document.querySelector(`tr[data-index="${i}"] .row-open`)?.focus());
            }}
          />`
        : null
    }
  </div>`;
}
