// Making a directory and its parents: what Node's recursive mkdir does, except that a file system which
// answers ENOENT for a child of an existing directory (procfs) is an error, not a loop without end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeDirSync } from '../../../src/io/fs/make-dir.js';

const dir = () => mkdtempSync(join(tmpdir(), 'loopgov-make-dir-'));
const cli = fileURLToPath(new URL('../../../dist/cli.js', import.meta.url));

describe('makeDirSync', () => {
  it('makes every missing parent, with the mode asked for, and accepts a directory already there', () => {
    const d = join(dir(), 'a', 'b', 'c');
    makeDirSync(d, 0o700);
    expect(statSync(d).isDirectory()).toBe(true);
    expect(statSync(join(d, '..')).mode & 0o777).toBe(0o700);
    expect(() => makeDirSync(d)).not.toThrow();
  });

  it('follows a symlink to a directory, as mkdir -p does', () => {
    const root = dir();
    mkdirSync(join(root, 'real'));
    symlinkSync(join(root, 'real'), join(root, 'link'));
    makeDirSync(join(root, 'link', 'x'));
    expect(existsSync(join(root, 'real', 'x'))).toBe(true);
  });

  it.each<[string, (root: string) => string, string]>([
    ['the path itself', (root) => join(root, 'f'), 'EEXIST'],
    ['a parent', (root) => join(root, 'f', 'x'), 'ENOTDIR'],
  ])('refuses a file in the way (%s)', (_where, target, code) => {
    const root = dir();
    writeFileSync(join(root, 'f'), '');
    expect(() => makeDirSync(target(root))).toThrow(expect.objectContaining({ code }));
  });

  // In a child process with a hard kill: Node's own recursive mkdir spins there in native code for ever.
  it.skipIf(!existsSync('/proc/self'))('loopgov init under /proc ends with a clear error', () => {
    const r = spawnSync(process.execPath, [cli, 'init', '/proc/loopgov-x'], {
      encoding: 'utf8',
      timeout: 10_000,
      killSignal: 'SIGKILL',
    });
    expect(r.signal).toBeNull();
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cannot write \/proc\/loopgov-x: ENOENT/);
  });
});
