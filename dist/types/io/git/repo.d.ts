import { type SimpleGit } from 'simple-git';
import { type GitAccess } from './invocation.js';
import { type TreeEntry } from '../../core/policy/digest.js';
import type { LoadedRevision, PolicySet } from '../../core/policy/types.js';
/**
 * simple-git over `dir`, opened as `access` says (default: the repository git finds from `dir`, with
 * `process.env`); a folder that does not exist (or is a file) is `ERR_GIT` naming it, not a crash.
 *
 * @example
 * const git = openGit(cacheClone, { gitDir: true, env }); // the bare clone itself, whatever safe.bareRepository says
 */
export declare function openGit(dir: string, access?: GitAccess): SimpleGit;
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
export declare function openRepository(dir: string): Promise<SimpleGit>;
/** Resolves `rev` to a full commit id, or throws `ERR_GIT_REV` quoting the bad value. */
export declare function resolveCommit(git: SimpleGit, rev: string): Promise<string>;
/** Every entry under `policies/` at `commit`, contents included, validated per SPEC §2.5. */
export declare function readGovernedTree(git: SimpleGit, commit: string): Promise<TreeEntry[]>;
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
export declare function loadGovernedRevision(dir: string, rev: string, label?: string): Promise<GovernedRevision>;
/**
 * Both revisions of a change (`--base` and `--head`), each error naming which; when both are wrong, one
 * error says both (the first one's code) — once when it is the same for both (the repository's).
 *
 * @example
 * const { base, head } = await loadGovernedChange('.', 'origin/main', 'HEAD');
 */
export declare function loadGovernedChange(dir: string, base: string, head: string): Promise<{
    base: GovernedRevision;
    head: GovernedRevision;
}>;
/** The digest alone: a revision whose tree is invalid has none. */
export declare function digestAt(dir: string, rev: string): Promise<string>;
/** Loads one revision; a problem is returned as data (with the commit and digest when known). */
export declare function loadRevision(git: SimpleGit, rev: string): Promise<LoadedRevision & {
    commit?: string;
}>;
/**
 * Paths under `policies/` with uncommitted changes in the work tree of `dir` (none for a bare
 * repository). The gate and the diff read git objects, so such edits are invisible to them.
 *
 * @example
 * for (const p of await listUncommittedPolicies('.')) console.warn(`${p} is not committed`);
 */
export declare function listUncommittedPolicies(dir: string): Promise<string[]>;
