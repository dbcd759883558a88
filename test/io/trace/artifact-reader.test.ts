// The one artifact reader (decision 019): by 64-hex name inside the run's own artifacts/, never through a
// symlink, a regular file only — a named pipe is refused at once (opened O_NONBLOCK, never waited on) —
// and never more than the recorded size: a larger file is a mismatch whose rest is not read.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/core/trace/chain.js';
import { readRecordedArtifact } from '../../../src/io/trace/artifacts.js';

const BYTES = Buffer.from('the artifact');
const SHA = sha256Hex(BYTES);
const canFifo = process.platform !== 'win32';

function artifactsDir(): { dir: string; file: string; outside: string } {
  const root = mkdtempSync(join(tmpdir(), 'loopgov-artifact-reader-'));
  const dir = join(root, 'run', 'artifacts');
  mkdirSync(dir, { recursive: true });
  return { dir, file: join(dir, SHA), outside: join(root, 'outside') };
}

describe('readRecordedArtifact', () => {
  it('reads a regular file of the recorded size (O_NONBLOCK changes nothing for a file)', () => {
    const { dir, file } = artifactsDir();
    writeFileSync(file, BYTES);
    const c = readRecordedArtifact(dir, SHA, BYTES.byteLength);
    expect(c.ok).toBe(true);
    expect(Buffer.from(c.bytes!).equals(BYTES)).toBe(true);
    // No size recorded (a bare reference): read as it is.
    expect(readRecordedArtifact(dir, SHA).ok).toBe(true);
  });

  it('refuses a symlink to identical bytes outside the run', () => {
    const { dir, file, outside } = artifactsDir();
    writeFileSync(outside, BYTES);
    symlinkSync(outside, file);
    expect(readRecordedArtifact(dir, SHA, BYTES.byteLength)).toMatchObject({
      ok: false,
      problem: 'missing',
      message: expect.stringContaining('a symlink (refused)'),
    });
  });

  it.runIf(canFifo)('refuses a named pipe with no writer at once, never waiting for one', () => {
    const { dir, file } = artifactsDir();
    execFileSync('mkfifo', [file]);
    // A writer that comes after 2 s releases a reader that waits for one, so a regression cannot hang the
    // suite here; that the read never waits is proven by real processes under a hang guard
    // (test/cli/propose-artifacts.test.ts: propose, gate --traces and trace verify on a FIFO).
    const writer = spawn('sh', ['-c', 'sleep 2; echo x > "$1"', 'sh', file], { stdio: 'ignore' });
    try {
      const c = readRecordedArtifact(dir, SHA, BYTES.byteLength);
      expect(c).toMatchObject({
        ok: false,
        problem: 'missing',
        message: expect.stringContaining('not a regular file (refused)'),
      });
    } finally {
      writer.kill('SIGKILL');
    }
  });

  it('refuses a folder under the name', () => {
    const { dir, file } = artifactsDir();
    mkdirSync(file);
    expect(readRecordedArtifact(dir, SHA, 12)).toMatchObject({ ok: false, problem: 'missing' });
  });

  it('a file larger than recorded is a mismatch, its bytes not read', () => {
    const { dir, file } = artifactsDir();
    writeFileSync(file, Buffer.concat([BYTES, Buffer.alloc(1 << 20)]));
    const c = readRecordedArtifact(dir, SHA, BYTES.byteLength);
    expect(c).toMatchObject({
      ok: false,
      problem: 'mismatch',
      message: `artifact ${SHA} was replaced: it holds more bytes than the ${BYTES.byteLength} recorded`,
    });
    expect(c.bytes).toBeUndefined();
  });

  it('a file shorter than recorded is a mismatch, its bytes returned (replay shows what they do)', () => {
    const { dir, file } = artifactsDir();
    writeFileSync(file, 'other');
    const c = readRecordedArtifact(dir, SHA, BYTES.byteLength);
    expect(c).toMatchObject({
      ok: false,
      problem: 'mismatch',
      message: expect.stringContaining('was replaced'),
    });
    expect(Buffer.from(c.bytes!).toString()).toBe('other');
  });
});
