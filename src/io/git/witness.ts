/**
 * A witness for checkpoints (docs/decisions/065): signed checkpoints committed to the dedicated ref
 * `refs/loopgov/checkpoints` of a git repository outside the runner and pushed, append-only (never
 * forced; a checkpoint already there is never replaced). Whoever holds the witness can hold a trace to
 * its latest checkpoint: a cut tail or a fully rewritten chain on the runner then fails `trace verify`.
 * Tree layout: `<run_id>/<length, 12 digits>.jwt`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { firstLine, LoopgovError } from '../../core/errors.js';

export const WITNESS_REF = 'refs/loopgov/checkpoints';
const run = promisify(execFile);
const IDENTITY = {
  GIT_AUTHOR_NAME: 'loopgov anchor',
  GIT_AUTHOR_EMAIL: 'anchor@loopgov.invalid',
  GIT_COMMITTER_NAME: 'loopgov anchor',
  GIT_COMMITTER_EMAIL: 'anchor@loopgov.invalid',
};
/** A remote as a user names it: a name, a path or a URL, never an option. */
const SAFE_REMOTE = /^[A-Za-z0-9/._~:@+-][^\s]{0,1023}$/;

async function git(cwd: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout } = await run('git', args, {
      cwd,
      env: { ...process.env, ...IDENTITY, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (e) {
    const err = e as { stderr?: string; message?: string };
    throw new LoopgovError(
      'ERR_GIT',
      `git ${args[0]} failed in ${cwd}: ${firstLine(err.stderr || err.message)}`,
    );
  }
}

export interface AnchorFile {
  /** `<run_id>/<name>.jwt` */
  path: string;
  /** The file on disk holding the checkpoint. */
  file: string;
}

export interface AnchorResult {
  commit: string | null;
  added: string[];
  /** Already in the witness (kept as they are: the witness is append-only). */
  kept: string[];
  pushed: string | null;
}

/**
 * Commits `files` to `refs/loopgov/checkpoints` of the repository at `repoDir` and pushes the ref to
 * `remote` (when given). Fetches the remote's ref first, fast-forward only.
 *
 * @example
 * await anchorCheckpoints('/srv/witness-clone', [{ path: 'r1/000000000012.jwt', file }], 'origin');
 */
export async function anchorCheckpoints(
  repoDir: string,
  files: AnchorFile[],
  remote: string | null,
): Promise<AnchorResult> {
  if (remote !== null && (!SAFE_REMOTE.test(remote) || remote.startsWith('-'))) {
    throw new LoopgovError('ERR_USAGE', `not a remote: ${JSON.stringify(remote)}`);
  }
  await git(repoDir, ['rev-parse', '--git-dir']);
  if (remote) {
    // Fast-forward only: a witness whose history was rewritten is an error, never silently followed.
    const remoteHas = (await git(repoDir, ['ls-remote', '--', remote, WITNESS_REF])).trim() !== '';
    if (remoteHas) await git(repoDir, ['fetch', '--no-tags', '--', remote, `${WITNESS_REF}:${WITNESS_REF}`]);
  }
  const parent = await resolveRef(repoDir);
  const existing = new Set(
    parent
      ? (await git(repoDir, ['ls-tree', '-r', '--name-only', '-z', parent])).split('\0').filter(Boolean)
      : [],
  );
  const added: string[] = [];
  const kept: string[] = [];
  const tmp = mkdtempSync(join(tmpdir(), 'loopgov-anchor-'));
  const env = { GIT_INDEX_FILE: join(tmp, 'index') };
  try {
    if (parent) await git(repoDir, ['read-tree', parent], env);
    else await git(repoDir, ['read-tree', '--empty'], env);
    for (const f of files) {
      if (existing.has(f.path)) {
        kept.push(f.path);
        continue;
      }
      const blob = (await git(repoDir, ['hash-object', '-w', '--', f.file])).trim();
      await git(repoDir, ['update-index', '--add', '--cacheinfo', `100644,${blob},${f.path}`], env);
      added.push(f.path);
    }
    let commit = parent;
    if (added.length > 0) {
      const tree = (await git(repoDir, ['write-tree'], env)).trim();
      const message = `Anchor ${added.length} checkpoint(s)\n\n${added.join('\n')}\n`;
      commit = (
        await git(repoDir, ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message])
      ).trim();
      await git(repoDir, ['update-ref', WITNESS_REF, commit, ...(parent ? [parent] : ['0'.repeat(40)])]);
    }
    let pushed: string | null = null;
    if (remote && commit) {
      await git(repoDir, ['push', '--', remote, `${WITNESS_REF}:${WITNESS_REF}`]);
      pushed = remote;
    }
    return { commit, added, kept, pushed };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The latest checkpoint the witness at `witness` (a path or URL) holds for `runId`, or null.
 *
 * @example
 * const jws = await readWitnessCheckpoint('file:///srv/witness.git', 'r1');
 */
export async function readWitnessCheckpoint(
  witness: string,
  runId: string,
): Promise<{ path: string; jws: string } | null> {
  if (!SAFE_REMOTE.test(witness) || witness.startsWith('-')) {
    throw new LoopgovError('ERR_USAGE', `not a repository: ${JSON.stringify(witness)}`);
  }
  const tmp = mkdtempSync(join(tmpdir(), 'loopgov-witness-'));
  try {
    await git(tmp, ['init', '-q', '--bare']);
    const has = (await git(tmp, ['ls-remote', '--', witness, WITNESS_REF])).trim() !== '';
    if (!has) return null;
    await git(tmp, ['fetch', '-q', '--no-tags', '--', witness, `${WITNESS_REF}:${WITNESS_REF}`]);
    const names = (
      await git(tmp, ['ls-tree', '--name-only', '-z', `${WITNESS_REF}:${runId}`]).catch(() => '')
    )
      .split('\0')
      .filter((n) => /^\d{12}\.jwt$/.test(n))
      .sort();
    const latest = names.at(-1);
    if (!latest) return null;
    const path = `${runId}/${latest}`;
    return { path, jws: (await git(tmp, ['show', `${WITNESS_REF}:${path}`])).trim() };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function resolveRef(repoDir: string): Promise<string | null> {
  try {
    return (
      (await git(repoDir, ['rev-parse', '--verify', '--quiet', `${WITNESS_REF}^{commit}`])).trim() || null
    );
  } catch {
    return null;
  }
}
