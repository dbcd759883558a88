/** The governed digest (SPEC §2.5): what approvals bind and runners pin. */
import { createHash } from 'node:crypto';
import { LoopgovError } from '../errors.js';
import { GOVERNED_DIR } from './parse.js';

export interface TreeEntry {
  /** git file mode as printed by `git ls-tree`, e.g. `100644`. */
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  /** Repository-relative path. */
  path: string;
  content?: Uint8Array;
}

/** A full git commit id: the only form a pin or an event's SHA may take. */
export const FULL_COMMIT = /^[0-9a-f]{40}$/;

/** A governed digest as `computeDigest` writes it: 64 lowercase hex digits. */
export const DIGEST = /^[0-9a-f]{64}$/;

const REGULAR_MODES = new Set(['100644', '100755']);

/**
 * Throws `ERR_TREE_INVALID` naming every entry under `policies/` that makes the revision invalid:
 * a symlink, a submodule, a path with `..`, `\` or NUL, or one path twice (a tree git's fsck refuses).
 */
export function assertGovernedTree(entries: TreeEntry[], rev: string): void {
  const bad: string[] = [];
  for (const e of entries) {
    if (e.path === GOVERNED_DIR) {
      const what = e.mode === '120000' ? 'a symlink' : e.mode === '160000' ? 'a submodule' : 'a file';
      bad.push(`${GOVERNED_DIR} is ${what}, not a folder`);
      continue;
    }
    if (e.mode === '120000') bad.push(`${e.path}: symlinks are not allowed`);
    else if (e.type === 'commit' || e.mode === '160000') bad.push(`${e.path}: submodules are not allowed`);
    else if (!REGULAR_MODES.has(e.mode)) bad.push(`${e.path}: unsupported mode ${e.mode}`);
    if (e.path.split('/').includes('..') || e.path.includes('\\') || e.path.includes('\0')) {
      bad.push(`${JSON.stringify(e.path)}: path with "..", "\\" or NUL`);
    }
    if (!e.path.startsWith(`${GOVERNED_DIR}/`)) bad.push(`${e.path}: outside ${GOVERNED_DIR}/`);
  }
  // A tree git's own fsck refuses (`duplicateEntries`): one path twice, or a file that is also a folder.
  // Readers disagree on which entry counts (loopgov's loader took the last, `git show` the first).
  const paths = new Set<string>();
  for (const e of entries) {
    if (paths.has(e.path)) bad.push(`${e.path}: duplicate tree entry (git fsck: duplicateEntries)`);
    paths.add(e.path);
  }
  for (const e of entries) {
    for (let i = e.path.indexOf('/'); i > 0; i = e.path.indexOf('/', i + 1)) {
      const dir = e.path.slice(0, i);
      if (dir !== GOVERNED_DIR && paths.has(dir)) bad.push(`${dir}: both a file and a folder in the tree`);
    }
  }
  if (bad.length > 0) {
    throw new LoopgovError(
      'ERR_TREE_INVALID',
      `revision ${rev} is invalid: ${bad.join('; ')}`,
      bad.map((message) => ({ file: GOVERNED_DIR, message })),
    );
  }
}

/**
 * Lowercase hex SHA-256 over `"<mode> <path>\0<sha256 of blob>\n"` for every blob, sorted by path bytewise.
 *
 * @example
 * computeDigest([{ mode: '100644', type: 'blob', path: 'policies/a.yaml', content: bytes }])
 */
export function computeDigest(entries: TreeEntry[]): string {
  const sorted = [...entries].sort((a, b) =>
    Buffer.compare(Buffer.from(a.path, 'utf8'), Buffer.from(b.path, 'utf8')),
  );
  const h = createHash('sha256');
  for (const e of sorted) {
    if (!e.content) throw new LoopgovError('ERR_INTERNAL', `no content read for ${e.path}`);
    const blob = createHash('sha256').update(e.content).digest('hex');
    h.update(`${e.mode} ${e.path}\0${blob}\n`, 'utf8');
  }
  return h.digest('hex');
}
