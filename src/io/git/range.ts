/**
 * Every file version a pull request's own commits (`base..head`) committed under a folder — including
 * versions a later commit changed or deleted — and a folder's files at one commit. Rejects and proposals
 * are read this way: a later commit cannot take back what an earlier one said (SPEC §3.3.5). What a merge
 * of the base into the pull request brings in was committed by the base's history, not by the pull
 * request: a merge adds only what it holds that none of its parents holds (decision 118).
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
 * in the whole history of `head` — one entry per distinct path and content. Side branches merged in are
 * walked commit by commit; a merge itself adds only the versions that differ from every parent's (git's
 * combined diff, `-c`: a conflict resolution, an evil merge), never one it takes from a parent — that
 * version was committed by the parent's own history (the base's, or a commit in the range already read).
 * Whatever the base's tip holds does not matter: the same bytes committed by the pull request still count.
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
    '-c',
    '--no-renames',
    '--raw',
    '--no-abbrev',
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
    const entry = parseRawEntry(f);
    const path = fields[++i];
    if (!entry || path === undefined || !commit)
      throw new LoopgovError(
        'ERR_GIT',
        `unexpected git log --raw output near ${JSON.stringify(f.slice(0, 80))}`,
      );
    // A deletion (mode 000000), a symlink or a submodule adds no file.
    if (!REGULAR.has(entry.mode)) continue;
    found.set(`${path}\0${entry.oid}`, { path, oid: entry.oid, commit });
  }
  return [...found.values()];
}

/**
 * The resulting mode and blob of one `--raw` entry: `:<old mode> <new mode> <old oid> <new oid> <status>`
 * for a commit with one parent, and for a merge with n parents (combined, `-c`) n colons, n + 1 modes,
 * n + 1 oids and a status per parent — the last mode and oid being the merge's own.
 */
function parseRawEntry(f: string): { mode: string; oid: string } | undefined {
  const m = /^(:+)(\d{6}(?: \d{6})+) ([0-9a-f]+(?: [0-9a-f]+)+) ([A-Z]+)$/.exec(f);
  if (!m) return undefined;
  const parents = m[1]!.length;
  const modes = m[2]!.split(' ');
  const oids = m[3]!.split(' ');
  if (modes.length !== parents + 1 || oids.length !== parents + 1 || m[4]!.length !== parents)
    return undefined;
  return { mode: modes[parents]!, oid: oids[parents]! };
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
