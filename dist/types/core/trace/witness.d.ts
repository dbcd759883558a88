/**
 * What a witness of checkpoints may hold (docs/decisions/065, 108), judged without I/O: each entry is
 * `<run_id>/<length, 12 digits>.jwt` holding a checkpoint of that run signed for exactly that length. A
 * checkpoint's file name is never trusted on its own: the newest checkpoint is the one with the largest
 * SIGNED length, and a trace is held to every checkpoint the witness ever held.
 */
import type { JWK } from 'jose';
import { checkpointName, type SignedCheckpoint } from './checkpoint-claims.js';
/** A checkpoint longer than this is not one (they are a few hundred bytes). */
export declare const MAX_CHECKPOINT_BYTES: number;
/** One file as the witness holds it (or as `trace anchor` would commit it). */
export interface WitnessEntry {
    /** `<run_id>/<name>` in the witness's tree. */
    path: string;
    /** Its text; null when it is not a readable file (`problem` says why). */
    jws: string | null;
    problem?: string;
}
/** Keys that may sign checkpoints, and where they came from (for the messages). */
export interface CheckpointTrust {
    keys: JWK[];
    source: string;
}
export type WitnessedCheckpoint = SignedCheckpoint & {
    path: string;
};
export type EntryCheck = {
    ok: true;
    cp: WitnessedCheckpoint;
} | {
    ok: false;
    reason: string;
};
/**
 * Checks one entry: its path names a run and a length, its text is a checkpoint of that run signed for
 * that length, and — when `trust` is given — the signature verifies under its keys.
 *
 * @example
 * await checkWitnessEntry({ path: 'r1/000000000007.jwt', jws }, { keys, source: 'keys.json' })
 * // { ok: false, reason: 'named for length 7 but signed for length 5' }
 */
export declare function checkWitnessEntry(entry: WitnessEntry, trust?: CheckpointTrust): Promise<EntryCheck>;
/**
 * Every checkpoint the witness `name` holds for `runId`, each checked under `trust`, shortest first.
 * Throws `ERR_WITNESS` naming every entry that is not a valid checkpoint of the run (a forgery, a file
 * named for another length, garbage): fail closed — a witness that holds one is not in order.
 *
 * @example
 * const cps = await checkWitnessedRun('r1', entries, trust, 'file:///srv/witness.git');
 * cps.at(-1) // the newest: the largest signed length
 */
export declare function checkWitnessedRun(runId: string, entries: WitnessEntry[], trust: CheckpointTrust, name: string): Promise<WitnessedCheckpoint[]>;
/** One checkpoint a runner wrote, offered to the witness. */
export interface AnchorCandidate extends WitnessEntry {
    /** The file on disk it was read from. */
    file: string;
}
export interface AnchorPlan {
    /** To commit: new to the witness and consistent with what it holds. */
    add: AnchorCandidate[];
    /** Already in the witness at that path with the same statement (kept as they are: append-only). */
    kept: AnchorCandidate[];
    refused: (AnchorCandidate & {
        reason: string;
    })[];
}
/**
 * Decides what `trace anchor` commits of one run's `candidates`, given every entry the witness ever held
 * for the run (`held`, its history) and those at the ref's tip (`tip`, by path). Refused: anything that
 * is not a checkpoint of the run named for its signed length (or, with `trust`, whose signature does not
 * verify); a checkpoint that contradicts one the witness holds at the same length; a new checkpoint
 * shorter than the longest the witness holds. All or nothing per run: when one is refused, none of the
 * run's new checkpoints is added (each is refused, naming why).
 *
 * @example
 * const plan = await planAnchorRun('r1', candidates, held, tip, trust);
 * plan.refused // [{ path: 'r1/000000000099.jwt', reason: 'not a checkpoint (a compact JWS): …' }]
 */
export declare function planAnchorRun(runId: string, candidates: AnchorCandidate[], held: WitnessEntry[], tip: Map<string, string>, trust?: CheckpointTrust): Promise<AnchorPlan>;
export { checkpointName };
