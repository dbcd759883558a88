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
 * Runs `fn` with an environment whose git writes objects into a scratch folder and reads the repository's
 * objects as an alternate; the folder is removed afterwards.
 *
 * @example
 * const entry = await withScratchObjects(dir, (env) => policiesEntry(dir, 'HEAD', env));
 */
export declare function withScratchObjects<T>(dir: string, fn: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T>;
/**
 * git's own merge of `ours` and `theirs` (`merge-tree --write-tree`, as GitHub merges), read under
 * `policies/` only: a conflict elsewhere does not matter here. `env` comes from `withScratchObjects`.
 *
 * @example
 * const merged = await withScratchObjects(dir, (env) => mergePolicies(dir, baseSha, headSha, env));
 */
export declare function mergePolicies(dir: string, ours: string, theirs: string, env: NodeJS.ProcessEnv): Promise<MergedPolicies>;
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
 * await policiesEntry(dir, headSha) // '040000 tree 4b825d…'
 */
export declare function policiesEntry(dir: string, treeish: string, env?: NodeJS.ProcessEnv): Promise<string | undefined>;
/** Runs git; never rejects: the exit code (-1 when it did not run) and both outputs. */
export declare function runGit(dir: string, args: string[], env?: NodeJS.ProcessEnv): Promise<{
    code: number;
    stdout: string;
    stderr: string;
}>;
