/**
 * The artifacts a trace refers to (SPEC §5): `artifacts/<sha256>` beside `trace.jsonl`. A reference is
 * only ever a 64-hex name inside the run's own `artifacts/` folder — never a path the record spells out
 * (`../../secret`, an absolute path), never through a symlink — and the bytes read must hash to it.
 */
import { constants, fstatSync, lstatSync, openSync, readFileSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { HEX64, sha256Hex } from '../../core/trace/chain.js';

/** An artifact that could be checked, or why not: `ref` (refused reference), `missing`, `mismatch`. */
export type ArtifactCheck =
  | { ok: true; sha256: string; path: string; bytes: Uint8Array }
  | { ok: false; problem: 'ref' | 'missing'; message: string; path?: undefined; bytes?: undefined }
  /** The file is there but holds other bytes: they are returned, so replay can show what they do. */
  | { ok: false; problem: 'mismatch'; message: string; path: string; bytes: Uint8Array };

/** The `artifact.sha256` of an iteration record, or undefined when the record carries no artifact. */
export function artifactRefOf(record: Record<string, unknown>): unknown {
  const a = record.artifact;
  if (a === null || a === undefined) return undefined;
  return typeof a === 'object' ? (a as { sha256?: unknown }).sha256 : a;
}

/**
 * Reads the artifact `sha256` names from `artifactsDir` and checks its bytes against it.
 *
 * @example
 * const c = readRecordedArtifact(runPaths(dir, 'r1').artifacts, record.artifact.sha256);
 * if (!c.ok) console.log(c.message);
 */
export function readRecordedArtifact(artifactsDir: string, sha256: unknown): ArtifactCheck {
  if (typeof sha256 !== 'string' || !HEX64.test(sha256)) {
    return {
      ok: false,
      problem: 'ref',
      message: `artifact reference ${JSON.stringify(sha256)} refused: it must be 64 lowercase hex digits naming a file in artifacts/`,
    };
  }
  const path = join(artifactsDir, sha256);
  let bytes: Buffer;
  try {
    const dir = lstatSync(artifactsDir);
    if (!dir.isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    // O_NOFOLLOW: a symlink planted under the hash's name is refused, not followed out of the run.
    const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      if (!fstatSync(fd).isFile()) throw Object.assign(new Error('not a regular file'), { code: 'EISDIR' });
      bytes = readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    const why =
      code === 'ELOOP' ? 'a symlink (refused)' : code === 'ENOTDIR' ? 'artifacts/ is not a directory' : code;
    return { ok: false, problem: 'missing', message: `artifact ${sha256} cannot be read: ${why}` };
  }
  const actual = sha256Hex(bytes);
  if (actual !== sha256) {
    return {
      ok: false,
      problem: 'mismatch',
      message: `artifact ${sha256} was replaced: its bytes now hash to ${actual}`,
      path,
      bytes,
    };
  }
  return { ok: true, sha256, path, bytes };
}
