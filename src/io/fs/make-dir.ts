/**
 * Making a directory and its missing parents. Node's own `mkdir(…, { recursive: true })` never returns
 * when the file system answers ENOENT for a child of a directory that exists (`/proc/x`, some FUSE and
 * read-only mounts): it re-creates the parent, finds it there, and tries the child again, for ever, in
 * native code that no signal interrupts. So each missing component is made on its own, once.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

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
