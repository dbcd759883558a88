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
/** Finds the last whole record of the file and whether a torn tail follows it. */
export declare function inspectTail(fd: number, file: string, runId: string): {
    tail: TailState;
    torn: TornTail | null;
};
/** Checks and links the records between `tail.size` and `size` (appended by other writers). */
export declare function absorbNewBytes(fd: number, file: string, runId: string, tail: TailState, size: number, locked: boolean): {
    tail: TailState;
    records: TraceRecord[];
    torn: TornTail | null;
};
