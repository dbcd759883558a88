/** Markdown for the meta-loop's pull requests and the gate's impact section: trace data is text, never markup. */
/**
 * One table cell: one line, capped at `max` characters, markdown and HTML escaped.
 *
 * @example
 * `| ${cell(runId, 130)} |`
 */
export declare function cell(s: string, max?: number): string;
