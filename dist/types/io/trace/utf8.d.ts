import type { TraceLine } from '../../core/trace/types.js';
import { firstInvalidUtf8 } from '../../core/unicode.js';
export { firstInvalidUtf8 };
/**
 * Bytes [start, end) of `buf` as a line: its text when the bytes are UTF-8 (checked natively, then
 * decoded — a BOM is kept as U+FEFF, never dropped), else where the first bad byte is.
 *
 * @example
 * decodeLine(Buffer.from([0x7b, 0xff, 0x7d]), 0, 3) // { undecodable: 'utf-8', at: 1, bytes: 3 }
 */
export declare function decodeLine(buf: Buffer, start?: number, end?: number): TraceLine;
/**
 * Why bytes sent as one JSON text (a step event line on stdin, a request body) cannot be read as they
 * are, or null: ill-formed UTF-8 (never decoded with U+FFFD replacement), or a byte order mark before
 * the JSON. Every front words it the same way.
 *
 * @example
 * unreadableJsonText(Buffer.from([0x7b, 0xff, 0x7d])) // 'is not UTF-8: an ill-formed byte sequence at byte 1 (…)'
 */
export declare function unreadableJsonText(bytes: Uint8Array): string | null;
