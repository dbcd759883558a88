/**
 * Reading a witness of checkpoints (docs/decisions/065, 108): every file the ref `refs/loopgov/checkpoints`
 * EVER held, from its whole history — not only its tip, since a fast-forward commit can delete or replace
 * a file just as anchoring adds one. What the witness once held it holds.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LoopgovError } from '../../core/errors.js';
import { redactRepoLocation } from '../../core/repo-location.js';
import { isRunId } from '../../core/trace/run-id.js';
import { MAX_CHECKPOINT_BYTES, type WitnessEntry } from '../../core/trace/witness.js';
import { GIT_ARGS, gitEnv, gitFailure } from './invocation.js';
import { readObjects, topPath } from './objects.js';

export const WITNESS_REF = 'refs/loopgov/checkpoints';
/** A remote as a user names it: a name, a path or a URL, never an option. */
export const SAFE_REMOTE = /^[A-Za-z0-9/._~:@+-][^\s]{0,1023}$/;
const IDENTITY = {
  GIT_AUTHOR_NAME: 'loopgov anchor',
  GIT_AUTHOR_EMAIL: 'anchor@loopgov.invalid',
  GIT_COMMITTER_NAME: 'loopgov anchor',
  GIT_COMMITTER_EMAIL: 'anchor@loopgov.invalid',
};
const run = promisify(execFile);
const ZERO = /^0+$/;

/** Runs git in `cwd` as loopgov runs it (`GIT_ARGS`, `gitEnv`); `ERR_GIT` naming the command when it fails. */
export async function git(cwd: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout } = await run('git', [...GIT_ARGS, ...args], {
      cwd,
      env: gitEnv({ ...withoutPathspecSettings(process.env), ...IDENTITY, ...env }),
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  } catch (e) {
    const err = e as { stderr?: string; message?: string; code?: unknown };
    // A spawn in a folder that is not there fails as if git itself were missing (`spawn git ENOENT`).
    if (err.code === 'ENOENT' && !existsSync(cwd)) {
      throw new LoopgovError('ERR_GIT', `git ${args[0]} failed: no such folder ${cwd}`);
    }
    throw new LoopgovError('ERR_GIT', `git ${args[0]} failed in ${cwd}: ${gitFailure(err)}`);
  }
}

/** The environment without the variables that change how git reads pathspecs (`:(top,literal)` must hold). */
function withoutPathspecSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const k of [
    'GIT_LITERAL_PATHSPECS',
    'GIT_GLOB_PATHSPECS',
    'GIT_NOGLOB_PATHSPECS',
    'GIT_ICASE_PATHSPECS',
  ])
    delete out[k];
  return out;
}

/** A witness entry with the blob it is. */
export type HeldEntry = WitnessEntry & { oid: string };

/**
 * Every checkpoint file the witness at `witness` (a path or URL) ever held for `runId`, one entry per
 * distinct (path, content), from the whole history of its ref; `[]` when it holds none.
 *
 * @example
 * const entries = await readWitnessCheckpoints('file:///srv/witness.git', 'r1');
 * // [{ path: 'r1/000000000005.jwt', jws: 'eyJ…', oid }, …]
 */
export async function readWitnessCheckpoints(witness: string, runId: string): Promise<HeldEntry[]> {
  if (!SAFE_REMOTE.test(witness) || witness.startsWith('-')) {
    throw new LoopgovError('ERR_USAGE', `not a repository: ${JSON.stringify(redactRepoLocation(witness))}`);
  }
  if (!isRunId(runId)) throw new LoopgovError('ERR_USAGE', `bad run id ${JSON.stringify(runId)}`);
  const tmp = mkdtempSync(join(tmpdir(), 'loopgov-witness-'));
  try {
    await git(tmp, ['init', '-q', '--bare']);
    const has = (await git(tmp, ['ls-remote', '--', witness, WITNESS_REF])).trim() !== '';
    if (!has) return [];
    await git(tmp, ['fetch', '-q', '--no-tags', '--', witness, `${WITNESS_REF}:${WITNESS_REF}`]);
    return (await readHeldEntries(tmp, [runId])).get(runId) ?? [];
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Every file the ref of the repository at `gitDir` ever held, by run (the path's first segment; a path
 * without one is under `''`), for the runs in `runIds` (default: all).
 */
export async function readHeldEntries(gitDir: string, runIds?: string[]): Promise<Map<string, HeldEntry[]>> {
  const wanted = runIds ? new Set(runIds) : null;
  const raw = await git(gitDir, [
    'log',
    '--raw',
    '-z',
    '--no-renames',
    '--no-abbrev',
    // Every commit, each merge against each parent: a merge whose tree equals a side branch without a
    // checkpoint must not simplify the history that held it away (--full-history says so outright).
    '--full-history',
    '-m',
    '--root',
    '--format=%x01',
    WITNESS_REF,
    '--',
    // a pathspec per run while the command line stays short; beyond, the whole log, filtered below
    // (from the top of the ref's tree, whatever folder of a work tree `gitDir` is: decision 113)
    ...(runIds && runIds.length <= 256 ? runIds.map((r) => topPath(`${r}/`)) : []),
  ]);
  // -z raw output: `:<old mode> <new mode> <old oid> <new oid> <status>` NUL `<path>` NUL, per change
  const seen = new Map<string, { path: string; mode: string; oid: string }>();
  const tokens = raw.split('\0');
  for (let i = 0; i < tokens.length; i++) {
    const head = tokens[i]!.replace(/^[\n\x01]+/, '');
    if (!head.startsWith(':')) continue;
    const [oldMode, newMode, oldOid, newOid] = head.slice(1).split(' ');
    const path = tokens[++i] ?? '';
    for (const [mode, oid] of [
      [oldMode, oldOid],
      [newMode, newOid],
    ] as const) {
      if (mode && oid && !ZERO.test(oid)) seen.set(`${path}\0${oid}`, { path, mode, oid });
    }
  }
  const files = [...seen.values()].filter((f) => !wanted || wanted.has(runOf(f.path)));
  const blobs = files.filter((f) => f.mode === '100644' || f.mode === '100755');
  const objects = await readObjects(
    gitDir,
    blobs.map((f) => f.oid),
    MAX_CHECKPOINT_BYTES,
  );
  const out = new Map<string, HeldEntry[]>();
  for (const f of files) {
    const o = objects.get(f.oid);
    const entry: HeldEntry =
      o?.content !== undefined
        ? { path: f.path, oid: f.oid, jws: o.content.toString('utf8') }
        : {
            path: f.path,
            oid: f.oid,
            jws: null,
            problem: o ? `a file of ${o.size} bytes: not a checkpoint` : `not a file (git mode ${f.mode})`,
          };
    const r = runOf(f.path);
    (out.get(r) ?? out.set(r, []).get(r)!).push(entry);
  }
  return out;
}

/** The blob at each path of the ref's tip. */
export async function readTip(gitDir: string, commit: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const line of (await git(gitDir, ['ls-tree', '-r', '-z', '--full-tree', commit])).split('\0')) {
    const tab = line.indexOf('\t');
    if (tab > 0) out.set(line.slice(tab + 1), line.slice(0, tab).split(' ')[2]!);
  }
  return out;
}

function runOf(path: string): string {
  const slash = path.indexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}
