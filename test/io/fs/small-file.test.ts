// A small file someone else could have planted: a named pipe, a device or a huge file under the expected
// name is refused at once (never waited on, never read without end); a regular file, or a symlink to
// one, is read. Through `readCheckpointFile`, which every checkpoint read (verify, a continuation) uses.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSmallRegularFile } from '../../../src/io/fs/small-file.js';
import { readCheckpointFile } from '../../../src/io/trace/checkpoint.js';

const dir = () => mkdtempSync(join(tmpdir(), 'loopgov-small-file-'));

describe('readSmallRegularFile', () => {
  it.each<[string, (file: string) => void, string]>([
    ['a named pipe with no writer', (f) => execFileSync('mkfifo', [f]), 'ENOTREG'],
    ['a symlink to /dev/zero', (f) => symlinkSync('/dev/zero', f), 'ENOTREG'],
    ['a folder', (f) => execFileSync('mkdir', [f]), 'ENOTREG'],
    ['a file one byte over the limit', (f) => writeFileSync(f, 'x'.repeat(17)), 'EFBIG'],
    ['nothing', () => undefined, 'ENOENT'],
  ])('refuses %s', (_what, plant, code) => {
    const file = join(dir(), 'f');
    plant(file);
    expect(() => readSmallRegularFile(file, 16)).toThrow(expect.objectContaining({ code }));
  });

  it.each<[string, (file: string, d: string) => void]>([
    ['a regular file at the limit', (f) => writeFileSync(f, 'é'.repeat(8))],
    [
      'a symlink to a regular file',
      (f, d) => {
        writeFileSync(join(d, 't'), 'é'.repeat(8));
        symlinkSync(join(d, 't'), f);
      },
    ],
  ])('reads %s', (_what, plant) => {
    const d = dir();
    const file = join(d, 'f');
    plant(file, d);
    expect(readSmallRegularFile(file, 16)).toBe('é'.repeat(8));
  });

  it('a checkpoint that is a pipe is ERR_CHECKPOINT_FILE naming it', () => {
    const file = join(dir(), '000000000007.jwt');
    execFileSync('mkfifo', [file]);
    expect(() => readCheckpointFile(file)).toThrow(
      expect.objectContaining({ code: 'ERR_CHECKPOINT_FILE', message: expect.stringContaining(file) }),
    );
  });
});
