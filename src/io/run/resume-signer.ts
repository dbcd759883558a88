/**
 * `loopgov resume` as library calls (SPEC §4.4): sign a person's answer to an escalated run with their
 * key, and either append it to the run's trace (the runtime verifies it when it acts on it) or hand the
 * compact token back (`--print`: for `POST /api/v1/runs/{id}/resume`, the Loop panel's resume dialog).
 * A halt needs no signature, so `haltEscalatedRun` records it as what it is — a `halt_request` by a
 * name, as `loopgov halt` does — never as a signed answer nobody has verified (docs/decisions/063).
 */
import { redactRepoLocation } from '../../core/repo-location.js';
import { type ResumeDecision, signResumeToken } from '../../core/approval/resume.js';
import { parseResumeAnswer } from '../../core/approval/resume-answer.js';
import { buildKeyIndex } from '../../core/approval/keys.js';
import { signerStandingWarning } from '../../core/approval/signer-standing.js';
import { parseEpochMilliseconds } from '../../core/epoch-time.js';
import { LoopgovError } from '../../core/errors.js';
import { refuseUnknownKeys } from '../../core/option-keys.js';
import { shownValue } from '../../core/shown-value.js';
import { applyGrant, type Grant } from '../../core/policy/grant.js';
import { DecimalSum } from '../../core/policy/decimal.js';
import type { ApproverRegistry, Budget, Role } from '../../core/policy/types.js';
import { noRoomUnder } from '../../core/run/budget.js';
import { parseHaltRequest } from '../../core/run/requests.js';
import type { PolicySpec } from '../../core/run/options.js';
import type { TraceRecord } from '../../core/trace/types.js';
import { chainHead } from '../../core/trace/verify.js';
import { readPrivateKey } from '../keys/key-files.js';
import { loadPolicyDir } from '../policy/dir.js';
import { loadPinnedPolicy } from '../policy/pin.js';
import { loadTrustFile } from '../policy/pin-approval.js';
import { type HaltVia, lastRunEnd, requestHalt } from '../trace/halt.js';
import { inspectEscalatedRun } from '../trace/inbox.js';
import { retryWhileMoving } from '../trace/moved.js';
import { type AppendResumeResult, appendResume } from '../trace/resume.js';
import { openTraceStore } from '../trace/store.js';

export interface SignResumeOptions {
  traceDir: string;
  runId: string;
  /** A private JWK file (`loopgov keys generate`). */
  keyFile: string;
  decision?: ResumeDecision;
  grant?: Grant;
  reason?: string;
  /**
   * The signer's approver id; default the key file's `sub`, else the owner of its kid in the registry the
   * signer names (`trustFile`, else `policy`) — never one the trace names (anyone who can edit a trace
   * could point it at a registry of their own).
   */
  as?: string;
  /** An approver registry kept outside the policy repo (`--trust`): who owns the key. */
  trustFile?: string;
  /** The policy whose registry names the key's owner (`--policy-repo/--policy-commit` or `--policy-dir`). */
  policy?: PolicySpec;
  ttlSec?: number;
  /**
   * Milliseconds since the epoch (default: `Date.now()`). Seconds, NaN or a time no `Date` holds is
   * `ERR_USAGE`: never a token that expired in 1970 (the token itself carries whole seconds).
   */
  now?: number;
  /** Recover a torn last line before signing (what appending does; `--print` writes nothing). */
  recover?: boolean;
}

// Every option, once: a key added to SignResumeOptions and not here fails to compile (and would be refused).
const SIGN_RESUME_OPTIONS = Object.keys({
  traceDir: true,
  runId: true,
  keyFile: true,
  decision: true,
  grant: true,
  reason: true,
  as: true,
  trustFile: true,
  policy: true,
  ttlSec: true,
  now: true,
  recover: true,
} satisfies Record<keyof SignResumeOptions, true>);

/**
 * The answer checked as `loopgov resume` checks its flags, before any key or trace is read: the options
 * an object with no unknown key, the decision, grant, reason and lifetime (`parseResumeAnswer`), `now`.
 */
function checkAnswerOptions(
  o: SignResumeOptions,
  known: readonly string[] = SIGN_RESUME_OPTIONS,
  decision: ResumeDecision = 'resume',
) {
  if (typeof o !== 'object' || o === null || Array.isArray(o))
    throw new LoopgovError('ERR_USAGE', `the options must be an object (got ${shownValue(o)})`);
  refuseUnknownKeys(o as unknown as Record<string, unknown>, known);
  return { ...parseResumeAnswer({ ...o, decision: o.decision ?? decision }), now: answerTime(o) };
}

/** A signed answer, not yet written anywhere. */
export interface SignedToken {
  token: string;
  approver: string;
  /** The head it binds: the escalation record's hash. */
  head: string;
  /**
   * The warnings, each a sentence of its own (none: an empty list): the key file is readable by others;
   * the grant asks for more than the escalation says may be granted within the ceiling, or a resume
   * leaves a limit the run has used up still used up (the runtime refuses such an answer when it acts);
   * the registry named holds the key for someone else, or not with the role the escalation asks for; a
   * halt request is pending (it wins: the answer is never acted on).
   */
  warnings: string[];
  /** A `halt_request` follows the escalation: the run ends as HALT (`human`) when it is next continued. */
  haltPending: boolean;
}

export interface SignedResume extends AppendResumeResult, SignedToken {}

/**
 * Signs an answer to the run's open escalation and returns the compact token; appends nothing. Throws
 * `ERR_RESUME` when the run is not escalated or its chain does not verify, `ERR_KEY` / `ERR_USAGE` for
 * the key, `ERR_USAGE` for a `now` that is not milliseconds since the epoch — and, before anything is
 * read, for what `loopgov resume` refuses: an unknown option, a decision other than `resume` or `halt`,
 * a grant with a halt, a reason the halt-request schema refuses (not 1-2000 characters, none visible), a `ttlSec` that is not whole seconds
 * more than 0 and at most 24 h.
 *
 * @example
 * const { token } = await signResume({ traceDir: 'traces', runId: 'r1', keyFile, grant: { max_steps: 10 } });
 */
export async function signResume(o: SignResumeOptions): Promise<SignedToken> {
  const { decision, reason, ttlSec, now } = checkAnswerOptions(o);
  const esc = await escalatedRun(o.traceDir, o.runId, o.recover ?? false);
  const { jwk, note } = await readPrivateKey(o.keyFile);
  const registry = namedRegistry(o);
  const approver = await approverOf(o, jwk, registry);
  const token = await signResumeToken({
    privateJwk: jwk,
    approver,
    runId: o.runId,
    head: esc.head,
    decision,
    ...(o.grant ? { grant: o.grant } : {}),
    ...(reason !== undefined ? { reason } : {}),
    now: Math.floor(now / 1000),
    ttlSec,
  });
  const warnings = [
    note,
    o.grant ? overGrant(o.grant, esc.grantable) : undefined,
    o.decision === 'halt' ? undefined : noRoom(o.grant, esc),
    ...(await answerWarnings(o, esc, jwk, approver, registry)),
  ].filter((w): w is string => w !== undefined);
  return { token, approver, head: esc.head, warnings, haltPending: esc.halt_requested };
}

/**
 * What else the signer can already tell the runtime will make of this answer (decision 116): the key's
 * standing in the registry the signer named (none named: nothing said), and a halt request already
 * pending — the loop-breaker is acted on first, so a resume after it is never acted on.
 */
async function answerWarnings(
  o: SignResumeOptions,
  esc: { approver_role: string; halt_requested: boolean },
  jwk: { kid?: unknown },
  approver: string,
  registry: () => Promise<ApproverRegistry | null>,
): Promise<(string | undefined)[]> {
  const where = registryName(o);
  const standing = where
    ? signerStandingWarning(
        buildKeyIndex(await registry()),
        String(jwk.kid),
        approver,
        esc.approver_role as Role,
        where,
      )
    : undefined;
  const halt =
    esc.halt_requested && (o.decision ?? 'resume') === 'resume'
      ? `a halt request is pending for run ${o.runId} and wins: the run ends as HALT (human) when it is next continued, and this resume is never acted on`
      : undefined;
  return [standing, halt];
}

/**
 * The grant fields above what the escalation says may be granted (its `grantable`, within the ceiling),
 * said so that a person can ask again before the runtime refuses the answer. The trace's word only: the
 * runtime checks the ceiling itself.
 */
function overGrant(grant: Grant, grantable: unknown): string | undefined {
  if (typeof grantable !== 'object' || grantable === null) return undefined;
  const room = grantable as Record<string, unknown>;
  const over = Object.entries(grant)
    .filter(([k, v]) => typeof room[k] === 'number' && (v as number) > room[k])
    .map(([k, v]) => `${k} +${v} (at most +${room[k]})`);
  return over.length
    ? `the grant asks for more than the escalation says may be granted within the ceiling: ${over.join(', ')}; the runtime will refuse this answer`
    : undefined;
}

/**
 * When a resume would leave a limit the run has used up still used up (docs/decisions/115): its next
 * step would be past the limit, and the runtime refuses such an answer. The escalation's word for the
 * usage and the limits (proven by the usage proof when the chain verifies); the runtime checks exactly.
 */
function noRoom(
  grant: Grant | undefined,
  { limits, budget, grantable }: { limits: unknown; budget: unknown; grantable: unknown },
): string | undefined {
  const b = budget as { steps?: unknown; tokens?: unknown; cost_usd?: unknown; wall_clock_sec?: unknown };
  if (typeof limits !== 'object' || limits === null || typeof budget !== 'object' || budget === null)
    return undefined;
  const { steps, tokens, cost_usd, wall_clock_sec } = b;
  if (![steps, tokens, cost_usd, wall_clock_sec].every((n) => typeof n === 'number' && Number.isFinite(n)))
    return undefined;
  try {
    const granted = grant ? applyGrant(limits as Budget, grant, null).limits : (limits as Budget);
    const cost = new DecimalSum();
    cost.add(cost_usd as number);
    const full = noRoomUnder(
      granted,
      { steps: steps as number, tokens: tokens as number, cost },
      wall_clock_sec as number,
    );
    if (!full) return undefined;
    const room = (grantable ?? {}) as Record<string, unknown>;
    const stuck = full.limits.filter((l) => room[l] === 0);
    const next =
      stuck.length > 0
        ? `the escalation says ${stuck.join(' and ')} ${stuck.length > 1 ? 'are' : 'is'} at the ceiling, so only --decision halt can answer it`
        : `grant more (${full.grant}) or answer --decision halt`;
    return `the answer leaves the run no room: it has used ${full.used}, so its next step would be past the limit and the runtime will refuse this answer; ${next}`;
  } catch {
    return undefined; // limits the trace does not state as numbers: the runtime judges them
  }
}

/**
 * Signs and appends: the `resume` record the runtime acts on (`loopgov run --continue`, `run.continue()`,
 * `loopgov serve`), which verifies it first — a halt answer too.
 *
 * @example
 * const r = await signAndAppendResume({ traceDir: 'traces', runId: 'r1', keyFile, grant: { max_steps: 10 } });
 */
export async function signAndAppendResume(o: SignResumeOptions): Promise<SignedResume> {
  const { now } = checkAnswerOptions(o);
  const signed = await signResume({ ...o, now, recover: true });
  const appended = await appendResume(o.traceDir, o.runId, signed.token, { now: () => new Date(now) });
  return { ...appended, ...signed };
}

/** Why a halt was recorded as a request (`loopgov resume --decision halt` says it). */
export const UNSIGNED_HALT_NOTE =
  'a halt needs no authority, so it is recorded as a halt request by your id (as loopgov halt does), not as a signed answer; the run ends as HALT (human) when it is next continued — or post a signed halt (--print) to loopgov serve to end it now';

/**
 * A person's halt for an escalated run, recorded as what an unverified halt is: a plain `halt_request`
 * {by, reason, via} — the loop-breaker's record, which needs no authority — by the key's owner (the key
 * only names who asks; nothing is signed). The run ends as HALT (`human`) when a runtime next acts on it
 * (decision 062: the loop-breaker first). Throws `ERR_RESUME` when the run is not escalated; `ERR_USAGE`
 * for what `signResume` refuses (its decision defaults to `halt` here).
 *
 * @example
 * await haltEscalatedRun({ traceDir: 'traces', runId: 'r1', keyFile, reason: 'not worth it' });
 */
export async function haltEscalatedRun(
  o: SignResumeOptions & { via?: HaltVia },
): Promise<{ record: TraceRecord; approver: string; warnings: string[] }> {
  const { now } = checkAnswerOptions(o, [...SIGN_RESUME_OPTIONS, 'via'], 'halt');
  let esc = await escalatedRun(o.traceDir, o.runId, true);
  const { jwk, note } = await readPrivateKey(o.keyFile);
  const approver = await approverOf(o, jwk, namedRegistry(o));
  const body = parseHaltRequest({
    by: approver,
    reason: o.reason ?? 'halted in answer to the escalation (loopgov resume --decision halt)',
  });
  // Appended right after the record the "still escalated" check read up to, or checked again (decision 073).
  return retryWhileMoving(async (moved) => {
    if (moved) esc = await escalatedRun(o.traceDir, o.runId, true);
    const after = chainHead(esc.chain);
    const r = await requestHalt(o.traceDir, o.runId, body, o.via ?? 'cli', () => new Date(now), after);
    if (r.status !== 'requested')
      throw new LoopgovError('ERR_RESUME', `run ${o.runId} has already ended (${r.outcome})`);
    return { record: r.record, approver, warnings: note ? [note] : [] };
  });
}

/** When the answer is given: `o.now` (milliseconds, checked before anything is read) or the clock now. */
function answerTime(o: Pick<SignResumeOptions, 'now'>): number {
  return o.now === undefined ? Date.now() : parseEpochMilliseconds(o.now, 'now');
}

/**
 * Who signs: `--as`, else the key file's `sub`, else the owner of its kid in the registry the signer
 * passed (`trustFile`, else `policy`). Throws `ERR_USAGE` when none says.
 */
async function approverOf(
  o: Pick<SignResumeOptions, 'keyFile' | 'as' | 'trustFile' | 'policy'>,
  jwk: { sub?: unknown; kid?: unknown },
  registry: () => Promise<ApproverRegistry | null>,
): Promise<string> {
  const sub = typeof jwk.sub === 'string' ? jwk.sub : undefined;
  const approver = o.as ?? sub ?? buildKeyIndex(await registry()).get(String(jwk.kid))?.approverId;
  if (!approver) {
    const where = o.trustFile ?? (o.policy ? 'the policy registry given' : null);
    throw new LoopgovError(
      'ERR_USAGE',
      `${o.keyFile} does not say whose key it is (no "sub")${
        where ? `, and kid ${String(jwk.kid)} is not in ${where}` : ''
      }: pass --as ID, or --trust / the pinning flags naming the registry that holds the key`,
    );
  }
  return approver;
}

/**
 * The run's open escalation, read from a chain that verifies. A torn last line (a writer killed
 * mid-write) is recovered first when the answer is to be appended (`recover`), as `loopgov halt` and
 * `run --continue` do: the torn bytes are kept under `recovered/` and a `recovery` record says so. Throws
 * `ERR_RESUME` naming the first bad record when the chain does not verify, or saying the run is not
 * escalated.
 */
async function escalatedRun(traceDir: string, runId: string, recover: boolean) {
  let { chain, detail } = await inspectEscalatedRun(traceDir, runId);
  // The chain before a torn last line is judged as whole (`torn_tail`): recover the line to append.
  if (detail?.torn_tail && recover) {
    await (await openTraceStore({ traceDir, runId, durability: 'fsync', mode: 'append' })).close();
    ({ chain, detail } = await inspectEscalatedRun(traceDir, runId));
  }
  // Usage that does not add up matters only to whoever goes on from it: a run that has ended is said
  // to have ended (a trace written before a mid-step halt's record counted its step, decision 063).
  const usageOnly = !chain.ok && chain.finding?.reason === 'usage';
  if (!chain.ok && !(usageOnly && chain.state !== 'escalated')) {
    const f = chain.finding;
    throw new LoopgovError(
      'ERR_RESUME',
      `run ${runId}: its trace does not verify: record ${f?.index} (${f?.reason}): ${f?.message}; nothing was appended`,
    );
  }
  if (!detail) {
    const ended = await lastRunEnd(traceDir, runId);
    throw new LoopgovError(
      'ERR_RESUME',
      `run ${runId} is not escalated${ended ? `: it has ended, ${ended}` : ''}: there is nothing to answer`,
    );
  }
  return detail;
}

/**
 * The registry the signer passed (`trustFile`, else `policy`), read once when first asked for; null when
 * none was passed. Names and standing only: trust is checked by the runtime.
 */
function namedRegistry(
  o: Pick<SignResumeOptions, 'trustFile' | 'policy'>,
): () => Promise<ApproverRegistry | null> {
  let read: Promise<ApproverRegistry | null> | undefined;
  const load = async (): Promise<ApproverRegistry | null> => {
    const p = o.policy;
    if (o.trustFile) return loadTrustFile(o.trustFile, p?.kind === 'pinned' ? [p.repo] : []);
    if (p?.kind === 'dir') return (await loadPolicyDir(p.dir)).approvers;
    if (p?.kind === 'pinned')
      return (await loadPinnedPolicy({ ...withoutKind(p), profile: 'dev' })).set.approvers;
    return null;
  };
  return () => (read ??= load());
}

/** How a warning names the registry the signer passed, or null when none was. */
function registryName(o: Pick<SignResumeOptions, 'trustFile' | 'policy'>): string | null {
  if (o.trustFile) return `the trust file ${o.trustFile}`;
  if (o.policy?.kind === 'dir') return `the policy folder ${o.policy.dir}`;
  if (o.policy?.kind === 'pinned')
    return `the registry of ${redactRepoLocation(o.policy.repo)} at ${o.policy.commit}`;
  return null;
}

function withoutKind<T extends { kind: string }>(p: T): Omit<T, 'kind'> {
  const { kind: _kind, ...rest } = p;
  return rest;
}
