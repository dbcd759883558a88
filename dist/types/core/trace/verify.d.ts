import { type SegmentState } from './segments.js';
import { type TraceHead, type TraceLine } from './types.js';
/** Why a chain is not whole. Stable words: scripts and tests switch on them. */
export type ChainReason = 'hash' | 'link' | 'order' | 'run_id' | 'torn' | 'unparsable' | 'missing run_end' | 'checkpoint mismatch'
/** An artifact the record refers to is refused, missing, or no longer hashes to its sha256. */
 | 'artifact'
/**
 * A usage figure that does not add up (docs/decisions/107): said by the readers that prove a run's
 * usage before a person or a runtime goes on from it (the inbox, `loopgov resume`), not by this verifier.
 */
 | 'usage';
/** The first bad record: its 0-based line index, the reason word and a sentence. */
export interface ChainFinding {
    index: number;
    reason: ChainReason;
    message: string;
}
export interface ChainReport {
    ok: boolean;
    /** Number of lines seen (whole or not). */
    length: number;
    /** Hash of the last whole record that was checked before any finding (64 zeros when none). */
    head: string;
    runId: string | null;
    ended: boolean;
    /**
     * Where the last segment is (docs/decisions/060): `escalated` — the trace ends in an `escalation`
     * record and whatever may follow it while a person decides; the run goes on only through a resume.
     */
    state: SegmentState;
    /** Hash of the `escalation` record while `state` is `escalated` (the head a resume token binds). */
    escalationHead: string | null;
    recoveries: number;
    finding: ChainFinding | null;
    /** With `merkle: true`: the RFC 9162 root over every whole record's hash (hex), as a checkpoint signs it. */
    root?: string;
}
/**
 * The head a verified chain ends with (records 0…length-1, the last hashing to `head`): what a writer
 * that decided from this read appends after.
 *
 * @example
 * store.append(body, { after: chainHead(report) });
 */
export declare function chainHead(report: Pick<ChainReport, 'length' | 'head'>): TraceHead;
export interface ChainVerifierOptions {
    /** The run id every record must carry (default: the run_start's). */
    runId?: string;
    /**
     * A checkpoint to hold the trace to: record `length - 1` must have hash `head`, and when it carries a
     * Merkle `root`, records 0…length-1 must have that root (docs/decisions/066).
     */
    checkpoint?: CheckpointClaim;
    /**
     * Every checkpoint to hold the trace to, each as `checkpoint` is (a witness's, docs/decisions/108): a
     * trace shorter than the longest is truncated.
     */
    checkpoints?: readonly CheckpointClaim[];
    /** Also compute the Merkle root of the records (two more hashes per record). */
    merkle?: boolean;
    /** Called for every record accepted so far, in order (index and hash), e.g. to build a Merkle index. */
    onRecord?: (index: number, hash: string) => void;
    /** Accept a chain with no `run_end` yet (a run in progress). */
    allowOpen?: boolean;
    /**
     * Called with `artifact.sha256` and `artifact.bytes` (as recorded, unchecked) of every iteration record
     * that carries an artifact, once its chain checks passed: the I/O layer checks the file
     * (`io/trace/read.ts`).
     */
    onArtifact?: (index: number, sha256: unknown, bytes?: unknown) => void;
}
export interface ChainVerifier {
    /** One line of `trace.jsonl`, without its newline (decoded strictly: see `TraceLine`). */
    push(line: TraceLine): void;
    /** No more lines. `terminated`: whether the file ended with a newline (default true). */
    end(opts?: {
        terminated?: boolean;
    }): ChainReport;
}
/** What a checkpoint says of the trace; `name` (e.g. a witness's file) is used in the findings. */
export interface CheckpointClaim {
    length: number;
    head: string;
    root?: string;
    name?: string;
}
/**
 * Creates a verifier. Reports only the FIRST bad record; later lines are counted, not judged.
 *
 * @example
 * const v = createChainVerifier();
 * for (const line of lines) v.push(line);
 * const report = v.end({ terminated: true });
 */
export declare function createChainVerifier(opts?: ChainVerifierOptions): ChainVerifier;
