/** An artifact that could be checked, or why not: `ref` (refused reference), `missing`, `mismatch`. */
export type ArtifactCheck = {
    ok: true;
    sha256: string;
    path: string;
    bytes: Uint8Array;
} | {
    ok: false;
    problem: 'ref' | 'missing';
    message: string;
    path?: undefined;
    bytes?: undefined;
}
/**
 * The file is there but holds other bytes: they are returned, so replay can show what they do — unless
 * it holds more than the recorded size (the rest is never read, so nothing is returned).
 */
 | {
    ok: false;
    problem: 'mismatch';
    message: string;
    path: string;
    bytes?: Uint8Array;
};
/** The `artifact.sha256` of an iteration record, or undefined when the record carries no artifact. */
export declare function artifactRefOf(record: Record<string, unknown>): unknown;
/** The `artifact.bytes` (its size) of an iteration record, as recorded (unchecked). */
export declare function artifactSizeOf(record: Record<string, unknown>): unknown;
/**
 * Reads the artifact `sha256` names from `artifactsDir` and checks its bytes against it and, when given,
 * its size against `recordedBytes` (the record's `artifact.bytes`). Never waits: the file is opened
 * `O_NOFOLLOW | O_NONBLOCK` and must be a regular file; at most `recordedBytes` + 1 bytes are read.
 *
 * @example
 * const a = record.artifact;
 * const c = readRecordedArtifact(runPaths(dir, 'r1').artifacts, a.sha256, a.bytes);
 * if (!c.ok) console.log(c.message);
 */
export declare function readRecordedArtifact(artifactsDir: string, sha256: unknown, recordedBytes?: unknown, 
/** Read a replaced file larger than recorded too (at most the most an artifact can hold): replay shows what it does. */
opts?: {
    readLarger?: boolean;
}): ArtifactCheck;
