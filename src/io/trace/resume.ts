/**
 * Appending a person's answer to an escalated run (SPEC §4.4): the `resume` record holding the signed
 * token. Only what the trace alone can tell is checked here — the run is escalated, the token names this
 * run and the escalation's head, its `jti` is new to the run. Keys, roles and the ceiling are the
 * runtime's to check when it acts on the answer (src/io/run/continue-run.ts), so a bad token never lets a
 * run go on — nor ends one: a `halt` answer, too, is acted on only once the runtime has verified it
 * (docs/decisions/063). A halt that needs no signature is a plain `halt_request` (`requestHalt`).
 */
import { decodeSegment } from '../../core/approval/header.js';
import { LoopgovError } from '../../core/errors.js';
import { canonicalJson } from '../../core/trace/chain.js';
import type { TraceBody, TraceRecord } from '../../core/trace/types.js';
import { chainHead } from '../../core/trace/verify.js';
import { loneSurrogate, loneSurrogateMessage } from '../../core/unicode.js';
import { endOf } from './halt.js';
import { readTraceRecords } from './history.js';
import { retryWhileMoving, withStoreOnDemand } from './moved.js';
import { openTraceStore } from './store.js';

export interface AppendResumeResult {
  resume: TraceRecord;
}

/** The claims of a token, decoded but not verified (for the record and the pre-checks). */
export function peekResumeClaims(token: string): Record<string, unknown> {
  const parts = token.trim().split('.');
  const payload = parts.length === 3 ? decodeSegment(parts[1]!) : null;
  if (!payload?.ok) throw new LoopgovError('ERR_TOKEN_MALFORMED', 'not a compact JWS with a JSON payload');
  return payload.value;
}

/** What a `resume` record answers, read from its token, and where the record's own copies disagree. */
export interface ResumeAnswer {
  /** The token's claims, decoded but not verified; null when the record holds no readable token. */
  claims: Record<string, unknown> | null;
  /**
   * The record's copied fields (`sub`, `grant`, `decision`…) that are not what its token says — `token`
   * when it cannot be read: the record was edited (a re-hash keeps the chain whole). Empty when they agree.
   */
  disagreeing: string[];
}

/** The fields a `resume` record copies from its token's claims for readers (`resumeBody`). */
const COPIED = ['decision', 'sub', 'jti', 'head', 'grant', 'reason', 'exp'] as const;

/**
 * A `resume` record as readers show it: from its token's claims — what the runtime reads — never from
 * the copies beside it, and with every copy that disagrees named (decision 116).
 *
 * @example
 * const { claims, disagreeing } = parseResumeRecord(record); // disagreeing: ['sub', 'grant'] once edited
 */
export function parseResumeRecord(r: TraceRecord): ResumeAnswer {
  let claims: Record<string, unknown>;
  try {
    claims = peekResumeClaims(typeof r.token === 'string' ? r.token : '');
  } catch {
    return { claims: null, disagreeing: ['token'] };
  }
  const copies = resumeBody(r.run_id, String(r.token), claims, r.at);
  const same = (k: (typeof COPIED)[number]) =>
    canonicalJson(r[k] ?? null) === canonicalJson(copies[k] ?? null);
  return { claims, disagreeing: COPIED.filter((k) => !same(k)) };
}

/**
 * Appends `token` as a `resume` record: an answer not yet verified, for the runtime to act on. Throws
 * `ERR_RESUME` when the run is not escalated, the token is for another run or head, or its `jti` was used
 * before in the run.
 *
 * @example
 * await appendResume('traces', 'r1', token);
 */
export async function appendResume(
  traceDir: string,
  runId: string,
  token: string,
  opts: { now?: () => Date; durability?: 'fsync' | 'none' } = {},
): Promise<AppendResumeResult> {
  const claims = peekResumeClaims(token);
  const refuse = (why: string): never => {
    throw new LoopgovError('ERR_RESUME', `run ${runId}: ${why}; nothing was appended`);
  };
  const open = () =>
    openTraceStore({
      traceDir,
      runId,
      durability: opts.durability ?? 'fsync',
      mode: 'append',
      ...(opts.now ? { now: opts.now } : {}),
    });
  // Appended right after the record the checks read up to, or read and checked again (decision 073).
  return withStoreOnDemand(open, (store) =>
    retryWhileMoving(async () => {
      const jtis = new Set<string>();
      let end: TraceRecord | null = null;
      const report = await readTraceRecords(traceDir, runId, (r) => {
        if (r.type === 'resume' && typeof r.jti === 'string') jtis.add(r.jti);
        if (r.type === 'run_end') end = r;
      });
      if (!report.ok)
        refuse(`its trace does not verify (record ${report.finding?.index}: ${report.finding?.message})`);
      if (report.state !== 'escalated') refuse(`it is not escalated (${describeState(report.state, end)})`);
      if (claims.run_id !== runId) refuse(`the token is for run ${JSON.stringify(claims.run_id)}`);
      if (claims.head !== report.escalationHead)
        refuse(
          `the token is bound to head ${String(claims.head)}, not the escalation's ${report.escalationHead}`,
        );
      if (typeof claims.jti !== 'string' || claims.jti === '') refuse('the token has no jti');
      if (typeof claims.sub !== 'string' || claims.sub === '') refuse('the token names no approver (sub)');
      if (jtis.has(claims.jti as string))
        refuse(`jti ${JSON.stringify(claims.jti)} was already used in this run`);
      if (claims.decision !== 'resume' && claims.decision !== 'halt')
        refuse('the token decides neither resume nor halt');
      const lone = loneSurrogate(claims);
      if (lone) refuse(`the token's claim ${lone.field} ${loneSurrogateMessage(lone)}`);

      const s = await store();
      const at = (opts.now?.() ?? new Date()).toISOString();
      return { resume: await s.append(resumeBody(runId, token, claims, at), { after: chainHead(report) }) };
    }),
  );
}

/** The `resume` record of a token: the token itself, and its claims for readers (unverified). */
export function resumeBody(
  runId: string,
  token: string,
  claims: Record<string, unknown>,
  at: string,
): TraceBody {
  return {
    type: 'resume',
    run_id: runId,
    at,
    token: token.trim(),
    decision: claims.decision,
    sub: claims.sub,
    jti: claims.jti,
    head: claims.head,
    grant: claims.grant ?? null,
    reason: typeof claims.reason === 'string' ? claims.reason : null,
    exp: claims.exp ?? null,
  };
}

/**
 * The `run_end` (HALT, `human`) that a verified halt answer ends the run with (the runtime writes it);
 * `step` is the run's last step, as in every run_end.
 */
export function haltBody(
  runId: string,
  claims: Record<string, unknown>,
  resume: Pick<TraceRecord, 'index'>,
  step: number | null,
  at: string,
): TraceBody {
  const why = typeof claims.reason === 'string' ? `: ${claims.reason}` : '';
  return {
    type: 'run_end',
    run_id: runId,
    at,
    decision: 'HALT',
    reason: 'human',
    detail: `halted in answer to the escalation by ${String(claims.sub)} (resume record ${resume.index})${why}`,
    step,
  };
}

function describeState(state: string, end: TraceRecord | null): string {
  if (state === 'escalating')
    return 'its ESCALATE has no escalation record: it was written before resumes existed';
  if (state === 'open') return 'it is running (continued, or never escalated)';
  return end ? `it has ended: ${endOf(end)} at record ${end.index}` : 'it has ended';
}
