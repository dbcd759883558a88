/** Reads governed files from a plain folder (`--dir`, `--policy-dir`): for validation and dev runs. */
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describeError, LoopgovError } from '../../core/errors.js';
import { computeDigest, type TreeEntry } from '../../core/policy/digest.js';
import { GOVERNED_DIR, type GovernedFile, parsePolicySet } from '../../core/policy/parse.js';
import type { PolicySet } from '../../core/policy/types.js';
import { whyNotAFolder } from '../fs/folder.js';

/**
 * Loads and validates `dir` as if it were `policies/`: the three governed files must all be there, and
 * problems name the files where they really are (`dir/…`). Symlinks and nested folders are refused, as in git.
 *
 * @example
 * const set = await loadPolicyDir('policies');
 */
export async function loadPolicyDir(dir: string): Promise<PolicySet> {
  return (await loadGovernedDir(dir)).set;
}

/**
 * `loadPolicyDir` and the governed digest (SPEC §2.5) of the very bytes it parsed: the digest the folder
 * would have as `policies/` in a commit (a file with its owner's execute bit is `100755`, as git records
 * it). What a dev run records in `run_start.policy.digest`, so that a continuation can tell the folder it
 * is given now holds the ceiling and approvers the run started under (decision 116).
 *
 * @example
 * const { set, digest } = await loadGovernedDir('policies');
 */
export async function loadGovernedDir(dir: string): Promise<{ set: PolicySet; digest: string }> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    // In words, with the path (`policy folder /x: no such folder`), in the message and in its problem.
    const said = `policy folder ${dir}: ${whyNotAFolder(dir) ?? describeError(e)}`;
    throw new LoopgovError('ERR_POLICY_MISSING', `cannot read ${said}`, [{ file: dir, message: said }]);
  }
  const files: GovernedFile[] = [];
  const entries: TreeEntry[] = [];
  for (const name of names.sort()) {
    const full = join(dir, name);
    const path = `${GOVERNED_DIR}/${relative(dir, full)}`;
    const st = await lstat(full);
    if (st.isSymbolicLink() || !st.isFile()) {
      throw new LoopgovError(
        'ERR_TREE_INVALID',
        `${full}: only regular files are allowed in a policies folder${await repositoryHint(dir, names)}`,
        [
          {
            file: full,
            message: st.isSymbolicLink() ? 'symlinks are not allowed' : 'only regular files are allowed',
          },
        ],
      );
    }
    const content = await readFile(full);
    files.push({ path, content });
    entries.push({ mode: st.mode & 0o100 ? '100755' : '100644', type: 'blob', path, content });
  }
  return { set: parsePolicySet(files, { complete: true, dir }), digest: computeDigest(entries) };
}

/** A repository's root given where its `policies/` folder was meant: say where the policies are. */
async function repositoryHint(dir: string, names: string[]): Promise<string> {
  if (!names.includes(GOVERNED_DIR)) return '';
  const inner = join(dir, GOVERNED_DIR);
  const isDir = await lstat(inner).then(
    (st) => st.isDirectory(),
    () => false,
  );
  return isDir ? ` (${dir} looks like a repository: its policies are in ${inner})` : '';
}
