/**
 * Strict UTF-8 for trace lines (SPEC §5): a line's bytes are its text only when they are UTF-8; anything
 * else is handed on as an `UndecodableLine`, never decoded with U+FFFD replacement.
 */
import { isUtf8 } from 'node:buffer';
import type { TraceLine } from '../../core/trace/types.js';
import { firstInvalidUtf8, notUtf8Message, utf16BomOf } from '../../core/unicode.js';

export { firstInvalidUtf8 };

/**
 * Bytes [start, end) of `buf` as a line: its text when the bytes are UTF-8 (checked natively, then
 * decoded — a BOM is kept as U+FEFF, never dropped), else where the first bad byte is.
 *
 * @example
 * decodeLine(Buffer.from([0x7b, 0xff, 0x7d]), 0, 3) // { undecodable: 'utf-8', at: 1, bytes: 3 }
 */
export function decodeLine(buf: Buffer, start = 0, end = buf.length): TraceLine {
  const bytes = buf.subarray(start, end);
  if (isUtf8(bytes)) return buf.toString('utf8', start, end);
  const bom = utf16BomOf(bytes);
  return { undecodable: 'utf-8', at: firstInvalidUtf8(bytes), bytes: bytes.length, ...(bom ? { bom } : {}) };
}

/**
 * Why bytes sent as one JSON text (a step event line on stdin, a request body) cannot be read as they
 * are, or null: ill-formed UTF-8 (never decoded with U+FFFD replacement), or a byte order mark before
 * the JSON. Every front words it the same way.
 *
 * @example
 * unreadableJsonText(Buffer.from([0x7b, 0xff, 0x7d])) // 'is not UTF-8: an ill-formed byte sequence at byte 1 (…)'
 */
export function unreadableJsonText(bytes: Uint8Array): string | null {
  if (!isUtf8(bytes))
    return `is ${notUtf8Message(firstInvalidUtf8(bytes), utf16BomOf(bytes))} (bytes are never replaced by U+FFFD)`;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return 'starts with a byte order mark (U+FEFF): send the JSON without one';
  return null;
}
