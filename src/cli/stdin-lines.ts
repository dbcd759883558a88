/** Lines from a byte stream, one at a time, with a hard cap on line length (hostile input stays bounded). */
import { LoopgovError } from '../core/errors.js';
import { unreadableJsonText } from '../io/trace/utf8.js';

/** A line over the cap: the runner sent something that is not a step event (`ERR_STEP_INVALID`). */
export class LineTooLongError extends LoopgovError {
  constructor(message: string) {
    super('ERR_STEP_INVALID', message);
  }
}

export interface Line {
  /** Which line of the stream it is, from 1 (blank lines counted): what an error names. */
  number: number;
  /** The line's text (empty when it is unreadable). */
  text: string;
  /** Why the line's bytes cannot be read as they are (not UTF-8, a byte order mark), or null. */
  unreadable: string | null;
  /** True when another complete line is already buffered: the consumer need not flush output yet. */
  more: boolean;
}

/**
 * Each `\n`-terminated line of a stream (a final unterminated line too), pulling the next chunk only
 * when the consumer asks: a slow consumer applies backpressure to the writer. `take()` hands out a line
 * already buffered without a turn of the event loop (a pipe's chunk holds dozens of step events);
 * only `read()` waits for input.
 *
 * @example
 * const lines = new LineReader(process.stdin, 1 << 20);
 * for (let l = lines.take() ?? (await lines.read()); l; l = lines.take() ?? (await lines.read())) use(l.text);
 */
export class LineReader {
  private readonly chunks: AsyncIterator<Buffer | string>;
  /** The unread rest of the current chunk, and where its next `\n` is (-1: none). */
  private buf: Buffer = Buffer.alloc(0);
  private nl = -1;
  /** The start of a line that spans chunks. */
  private parts: Buffer[] = [];
  private size = 0;
  private ended = false;
  /** Lines handed out so far. */
  private count = 0;

  constructor(
    stream: AsyncIterable<Buffer | string>,
    private readonly maxBytes: number,
  ) {
    this.chunks = stream[Symbol.asyncIterator]();
  }

  /** The next line if it is complete in what has been read already; null otherwise (then `read()`). */
  take(): Line | null {
    const nl = this.nl;
    if (nl === -1) return null;
    const head = this.buf.subarray(0, nl);
    if (this.size + head.length > this.maxBytes) throw this.tooLong();
    let bytes = head;
    if (this.parts.length > 0) {
      this.parts.push(head);
      bytes = Buffer.concat(this.parts);
      this.parts = [];
      this.size = 0;
    }
    this.buf = this.buf.subarray(nl + 1);
    this.nl = this.buf.indexOf(10);
    return lineOf(bytes, ++this.count, this.nl !== -1);
  }

  /** Waits for input until a line is complete (or the stream ends: its unterminated rest, then null). */
  async read(): Promise<Line | null> {
    for (;;) {
      const line = this.take();
      if (line) return line;
      if (this.buf.length > 0) {
        this.size += this.buf.length;
        if (this.size > this.maxBytes) throw this.tooLong();
        this.parts.push(Buffer.from(this.buf));
        this.buf = Buffer.alloc(0);
      }
      if (this.ended) return null;
      const next = await this.chunks.next();
      if (next.done) {
        this.ended = true;
        if (this.size === 0) return null;
        const bytes = Buffer.concat(this.parts);
        this.parts = [];
        this.size = 0;
        return lineOf(bytes, ++this.count, false);
      }
      this.buf = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
      this.nl = this.buf.indexOf(10);
    }
  }

  /**
   * Stops reading: the stream is let go of (destroyed), as leaving a `for await` over it does. Never
   * throws: a stream that failed has said so to `read()` already.
   */
  async close(): Promise<void> {
    this.buf = Buffer.alloc(0);
    this.nl = -1;
    this.parts = [];
    this.size = 0;
    if (this.ended) return;
    this.ended = true;
    try {
      await this.chunks.return?.();
    } catch {
      // Already reported by read(), or nothing left to report: the run's outcome does not depend on it.
    }
  }

  private tooLong(): LineTooLongError {
    return new LineTooLongError(`line ${this.count + 1} is longer than ${this.maxBytes} bytes`);
  }
}

function lineOf(bytes: Buffer, number: number, more: boolean): Line {
  const unreadable = unreadableJsonText(bytes);
  return { number, text: unreadable ? '' : bytes.toString('utf8'), unreadable, more };
}
