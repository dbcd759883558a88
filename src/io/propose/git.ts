/**
 * The meta-loop's commit and push (SPEC §6 `--open-pr`): a commit of the proposal's files on top of the
 * base commit, authored and committed by the proposer-bot's identity from the registry (so the gate sees
 * the bot as a proposer), built with git's plumbing in a private index — the work tree, the index and
 * the checked-out branch are never touched — then force-pushed to one branch per policy area, so a later
 * run replaces the branch instead of piling up new ones.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
  // Plumbing needs no more than this: no editor, pager or hook settings from the caller's environment.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmp,
    GIT_INDEX_FILE: join(tmp, 'index'),
    GIT_AUTHOR_NAME: who.name,
    GIT_AUTHOR_EMAIL: who.email,
    GIT_COMMITTER_NAME: who.name,
    GIT_COMMITTER_EMAIL: who.email,
  };
  // A private index and a chosen identity: plain child processes (simple-git refuses such variables).
  const git = (args: string[], input?: string) => run(repo, args, env, input);
  try {
    await git(['read-tree', baseCommit]);
    for (const f of files) {
      if (f.content === null) {
        await git(['update-index', '--force-remove', '--', f.path]);
        continue;
      }
      const oid = (await git(['hash-object', '-w', '--stdin'], f.content)).trim();
      await git(['update-index', '--add', '--cacheinfo', `100644,${oid},${f.path}`]);
    }
    const tree = (await git(['write-tree'])).trim();
    const commit = (await git(['commit-tree', tree, '-p', baseCommit], message)).trim();
    if (!FULL_COMMIT.test(commit)) throw new Error(`git commit-tree printed ${JSON.stringify(commit)}`);
    return commit;
  } catch (e) {
    if (e instanceof LoopgovError) throw e;
    throw new LoopgovError('ERR_GIT', `cannot commit the proposal in ${repo}: ${firstLine(e)}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function run(cwd: string, args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      { cwd, env, encoding: 'utf8', maxBuffer: 1 << 20 },
      (err, stdout, stderr) =>
        err ? reject(new Error(`git ${args[0]}: ${stderr || err.message}`)) : resolve(stdout),
    );
    // A command that reads no input may exit before it is written to: that is not an error.
    child.stdin?.on('error', () => {});
    child.stdin?.end(input ?? '');
  });
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
