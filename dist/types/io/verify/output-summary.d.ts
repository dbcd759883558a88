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
export declare class OutputCollector {
    private tail;
    private readonly errors;
    private readonly decoders;
    private readonly partial;
    write(stream: OutputStream, chunk: Buffer): void;
    /**
     * The first error lines that are not among the last lines, then the last lines (at most five), each
     * part joined with ` | `; `…` marks where output was left out. Empty when the command printed nothing.
     */
    summary(): string;
    private consider;
}
