export declare const WITNESS_REF = "refs/loopgov/checkpoints";
export interface AnchorFile {
    /** `<run_id>/<name>.jwt` */
    path: string;
    /** The file on disk holding the checkpoint. */
    file: string;
}
export interface AnchorResult {
    commit: string | null;
    added: string[];
    /** Already in the witness (kept as they are: the witness is append-only). */
    kept: string[];
    pushed: string | null;
}
/**
 * Commits `files` to `refs/loopgov/checkpoints` of the repository at `repoDir` and pushes the ref to
 * `remote` (when given). Fetches the remote's ref first, fast-forward only.
 *
 * @example
 * await anchorCheckpoints('/srv/witness-clone', [{ path: 'r1/000000000012.jwt', file }], 'origin');
 */
export declare function anchorCheckpoints(repoDir: string, files: AnchorFile[], remote: string | null): Promise<AnchorResult>;
/**
 * The latest checkpoint the witness at `witness` (a path or URL) holds for `runId`, or null.
 *
 * @example
 * const jws = await readWitnessCheckpoint('file:///srv/witness.git', 'r1');
 */
export declare function readWitnessCheckpoint(witness: string, runId: string): Promise<{
    path: string;
    jws: string;
} | null>;
