import { type WitnessEntry } from '../../core/trace/witness.js';
export declare const WITNESS_REF = "refs/loopgov/checkpoints";
/** A remote as a user names it: a name, a path or a URL, never an option. */
export declare const SAFE_REMOTE: RegExp;
/** Runs git in `cwd` as loopgov runs it (`GIT_ARGS`, `gitEnv`); `ERR_GIT` naming the command when it fails. */
export declare function git(cwd: string, args: string[], env?: Record<string, string>): Promise<string>;
/** A witness entry with the blob it is. */
export type HeldEntry = WitnessEntry & {
    oid: string;
};
/**
 * Every checkpoint file the witness at `witness` (a path or URL) ever held for `runId`, one entry per
 * distinct (path, content), from the whole history of its ref; `[]` when it holds none.
 *
 * @example
 * const entries = await readWitnessCheckpoints('file:///srv/witness.git', 'r1');
 * // [{ path: 'r1/000000000005.jwt', jws: 'eyJ…', oid }, …]
 */
export declare function readWitnessCheckpoints(witness: string, runId: string): Promise<HeldEntry[]>;
/**
 * Every file the ref of the repository at `gitDir` ever held, by run (the path's first segment; a path
 * without one is under `''`), for the runs in `runIds` (default: all).
 */
export declare function readHeldEntries(gitDir: string, runIds?: string[]): Promise<Map<string, HeldEntry[]>>;
/** The blob at each path of the ref's tip. */
export declare function readTip(gitDir: string, commit: string): Promise<Map<string, string>>;
