import { type SimpleGit } from 'simple-git';
import { LoopgovError } from '../../core/errors.js';
/** Where the cache clone keeps `protectedRef` of the policy repository. */
export declare const localRef: (protectedRef: string) => string;
/** The protected ref could not be fetched at all: the one failure `offline` may run past. */
export declare class FetchFailed extends LoopgovError {
    constructor(message: string);
}
/** The cache clone at `dir` as git sees it: only this clone, a minimal environment. */
export declare function gitAt(dir: string, env: NodeJS.ProcessEnv): SimpleGit;
/** Fetches the protected ref into the cached bare clone and proves the commit is in its history. */
export declare function fetchPinned(git: SimpleGit, repoDir: string, repo: string, commit: string, protectedRef: string): Promise<number>;
/** Serializes fetches into one cached clone across processes (two runs starting at once). */
export declare function withRepoLock<T>(cacheDir: string, repoDir: string, fn: () => Promise<T>): Promise<T>;
