/**
 * A Node system error (`ENOTDIR: not a directory, mkdir '/a/b'`) as the words of the error only: its
 * code, its syscall and its path are facts the caller's message states once already (decision 093).
 */
import { resolve } from 'node:path';

/**
 * `<syscall> failed with <code> (<what the system said>)`, the system's text without the code, syscall
 * and path Node wraps around it; the path is added when it is not `file` (a parent that failed).
 *
 * @example
 * systemFailure(Object.assign(new Error("ENOTDIR: not a directory, mkdir '/a/b'"), { code: 'ENOTDIR', syscall: 'mkdir' }), 'mkdir')
 * // → 'mkdir failed with ENOTDIR (not a directory)'
 */
export function systemFailure(e: unknown, doing: string, file?: string): string {
  const err = e as NodeJS.ErrnoException;
  const syscall = err.syscall ?? doing;
  const code = err.code ?? 'EIO';
  // The path Node names is said only when it is not the file the caller names already.
  const other = err.path !== undefined && (file === undefined || resolve(err.path) !== resolve(file));
  const words = [systemWords(err, code, syscall), other ? err.path : ''].filter(Boolean).join(': ');
  return `${syscall} failed with ${code}${words ? ` (${words})` : ''}`;
}

function systemWords(err: NodeJS.ErrnoException, code: string, syscall: string): string {
  let text = String(err?.message ?? err ?? '');
  if (text.startsWith(`${code}: `)) text = text.slice(code.length + 2);
  // Node ends the text with ", <syscall>" and the path(s) quoted: `, mkdir '/a/b'`, `, rename 'a' -> 'b'`.
  const tail = text.lastIndexOf(`, ${syscall}`);
  if (tail !== -1 && /^(?: '.*'(?: -> '.*')?)?$/s.test(text.slice(tail + syscall.length + 2)))
    text = text.slice(0, tail);
  return text === code ? '' : text;
}
