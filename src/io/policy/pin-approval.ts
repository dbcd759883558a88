/**
 * Runtime check that a pinned policy commit carries a valid committed approval (SPEC §4.1, profile prod).
 * Contract between the runtime (caller) and the approvals module (implementation).
 *
 * Keys and roles come from the trust file only (never the repository). Expiry is not checked: it is the
 * gate's business. The rule is chosen as docs/decisions/032 explains: each token's `base` claim is looked
 * up in the pinned commit's history, the change base → pinned is classified, and the strictest rule of
 * those classes applies (a base that cannot be found gets the strictest rule of all, `ceiling`).
 */
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { buildKeyIndex } from '../../core/approval/keys.js';
import { runtimeRuleFor, stricterRule, tallyPinnedApprovals } from '../../core/approval/runtime.js';
import type { TokenVerdict } from '../../core/approval/types.js';
import { verifyApprovalToken } from '../../core/approval/verify.js';
import { describeError, formatProblem, LoopgovError } from '../../core/errors.js';
import { classifyChange } from '../../core/policy/diff.js';
import { APPROVERS_FILE, parsePolicySet } from '../../core/policy/parse.js';
import type { ApprovalRule, ApproverRegistry } from '../../core/policy/types.js';
import { readApprovalTokens } from '../git/tokens.js';
import { loadRevision, openGit } from '../git/repo.js';
import { findDigestInHistory } from '../git/digest-history.js';

export interface PinnedApprovalInput {
  /** The local policy repository (already fetched) and the pinned commit in it. */
  repoDir: string;
  commit: string;
  /** The governed digest of `commit` (SPEC §2.5). */
  digest: string;
  /** Path of the trust file: an approver registry kept outside the policy repo. */
  trustFile: string | undefined;
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
  const trust = await loadTrustFile(input.trustFile!, input.repoDir);
  const keys = buildKeyIndex(trust);
  const git = openGit(input.repoDir);
  const head = await loadRevision(git, input.commit);
  if (!head.ok) fail([`the pinned commit is invalid: ${head.message}`]);
  if (head.ok && head.digest !== input.digest)
    fail([`the pinned commit's digest is ${head.digest}, not ${input.digest}`]);
  const pinned = head as Extract<typeof head, { ok: true }>;

  let files: { path: string; token: string }[];
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

  // The rule: from each valid approval's base, classified against the pinned policies.
  let rule: ApprovalRule | null = null;
  const bases = new Set(verdicts.filter((v) => v.verdict.valid).map((v) => v.verdict.claims?.base as string));
  for (const base of bases) {
    const found = await findDigestInHistory(git, pinned.commit, base);
    const baseRev = found ? await loadRevision(git, found) : null;
    const r =
      baseRev?.ok === true
        ? runtimeRuleFor(classifyChange(baseRev.set, pinned.set).class, baseRev.set.ceiling)
        : runtimeRuleFor(null, null);
    rule = rule ? stricterRule(rule, r) : r;
  }
  const tally = tallyPinnedApprovals(verdicts, rule ?? runtimeRuleFor(null, null));
  if (tally.reasons.length > 0) fail(tally.reasons);
  return { approvers: tally.approvers, kids: tally.kids };
}

/**
 * Reads and validates the trust file (an ApproverRegistry, safe YAML), refusing one inside the repository.
 *
 * @example
 * const registry = await loadTrustFile('/etc/loopgov/trust.yaml', '/srv/policies');
 */
export async function loadTrustFile(path: string, repoDir: string): Promise<ApproverRegistry> {
  const rel = relative(resolve(repoDir), resolve(path));
  if (!rel.startsWith('..'))
    throw new LoopgovError(
      'ERR_APPROVAL',
      `trust file ${path} is inside the policy repository: keep it outside`,
    );
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
