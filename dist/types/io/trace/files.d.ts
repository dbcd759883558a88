import { LoopgovError } from '../../core/errors.js';
/**
 * The syscalls the store's durability depends on, replaceable in tests to inject the faults a real disk
 * rarely produces on demand (a failed fsync, EIO). Production code never passes anything else.
 */
export interface StoreSyscalls {
    write(fd: number, buf: Buffer): number;
    fdatasync(fd: number): Promise<void>;
}
export declare const realSyscalls: StoreSyscalls;
/**
 * The same, with every `fdatasync` on the thread pool (`overlapSync`). `realSyscalls` already overlaps
 * the flushes asked for together (decision 029); this keeps a lone one off the main thread too.
 */
export declare const threadPoolSyscalls: StoreSyscalls;
/** `ERR_TRACE` (or `ERR_TRACE_LOCK`) naming `file`, what we were doing, the syscall and its error code. */
export declare function traceIoError(e: unknown, file: string, doing: string, errorCode?: 'ERR_TRACE' | 'ERR_TRACE_LOCK'): LoopgovError;
/** fsyncs a directory so that a rename or a new file in it survives a crash. */
export declare function fsyncDir(dir: string): Promise<void>;
/** fsyncs a file already in place (a deferred artifact at the group-commit barrier). Throws the raw error. */
export declare function fsyncFile(file: string): Promise<void>;
/** The same on the thread pool (`overlapSync` stores: many runs' barriers at once). Throws the raw error. */
export declare function fsyncFileAsync(file: string): Promise<void>;
/**
 * Writes `bytes` to `dir/name` once: temp file, (fsync,) rename. An existing file of that name is
 * replaced by identical content (names are content hashes), so concurrent writers are harmless.
 */
export declare function writeOnce(dir: string, name: string, bytes: Uint8Array, durable: boolean, dirExists?: boolean): Promise<string>;
/** `writeOnce` without the flushes, done before it returns (durability none, or a deferred artifact). */
export declare function writeOnceNow(dir: string, name: string, bytes: Uint8Array, dirExists?: boolean): string;
/** Position of the last `\n` strictly before `end` in the file, or -1. Reads backwards in chunks. */
export declare function lastNewlineBefore(fd: number, end: number, file: string): number;
/** Reads bytes [start, end) of the file. */
export declare function readRange(fd: number, start: number, end: number, file: string): Buffer;
