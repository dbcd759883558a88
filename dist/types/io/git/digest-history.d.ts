/** Finds, in a commit's history, a commit whose governed digest is a given value. */
import type { SimpleGit } from 'simple-git';
/**
 * The newest commit in `from`'s history (itself included) whose governed digest is `digest`, or null.
 * Only commits that change `policies/` can change the digest, so only those are digested.
 *
 * @example
 * const base = await findDigestInHistory(git, pinnedSha, claims.base);
 */
export declare function findDigestInHistory(git: SimpleGit, from: string, digest: string): Promise<string | null>;
