/**
 * What a failing command's result says of its output (docs/runtime.md, "Gates"): the first lines that
 * name an error, then the end. The end alone often drops what went wrong — Node prints a module it cannot
 * find, or an assertion's message, above a stack trace and `Node.js v20…`; a test runner prints `FAIL` or
 * `×` above its summary. Decided by the rule below, never by timing: the same output, the same summary.
 */
import { StringDecoder } from 'node:string_decoder';
import { keepFirst, keepLast } from '../../core/unicode.js';

/** How much of the output's end is kept (UTF-16 units), and how many of its last lines are shown. */
const TAIL_KEPT = 1024;
const TAIL_LINES = 5;
/** At most this much of the end is shown, and this much of the error lines before it. */
const TAIL_SHOWN = 300;
const ERRORS_SHOWN = 200;
/** The first lines that name an error: at most this many, each at most this long. */
const ERROR_LINES = 3;
const ERROR_LINE_SHOWN = 160;
/** Of a line still being written, only its start is held (an error's name is at the start). */
const LINE_KEPT = 1024;

/**
 * A line that names an error: `Error:` or a name ending in it (`TypeError:`, `ModuleNotFoundError:`,
 * `AssertionError [ERR_ASSERTION]:`) — not `new Error(` in a line of source a stack shows — the word
 * `error` in lowercase or capitals (`error:`, `npm error`, `ERROR`), `ERR!`, `FAIL`/`FAILED` in capitals,
 * a cross (`✗ ✘ ✖ ×`), or a Go/Rust `panic`.
 */
const ERROR_LINE =
  /\b(?:[A-Z]\w*)?Error(?: \[[^\]\n]*\])?:|\berror\b|\bERROR\b|\bERR!|\bFAIL(?:ED|URE)?\b|[✗✘✖×]|\bpanic(?:ked)?\b/;

export type OutputStream = 'stdout' | 'stderr';

/**
 * Collects a command's stdout and stderr as they come, decoded as UTF-8 per stream (a character split
 * across two chunks is decoded whole, and every cut is on code points: the summary never holds half a
 * surrogate pair, which no trace record could).
 *
 * @example
 * const out = new OutputCollector();
 * child.stderr.on('data', (c) => out.write('stderr', c));
 * out.summary() // "Error: Cannot find module 'x' | … | code: 'MODULE_NOT_FOUND', | … | Node.js v20.20.2"
 */
export class OutputCollector {
  private tail = '';
  private readonly errors: string[] = [];
  private readonly decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
  private readonly partial = { stdout: '', stderr: '' };

  write(stream: OutputStream, chunk: Buffer): void {
    const text = this.decoders[stream].write(chunk);
    this.tail = keepLast(this.tail + text, TAIL_KEPT);
    if (this.errors.length >= ERROR_LINES) return;
    const lines = (this.partial[stream] + text).split('\n');
    this.partial[stream] = keepFirst(lines.pop() ?? '', LINE_KEPT);
    for (const line of lines) this.consider(line);
  }

  /**
   * The first error lines that are not among the last lines, then the last lines (at most five), each
   * part joined with ` | `; `…` marks where output was left out. Empty when the command printed nothing.
   */
  summary(): string {
    for (const s of ['stdout', 'stderr'] as const) {
      this.consider(this.partial[s]);
      this.partial[s] = '';
    }
    const last = lastLines(this.tail.trim());
    const shownLast = last.length > TAIL_SHOWN ? `…${keepLast(last, TAIL_SHOWN - 1)}` : last;
    const errors = this.errors.filter((e) => !shownLast.includes(e));
    if (errors.length === 0) return shownLast;
    let head = errors.join(' | ');
    if (head.length > ERRORS_SHOWN) head = `${keepFirst(head, ERRORS_SHOWN - 1)}…`;
    return shownLast ? `${head} | … | ${shownLast}` : head;
  }

  private consider(line: string): void {
    const l = line.trim();
    if (this.errors.length >= ERROR_LINES || l === '' || !ERROR_LINE.test(l)) return;
    this.errors.push(l.length > ERROR_LINE_SHOWN ? `${keepFirst(l, ERROR_LINE_SHOWN - 1)}…` : l);
  }
}

function lastLines(text: string): string {
  return text === '' ? '' : text.split('\n').slice(-TAIL_LINES).join(' | ');
}
