/**
 * A witness for checkpoints (docs/decisions/065, 108): signed checkpoints committed to the dedicated ref
 * `refs/loopgov/checkpoints` of a git repository outside the runner and pushed, append-only (never
 * forced; a checkpoint already there is never replaced). Whoever holds the witness can hold a trace to
 * every checkpoint it holds: a cut tail or a fully rewritten chain on the runner then fails `trace
 * verify`. Tree layout: `<run_id>/<length, 12 digits>.jwt`; only checked checkpoints are committed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSmallRegularFile } from '../fs/small-file.js';
import { describeError, LoopgovError } from '../../core/errors.js';
import { redactRepoLocation } from '../../core/repo-location.js';
import { isRunId } from '../../core/trace/run-id.js';
import {
  type AnchorCandidate,
  type CheckpointTrust,
  MAX_CHECKPOINT_BYTES,
  planAnchorRun,
} from '../../core/trace/witness.js';
import {
  git,
  type HeldEntry,
  readHeldEntries,
  readTip,
  SAFE_REMOTE,
  WITNESS_REF,
} from './witness-history.js';

export { readWitnessCheckpoints, WITNESS_REF } from './witness-history.js';

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
  /** Not committed, each with why (docs/decisions/108): nothing of a run with one refused is added. */
  refused: { path: string; file: string; reason: string }[];
  /** Whether signatures were verified (`trust` given) or only the checkpoints' form and claims. */
  signatures: 'verified' | 'not checked';
  pushed: string | null;
}

export interface AnchorOptions {
  /** Keys that may sign checkpoints: each one's signature must verify under them. */
  trust?: CheckpointTrust;
}

/**
 * Commits `files` to `refs/loopgov/checkpoints` of the repository at `repoDir` and pushes the ref to
 * `remote` (when given). Fetches the remote's ref first, fast-forward only. Every file is read and
 * checked first (`planAnchorRun`, decision 108): a file that is not a checkpoint named for its signed
 * length, one that contradicts or is shorter than what the witness holds, or (with `trust`) one whose
 * signature does not verify is refused — with every other new checkpoint of its run.
 *
 * @example
 * await anchorCheckpoints('/srv/witness-clone', [{ path: 'r1/000000000012.jwt', file }], 'origin', { trust });
 */
export async function anchorCheckpoints(
  repoDir: string,
  files: AnchorFile[],
  remote: string | null,
  opts: AnchorOptions = {},
): Promise<AnchorResult> {
  if (remote !== null && (!SAFE_REMOTE.test(remote) || remote.startsWith('-'))) {
    throw new LoopgovError('ERR_USAGE', `not a remote: ${JSON.stringify(redactRepoLocation(remote))}`);
  }
  await git(repoDir, ['rev-parse', '--git-dir']);
  if (remote) {
    // Fast-forward only: a witness whose history was rewritten is an error, never silently followed.
    const remoteHas = (await git(repoDir, ['ls-remote', '--', remote, WITNESS_REF])).trim() !== '';
    if (remoteHas) await git(repoDir, ['fetch', '--no-tags', '--', remote, `${WITNESS_REF}:${WITNESS_REF}`]);
  }
  const parent = await resolveRef(repoDir);
  const byRun = new Map<string, AnchorCandidate[]>();
  for (const f of files) {
    const r = f.path.includes('/') ? f.path.slice(0, f.path.indexOf('/')) : '';
    const list = byRun.get(r) ?? byRun.set(r, []).get(r)!;
    list.push(readCandidate(f));
  }
  const held = parent
    ? await readHeldEntries(repoDir, [...byRun.keys()].filter(isRunId))
    : new Map<string, HeldEntry[]>();
  const tipOids = parent ? await readTip(repoDir, parent) : new Map<string, string>();
  const add: AnchorCandidate[] = [];
  const kept: string[] = [];
  const refused: AnchorResult['refused'] = [];
  for (const [runId, candidates] of byRun) {
    const entries = held.get(runId) ?? [];
    const tip = new Map<string, string>();
    for (const e of entries) if (tipOids.get(e.path) === e.oid && e.jws !== null) tip.set(e.path, e.jws);
    const plan = await planAnchorRun(runId, candidates, entries, tip, opts.trust);
    add.push(...plan.add);
    kept.push(...plan.kept.map((c) => c.path));
    refused.push(...plan.refused.map((c) => ({ path: c.path, file: c.file, reason: c.reason })));
  }
  const tmp = mkdtempSync(join(tmpdir(), 'loopgov-anchor-'));
  const env = { GIT_INDEX_FILE: join(tmp, 'index') };
  try {
    if (parent) await git(repoDir, ['read-tree', parent], env);
    else await git(repoDir, ['read-tree', '--empty'], env);
    for (const c of add) {
      // The bytes that were checked are the bytes committed (the file may change meanwhile).
      const blob = join(tmp, 'blob');
      writeFileSync(blob, c.jws!);
      const oid = (await git(repoDir, ['hash-object', '-w', '--', blob])).trim();
      await git(repoDir, ['update-index', '--add', '--cacheinfo', `100644,${oid},${c.path}`], env);
    }
    const added = add.map((c) => c.path);
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
      // What the result says, and the CLI prints: never a token in a remote's URL.
      pushed = redactRepoLocation(remote);
    }
    return { commit, added, kept, refused, signatures: opts.trust ? 'verified' : 'not checked', pushed };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A checkpoint file as a candidate: its text, or why it cannot be one (too large, unreadable). */
function readCandidate(f: AnchorFile): AnchorCandidate {
  try {
    // A pipe or a device planted in one run's folder is refused at once: it never stalls every run.
    return { ...f, jws: readSmallRegularFile(f.file, MAX_CHECKPOINT_BYTES) };
  } catch (e) {
    return { ...f, jws: null, problem: `cannot be read: ${describeError(e)}` };
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
