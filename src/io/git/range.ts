/**
 * Every file version a pull request's own commits (`base..head`) committed under a folder — including
 * versions a later commit changed or deleted — and a folder's files at one commit. Rejects and proposals
 * are read this way: a later commit cannot take back what an earlier one said (SPEC §3.3.5).
 */
import type { SimpleGit } from 'simple-git';
import { LoopgovError } from '../../core/errors.js';
import { topPath } from './objects.js';

export interface AddedBlob {
  path: string;
  oid: string;
  /** The (oldest) commit in the range that committed this version. */
  commit: string;
}

const REGULAR = new Set(['100644', '100755']);
const COMMIT_MARK = '\x01';

/**
 * Regular files added or modified under `prefix` by any commit in `base..head` — or, with `base` null,
 * in the whole history of `head` — (merges diffed against each parent, side branches included), one
 * entry per distinct path and content.
 *
 * @example
 * const blobs = await listAddedBlobs(git, baseSha, headSha, 'approvals/');
 */
export async function listAddedBlobs(
  git: SimpleGit,
  base: string | null,
  head: string,
  prefix: string,
): Promise<AddedBlob[]> {
  const out = await git.raw([
    'log',
    '-z',
    '--full-history',
    '-m',
    '--no-renames',
    '--raw',
    '--no-abbrev',
    '--diff-filter=AMT',
    `--format=${COMMIT_MARK}%H`,
    base === null ? head : `${base}..${head}`,
    '--',
    topPath(prefix),
  ]);
  // Newest first; a version keeps the oldest commit that committed it.
  const found = new Map<string, AddedBlob>();
  let commit = '';
  const fields = out.split('\0');
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!.replace(/^\n/, '');
    if (f === '') continue;
    if (f.startsWith(COMMIT_MARK)) {
      commit = f.slice(1);
      continue;
    }
    // `:<old mode> <new mode> <old oid> <new oid> <status>` then the path as the next field.
    const meta = /^:\d{6} (\d{6}) [0-9a-f]+ ([0-9a-f]+) [AMT]$/.exec(f);
    const path = fields[++i];
    if (!meta || path === undefined || !commit)
      throw new LoopgovError(
        'ERR_GIT',
        `unexpected git log --raw output near ${JSON.stringify(f.slice(0, 80))}`,
      );
    if (!REGULAR.has(meta[1]!)) continue;
    found.set(`${path}\0${meta[2]}`, { path, oid: meta[2]!, commit });
  }
  return [...found.values()];
}

/** path → blob id of every regular file under `prefix` at `commit`. */
export async function treeOids(git: SimpleGit, commit: string, prefix: string): Promise<Map<string, string>> {
  const listing = await git.raw(['ls-tree', '-r', '-z', '--full-tree', commit, '--', topPath(prefix)]);
  const out = new Map<string, string>();
  for (const record of listing.split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    const [mode, type, oid] = record.slice(0, tab).split(' ');
    if (type === 'blob' && (mode === '100644' || mode === '100755')) out.set(record.slice(tab + 1), oid!);
  }
  return out;
}
