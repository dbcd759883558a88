/** Markdown for the meta-loop's pull requests and the gate's impact section: trace data is text, never markup. */

/**
 * One table cell: one line, capped at `max` characters, markdown and HTML escaped.
 *
 * @example
 * `| ${cell(runId, 130)} |`
 */
export function cell(s: string, max = 200): string {
  const one = s.replace(/[\r\n]+/g, ' ');
  const cut = one.length > max ? `${one.slice(0, max - 1)}…` : one;
  return cut.replace(/[\\`*[\]<>|~&]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
