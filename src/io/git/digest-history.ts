/** Finds, in a commit's history, a commit whose governed digest is a given value. */
import type { SimpleGit } from 'simple-git';
import { computeDigest, DIGEST } from '../../core/policy/digest.js';
import { topPath } from './objects.js';
import { readGovernedTree } from './repo.js';

/** How many policy-changing commits are searched before giving up (then the strictest rule applies). */
const MAX_SEARCHED_COMMITS = 500;

/**
 * The newest commit in `from`'s history (itself included) whose governed digest is `digest`, or null.
 * Only commits that change `policies/` can change the digest, so only those are digested.
 *
 * @example
 * const base = await findDigestInHistory(git, pinnedSha, claims.base);
 */
export async function findDigestInHistory(
  git: SimpleGit,
  from: string,
  digest: string,
): Promise<string | null> {
  if (!DIGEST.test(digest)) return null;
  const out = await git.raw([
    'log',
    '--full-history',
    '--format=%H',
    `--max-count=${MAX_SEARCHED_COMMITS}`,
    from,
    '--',
    topPath('policies/'),
  ]);
  const seen = new Map<string, string>();
  for (const sha of out.split('\n').filter(Boolean)) {
    try {
      const tree = (await git.raw(['rev-parse', '--verify', '--quiet', `${sha}:policies`])).trim();
      let d = seen.get(tree);
      if (d === undefined) {
        d = computeDigest(await readGovernedTree(git, sha));
        seen.set(tree, d);
      }
      if (d === digest) return sha;
    } catch {
      // A commit with an invalid or missing policies/ tree has no digest: it cannot be the base.
    }
  }
  return null;
}
