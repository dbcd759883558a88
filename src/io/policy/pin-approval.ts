/**
 * Runtime check that a pinned policy commit carries a valid committed approval (SPEC §4.1, profile prod).
 * Contract between the runtime (caller) and the approvals module (implementation).
 *
 * Keys and roles come from the trust file only (never the repository). Expiry is not checked: it is the
 * gate's business. The rule is chosen as docs/decisions/032 explains: each token's `base` claim is looked
 * up in the pinned commit's history, the change base → pinned is classified, and the rules of every
 * class up to its class apply (decision 109), all bases' together (a base that cannot be found needs the
 * rules of every class).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { buildKeyIndex } from '../../core/approval/keys.js';
import { revokes, runtimeRules, tallyPinnedApprovals } from '../../core/approval/runtime.js';
import { type KeyIndex, MAX_TOKEN_BYTES, type TokenVerdict } from '../../core/approval/types.js';
import { verifyApprovalToken } from '../../core/approval/verify.js';
import { asLoopgovError, describeError, firstLine, formatProblem, LoopgovError } from '../../core/errors.js';
import { classifyChange } from '../../core/policy/diff.js';
import { APPROVERS_FILE, parsePolicySet } from '../../core/policy/parse.js';
import type { ApproverRegistry, ChangeClass, OrgCeiling } from '../../core/policy/types.js';
import { readApprovalTokens } from '../git/tokens.js';
import { type GitAccess, gitFailure } from '../git/invocation.js';
import { loadRevision, openGit } from '../git/repo.js';
import { findDigestInHistory } from '../git/digest-history.js';
import { readObjects } from '../git/objects.js';
import { type AddedBlob, listAddedBlobs } from '../git/range.js';
import {
  readRememberedRejects,
  type RememberedReject,
  rememberRejects,
  type RevocationRecord,
} from './revocation-log.js';

const execFileAsync = promisify(execFile);

export interface PinnedApprovalInput {
  /** The local policy repository (already fetched) and the pinned commit in it. */
  repoDir: string;
  commit: string;
  /** The governed digest of `commit` (SPEC §2.5). */
  digest: string;
  /** Path of the trust file: an approver registry kept outside the policy repo. */
  trustFile: string | undefined;
  /**
   * The ref (in `repoDir`) whose whole history is searched for a `reject` of `digest` (SPEC §4.1): a
   * reject committed there and later deleted still revokes it. Default: the pinned commit's history.
   */
  history?: string;
  /** The policy repository as the runner named it (a path or URL): the trust file must not lie inside it. */
  namedRepo?: string | null;
  /**
   * How git opens `repoDir` (`openGit`'s): the pin cache's bare clone as its git directory, with the
   * invocation's environment. Default: the repository git finds at `repoDir`, with `process.env`.
   */
  access?: GitAccess;
  /**
   * Where this runner remembers every reject of `digest` it has seen in `history` (decision 132): the
   * rejects found are added to its `file`, and the ones it and its `older` files hold revoke the digest
   * even once the history no longer does.
   */
  revocationLog?: RevocationRecord;
}

export interface PinnedApproval {
  /** Approver ids whose approvals counted. */
  approvers: string[];
  kids: string[];
}

const MAX_TRUST_BYTES = 256 * 1024;

/** Resolves when `commit` is approved; otherwise throws `ERR_APPROVAL` naming every reason. */
export async function verifyPinnedApproval(input: PinnedApprovalInput): Promise<PinnedApproval> {
  try {
    return await verifyOrThrow(input);
  } catch (e) {
    if (e instanceof LoopgovError && e.code === 'ERR_APPROVAL') throw e;
    throw new LoopgovError(
      'ERR_APPROVAL',
      `cannot verify the approval of ${input.commit}: ${describeError(e)}`,
      asLoopgovError(e).problems,
    );
  }
}

async function verifyOrThrow(input: PinnedApprovalInput): Promise<PinnedApproval> {
  const fail = (reasons: string[]): never => {
    throw new LoopgovError(
      'ERR_APPROVAL',
      `policy commit ${input.commit} (digest ${input.digest}) is not approved: ${reasons.join('; ')}`,
      reasons.map((message) => ({ file: `approvals/${input.digest}/`, message })),
    );
  };
  if (!input.trustFile) fail(['profile prod needs a trust file (--trust FILE or LOOPGOV_TRUST)']);
  const trust = await loadTrustFile(input.trustFile!, [input.repoDir, input.namedRepo ?? null]);
  const keys = buildKeyIndex(trust);
  const git = openGit(input.repoDir, input.access);
  // A repository git cannot open is said as that, never as "the pinned commit is invalid".
  try {
    await git.raw(['rev-parse', '--git-dir']);
  } catch (e) {
    throw new LoopgovError(
      'ERR_GIT',
      `git cannot open the policy repository ${input.repoDir}: ${gitFailure(e)}`,
    );
  }
  const head = await loadRevision(git, input.commit);
  if (!head.ok) fail([`the pinned commit is invalid: ${head.message}`]);
  if (head.ok && head.digest !== input.digest)
    fail([`the pinned commit's digest is ${head.digest}, not ${input.digest}`]);
  const pinned = head as Extract<typeof head, { ok: true }>;

  let files: { path: string; token: string; oid?: string }[];
  try {
    files = await readApprovalTokens(git, pinned.commit, pinned.digest);
  } catch (e) {
    return fail([`cannot read approvals/${pinned.digest}/ at ${pinned.commit}: ${describeError(e)}`]);
  }
  if (files.length === 0)
    fail([`no approval committed under approvals/${pinned.digest}/ at ${pinned.commit}`]);

  const verdicts: { file: string; verdict: TokenVerdict }[] = [];
  for (const f of files) {
    const verdict = await verifyApprovalToken(f.token.trim(), {
      keys,
      head: pinned.digest,
      now: 0,
      checkTime: false,
    });
    verdicts.push({ file: f.path, verdict });
  }

  // The rules: from each valid approval's base, classified against the pinned policies (decision 109).
  // An approval whose base is not in the pinned commit's history approves a change this commit does not
  // make from anything it descends from: what it approved cannot be judged, and the only rules at hand
  // would be the pinned commit's own — which it may have written for itself. It does not count (a
  // reject still does: it needs no base to revoke).
  const changes: { cls: ChangeClass | null; ceiling: OrgCeiling | null }[] = [];
  const bases = new Set(verdicts.filter((v) => v.verdict.valid).map((v) => v.verdict.claims?.base as string));
  for (const base of bases) {
    const found = await findDigestInHistory(git, pinned.commit, base);
    const baseRev = found ? await loadRevision(git, found) : null;
    if (baseRev?.ok === true) {
      changes.push({ cls: classifyChange(baseRev.set, pinned.set).class, ceiling: baseRev.set.ceiling });
      continue;
    }
    for (const v of verdicts) {
      if (!v.verdict.valid || v.verdict.decision === 'reject' || v.verdict.claims?.base !== base) continue;
      v.verdict = {
        ...v.verdict,
        valid: false,
        problems: [
          {
            code: 'ERR_TOKEN_BINDING',
            message: `its base ${base} is no policy revision in the history of ${pinned.commit}, so the change it approved cannot be judged`,
          },
        ],
      };
    }
  }
  const tally = tallyPinnedApprovals(verdicts, runtimeRules(changes));
  const revoked = await findRevocations(input, keys, new Set(files.flatMap((f) => (f.oid ? [f.oid] : []))));
  if (tally.reasons.length > 0 || revoked.length > 0) fail([...revoked, ...tally.reasons]);
  return { approvers: tally.approvers, kids: tally.kids };
}

/**
 * Valid `reject` tokens for the digest committed anywhere in the history of `input.history` (any
 * version ever added under `approvals/<digest>/`, deleted or not), besides those at the pinned commit
 * (`atPin`, already tallied), and — with `input.revocationLog` — those this runner saw there before and
 * the history no longer holds (rewritten). Each is a reason the digest is revoked; the ones found are
 * added to the record.
 */
async function findRevocations(
  input: PinnedApprovalInput,
  keys: KeyIndex,
  atPin: Set<string>,
): Promise<string[]> {
  const git = openGit(input.repoDir, input.access);
  const from = input.history ?? input.commit;
  let blobs: AddedBlob[];
  let objects: Map<string, { content?: Buffer }>;
  try {
    blobs = (await listAddedBlobs(git, null, from, `approvals/${input.digest}/`)).filter(
      (b) => b.path.endsWith('.jwt') && !atPin.has(b.oid),
    );
    objects = await readObjects(
      input.repoDir,
      blobs.map((b) => b.oid),
      MAX_TOKEN_BYTES,
      input.access,
    );
  } catch (e) {
    throw new LoopgovError('ERR_APPROVAL', `cannot read the history of ${from} for rejects: ${firstLine(e)}`);
  }
  const verify = (token: string) =>
    verifyApprovalToken(token, { keys, head: input.digest, now: 0, checkTime: false });
  const reasons: string[] = [];
  const found = new Map<string, Omit<RememberedReject, 'seen_at'>>();
  for (const b of blobs) {
    const token = objects.get(b.oid)?.content?.toString('utf8').trim();
    if (!token) continue;
    const v = await verify(token);
    if (revokes(v)) {
      reasons.push(
        `${v.approver} rejected this digest in commit ${b.commit.slice(0, 12)} (${b.path}): a reject anywhere in the protected history revokes it, even once deleted`,
      );
      if (!found.has(token)) found.set(token, { token, commit: b.commit, path: b.path });
    }
  }
  if (!input.revocationLog) return reasons;
  const { file, liberal, older } = input.revocationLog;
  // Read under every key (reading more only refuses more: each token is verified again); written under both
  // per-ref keys, each the rejects it does not hold yet.
  const perRef = [...new Set([file, liberal])];
  const known = new Map(perRef.map((f) => [f, new Set<string>()]));
  const said = new Set(found.keys());
  for (const from of [...perRef, ...older]) {
    for (const r of await readRememberedRejects(from)) {
      known.get(from)?.add(r.token);
      if (said.has(r.token)) continue;
      said.add(r.token);
      const v = await verify(r.token);
      if (!revokes(v)) continue;
      const seen = `${v.approver} rejected this digest in commit ${r.commit.slice(0, 12)} (${r.path}), which this runner saw on ${r.seen_at}`;
      reasons.push(
        known.has(from)
          ? `${seen} (${from}) and the protected history no longer holds: a reject a runner has seen revokes the digest for good, whatever the history is rewritten to`
          : `${seen} (${from}, recorded before rejects were kept per protected ref: it does not say which ref it came from, so it revokes the digest on every protected ref of this repository — once a person has checked which ref held it, move it into that ref's folder, decision 132)`,
      );
    }
  }
  const seenAt = new Date().toISOString();
  for (const [to, held] of known) {
    try {
      await rememberRejects(
        to,
        [...found.values()].filter((f) => !held.has(f.token)).map((f) => ({ ...f, seen_at: seenAt })),
      );
    } catch (e) {
      reasons.push(`the rejects above are not remembered: ${describeError(e)}`);
    }
  }
  return reasons;
}

/**
 * Reads and validates the trust file (an ApproverRegistry, safe YAML), refusing one that lies inside
 * any of `repos` — the repository as the runner named it (a path or a `file://` URL, whatever its host:
 * git ignores it; a remote URL has no local inside) and its cached clone — or inside the work tree such
 * a git directory belongs to (`…/repo/.git` names `…/repo`'s; `core.worktree` another's), compared by
 * real path, so neither a symlink nor `..` hides it.
 *
 * @example
 * const registry = await loadTrustFile('/etc/loopgov/trust.yaml', ['file:///srv/policies.git']);
 */
export async function loadTrustFile(path: string, repos: (string | null)[]): Promise<ApproverRegistry> {
  const trust = await realOrResolved(path);
  for (const location of repos) {
    const named = location === null ? null : localPathOf(location);
    if (named === null) continue;
    for (const repo of await ownedDirs(await realOrResolved(named))) {
      const rel = relative(repo, trust);
      if (rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)))
        throw new LoopgovError(
          'ERR_APPROVAL',
          `trust file ${path} is inside the policy repository ${repo}: keep it outside`,
        );
    }
  }
  let content: Buffer;
  try {
    content = await readFile(path);
  } catch (e) {
    throw new LoopgovError('ERR_APPROVAL', `cannot read trust file ${path}: ${describeError(e)}`);
  }
  if (content.byteLength > MAX_TRUST_BYTES)
    throw new LoopgovError('ERR_APPROVAL', `trust file ${path} is larger than ${MAX_TRUST_BYTES} bytes`);
  try {
    const set = parsePolicySet([{ path: APPROVERS_FILE, content }]);
    if (!set.approvers) throw new LoopgovError('ERR_APPROVAL', `trust file ${path} holds no registry`);
    return set.approvers;
  } catch (e) {
    if (!(e instanceof LoopgovError)) throw e;
    const problems = e.problems.map((p) => ({ ...p, file: path }));
    throw new LoopgovError(
      'ERR_APPROVAL',
      `trust file ${path} is not a valid ApproverRegistry: ${problems.map(formatProblem).join('; ')}`,
      problems,
    );
  }
}

/**
 * The local directory a repository location names (a path or a `file://` URL), else null. A `file://`
 * URL's host is ignored, as git ignores it: `file://elsewhere/srv/p.git` is `/srv/p.git`.
 */
export function localPathOf(repo: string): string | null {
  if (/^file:\/\//i.test(repo)) {
    try {
      return fileURLToPath(new URL(`file://${new URL(repo).pathname}`));
    } catch {
      return null;
    }
  }
  return isAbsolute(repo) ? repo : null;
}

/**
 * The directories a repository at `dir` (a real path) holds content in: itself, the work tree of a
 * `.git` directory (its parent), and a `core.worktree` its config names (relative to the git directory).
 * The config is read as a file (`git config --file`), never by running git in the repository.
 */
async function ownedDirs(dir: string): Promise<string[]> {
  const dirs = [dir];
  if (basename(dir) === '.git') dirs.push(dirname(dir));
  const configFile = [join(dir, 'config'), join(dir, '.git', 'config')].find((f) => existsSync(f));
  if (configFile) {
    const worktree = await configValue(configFile, 'core.worktree');
    if (worktree) dirs.push(await realOrResolved(resolve(dirname(configFile), worktree)));
  }
  return dirs;
}

/** One value of a git config file, or null when it has none; a file git cannot read is said so. */
async function configValue(file: string, key: string): Promise<string | null> {
  try {
    const { stdout } = await execFileAsync('git', ['config', '--file', file, '--get', key], {
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    });
    return stdout.trim() || null;
  } catch (e) {
    if ((e as { code?: unknown }).code === 1) return null; // no such key
    throw new LoopgovError(
      'ERR_APPROVAL',
      `cannot read ${file} to place the trust file: ${describeError(e)}`,
    );
  }
}

/** The real path of `p` (symlinks resolved), or its absolute form when it does not exist. */
async function realOrResolved(p: string): Promise<string> {
  try {
    return await realpath(p);
  } catch {
    return resolve(p);
  }
}
