// htm bound to Preact: the panel's templates are tagged template literals, so nothing is compiled at
// run time and no JSX build step exists (decision 055).
import htm from 'htm';
import { h } from 'preact';
import { scopeParts } from './format.js';

export const html = htm.bind(h);

/** A chain scope sentence: "records 0…41 verified against head 3f2a9c1b…" (full hash on hover). */
export function Scope({ chain }) {
  const { before, head, after } = scopeParts(chain);
  return html`<span class="scope">${before}${head ? html`<code title=${head}>${head.slice(0, 12)}…</code>` : null}${after}</span>`;
}

/**
 * Text whose `backticked` parts are code (an escalation's "needs" names the command that answers it):
 * those parts in <code>, the rest as text. Text only, never markup: the backticks come from the trace.
 */
export function Prose({ text }) {
  const parts = String(text ?? '').split('`');
  // An odd number of backticks leaves the last one unmatched: it stays as it is.
  if (parts.length % 2 === 0) return text;
  return parts.map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part));
}
