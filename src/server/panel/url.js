// Selection lives in the URL (SPEC §7): ?run=ID&record=N&view=inbox&state=running. Back and forward
// work, and a link can be shared with anyone who has the token.

export function readUrl() {
  const q = new URLSearchParams(location.search);
  const record = q.get('record');
  return {
    view: q.get('view') === 'inbox' ? 'inbox' : 'runs',
    run: q.get('run'),
    record: record !== null && /^\d+$/.test(record) ? Number(record) : null,
    state: q.get('state') ?? '',
  };
}

export function writeUrl(sel, replace = false) {
  const q = new URLSearchParams();
  if (sel.view === 'inbox') q.set('view', 'inbox');
  if (sel.state) q.set('state', sel.state);
  if (sel.run) q.set('run', sel.run);
  if (sel.run && sel.record !== null && sel.record !== undefined) q.set('record', String(sel.record));
  const url = q.toString() ? `/?${q}` : '/';
  if (url === `${location.pathname}${location.search}`) return;
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
}
