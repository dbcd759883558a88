/**
 * What a continuation checks before it acts on an answer (SPEC §4.4): the run's own scope, the very
 * policy it started under, its governance decided afresh, the keys that may answer, and the limits its
 * past signed answers prove — never the trace's word for any of them.
 */
import { buildKeyIndex } from '../../core/approval/keys.js';
import { describeTokenProblems } from '../../core/approval/problems.js';
import type { KeyIndex } from '../../core/approval/types.js';
import { verifyResumeToken } from '../../core/approval/resume.js';
import { isEpochSeconds } from '../../core/epoch-time.js';
import type {
  ApproverRegistry,
  Budget,
  EffectivePolicy,
  Level,
  Profile,
  Role,
} from '../../core/policy/types.js';
import type { PolicyOrigin } from '../../core/run/evaluator.js';
import { governanceOptOutRefusal, scopeProblem } from '../../core/run/options.js';
import { canonicalJson } from '../../core/trace/chain.js';
import type { TraceRecord } from '../../core/trace/types.js';
import { loadTrustFile } from '../policy/pin-approval.js';
import { peekResumeClaims } from '../trace/resume.js';
import type { PolicySpec } from './load-policy.js';

/** The scope a continuation names (each optional: when given it must be the run's). */
export interface ContinuationScope {
  project?: string;
  level?: Level;
  profile?: Profile;
}

/**
 * The policy's limits raised by every answer the run went on under, each verified again as it was then
 * (its escalation, its time, the limits before it): a re-hashed `run_continue` cannot raise a limit. A
 * string says why not (an answer missing, or one that no longer verifies — a key since rotated out of the
 * registry included: fail closed).
 */
export async function grantedLimits(
  answered: { token: unknown; head: string }[],
  policy: Budget,
  ctx: { keys: KeyIndex; runId: string; approverRole: Role; ceiling: Budget | null },
): Promise<Budget | string> {
  let limits = policy;
  for (const [i, a] of answered.entries()) {
    const which = `answer ${i + 1} the run went on under`;
    if (typeof a.token !== 'string') return `${which} is missing from its trace: the trace was edited`;
    const iat: unknown = peekResumeClaims(a.token).iat;
    const v = await verifyResumeToken(a.token, {
      ...ctx,
      head: a.head,
      // Judged at the time it was signed (expiry was judged when it was acted on); an iat that is no
      // time fails the token's own claims check at 0.
      now: isEpochSeconds(iat) ? iat : 0,
      usedJtis: new Set(),
      limits,
    });
    if (!v.valid || !v.limits || v.claims?.decision !== 'resume')
      return `${which} does not verify any more: ${describeTokenProblems(v.problems) || 'not a resume'}`;
    limits = v.limits;
  }
  return limits;
}

export function scopeOf(
  start: TraceRecord,
  o: ContinuationScope,
): { project: string; level: Level; profile: Profile } | string {
  const recorded = { project: start.project, level: start.level, profile: start.profile };
  for (const k of ['project', 'level', 'profile'] as const) {
    if (o[k] !== undefined && o[k] !== recorded[k]) {
      // The option's own name: the library's `project` is the CLI's `--project`.
      return `${k} ${o[k]} is not the run's ${k} (${String(recorded[k])})`;
    }
  }
  if (start.effective === null || typeof recorded.project !== 'string') {
    return 'the run was refused before its first step: there is nothing to continue';
  }
  // A run_start the runtime wrote always names a valid scope; an edited one would resolve another policy.
  const why = scopeProblem(recorded);
  if (why !== null) return `the run's run_start names no valid scope: ${why}`;
  return recorded as { project: string; level: Level; profile: Profile };
}

/** The run goes on under exactly the policy it started under, or not at all. */
export function policyMismatch(
  start: TraceRecord,
  origin: PolicyOrigin,
  effective: EffectivePolicy,
): string | null {
  const was = (start.policy ?? {}) as Partial<PolicyOrigin>;
  if (was.source !== origin.source)
    return `the run started with a ${was.source} policy, not ${origin.source}`;
  if (origin.source === 'pinned' && (was.commit !== origin.commit || was.digest !== origin.digest)) {
    return `the run is pinned to ${was.commit} (digest ${was.digest}), not ${origin.commit}`;
  }
  // A folder has no commit: its digest binds the ceiling and approvers a dev run started under (decision 116).
  if (origin.source === 'unpinned' && was.digest !== origin.digest) {
    return typeof was.digest === 'string'
      ? `the policy folder ${origin.repo} now holds other governed files (digest ${origin.digest}) than the run started under (digest ${was.digest}, folder ${String(was.repo)})`
      : `the run's run_start records no digest of the policy folder it started under (${String(was.repo)}; written before loopgov recorded one): nothing proves ${origin.repo} holds the same ceiling and approvers, so it does not go on; end it (loopgov resume --decision halt) and start a new run`;
  }
  if (canonicalJson(start.effective) !== canonicalJson(effective)) {
    return 'the policy now resolves to another effective policy than the one the run started under';
  }
  return null;
}

/**
 * The continuation's governance, decided as for a new run from its own options (SPEC §4.3): prod is
 * `required`; dev is the policy's default unless this continuation itself opts out where the policy
 * allows it.
 */
export function continuationGovernance(
  o: { governanceOff?: boolean },
  profile: Profile,
  effective: EffectivePolicy,
): { mode: 'off' | EffectivePolicy['governance']; refused?: string } {
  if (!o.governanceOff) return { mode: effective.governance };
  const refused = governanceOptOutRefusal(profile, effective.governance);
  return refused ? { mode: effective.governance, refused } : { mode: 'off' };
}

/** Keys and roles for resumes: the trust file when the pin names one, else the policy's own registry. */
export async function resumeRegistry(
  p: PolicySpec,
  own: ApproverRegistry | null,
): Promise<ApproverRegistry | null> {
  if (p.kind === 'pinned' && p.trustFile) return loadTrustFile(p.trustFile, [p.repo]);
  return own;
}

/**
 * When a trust file stands in for the policy's own registry and the refused token's kid is in the
 * policy's registry with another key (or only there): said, so "signature does not verify" is not a
 * riddle — with a trust file only its keys count.
 */
export function trustNote(
  kid: string | undefined,
  keys: KeyIndex,
  p: PolicySpec,
  own: ApproverRegistry | null,
): string {
  if (kid === undefined || p.kind !== 'pinned' || !p.trustFile) return '';
  let theirs: KeyIndex;
  try {
    theirs = buildKeyIndex(own);
  } catch {
    return '';
  }
  const inPolicy = theirs.get(kid);
  const inTrust = keys.get(kid);
  if (!inPolicy) return '';
  if (!inTrust)
    return `; kid ${kid} is in the policy's own registry but not in the trust file ${p.trustFile}: with a trust file only its keys count`;
  if (canonicalJson(publicPart(inPolicy.jwk)) === canonicalJson(publicPart(inTrust.jwk))) return '';
  return `; kid ${kid} of the trust file ${p.trustFile} (${inTrust.approverId}) is also in the policy's own registry with another key (${inPolicy.approverId}): the trust file's key is the one used`;
}

function publicPart(jwk: object): Record<string, unknown> {
  const { kty, crv, x, y, alg } = jwk as Record<string, unknown>;
  return { kty, crv, x, y, alg };
}
