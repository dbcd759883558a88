/** Finds, in a commit's history, a commit whose governed digest is a given value. */
import type { SimpleGit } from 'simple-git';
/** How many policy-changing commits are searched before giving up (then the strictest rule applies). */
export declare const MAX_SEARCHED_COMMITS = 500;
/**
 * The newest commit in `from`'s history (itself included) whose governed digest is `digest`, or null.
 * Only commits that change `policies/` can change the digest, so only those are digested.
 *
 * @example
 * const base = await findDigestInHistory(git, pinnedSha, claims.base);
 */
export declare function findDigestInHistory(git: SimpleGit, from: string, digest: string): Promise<string | null>;
