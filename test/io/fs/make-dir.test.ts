// Making a directory and its parents: what Node's recursive mkdir does, except that a file system which
// answers ENOENT for a child of an existing directory (procfs) is an error, not a loop without end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeDirOrFail, makeDirSync } from '../../../src/io/fs/make-dir.js';

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

  // What every command that makes a folder (keys --out, approve --write, the policy cache, the Merkle
  // index, propose --write) throws: its own code, the folder named, the reason in words.
  // The file in the way is named, once: no errno, syscall or path said again (decision 093).
  it.each<[string, (root: string) => string, (root: string) => string]>([
    ['a file in its place', (root) => join(root, 'f'), () => 'it exists and is not a folder'],
    [
      'a file as a parent',
      (root) => join(root, 'f', 'x'),
      (root) => `${join(root, 'f')} is a file, not a folder`,
    ],
    [
      'a file as a grandparent',
      (root) => join(root, 'f', 'x', 'y'),
      (root) => `${join(root, 'f')} is a file, not a folder`,
    ],
  ])("makeDirOrFail: %s is one error of the caller's code naming the folder", (_what, target, why) => {
    const root = dir();
    writeFileSync(join(root, 'f'), '');
    const d = target(root);
    expect(() => makeDirOrFail(d, 'ERR_KEY')).toThrow(
      expect.objectContaining({ code: 'ERR_KEY', message: `cannot create the folder ${d}: ${why(root)}` }),
    );
  });

  it.skipIf(process.getuid?.() === 0)('makeDirOrFail: a folder it may not write in says so', () => {
    const root = dir();
    mkdirSync(join(root, 'ro'), 0o500);
    expect(() => makeDirOrFail(join(root, 'ro', 'x'), 'ERR_PIN')).toThrow(
      expect.objectContaining({
        code: 'ERR_PIN',
        message: `cannot create the folder ${join(root, 'ro', 'x')}: no permission to create it`,
      }),
    );
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
