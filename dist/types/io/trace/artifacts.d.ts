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
/** The file is there but holds other bytes: they are returned, so replay can show what they do. */
 | {
    ok: false;
    problem: 'mismatch';
    message: string;
    path: string;
    bytes: Uint8Array;
};
/** The `artifact.sha256` of an iteration record, or undefined when the record carries no artifact. */
export declare function artifactRefOf(record: Record<string, unknown>): unknown;
/**
 * Reads the artifact `sha256` names from `artifactsDir` and checks its bytes against it.
 *
 * @example
 * const c = readRecordedArtifact(runPaths(dir, 'r1').artifacts, record.artifact.sha256);
 * if (!c.ok) console.log(c.message);
 */
export declare function readRecordedArtifact(artifactsDir: string, sha256: unknown): ArtifactCheck;
