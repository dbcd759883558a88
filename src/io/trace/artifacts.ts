/**
 * The artifacts a trace refers to (SPEC §5): `artifacts/<sha256>` beside `trace.jsonl`. A reference is
 * only ever a 64-hex name inside the run's own `artifacts/` folder — never a path the record spells out
 * (`../../secret`, an absolute path), never through a symlink — and the bytes read must hash to it. Only a
 * regular file is read (a FIFO, a device or a folder under the name is refused, never waited on), and no
 * more of it than the size the record gives: a larger file is a mismatch, not a longer read. Every reader
 * of artifacts (`trace verify`, `trace replay`, `propose`, `gate --traces`) goes through this one.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_ARTIFACT_BYTES } from '../../core/run/event.js';
import { HEX64, sha256Hex } from '../../core/trace/chain.js';

/** An artifact that could be checked, or why not: `ref` (refused reference), `missing`, `mismatch`. */
export type ArtifactCheck =
  | { ok: true; sha256: string; path: string; bytes: Uint8Array }
  | { ok: false; problem: 'ref' | 'missing'; message: string; path?: undefined; bytes?: undefined }
  /**
   * The file is there but holds other bytes: they are returned, so replay can show what they do — unless
   * it holds more than the recorded size (the rest is never read, so nothing is returned).
   */
  | { ok: false; problem: 'mismatch'; message: string; path: string; bytes?: Uint8Array };

/** The `artifact.sha256` of an iteration record, or undefined when the record carries no artifact. */
export function artifactRefOf(record: Record<string, unknown>): unknown {
  const a = record.artifact;
  if (a === null || a === undefined) return undefined;
  return typeof a === 'object' ? (a as { sha256?: unknown }).sha256 : a;
}

/** The `artifact.bytes` (its size) of an iteration record, as recorded (unchecked). */
export function artifactSizeOf(record: Record<string, unknown>): unknown {
  const a = record.artifact;
  return a !== null && typeof a === 'object' ? (a as { bytes?: unknown }).bytes : undefined;
}

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
export function readRecordedArtifact(
  artifactsDir: string,
  sha256: unknown,
  recordedBytes?: unknown,
  /** Read a replaced file larger than recorded too (at most the most an artifact can hold): replay shows what it does. */
  opts: { readLarger?: boolean } = {},
): ArtifactCheck {
  if (typeof sha256 !== 'string' || !HEX64.test(sha256)) {
    return {
      ok: false,
      problem: 'ref',
      message: `artifact reference ${JSON.stringify(sha256)} refused: it must be 64 lowercase hex digits naming a file in artifacts/`,
    };
  }
  const size =
    typeof recordedBytes === 'number' && Number.isSafeInteger(recordedBytes) && recordedBytes >= 0
      ? recordedBytes
      : null;
  const path = join(artifactsDir, sha256);
  let read: { bytes: Uint8Array; more: boolean };
  try {
    const dir = lstatSync(artifactsDir);
    if (!dir.isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    // O_NOFOLLOW: a symlink planted under the hash's name is refused, not followed out of the run.
    // O_NONBLOCK: opening a FIFO does not wait for a writer (fstat then refuses it); a file is unaffected.
    const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      read = readAtMost(fd, size !== null && !opts.readLarger ? size : MAX_ARTIFACT_BYTES);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    const why =
      code === 'ELOOP'
        ? 'a symlink (refused)'
        : code === 'ENOTDIR'
          ? 'artifacts/ is not a directory'
          : code === 'ENOTFILE'
            ? 'not a regular file (refused)'
            : code;
    return { ok: false, problem: 'missing', message: `artifact ${sha256} cannot be read: ${why}` };
  }
  if (read.more || (size !== null && read.bytes.byteLength > size)) {
    const than =
      size === null ? `the most an artifact can hold (${MAX_ARTIFACT_BYTES})` : `the ${size} recorded`;
    return {
      ok: false,
      problem: 'mismatch',
      message: `artifact ${sha256} was replaced: it holds more bytes than ${than}`,
      path,
      ...(read.more ? {} : { bytes: read.bytes }),
    };
  }
  const actual = sha256Hex(read.bytes);
  if (actual !== sha256 || (size !== null && read.bytes.byteLength !== size)) {
    return {
      ok: false,
      problem: 'mismatch',
      message:
        actual !== sha256
          ? `artifact ${sha256} was replaced: its bytes now hash to ${actual}`
          : `artifact ${sha256} does not match its record: ${read.bytes.byteLength} bytes, ${size} recorded`,
      path,
      bytes: read.bytes,
    };
  }
  return { ok: true, sha256, path, bytes: read.bytes };
}

/**
 * Up to `cap` bytes of the regular file `fd`, and whether it holds more: a file larger than `cap`, or one
 * that grows while it is read, is never read past one byte more than it first held.
 */
function readAtMost(fd: number, cap: number): { bytes: Uint8Array; more: boolean } {
  const stat = fstatSync(fd);
  if (!stat.isFile()) throw Object.assign(new Error('not a regular file'), { code: 'ENOTFILE' });
  if (stat.size > cap) return { bytes: new Uint8Array(), more: true };
  const buf = Buffer.allocUnsafe(stat.size + 1);
  let got = 0;
  while (got < buf.length) {
    const n = readSync(fd, buf, got, buf.length - got, got);
    if (n === 0) break;
    got += n;
  }
  return { bytes: buf.subarray(0, Math.min(got, stat.size)), more: got > stat.size };
}
