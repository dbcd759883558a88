/** Repository ids: `owner/name`, as GitHub spells repositories and as an approval token's `aud` names them. */
import { LoopgovError } from '../errors.js';

/** Each part at most 100 characters: GitHub's own limit for a repository name (an owner's is 39). */
const REPO_ID = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

/**
 * Returns `value` when it is `OWNER/NAME`; otherwise throws `ERR_USAGE` naming where it came from.
 *
 * @example
 * parseRepoId('acme/agent-policies', '--repo-id') // → 'acme/agent-policies'
 * parseRepoId('acme', 'input repo-id')            // throws: input repo-id must be OWNER/NAME (got "acme")
 */
export function parseRepoId(value: string, source: string): string {
  if (typeof value !== 'string' || !REPO_ID.test(value)) {
    throw new LoopgovError('ERR_USAGE', `${source} must be OWNER/NAME (got ${JSON.stringify(value)})`);
  }
  return value;
}

/**
 * True when `a` and `b` name the same repository: GitHub's owner and repository names are
 * case-insensitive (`Acme/Gov` is `acme/gov`), and repository ids are ASCII, so lower-casing compares them.
 *
 * @example
 * sameRepoId('Acme/Gov', 'acme/gov') // → true
 */
export function sameRepoId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
