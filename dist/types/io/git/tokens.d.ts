/**
 * Approval tokens in git (SPEC §2.4, §3.3.5, §3.3.7): the ones committed at a revision under
 * `approvals/<digest>/`, every version a pull request's commits added anywhere under `approvals/`, and
 * which of them the base's history already held (an earlier pull request's, never this one's).
 */
import type { SimpleGit } from 'simple-git';
import type { RangeTokenFile, TokenFile } from '../../core/merge/types.js';
/**
 * The approval tokens committed under `approvals/<digest>/` at `commit` (regular files named `*.jwt`).
 *
 * @example
 * const tokens = await readApprovalTokens(git, headSha, headDigest);
 */
export declare function readApprovalTokens(git: SimpleGit, commit: string, digest: string): Promise<TokenFile[]>;
/**
 * The other token versions a pull request may not take back (SPEC §3.3.5): every `*.jwt` committed under
 * `approvals/` by a commit in `base..head`, and the tokens for `headDigest` the base already held — minus
 * the tokens at head already gathered (`exclude`). What merging the base's own history brought in is none
 * of them: `listAddedBlobs` leaves it out, as it was committed by the base's history, not this change.
 * Each comes with the commit that added it (the base commit for those it held) and whether head still
 * holds it there.
 *
 * @example
 * const others = await readRangeTokens(dir, git, { base, head, headDigest }, headTokens);
 */
export declare function readRangeTokens(dir: string, git: SimpleGit, range: {
    base: string;
    head: string;
    headDigest: string | undefined;
}, exclude: TokenFile[]): Promise<RangeTokenFile[]>;
/**
 * For each token, the newest commit in `base`'s history that committed one with the same signed
 * payload under `approvals/` (git's pickaxe, `-S`): such a token was an earlier pull request's, so it
 * approves nothing here (SPEC §3.3.7). Re-encoding or re-signing an old token's payload (an ES256
 * signature is malleable) keeps the payload, so it is found too.
 *
 * @example
 * const old = await findTokensInHistory(git, baseSha, tokens); // Map { 'approvals/…/alice-2026.jwt' => 'abc…' }
 */
export declare function findTokensInHistory(git: SimpleGit, base: string, tokens: TokenFile[]): Promise<Map<string, string>>;
