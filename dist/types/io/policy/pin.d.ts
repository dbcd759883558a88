import type { PolicySet, Profile } from '../../core/policy/types.js';
export declare const DEFAULT_PROTECTED_REF = "refs/remotes/origin/main";
export interface PinRequest {
    /** A local path or a URL (https, ssh, file, git@host:path). */
    repo: string;
    commit: string;
    protectedRef?: string;
    trustFile?: string;
    profile: Profile;
    /** Default: `defaultCacheDir(env)`. */
    cacheDir?: string;
    /** Where git's PATH, HOME, proxies and the default cache dir come from (default: `process.env`). */
    env?: NodeJS.ProcessEnv;
}
export interface PinnedPolicy {
    set: PolicySet;
    repo: string;
    commit: string;
    digest: string;
    /** True when the approval was verified (profile prod). */
    verified: boolean;
    approvers: string[];
    /** Git network operations this load needed: 0 when the cache already held the commit. */
    fetches: number;
}
/**
 * Loads the policy pinned at `commit` of `repo`.
 *
 * @example
 * const pinned = await loadPinnedPolicy({ repo: 'https://github.com/acme/agent-policies', commit, profile: 'prod', trustFile });
 */
export declare function loadPinnedPolicy(req: PinRequest): Promise<PinnedPolicy>;
