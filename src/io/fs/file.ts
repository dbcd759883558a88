/**
 * Whether a path a user named is a file that can be read, said in the user's words (as `folder.ts` says
 * it of folders). Checked up front, so a typo is an error naming the option before anything is written —
 * not a failure much later, or none at all where that file happens not to be read.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { firstLine, LoopgovError } from '../../core/errors.js';

/**
 * Why `path` is no file that can be read (nothing there, a folder, no read permission), or null.
 *
 * @example
 * whyNotAReadableFile('/etc') // 'it is a folder, not a file'
 */
export function whyNotAReadableFile(path: string): string | null {
  try {
    const st = statSync(path);
    if (st.isDirectory()) return 'it is a folder, not a file';
    if (!st.isFile()) return 'it is not a regular file';
    accessSync(path, constants.R_OK);
    return null;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'no such file';
    if (code === 'EACCES') return 'it cannot be read (permission denied)';
    return firstLine(e);
  }
}

/**
 * Throws `ERR_USAGE` naming the option (`--trust`, `policy.trustFile`) and the path when `path` is no
 * file that can be read.
 *
 * @example
 * assertReadableFile('/etc/loopgov/trsut.yaml', '--trust') // throws ERR_USAGE: --trust /etc/loopgov/trsut.yaml: no such file
 */
export function assertReadableFile(path: string, at: string): void {
  const why = whyNotAReadableFile(path);
  if (why) throw new LoopgovError('ERR_USAGE', `${at} ${path}: ${why}`);
}
