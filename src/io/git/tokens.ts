/**
 * Approval tokens in git (SPEC §2.4, §3.3.5, §3.3.7): the ones committed at a revision under
 * `approvals/<digest>/`, every version a pull request's commits added anywhere under `approvals/`, and
 * which of them the base's history already held (an earlier pull request's, never this one's).
 */
import type { SimpleGit } from 'simple-git';
import { MAX_TOKEN_BYTES } from '../../core/approval/types.js';
import { LoopgovError } from '../../core/errors.js';
import type { RangeTokenFile, TokenFile } from '../../core/merge/types.js';
import { DIGEST } from '../../core/policy/digest.js';
import { readObjects, topPath } from './objects.js';
import { listAddedBlobs, treeOids } from './range.js';

const MAX_TOKENS = 1000;
/** What stands in for a token too large to read: the verifier refuses it as too large. */
const OVERSIZED = 'x'.repeat(MAX_TOKEN_BYTES + 1);

/**
 * The approval tokens committed under `approvals/<digest>/` at `commit` (regular files named `*.jwt`).
 *
 * @example
 * const tokens = await readApprovalTokens(git, headSha, headDigest);
 */
export async function readApprovalTokens(
  git: SimpleGit,
  commit: string,
  digest: string,
): Promise<TokenFile[]> {
  if (!DIGEST.test(digest)) throw new LoopgovError('ERR_INTERNAL', `not a digest: ${digest}`);
  const dir = `approvals/${digest}/`;
  const listing = await git.raw(['ls-tree', '-z', '-l', '--full-tree', commit, '--', topPath(dir)]);
  const found: { path: string; oid: string; bytes: number }[] = [];
  for (const record of listing.split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    const [mode, type, oid, size] = record.slice(0, tab).trim().split(/\s+/);
    const path = record.slice(tab + 1);
    if (type !== 'blob' || !path.endsWith('.jwt') || (mode !== '100644' && mode !== '100755')) continue;
    if (found.length >= MAX_TOKENS)
      throw new LoopgovError('ERR_GIT', `more than ${MAX_TOKENS} tokens in ${dir}`);
    found.push({ path, oid: oid!, bytes: Number(size) });
  }
  // An oversized file is not read: a placeholder the verifier refuses as too large stands in for it.
  return Promise.all(
    found.map(async (f) => ({
      path: f.path,
      oid: f.oid,
      token:
        f.bytes > MAX_TOKEN_BYTES ? OVERSIZED : (await git.binaryCatFile(['blob', f.oid])).toString('utf8'),
    })),
  );
}

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
export async function readRangeTokens(
  dir: string,
  git: SimpleGit,
  range: { base: string; head: string; headDigest: string | undefined },
  exclude: TokenFile[],
): Promise<RangeTokenFile[]> {
  const [added, atBase, atHead] = await Promise.all([
    listAddedBlobs(git, range.base, range.head, 'approvals/'),
    treeOids(git, range.base, 'approvals/'),
    treeOids(git, range.head, 'approvals/'),
  ]);
  const skip = new Set(exclude.map((t) => `${t.path}\0${t.oid}`));
  const folder = range.headDigest ? `approvals/${range.headDigest}/` : undefined;
  // What the pull request's own commits added counts whatever the base's tip holds (the same bytes at the
  // same path, say copied there by another pull request, take back nothing); a merge of the base's history
  // adds nothing of its own (`listAddedBlobs`).
  const found = [...added];
  for (const [path, oid] of atBase)
    if (folder && path.startsWith(folder) && !path.slice(folder.length).includes('/'))
      found.push({ path, oid, commit: range.base });
  const blobs = found.filter((b) => b.path.endsWith('.jwt') && !skip.has(`${b.path}\0${b.oid}`));
  if (blobs.length > MAX_TOKENS)
    throw new LoopgovError('ERR_GIT', `more than ${MAX_TOKENS} token versions committed under approvals/`);
  const objects = await readObjects(
    dir,
    blobs.map((b) => b.oid),
    MAX_TOKEN_BYTES,
  );
  return blobs.map((b) => ({
    path: b.path,
    oid: b.oid,
    token: objects.get(b.oid)?.content?.toString('utf8') ?? OVERSIZED,
    commit: b.commit,
    atHead: atHead.get(b.path) === b.oid,
  }));
}

/**
 * For each token, the newest commit in `base`'s history that committed one with the same signed
 * payload under `approvals/` (git's pickaxe, `-S`): such a token was an earlier pull request's, so it
 * approves nothing here (SPEC §3.3.7). Re-encoding or re-signing an old token's payload (an ES256
 * signature is malleable) keeps the payload, so it is found too.
 *
 * @example
 * const old = await findTokensInHistory(git, baseSha, tokens); // Map { 'approvals/…/alice-2026.jwt' => 'abc…' }
 */
export async function findTokensInHistory(
  git: SimpleGit,
  base: string,
  tokens: TokenFile[],
): Promise<Map<string, string>> {
  const payloads = new Map<string, string[]>();
  for (const t of tokens) {
    const p = t.token.trim().split('.')[1];
    if (p && /^[A-Za-z0-9_-]{16,}$/.test(p)) payloads.set(p, [...(payloads.get(p) ?? []), t.path]);
  }
  const found = new Map<string, string>();
  if (payloads.size === 0) return found;
  const search = (pickaxe: string[]) =>
    git.raw(['log', '-m', '--full-history', '--format=%H', ...pickaxe, base, '--', topPath('approvals/')]);
  // One walk of the history per batch answers "any?"; only on a hit is each payload looked up alone.
  // Batches keep each argument far below the kernel's limit on one argument (128 KiB).
  for (const batch of batches([...payloads.keys()], PICKAXE_BATCH_CHARS)) {
    const any = await search(['--pickaxe-regex', `-S${batch.join('|')}`, '--max-count=1']);
    if (!any.trim()) continue;
    for (const payload of batch) {
      const commit = (await search([`-S${payload}`, '--max-count=1'])).trim();
      if (commit) for (const path of payloads.get(payload)!) found.set(path, commit);
    }
  }
  return found;
}

const PICKAXE_BATCH_CHARS = 64 * 1024;

function batches(items: string[], maxChars: number): string[][] {
  const out: string[][] = [];
  let size = Infinity;
  for (const item of items) {
    if (size + item.length + 1 > maxChars) {
      out.push([]);
      size = 0;
    }
    out[out.length - 1]!.push(item);
    size += item.length + 1;
  }
  return out;
}
