/** Lines from a byte stream, one at a time, with a hard cap on line length (hostile input stays bounded). */
import { LoopgovError } from '../core/errors.js';

/** A line over the cap: the runner sent something that is not a step event (`ERR_STEP_INVALID`). */
export class LineTooLongError extends LoopgovError {
  constructor(message: string) {
    super('ERR_STEP_INVALID', message);
  }
}

export interface Line {
  text: string;
  /** True when another complete line is already buffered: the consumer need not flush output yet. */
  more: boolean;
}

/**
 * Yields each `\n`-terminated line (a final unterminated line too), pulling the next chunk only when
 * the consumer asks: a slow consumer applies backpressure to the writer.
 */
export async function* readLines(
  stream: AsyncIterable<Buffer | string>,
  maxBytes: number,
): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let nl = buf.indexOf(10);
    while (nl !== -1) {
      const head = buf.subarray(0, nl);
      if (size + head.length > maxBytes)
        throw new LineTooLongError(`a line is longer than ${maxBytes} bytes`);
      parts.push(head);
      const text = parts.length === 1 ? head.toString('utf8') : Buffer.concat(parts).toString('utf8');
      parts = [];
      size = 0;
      buf = buf.subarray(nl + 1);
      nl = buf.indexOf(10);
      yield { text, more: nl !== -1 };
    }
    if (buf.length > 0) {
      size += buf.length;
      if (size > maxBytes) throw new LineTooLongError(`a line is longer than ${maxBytes} bytes`);
      parts.push(Buffer.from(buf));
    }
  }
  if (size > 0) yield { text: Buffer.concat(parts).toString('utf8'), more: false };
}
