/**
 * Text for a terminal: recorded values (a reason, a note, a command's output) shown so that a terminal
 * cannot act on them. Pure, so the core's reports can use it as the CLI does.
 */
/**
 * `text` with every such character shown as its `\uXXXX` escape.
 *
 * @example
 * printable('a\u001b[2Jb') // 'a\\u001b[2Jb'
 */
export declare function printable(text: string): string;
/**
 * A recorded value inside a line or a table cell: a newline in it cannot fake another row or line.
 *
 * @example
 * printableLine('ok\nfake line') // 'ok\\u000afake line'
 */
export declare function printableLine(text: string): string;
