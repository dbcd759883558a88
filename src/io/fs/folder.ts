/** Whether a path a user named is a folder, said in the user's words. */
import { statSync } from 'node:fs';
import { firstLine } from '../../core/errors.js';

/**
 * Why `path` is no folder (nothing there, a file), in the user's words; null when it is one.
 *
 * @example
 * whyNotAFolder('/etc/hostname') // 'it is not a folder'
 */
export function whyNotAFolder(path: string): string | null {
  try {
    return statSync(path).isDirectory() ? null : 'it is not a folder';
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'no such folder' : firstLine(e);
  }
}
