/**
 * The merge gate (SPEC §3.3): pure evaluation of everything that must hold before a policy change merges.
 * Returns data; every reason to block is collected, none short-circuits another.
 */
import { decodeSegment } from '../approval/header.js';
import { buildKeyIndex } from '../approval/keys.js';
import type { KeyIndex } from '../approval/types.js';
import { formatProblem, LoopgovError } from '../errors.js';
import { type CeilingViolation, checkPolicyAgainstCeiling } from '../policy/ceiling.js';
import { describeViolationGroup, groupViolations } from '../policy/ceiling-groups.js';
import { classifyChange } from '../policy/diff.js';
import { namedProjects } from '../policy/diff-explain.js';
import type { LoadedRevision } from '../policy/types.js';
import { checkMergeGateOptions } from './gate-options.js';
import { findProposingApprovers } from './proposers.js';
import { describeRevocations } from './revocations.js';
import { requiredApprovalRules } from '../policy/approval-rules.js';
import { tallyRules } from '../approval/rule-tally.js';
import { describeRejectTime, rejectStanding } from '../approval/reject-standing.js';
import { judgeRangeTokens, tallyApprovals } from './tally.js';
import type { ApprovalOutcome, MergeGateInput, MergeGateResult } from './types.js';

/**
 * Evaluates the gate. `verdict` is `pass` only when `reasons` is empty. A `repoId` that is not
 * `OWNER/NAME`, or a `now` that is not seconds since the epoch (missing, NaN, milliseconds), is refused up
 * front (`ERR_USAGE`), as the CLI refuses them.
 *
 * @example
 * const result = await evaluateMergeGate({ repoId, base, head, tokens, rangeTokens, proposers, errors: [], now });
 * if (result.verdict === 'block') console.log(result.reasons.join('\n'));
 */
export async function evaluateMergeGate(input: MergeGateInput): Promise<MergeGateResult> {
  checkMergeGateOptions(input);
  // What merges is judged (decision 128): a branch behind its base in policies/ holds no digest to approve.
  // A revision that did not load: nothing mergeable was judged (no merge was read, no digest to pin).
  const judged = input.base.ok && input.head.ok;
  const merges = input.merges?.policies ?? (judged ? 'head' : 'neither');
  const behind = input.merges?.policies === 'neither' ? input.merges.why : null;
  const reasons: string[] = [...(behind ? [behind] : []), ...input.errors];
  const notes: string[] = [...(input.notes ?? [])];
  const { base, head } = input;
  for (const [label, rev] of [
    ['base', base],
    ['head', head],
  ] as const) {
    if (!rev.ok) reasons.push(revisionReason(label, rev));
  }
  if (input.merges?.policies === 'base' && base.ok)
    notes.push(
      `merging leaves the base's policies/ as they are (digest ${base.digest.slice(0, 12)}): the branch's own policies/ differ from them only by what the base changed since, so this pull request changes no policy`,
    );
  const result: MergeGateResult = {
    verdict: 'block',
    class: null,
    base: base.ok ? { commit: base.commit, digest: base.digest } : null,
    head: head.ok ? { commit: head.commit, digest: head.digest } : null,
    changes: [],
    projects: [],
    ceiling: [],
    rules: [],
    approvals: [],
    stale: [],
    proposers: [],
    reasons,
    notes,
    merges,
    digest: judged ? mergedDigest(merges, base, head) : null,
  };
  if (!base.ok || !head.ok || behind) {
    const why = behind
      ? 'not checked: the branch does not hold what merges'
      : 'not checked: a revision is invalid';
    result.approvals = input.tokens.map((t) => notChecked(t.path, t.token, why));
    result.stale = input.rangeTokens.map((t) => ({
      ...notChecked(t.path, t.token, why),
      commit: t.commit,
      atHead: t.atHead,
    }));
    return result;
  }

  const report = classifyChange(base.set, head.set);
  result.class = report.class;
  result.changes = report.changes;
  result.projects = namedProjects(base.set, head.set);
  result.ceiling = ceilingViolations(base.set, head.set);
  const projects = [null, ...Object.keys(head.set.policy?.projects ?? {}).sort()];
  for (const g of groupViolations(result.ceiling))
    reasons.push(`above the ceiling: ${describeViolationGroup(g, projects)}`);

  const governedChange = base.digest !== head.digest;
  const rules = governedChange ? requiredApprovalRules(report.class, base.set.ceiling) : null;

  let keys: KeyIndex = new Map();
  try {
    keys = buildKeyIndex(base.set.approvers);
  } catch (e) {
    if (!(e instanceof LoopgovError)) throw e;
    reasons.push(`approver registry at base: ${e.message}`);
  }
  if (!base.set.approvers) reasons.push('no approver registry at base: nobody can approve');

  const proposing = findProposingApprovers(input.proposers, [base.set.approvers, head.set.approvers]);
  result.proposers = [...proposing].map(([approver, why]) => ({ approver, why: why.join('; ') }));

  const ctx = {
    repoId: input.repoId,
    keys,
    rules,
    proposing,
    base: base.digest,
    head: head.digest,
    now: input.now,
  };
  const tally = await tallyApprovals(input.tokens, ctx);
  result.approvals = tally.approvals;
  result.rules = rules ? tallyRules(rules, tally.counted) : [];
  result.stale = await judgeRangeTokens(input.rangeTokens, ctx);
  // An approver takes back a reject of an earlier version only by approving this head themselves, with a
  // token this pull request added (one from the base's history approves nothing here).
  const fromBase = new Set(input.tokens.filter((t) => t.inBaseHistory).map((t) => t.path));
  const approvedHead = new Set(
    result.approvals
      .filter((a) => a.decision === 'approve' && a.codes.length === 0 && !fromBase.has(a.file))
      .map((a) => a.approver),
  );
  const tokens: (ApprovalOutcome & { commit?: string; atHead?: boolean })[] = [
    ...result.approvals,
    ...result.stale,
  ];
  // A pull request that changes no policy has no change to reject: its rejects block nothing, and one of
  // the base's digest revokes the policy in effect (decision 128).
  if (!governedChange)
    notes.push(
      ...(await describeRevocations(
        [
          ...input.tokens.filter((t) => !t.inBaseHistory),
          ...input.rangeTokens.filter((t) => t.commit !== base.commit),
        ].map((t) => ({ file: t.path, token: t.token })),
        { keys, repoId: input.repoId, digest: base.digest, now: input.now },
      )),
    );
  for (const a of governedChange ? tokens : []) {
    const standing = rejectStanding(a.decision, a.codes);
    if (!standing || (standing === 'earlier' && approvedHead.has(a.approver))) continue;
    const where = a.commit
      ? `${a.file}, committed in ${a.commit.slice(0, 12)}${a.atHead ? '' : ', since deleted or changed'}`
      : a.file;
    reasons.push(
      standing === 'earlier'
        ? `${a.approver} rejected an earlier version of the change (${where}) and has not approved this head`
        : `${a.approver} rejected the change (${where})${standing === 'untimely' ? `; ${describeRejectTime(a.codes)}, which lifts no reject` : ''}`,
    );
  }
  const unmet = result.rules.filter((r) => !r.met);
  for (const r of unmet) {
    const own =
      r.classes[0] === report.class
        ? ''
        : ` (the ${r.classes[0]} rule: a change needs the rule of every class up to its own)`;
    reasons.push(
      `a ${report.class} change needs ${r.count} approval(s) from distinct ${r.role}s who did not propose it${own}; ` +
        `counted ${r.counted.length}${r.counted.length ? ` (${r.counted.join(', ')})` : ''}`,
    );
  }
  // A reject that stands is a reason of its own (above); one that does not is listed with why it is ignored.
  if (unmet.length)
    for (const a of result.approvals.filter((x) => !x.counted && !rejectStanding(x.decision, x.codes)))
      reasons.push(`not counted: ${a.file}${a.approver ? ` (${a.approver})` : ''}: ${a.reason}`);
  result.verdict = reasons.length === 0 ? 'pass' : 'block';
  return result;
}

function ceilingViolations(
  base: Extract<LoadedRevision, { ok: true }>['set'],
  head: Extract<LoadedRevision, { ok: true }>['set'],
): CeilingViolation[] {
  const atBase = checkPolicyAgainstCeiling(head.policy, base.ceiling);
  // The merged state must also run under its own ceiling, or every runner would refuse it.
  const seen = new Set(atBase.map((v) => `${v.scope?.project}|${v.scope?.level}|${v.field}`));
  const atHead = checkPolicyAgainstCeiling(head.policy, head.ceiling)
    .filter((v) => !seen.has(`${v.scope?.project}|${v.scope?.level}|${v.field}`))
    .map((v) => ({ ...v, message: `${v.message} (the ceiling at head)` }));
  return [...atBase, ...atHead];
}

/** The governed digest of what merges (the one a prod runner pins), or null when no merge was judged. */
function mergedDigest(
  merges: MergeGateResult['merges'],
  base: LoadedRevision,
  head: LoadedRevision,
): string | null {
  const landing = merges === 'head' ? head : merges === 'base' ? base : null;
  return landing?.ok ? landing.digest : null;
}

function revisionReason(label: string, rev: Extract<LoadedRevision, { ok: false }>): string {
  const details = rev.problems.map(formatProblem).join('; ');
  return `${label} revision ${rev.commit?.slice(0, 12) ?? JSON.stringify(rev.rev)} is invalid: ${rev.message}${details ? ` — ${details}` : ''}`;
}

/**
 * A token the gate did not verify: its approver (`sub`), `kid` and decision as the token states them when
 * it decodes (unverified, so they name the token, not a counted approval), else null.
 */
function notChecked(file: string, token: string, reason: string): ApprovalOutcome {
  const [header, payload] = token.trim().split('.');
  const read = (segment: string | undefined, key: string): string | null => {
    const decoded = segment ? decodeSegment(segment) : undefined;
    const value = decoded?.ok ? decoded.value[key] : undefined;
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const decision = read(payload, 'decision');
  return {
    file,
    approver: read(payload, 'sub'),
    kid: read(header, 'kid'),
    decision: decision === 'approve' || decision === 'reject' ? decision : null,
    counted: false,
    reason,
    codes: [],
  };
}
