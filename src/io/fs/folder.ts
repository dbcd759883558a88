/**
 * Whether a path a user named is a folder, said in the user's words: a repository, a traces folder,
 * where command gates run (`--workdir`). Checked up front, so a typo is an error naming the flag — not a
 * gate that "fails" because its command could not even start there (`spawn npm ENOENT`).
 */
import { statSync } from 'node:fs';
import { firstLine, LoopgovError } from '../../core/errors.js';
import { fileInTheWay } from './make-dir.js';

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

/**
 * Throws `ERR_USAGE` naming the option (`--workdir`, `workdir`) and the path when `path` is no folder
 * (`mayBeMissing`: unless there is nothing there yet — a trace dir the first run makes; a path under a
 * file is refused even then, as nothing can be made there).
 *
 * @example
 * assertFolder('/nonexistent', '--workdir') // throws ERR_USAGE: --workdir /nonexistent: no such folder
 */
export function assertFolder(path: string, at: string, o: { mayBeMissing?: boolean } = {}): void {
  const file = fileInTheWay(path);
  const why = file ? `${file} is a file, not a folder` : whyNotAFolder(path);
  if (why && !(o.mayBeMissing && why === 'no such folder'))
    throw new LoopgovError('ERR_USAGE', `${at} ${path}: ${why}`);
}
