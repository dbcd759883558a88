/**
 * A folder the user named that must already exist: where command gates run (`--workdir`), where traces or
 * policies are read. Checked up front, so a typo is a usage error naming the flag — not a gate that
 * "fails" because its command could not even start there (`spawn npm ENOENT`).
 */
import { statSync } from 'node:fs';
import { LoopgovError } from '../../core/errors.js';

/**
 * Why `path` is no folder to use (nothing there, a file), in words; null when it is one (or a symlink
 * to one).
 *
 * @example
 * whyNotAFolder('/etc/hostname') // → 'it is a file, not a folder'
 */
export function whyNotAFolder(path: string): string | null {
  try {
    return statSync(path).isDirectory() ? null : 'it is a file, not a folder';
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'no such folder';
    if (code === 'ENOTDIR') return 'a part of its path is a file, not a folder';
    return `cannot read it (${code ?? 'unknown error'})`;
  }
}

/**
 * Throws `ERR_USAGE` naming the option (`--workdir`, `workdir`) and the path when `path` is no folder
 * (`mayBeMissing`: unless there is nothing there yet — a trace dir the first run makes).
 *
 * @example
 * assertFolder('/nonexistent', '--workdir') // throws ERR_USAGE: --workdir /nonexistent: no such folder
 */
export function assertFolder(path: string, at: string, o: { mayBeMissing?: boolean } = {}): void {
  const why = whyNotAFolder(path);
  if (why && !(o.mayBeMissing && why === 'no such folder'))
    throw new LoopgovError('ERR_USAGE', `${at} ${path}: ${why}`);
}
