/**
 * The git adapter (simple-git): every read of governed content comes from git's object database, never
 * the work tree. Revisions from users are checked before git sees them.
 */
import { statSync } from 'node:fs';
import { simpleGit, type SimpleGit } from 'simple-git';
import { RECORDED_HISTORY } from './objects.js';
import { describeError, firstLine, LoopgovError } from '../../core/errors.js';
import { assertGovernedTree, computeDigest, FULL_COMMIT, type TreeEntry } from '../../core/policy/digest.js';
import { GOVERNED_DIR, parsePolicySet } from '../../core/policy/parse.js';
import type { LoadedRevision, PolicySet } from '../../core/policy/types.js';

/** A revision as a user may name it: no option-shaped or whitespace-bearing strings reach git. */
const SAFE_REV = /^[A-Za-z0-9][A-Za-z0-9._/@{}^~-]{0,254}$/;

/** simple-git over `dir`; a folder that does not exist (or is a file) is `ERR_GIT` naming it, not a crash. */
export function openGit(dir: string): SimpleGit {
  const missing = whyNotADirectory(dir);
  if (missing)
    throw new LoopgovError('ERR_GIT', `cannot use ${JSON.stringify(dir)} as a git repository: ${missing}`);
  try {
    return simpleGit({
      baseDir: dir,
      maxConcurrentProcesses: 8,
      trimmed: false,
      config: [RECORDED_HISTORY[1]!],
    });
  } catch (e) {
    throw new LoopgovError(
      'ERR_GIT',
      `cannot use ${JSON.stringify(dir)} as a git repository: ${firstLine(e)}`,
    );
  }
}

/** Why `dir` is no folder to open (nothing there, a file), in the user's words; null when it is one. */
function whyNotADirectory(dir: string): string | null {
  try {
    return statSync(dir).isDirectory() ? null : 'it is not a folder';
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'no such folder' : null;
  }
}

/** Resolves `rev` to a full commit id, or throws `ERR_GIT_REV` quoting the bad value. */
async function resolveCommit(git: SimpleGit, rev: string): Promise<string> {
  if (!SAFE_REV.test(rev) || rev.includes('..')) {
    throw new LoopgovError('ERR_GIT_REV', `not a revision: ${JSON.stringify(rev)}`);
  }
  try {
    const out = await git.raw(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
    const sha = out.trim();
    if (!FULL_COMMIT.test(sha)) throw new Error(`no such commit`);
    return sha;
  } catch (e) {
    throw new LoopgovError('ERR_GIT_REV', `cannot resolve revision ${JSON.stringify(rev)}: ${firstLine(e)}`);
  }
}

/** Every entry under `policies/` at `commit`, contents included, validated per SPEC §2.5. */
export async function readGovernedTree(git: SimpleGit, commit: string): Promise<TreeEntry[]> {
  let listing: string;
  try {
    // `policies` itself, not `policies/`: a symlink, file or submodule named so is listed, and refused.
    listing = await git.raw(['ls-tree', '-r', '-z', '--full-tree', commit, '--', GOVERNED_DIR]);
  } catch (e) {
    throw new LoopgovError('ERR_GIT', `git ls-tree ${commit} failed: ${firstLine(e)}`);
  }
  const entries: TreeEntry[] = [];
  const oids = new Map<TreeEntry, string>();
  for (const record of listing.split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    const [mode, type, oid] = record.slice(0, tab).split(' ');
    const entry: TreeEntry = { mode: mode!, type: type as TreeEntry['type'], path: record.slice(tab + 1) };
    entries.push(entry);
    oids.set(entry, oid!);
  }
  assertGovernedTree(entries, commit);
  await Promise.all(
    entries.map(async (e) => {
      try {
        e.content = await git.binaryCatFile(['blob', oids.get(e)!]);
      } catch (err) {
        throw new LoopgovError('ERR_GIT', `cannot read ${e.path} at ${commit}: ${firstLine(err)}`);
      }
    }),
  );
  return entries;
}

export interface GovernedRevision {
  commit: string;
  digest: string;
  set: PolicySet;
  entries: TreeEntry[];
}

/**
 * Reads, digests, parses and validates the governed files at `rev` of the repository in `dir`.
 *
 * @example
 * const { digest, set } = await loadGovernedRevision('/srv/policies', 'main');
 */
export async function loadGovernedRevision(dir: string, rev: string): Promise<GovernedRevision> {
  const git = openGit(dir);
  const commit = await resolveCommit(git, rev);
  const entries = await readGovernedTree(git, commit);
  const digest = computeDigest(entries);
  const set = parsePolicySet(
    entries.map((e) => ({ path: e.path, content: e.content! })),
    { complete: true },
  );
  return { commit, digest, set, entries };
}

/** The digest alone: a revision whose tree is invalid has none. */
export async function digestAt(dir: string, rev: string): Promise<string> {
  const git = openGit(dir);
  const commit = await resolveCommit(git, rev);
  return computeDigest(await readGovernedTree(git, commit));
}

/** Loads one revision; a problem is returned as data (with the commit and digest when known). */
export async function loadRevision(
  git: SimpleGit,
  rev: string,
): Promise<LoadedRevision & { commit?: string }> {
  let commit: string | undefined;
  let digest: string | undefined;
  try {
    commit = await resolveCommit(git, rev);
    const entries = await readGovernedTree(git, commit);
    digest = computeDigest(entries);
    const set = parsePolicySet(
      entries.map((e) => ({ path: e.path, content: e.content! })),
      { complete: true },
    );
    return { ok: true, commit, digest, set };
  } catch (e) {
    if (!(e instanceof LoopgovError)) throw e;
    return {
      ok: false,
      rev,
      ...(commit ? { commit } : {}),
      ...(digest ? { digest } : {}),
      message: describeError(e),
      problems: e.problems,
    };
  }
}

/**
 * Paths under `policies/` with uncommitted changes in the work tree of `dir` (none for a bare
 * repository). The gate and the diff read git objects, so such edits are invisible to them.
 *
 * @example
 * for (const p of await listUncommittedPolicies('.')) console.warn(`${p} is not committed`);
 */
export async function listUncommittedPolicies(dir: string): Promise<string[]> {
  const git = openGit(dir);
  const inside = await git.raw(['rev-parse', '--is-inside-work-tree']).catch(() => 'false');
  if (inside.trim() !== 'true') return [];
  const top = (await git.raw(['rev-parse', '--show-toplevel'])).trim();
  const out = await openGit(top).raw([
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--no-renames',
    '--',
    `${GOVERNED_DIR}/`,
  ]);
  return out
    .split('\0')
    .filter((r) => r.length > 3)
    .map((r) => r.slice(3));
}
