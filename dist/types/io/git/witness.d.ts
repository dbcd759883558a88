import { type CheckpointTrust } from '../../core/trace/witness.js';
export { readWitnessCheckpoints, WITNESS_REF } from './witness-history.js';
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
    /** Not committed, each with why (docs/decisions/108): nothing of a run with one refused is added. */
    refused: {
        path: string;
        file: string;
        reason: string;
    }[];
    /** Whether signatures were verified (`trust` given) or only the checkpoints' form and claims. */
    signatures: 'verified' | 'not checked';
    pushed: string | null;
}
export interface AnchorOptions {
    /** Keys that may sign checkpoints: each one's signature must verify under them. */
    trust?: CheckpointTrust;
}
/**
 * Commits `files` to `refs/loopgov/checkpoints` of the repository at `repoDir` and pushes the ref to
 * `remote` (when given). Fetches the remote's ref first, fast-forward only. Every file is read and
 * checked first (`planAnchorRun`, decision 108): a file that is not a checkpoint named for its signed
 * length, one that contradicts or is shorter than what the witness holds, or (with `trust`) one whose
 * signature does not verify is refused — with every other new checkpoint of its run.
 *
 * @example
 * await anchorCheckpoints('/srv/witness-clone', [{ path: 'r1/000000000012.jwt', file }], 'origin', { trust });
 */
export declare function anchorCheckpoints(repoDir: string, files: AnchorFile[], remote: string | null, opts?: AnchorOptions): Promise<AnchorResult>;
