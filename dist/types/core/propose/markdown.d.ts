/**
 * Text loopgov wrote: one line, capped at `max` characters, markdown and HTML escaped.
 *
 * @example
 * `| ${cell(rule, 130)} |`
 */
export declare function cell(s: string, max?: number): string;
/**
 * A value from a trace, inside a code span: nothing in it is formatted, linked, mentioned, referenced or
 * made an emoji. One line, capped at `max`; a backtick in it gets a longer fence; in a table (`inTable`)
 * a `|` is escaped as GFM requires even inside code (`\|`, shown as `|`; a backslash right before it is
 * shown with a space after it, or GFM would end the cell there).
 *
 * @example
 * `| ${code(runId, 130)} |` // '| ` gen-001 ` |'
 */
export declare function code(s: string, max?: number, inTable?: boolean): string;
