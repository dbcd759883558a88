import type { TraceRecord } from '../../core/trace/types.js';
/** Where a run's trace ends: its byte size, last hash and the next record's index. */
export interface TailState {
    size: number;
    hash: string;
    nextIndex: number;
}
/** Bytes [start, end) that are not a whole record: no newline, or a garbled last line. */
export interface TornTail {
    start: number;
    end: number;
    cause: 'unterminated' | 'garbled';
}
/** Finds the last whole record of the file (`last`) and whether a torn tail follows it. */
export declare function inspectTail(fd: number, file: string, runId: string): {
    tail: TailState;
    torn: TornTail | null;
    last: TraceRecord | null;
};
/**
 * The last whole record of a trace file without taking its lock, reading only the file's end; null when
 * the file does not exist or holds no whole record. Throws `ERR_TRACE` as `inspectTail` does.
 *
 * @example
 * const last = readLastRecord(runPaths('traces', 'r1').trace, 'r1');
 * if (last?.type === 'run_end') console.log(`ended: ${last.decision}`);
 */
export declare function readLastRecord(file: string, runId: string): TraceRecord | null;
/** Checks and links the records between `tail.size` and `size` (appended by other writers). */
export declare function absorbNewBytes(fd: number, file: string, runId: string, tail: TailState, size: number, locked: boolean): {
    tail: TailState;
    records: TraceRecord[];
    torn: TornTail | null;
};
