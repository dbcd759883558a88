/**
 * The meta-loop's branch (SPEC §6 `--open-pr`, docs/decisions/105): a commit of the proposal's files,
 * authored and committed by the proposer-bot's identity from the registry (so the gate sees the bot as a
 * proposer), built with git's plumbing in a private index — the work tree, the index and the checked-out
 * branch are never touched. The branch is only ever fast-forwarded, never forced: every commit others
 * added to it (rejects, approvals) stays in the pull request's `base..head`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstLine, LoopgovError } from '../../core/errors.js';
import { FULL_COMMIT } from '../../core/policy/digest.js';
import { GIT_ARGS, gitEnv } from '../git/invocation.js';
import { openGit } from '../git/repo.js';
import type { ProposedFile } from './propose.js';

const REMOTE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** The folders the proposal owns on its branch; everything else on the branch is kept as people left it. */
const OWNED = ['policies', 'proposals'];

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

/** Refuses a `--remote` that is not a plain remote name (no URL, no option-shaped value). */
export function assertRemoteName(remote: string): void {
  if (!REMOTE.test(remote))
    throw new LoopgovError('ERR_USAGE', `not a remote name: ${JSON.stringify(remote)}`);
}

/**
 * The tip of `branch` on `remote`, fetched into `refs/remotes/<remote>/<branch>`; null when the remote
 * has no such branch.
 *
 * @example
 * const tip = await fetchBranchTip('.', 'origin', 'loopgov/propose/demo-l2'); // null on the first run
 */
export async function fetchBranchTip(repo: string, remote: string, branch: string): Promise<string | null> {
  assertRemoteName(remote);
  const git = openGit(repo);
  const ref = `refs/heads/${branch}`;
  try {
    const listed = await git.raw(['ls-remote', '--heads', remote, ref]);
    if (!listed.split('\n').some((l) => l.endsWith(`\t${ref}`))) return null;
    const local = `refs/remotes/${remote}/${branch}`;
    await git.raw(['fetch', '--no-tags', '--quiet', remote, `+${ref}:${local}`]);
    const tip = (await git.raw(['rev-parse', '--verify', '--quiet', `${local}^{commit}`])).trim();
    if (!FULL_COMMIT.test(tip)) throw new Error(`git rev-parse printed ${JSON.stringify(tip)}`);
    return tip;
  } catch (e) {
    throw new LoopgovError('ERR_GIT', `cannot read ${branch} from ${remote}: ${firstLine(e)}`);
  }
}

/**
 * What the next proposal commit can sit on: `base` when there is no branch yet or the branch is already
 * part of base (merged); `tip` when the branch is built on base (a fast-forward keeps everyone's
 * commits); `diverged` when neither holds — base moved on, or someone rewrote the branch.
 *
 * @example
 * await placeProposal('.', base.commit, tip); // 'tip'
 */
export async function placeProposal(
  repo: string,
  base: string,
  tip: string | null,
): Promise<'base' | 'tip' | 'diverged'> {
  if (tip === null || tip === base || (await isAncestor(repo, tip, base))) return 'base';
  return (await isAncestor(repo, base, tip)) ? 'tip' : 'diverged';
}

/**
 * Commits `files` on `parent` as `who`. On `base` the tree is base's with the files; on the branch tip
 * the tree is the tip's, with `policies/` and `proposals/` as base has them plus the files (so the
 * governed digest is exactly the proposal's, and what people added elsewhere — `approvals/` — stays).
 * Returns `changed: false` and the tip itself when the tip's tree already is that tree.
 *
 * @example
 * const { commit, changed } = await commitProposal('.', { base, parent: tip }, area.files, bot, title);
 */
export async function commitProposal(
  repo: string,
  at: { base: string; parent: string },
  files: ProposedFile[],
  who: BotIdentity,
  message: string,
): Promise<{ commit: string; changed: boolean }> {
  for (const c of [at.base, at.parent])
    if (!FULL_COMMIT.test(c)) throw new LoopgovError('ERR_GIT_REV', `not a commit id: ${c}`);
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
    if (at.parent === at.base) await git(['read-tree', at.base]);
    else {
      const kept = records(await git(['ls-tree', '-r', '-z', '--full-tree', at.parent])).filter(
        (r) => !OWNED.some((d) => pathOf(r) === d || pathOf(r).startsWith(`${d}/`)),
      );
      const owned = records(await git(['ls-tree', '-r', '-z', '--full-tree', at.base, '--', ...OWNED]));
      await git(['update-index', '-z', '--index-info'], [...kept, ...owned].map((r) => `${r}\0`).join(''));
    }
    for (const f of files) {
      if (f.content === null) {
        await git(['update-index', '--force-remove', '--', f.path]);
        continue;
      }
      const oid = (await git(['hash-object', '-w', '--stdin'], f.content)).trim();
      await git(['update-index', '--add', '--cacheinfo', `100644,${oid},${f.path}`]);
    }
    const tree = (await git(['write-tree'])).trim();
    if (at.parent !== at.base && tree === (await git(['rev-parse', `${at.parent}^{tree}`])).trim())
      return { commit: at.parent, changed: false };
    const commit = (await git(['commit-tree', tree, '-p', at.parent], message)).trim();
    if (!FULL_COMMIT.test(commit)) throw new Error(`git commit-tree printed ${JSON.stringify(commit)}`);
    return { commit, changed: true };
  } catch (e) {
    if (e instanceof LoopgovError) throw e;
    throw new LoopgovError('ERR_GIT', `cannot commit the proposal in ${repo}: ${firstLine(e)}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Pushes `commit` to `refs/heads/<branch>` on `remote` — never forced (no hooks run): git refuses it
 * unless it fast-forwards the branch, so a branch someone moved meanwhile is left as it is.
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
  assertRemoteName(remote);
  try {
    await openGit(repo).raw(['push', '--no-verify', '--quiet', remote, `${commit}:refs/heads/${branch}`]);
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    const why =
      text
        .split('\n')
        .find((l) => /rejected|error:|fatal:/.test(l))
        ?.trim() ?? firstLine(e);
    throw new LoopgovError(
      'ERR_GIT',
      `cannot push ${branch} to ${remote} (never forced: a branch that moved meanwhile is left as it is; the next run builds on it): ${why}`,
    );
  }
}

/** `git merge-base --is-ancestor`: exit 0 yes, 1 no, anything else (a missing object) an error. */
function isAncestor(repo: string, a: string, b: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const args = [...GIT_ARGS, 'merge-base', '--is-ancestor', a, b];
    execFile('git', args, { cwd: repo, env: gitEnv(process.env) }, (err, _out, stderr) => {
      if (!err) return resolve(true);
      if (err.code === 1) return resolve(false);
      reject(
        new LoopgovError('ERR_GIT', `cannot compare ${a} with ${b}: ${firstLine(stderr || err.message)}`),
      );
    });
  });
}

function records(listing: string): string[] {
  return listing.split('\0').filter(Boolean);
}

function pathOf(record: string): string {
  return record.slice(record.indexOf('\t') + 1);
}

function run(cwd: string, args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      [...GIT_ARGS, ...args],
      { cwd, env: gitEnv(env), encoding: 'utf8', maxBuffer: 1 << 26 },
      (err, stdout, stderr) =>
        err ? reject(new Error(`git ${args[0]}: ${stderr || err.message}`)) : resolve(stdout),
    );
    // A command that reads no input may exit before it is written to: that is not an error.
    child.stdin?.on('error', () => {});
    child.stdin?.end(input ?? '');
  });
}
