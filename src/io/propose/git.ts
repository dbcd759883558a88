/**
 * The meta-loop's commit and push (SPEC §6 `--open-pr`): a commit of the proposal's files on top of the
 * base commit, authored and committed by the proposer-bot's identity from the registry (so the gate sees
 * the bot as a proposer), built with git's plumbing in a private index — the work tree, the index and
 * the checked-out branch are never touched — then force-pushed to one branch per policy area, so a later
 * run replaces the branch instead of piling up new ones.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstLine, LoopgovError } from '../../core/errors.js';
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { openGit } from '../git/repo.js';
import type { ProposedFile } from './propose.js';

const REMOTE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export interface BotIdentity {
  name: string;
  email: string;
}

/** `loopgov/propose/<area>` as a branch name git accepts. */
export function branchFor(area: string): string {
  const slug = area
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `loopgov/propose/${slug || 'area'}`;
}

/**
 * Commits `files` on top of `baseCommit` as `who` and returns the new commit id.
 *
 * @example
 * const commit = await commitProposal('.', base.commit, area.files, { name: 'meta-loop', email }, area.pr.title);
 */
export async function commitProposal(
  repo: string,
  baseCommit: string,
  files: ProposedFile[],
  who: BotIdentity,
  message: string,
): Promise<string> {
  if (!FULL_COMMIT.test(baseCommit)) throw new LoopgovError('ERR_GIT_REV', `not a commit id: ${baseCommit}`);
  const tmp = mkdtempSync(join(tmpdir(), 'loopgov-propose-'));
  const env = {
    ...process.env,
    GIT_INDEX_FILE: join(tmp, 'index'),
    GIT_AUTHOR_NAME: who.name,
    GIT_AUTHOR_EMAIL: who.email,
    GIT_COMMITTER_NAME: who.name,
    GIT_COMMITTER_EMAIL: who.email,
  };
  const git = openGit(repo).env(env);
  try {
    await git.raw(['read-tree', baseCommit]);
    for (const [i, f] of files.entries()) {
      if (f.content === null) {
        await git.raw(['update-index', '--force-remove', '--', f.path]);
        continue;
      }
      const blob = join(tmp, `blob-${i}`);
      writeFileSync(blob, f.content);
      const oid = (await git.raw(['hash-object', '-w', '--', blob])).trim();
      await git.raw(['update-index', '--add', '--cacheinfo', `100644,${oid},${f.path}`]);
    }
    const tree = (await git.raw(['write-tree'])).trim();
    const commit = (await git.raw(['commit-tree', tree, '-p', baseCommit, '-m', message])).trim();
    if (!FULL_COMMIT.test(commit)) throw new Error(`git commit-tree printed ${JSON.stringify(commit)}`);
    return commit;
  } catch (e) {
    if (e instanceof LoopgovError) throw e;
    throw new LoopgovError('ERR_GIT', `cannot commit the proposal in ${repo}: ${firstLine(e)}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Force-pushes `commit` to `refs/heads/<branch>` on `remote` (no hooks run).
 *
 * @example
 * await pushBranch('.', 'origin', commit, 'loopgov/propose/demo-l2');
 */
export async function pushBranch(
  repo: string,
  remote: string,
  commit: string,
  branch: string,
): Promise<void> {
  if (!REMOTE.test(remote))
    throw new LoopgovError('ERR_USAGE', `not a remote name: ${JSON.stringify(remote)}`);
  try {
    await openGit(repo).raw([
      'push',
      '--no-verify',
      '--force',
      '--quiet',
      remote,
      `${commit}:refs/heads/${branch}`,
    ]);
  } catch (e) {
    throw new LoopgovError('ERR_GIT', `cannot push ${branch} to ${remote}: ${firstLine(e)}`);
  }
}
