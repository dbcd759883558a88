/** Human output: aligned tables. Machine output is always `--json`. */
import type { Writable } from 'node:stream';

import { printable, printableLine } from '../core/printable.js';

export { printable, printableLine };

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
