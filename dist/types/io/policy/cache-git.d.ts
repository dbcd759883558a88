import { type GitAccess } from '../git/invocation.js';
/** The clone at `dir`, the environment git runs with there, and when the reachability check must end. */
export interface CacheGit {
    dir: string;
    env: NodeJS.ProcessEnv;
    /** `Date.now()` by which every command must be done, or it is killed. */
    deadline: number;
    /** The timeout the deadline was set from, in seconds, to name it. */
    timeoutSec: number;
}
/**
 * The cache clone at `dir` as git sees it: `env` without the relocating variables, never a terminal
 * prompt (a run's stdin carries its events), the transports a pin may use, `GIT_DIR` set, git in English.
 *
 * @example
 * const clone = cacheGit(repoDir, ctx.env, Date.now() + 30_000, 30);
 */
export declare function cacheGit(dir: string, env: NodeJS.ProcessEnv, deadline: number, timeoutSec: number): CacheGit;
/** How the clone's readers (`openGit`, `readObjects`) open it: as its git directory, with its environment. */
export declare const cacheAccess: (c: CacheGit) => GitAccess;
/** A git command in the clone that failed: git's stderr, its exit code, and whether the deadline cut it short. */
export declare class CacheGitFailed extends Error {
    readonly stderr: string;
    readonly timedOut: boolean;
    readonly code: number | null;
    constructor(stderr: string, timedOut: boolean, code?: number | null);
}
/**
 * Runs `git <args>` in the clone; resolves to its stdout, or rejects with `CacheGitFailed` when it exits
 * non-zero, cannot start, or is still running at the deadline. git runs in its own process group, and at
 * the deadline the whole group is stopped — git and the transport it started (ssh, git-remote-https),
 * which holds git's stderr open — with SIGTERM (git removes its lock files) and, after a grace, SIGKILL.
 *
 * @example
 * await runCacheGit(clone, ['ls-remote', '--end-of-options', repo, 'refs/heads/main']);
 */
export declare function runCacheGit(c: CacheGit, args: string[]): Promise<string>;
