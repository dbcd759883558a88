/**
 * Text for a terminal: recorded values (a reason, a note, a command's output) shown so that a terminal
 * cannot act on them. Pure, so the core's reports can use it as the CLI does.
 */

/**
 * Control characters (but tab and newline), DEL, C1 controls and bidirectional overrides, which a
 * terminal would act on: a recorded reason or a command's output could otherwise erase a line, retitle
 * the window or reorder what a reviewer reads. JSON output needs none of this: it escapes them itself.
 */
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The same, and newline and tab too: for a value shown inside one line or one table cell. */
const UNPRINTABLE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const asEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` with every such character shown as its `\uXXXX` escape.
 *
 * @example
 * printable('a\u001b[2Jb') // 'a\\u001b[2Jb'
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, asEscape);
}

/**
 * A recorded value inside a line or a table cell: a newline in it cannot fake another row or line.
 *
 * @example
 * printableLine('ok\nfake line') // 'ok\\u000afake line'
 */
export function printableLine(text: string): string {
  return text.replace(UNPRINTABLE_IN_LINE, asEscape);
}
