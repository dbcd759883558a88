export interface MergeCommit {
    sha: string;
    parents: string[];
}
/**
 * The merges among `merges` whose `policies/` tree equals git's own merge of their two parents.
 * `git merge-tree --write-tree` writes the trees it makes, so it writes them into a temporary object
 * folder (the repository's objects as an alternate): the gate reads the repository, never writes it.
 *
 * @example
 * const clean = await findCleanMerges(dir, [{ sha, parents: [prTip, baseTip] }]); // Set { sha }
 */
export declare function findCleanMerges(dir: string, merges: MergeCommit[]): Promise<Set<string>>;
