export interface MergeCommit {
    sha: string;
    parents: string[];
}
/** What git's merge of two commits makes of `policies/`. */
export type MergedPolicies = 
/** `entry`: the merged tree's `policies` entry (`<mode> <type> <oid>`, '' when absent); `tree`: the merged tree. */
{
    ok: true;
    entry: string;
    tree: string;
}
/** Paths under `policies/` git cannot merge on its own. */
 | {
    ok: false;
    conflicts: string[];
}
/** git could not merge at all (unrelated histories, a git older than 2.38, …): what it said. */
 | {
    ok: false;
    conflicts?: undefined;
    failure: string;
};
/**
 * A scratch repository for git's merges: a bare git directory of its own (no work tree, no config but
 * its own, no `info/attributes`) that reads the repository's objects as an alternate and writes the
 * merged trees into its own folder. `run` runs git there.
 */
export interface ScratchRepo {
    run: (args: string[]) => Promise<{
        code: number;
        stdout: string;
        stderr: string;
    }>;
}
/**
 * Runs `fn` with a scratch repository (`ScratchRepo`) made for `dir`'s objects; the folder is removed
 * afterwards. Git runs there with no user or system config (`GIT_CONFIG_GLOBAL=/dev/null`,
 * `GIT_CONFIG_NOSYSTEM`) and no inherited `GIT_*` variable, from inside the scratch folder: the merge is
 * the same whoever runs it and whatever is checked out — the CLI, the Action and the library agree.
 *
 * @example
 * const entry = await withScratchRepo(dir, (scratch) => policiesEntry(scratch, headSha));
 */
export declare function withScratchRepo<T>(dir: string, fn: (scratch: ScratchRepo) => Promise<T>): Promise<T>;
/** git's own merge of two commits, read under `policies/` only. */
export type MergedTree = 
/** The merged tree (which may hold conflicts outside `policies/`). */
{
    ok: true;
    tree: string;
}
/** Paths under `policies/` git cannot merge on its own. */
 | {
    ok: false;
    conflicts: string[];
}
/** git could not merge at all: what it said. */
 | {
    ok: false;
    conflicts?: undefined;
    failure: string;
};
/**
 * git's own merge of `ours` and `theirs` (`merge-tree --write-tree`, as GitHub merges), read under
 * `policies/` only: a conflict elsewhere does not matter here. `ours` and `theirs` are
 * commit ids: the scratch repository has no refs.
 *
 * @example
 * const merged = await withScratchRepo(dir, (scratch) => mergePolicies(scratch, baseSha, headSha));
 */
export declare function mergePolicies(scratch: ScratchRepo, ours: string, theirs: string): Promise<MergedPolicies>;
/**
 * `mergePolicies` without reading the merged tree's `policies` entry: the tree, or the conflicts under
 * `policies/`, or why git could not merge. `unrelated`: two commits with no common history merge with an
 * empty tree as their merge base (`--allow-unrelated-histories`), as a cherry-pick of a root commit does.
 *
 * @example
 * await mergeTree(scratch, stepSha, commitSha) // { ok: true, tree: '4b825d…' }
 */
export declare function mergeTree(scratch: ScratchRepo, ours: string, theirs: string, options?: {
    unrelated?: boolean;
}): Promise<MergedTree>;
/**
 * The merges among `merges` whose `policies/` tree equals git's own merge of their two parents.
 *
 * @example
 * const clean = await findCleanMerges(dir, [{ sha, parents: [prTip, baseTip] }]); // Set { sha }
 */
export declare function findCleanMerges(dir: string, merges: MergeCommit[]): Promise<Set<string>>;
/**
 * The `policies` entry of a tree-ish (`<mode> <type> <oid>`, '' when absent), or undefined when git failed.
 *
 * @example
 * await policiesEntry(scratch, headSha) // '040000 tree 4b825d…'
 */
export declare function policiesEntry(scratch: ScratchRepo, treeish: string): Promise<string | undefined>;
