/** Lines from a byte stream, one at a time, with a hard cap on line length (hostile input stays bounded). */

export class LineTooLongError extends Error {}

/**
 * Yields each `\n`-terminated line (a final unterminated line too), pulling the next chunk only when
 * the consumer asks: a slow consumer applies backpressure to the writer.
 */
export async function* readLines(
  stream: AsyncIterable<Buffer | string>,
  maxBytes: number,
): AsyncGenerator<string> {
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
      yield Buffer.concat(parts).toString('utf8');
      parts = [];
      size = 0;
      buf = buf.subarray(nl + 1);
      nl = buf.indexOf(10);
    }
    if (buf.length > 0) {
      size += buf.length;
      if (size > maxBytes) throw new LineTooLongError(`a line is longer than ${maxBytes} bytes`);
      parts.push(Buffer.from(buf));
    }
  }
  if (size > 0) yield Buffer.concat(parts).toString('utf8');
}
