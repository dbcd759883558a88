/** Human output: aligned tables. Machine output is always `--json`. */
import type { Writable } from 'node:stream';

/**
 * Control characters (but tab and newline), DEL, C1 controls and bidirectional overrides, which a
 * terminal would act on: a recorded reason or a command's output could otherwise erase a line, retitle
 * the window or reorder what a reviewer reads. JSON output needs none of this: it escapes them itself.
 */
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The same, and newline and tab too: for a value shown inside one line or one table cell. */
const UNPRINTABLE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const asEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text` with every such character shown as its `\uXXXX` escape. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, asEscape);
}

/** A recorded value inside a line or a table cell: a newline in it cannot fake another row or line. */
export function printableLine(text: string): string {
  return text.replace(UNPRINTABLE_IN_LINE, asEscape);
}

/** Writes human text to a terminal or a file, made `printable` (every command's text output goes here). */
export function writeText(out: Writable, text: string): boolean {
  return out.write(printable(text));
}

export function formatTable(headers: string[], rows: unknown[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(cellText))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return (
    [line(cells[0]!), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n') + '\n'
  );
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '-';
  return printableLine(typeof v === 'string' ? v : JSON.stringify(v));
}

export function printJson(out: Writable, value: unknown): void {
  out.write(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * A chain report as the JSON outputs print it, each fact once and in their snake_case: the run id is
 * the output's own `run_id`, so the report's `runId` is not repeated.
 *
 * @example
 * printJson(ctx.stdout, { run_id: runId, chain: chainJson(report) });
 */
export function chainJson<R extends { runId: unknown; escalationHead?: unknown }>(
  report: R,
): Omit<R, 'runId' | 'escalationHead'> & { escalation_head?: unknown } {
  const { runId: _same, escalationHead, ...rest } = report;
  return escalationHead === undefined ? rest : { ...rest, escalation_head: escalationHead };
}
