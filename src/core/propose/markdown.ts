/**
 * Markdown for the meta-loop's pull requests and the gate's impact section: trace data is text, never
 * markup (decision 044, 110). GitHub acts on more than markdown: after rendering, it turns `@name` into a
 * mention (a notification), `#1` into a reference, `:warning:` into an emoji, and a URL or `www.` into a
 * link — on the rendered text, so an HTML entity (`&#64;`) does not stop it. It does none of that inside a
 * code span. So every value that comes from a trace (run ids, recorded reasons, notes) is shown with
 * `code`; text loopgov wrote itself (rule names, fields, figures) with `cell`.
 */
import { keepFirst } from '../unicode.js';

/**
 * Text loopgov wrote: one line, capped at `max` characters, markdown and HTML escaped.
 *
 * @example
 * `| ${cell(rule, 130)} |`
 */
export function cell(s: string, max = 200): string {
  return capped(s, max).replace(/[\\`*[\]<>|~&]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A value from a trace, inside a code span: nothing in it is formatted, linked, mentioned, referenced or
 * made an emoji. One line, capped at `max`; a backtick in it gets a longer fence; in a table (`inTable`)
 * a `|` is escaped as GFM requires even inside code (`\|`, shown as `|`; a backslash right before it is
 * shown with a space after it, or GFM would end the cell there).
 *
 * @example
 * `| ${code(runId, 130)} |` // '| ` gen-001 ` |'
 */
export function code(s: string, max = 200, inTable = true): string {
  const one = capped(s, max);
  if (one.trim() === '') return '`-`';
  // GFM reads `\\` before a pipe as an escaped backslash, and the pipe then ends the cell: a space between.
  const text = inTable ? one.replace(/\\(?=\|)/g, '\\ ').replace(/\|/g, '\\|') : one;
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // One space inside each end is stripped by the renderer: the value shows exactly, backticks at its ends too.
  return `${fence} ${text} ${fence}`;
}

function capped(s: string, max: number): string {
  const one = s.replace(/[\r\n]+/g, ' ');
  return one.length > max ? `${keepFirst(one, max - 1)}…` : one;
}
