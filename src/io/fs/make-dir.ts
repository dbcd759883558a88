/**
 * Making a directory and its missing parents. Node's own `mkdir(…, { recursive: true })` never returns
 * when the file system answers ENOENT for a child of a directory that exists (`/proc/x`, some FUSE and
 * read-only mounts): it re-creates the parent, finds it there, and tries the child again, for ever, in
 * native code that no signal interrupts. So each missing component is made on its own, once.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type ErrorCode, LoopgovError } from '../../core/errors.js';
import { systemFailure } from './system-error.js';

/**
 * Makes `dir` and any missing parents (with `mode` for the ones it makes); a directory already there is
 * fine. Throws the failing call's Node error (`ENOENT`, `EACCES`, `EROFS`, `ENOTDIR`, `EEXIST` for a
 * file where a directory should be), naming the component it could not make.
 *
 * @example
 * makeDirSync('traces/r1/artifacts');
 */
export function makeDirSync(dir: string, mode?: number): void {
  const missing: string[] = [];
  let p = resolve(dir);
  while (!isDirectory(p)) {
    missing.push(p);
    const parent = dirname(p);
    if (parent === p) break;
    p = parent;
  }
  for (const d of missing.reverse()) {
    try {
      mkdirSync(d, mode === undefined ? undefined : { mode });
    } catch (e) {
      // Made by someone else in the meantime: fine, if it is a directory.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || !isDirectory(d)) throw e;
    }
  }
}

/** True for a directory (or a symlink to one); false for anything else or nothing; throws ENOTDIR & co. */
function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
}

/**
 * `makeDirSync`, with a failure as the caller's own error (`code`), one line that names the folder and
 * says why in words (a file in the way, no permission, a read-only file system) — never Node's raw
 * `EEXIST … mkdir` escaping as an internal error.
 *
 * @example
 * makeDirOrFail('keys', 'ERR_KEY', 0o700); // a file named keys → ERR_KEY: cannot create the folder keys: it exists and is not a folder
 */
export function makeDirOrFail(dir: string, code: ErrorCode, mode?: number): void {
  try {
    makeDirSync(dir, mode);
  } catch (e) {
    const why = whyNoFolder(e, dir);
    throw new LoopgovError(code, `cannot create the folder ${dir}: ${why}`, [{ file: dir, message: why }]);
  }
}

/**
 * Why making `dir` (with `makeDirSync` or `mkdirSync`) failed, in words, each fact once: the component
 * that failed is named when it is not `dir` itself, and for ENOTDIR the file that is in the way.
 *
 * @example
 * whyNoFolder(err, '/tmp/notes.txt/r1') // → '/tmp/notes.txt is a file, not a folder'
 */
export function whyNoFolder(e: unknown, dir: string): string {
  const err = e as NodeJS.ErrnoException;
  const at = err.path === undefined || resolve(err.path) === resolve(dir) ? 'it' : err.path;
  switch (err.code) {
    case 'EEXIST':
      return `${at} exists and is not a folder`;
    case 'ENOTDIR': {
      const file = fileInTheWay(dir);
      return file
        ? `${file} is a file, not a folder`
        : `a part of ${at === 'it' ? 'its path' : at} is a file, not a folder`;
    }
    case 'EACCES':
    case 'EPERM':
      return `no permission to create ${at}`;
    case 'EROFS':
      return `${at} is on a read-only file system`;
    case 'ENOENT':
      return `the file system refuses to create ${at} (ENOENT)`;
    default:
      return systemFailure(e, 'mkdir', dir);
  }
}

/**
 * The nearest parent of `dir` that exists and is not a directory: the file in the way of making it
 * (null when there is none).
 *
 * @example
 * fileInTheWay('/tmp/notes.txt/r1/traces') // → '/tmp/notes.txt'
 */
export function fileInTheWay(dir: string): string | null {
  for (let p = dirname(resolve(dir)); ; p = dirname(p)) {
    try {
      return statSync(p).isDirectory() ? null : p;
    } catch {
      // not there (or not to be looked at): its parent, then
    }
    if (dirname(p) === p) return null;
  }
}
