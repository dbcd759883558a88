/**
 * The git adapter (simple-git): every read of governed content comes from git's object database, never
 * the work tree. Revisions from users are checked before git sees them.
 */
import { realpathSync } from 'node:fs';
import { whyNotAFolder } from '../fs/folder.js';
import { simpleGit, type SimpleGit } from 'simple-git';
import { type GitAccess, GIT_SETTINGS, gitFailure, simpleGitEnv } from './invocation.js';
import { topPath } from './objects.js';
import { describeError, firstLine, LoopgovError } from '../../core/errors.js';
import { assertGovernedTree, computeDigest, FULL_COMMIT, type TreeEntry } from '../../core/policy/digest.js';
import { GOVERNED_DIR, parsePolicySet } from '../../core/policy/parse.js';
import type { LoadedRevision, PolicySet } from '../../core/policy/types.js';

/** A revision as a user may name it: no option-shaped or whitespace-bearing strings reach git. */
const SAFE_REV = /^[A-Za-z0-9][A-Za-z0-9._/@{}^~-]{0,254}$/;

/**
 * simple-git over `dir`, opened as `access` says (default: the repository git finds from `dir`, with
 * `process.env`); a folder that does not exist (or is a file) is `ERR_GIT` naming it, not a crash.
 *
 * @example
 * const git = openGit(cacheClone, { gitDir: true, env }); // the bare clone itself, whatever safe.bareRepository says
 */
export function openGit(dir: string, access: GitAccess = {}): SimpleGit {
  const missing = whyNotAFolder(dir);
  if (missing)
    throw new LoopgovError('ERR_GIT', `cannot use ${JSON.stringify(dir)} as a git repository: ${missing}`);
  try {
    return simpleGit({
      baseDir: dir,
      maxConcurrentProcesses: 8,
      trimmed: false,
      config: [...GIT_SETTINGS],
      // simple-git's guard drops every GIT_* variable: this one is ours, set on purpose.
      ...(access.gitDir ? { allowEnvironment: ['GIT_DIR'] } : {}),
    }).env({
      ...simpleGitEnv(access.env ?? process.env),
      ...(access.gitDir ? { GIT_DIR: dir } : {}),
    });
  } catch (e) {
    throw new LoopgovError(
      'ERR_GIT',
      `cannot use ${JSON.stringify(dir)} as a git repository: ${firstLine(e)}`,
    );
  }
}

/**
 * simple-git over the repository whose top is `dir`: the top folder of a work tree, or a bare repository
 * (a git directory) itself. Every governed path (`policies/`, `approvals/`, `proposals/`) is at the top of
 * the repository, so a folder inside one is refused (`ERR_USAGE`), never read as if it were the top: git
 * would find the enclosing repository, and the gate would read a tree the user did not name. A repository
 * of its own in a subfolder (a nested `.git`) is its own top and is used as it is.
 *
 * @example
 * const git = await openRepository('/srv/agent-policies'); // '/srv/agent-policies/policies' is refused
 */
export async function openRepository(dir: string): Promise<SimpleGit> {
  const git = openGit(dir);
  let out: string;
  try {
    out = await git.raw(['rev-parse', '--is-inside-work-tree', '--show-prefix', '--absolute-git-dir']);
  } catch (e) {
    // Told apart by git's words: git runs in English for loopgov (`gitEnv`).
    const why = /not a git repository/i.test(firstLine(e))
      ? 'it is not a git repository (nor inside one)'
      : gitFailure(e);
    throw new LoopgovError('ERR_GIT', `cannot use ${JSON.stringify(dir)} as a git repository: ${why}`);
  }
  const [inWorkTree, prefix, gitDir] = out.split('\n').map((l) => l.trim());
  if (inWorkTree === 'true' && prefix === '') return git;
  if (inWorkTree !== 'true' && gitDir && samePath(dir, gitDir)) return git;
  const top =
    inWorkTree === 'true'
      ? (await git.raw(['rev-parse', '--show-toplevel']).catch(() => '')).trim() || 'its top folder'
      : gitDir;
  const where = inWorkTree === 'true' ? `the folder ${prefix} of` : 'inside the git directory of';
  throw new LoopgovError(
    'ERR_USAGE',
    `${JSON.stringify(dir)} is ${where} the git repository ${top}, not its top: point at the repository's top folder (${top}) — policies/, approvals/ and proposals/ are read at the top of a repository`,
  );
}

function samePath(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/** Resolves `rev` to a full commit id, or throws `ERR_GIT_REV` quoting the bad value. */
export async function resolveCommit(git: SimpleGit, rev: string): Promise<string> {
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
    listing = await git.raw(['ls-tree', '-r', '-z', '--full-tree', commit, '--', topPath(GOVERNED_DIR)]);
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
 * Reads, digests, parses and validates the governed files at `rev` of the repository in `dir`. An error
 * about the revision names it — as `label` (the flag it came from, e.g. `--base`) when given, so that a
 * command reading two revisions says which one is wrong — keeping its code and located problems.
 *
 * @example
 * const { digest, set } = await loadGovernedRevision('/srv/policies', 'main');
 * await loadGovernedRevision('.', 'HEAD~1', '--base'); // ERR_POLICY_MISSING: --base "HEAD~1" (commit 1a2b…): incomplete or invalid policy set …
 */
export async function loadGovernedRevision(
  dir: string,
  rev: string,
  label?: string,
): Promise<GovernedRevision> {
  const git = await openRepository(dir);
  let commit: string | undefined;
  try {
    commit = await resolveCommit(git, rev);
    const entries = await readGovernedTree(git, commit);
    const digest = computeDigest(entries);
    const set = parsePolicySet(
      entries.map((e) => ({ path: e.path, content: e.content! })),
      { complete: true },
    );
    return { commit, digest, set, entries };
  } catch (e) {
    // An unresolvable revision already names itself; only a label adds to that.
    if (!(e instanceof LoopgovError) || (commit === undefined && !label)) throw e;
    const what = `${label ?? 'revision'} ${JSON.stringify(rev)}${commit ? ` (commit ${commit.slice(0, 12)})` : ''}`;
    throw new LoopgovError(e.code, `${what}: ${e.message}`, e.problems);
  }
}

/**
 * Both revisions of a change (`--base` and `--head`), each error naming which; when both are wrong, one
 * error says both (the first one's code) — once when it is the same for both (the repository's).
 *
 * @example
 * const { base, head } = await loadGovernedChange('.', 'origin/main', 'HEAD');
 */
export async function loadGovernedChange(
  dir: string,
  base: string,
  head: string,
): Promise<{ base: GovernedRevision; head: GovernedRevision }> {
  const [b, h] = await Promise.allSettled([
    loadGovernedRevision(dir, base, '--base'),
    loadGovernedRevision(dir, head, '--head'),
  ]);
  if (b.status === 'fulfilled' && h.status === 'fulfilled') return { base: b.value, head: h.value };
  const failed = [b, h].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failed.length === 1 || !failed.every((e) => e instanceof LoopgovError)) throw failed[0];
  const [first, second] = failed as [LoopgovError, LoopgovError];
  // The same reason for both (not a repository, a folder inside one): the repository's, said once.
  if (first.message === second.message) throw first;
  throw new LoopgovError(first.code, `${first.message}; and ${second.message}`, [
    ...first.problems,
    ...second.problems,
  ]);
}

/** The digest alone: a revision whose tree is invalid has none. */
export async function digestAt(dir: string, rev: string): Promise<string> {
  const git = await openRepository(dir);
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
    topPath(`${GOVERNED_DIR}/`),
  ]);
  return out
    .split('\0')
    .filter((r) => r.length > 3)
    .map((r) => r.slice(3));
}
