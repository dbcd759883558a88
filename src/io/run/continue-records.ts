/**
 * What a continuation (continue-run.ts) reads from an escalated run's trace and the records it writes:
 * one verified pass that restores the run's history, the reason there is nothing to continue, the
 * `run_continue` record and the loop-breaker's `run_end`.
 */
import type { verifyResumeToken } from '../../core/approval/resume.js';
import type { EffectivePolicy } from '../../core/policy/types.js';
import type { PolicyOrigin } from '../../core/run/evaluator.js';
import { createRunHistoryReader, type RunHistory, type RunHistoryReader } from '../../core/run/restore.js';
import type { TraceRecord } from '../../core/trace/types.js';
import type { ChainReport, ChainVerifierOptions } from '../../core/trace/verify.js';
import { endOf } from '../trace/halt.js';
import { readTraceRecords } from '../trace/history.js';

export interface EscalatedHistory {
  report: ChainReport;
  reader: RunHistoryReader;
  /** The last `run_end` or `run_continue`: what ended the run, or continued it, if it is not escalated. */
  last: TraceRecord | null;
}

/**
 * Streams the run's trace through the chain verifier and the history reader, once.
 *
 * @example
 * const { report, reader } = await readEscalatedHistory('traces', 'r1', effective);
 * if (report.state === 'escalated') console.log(reader.history.resume?.index);
 */
export async function readEscalatedHistory(
  traceDir: string,
  runId: string,
  effective: EffectivePolicy,
  /** A signed checkpoint the chain must still match (`checkpoint mismatch` otherwise). */
  checkpoint?: ChainVerifierOptions['checkpoint'],
): Promise<EscalatedHistory> {
  const reader = createRunHistoryReader(effective);
  const seen: { last: TraceRecord | null } = { last: null };
  const report = await readTraceRecords(
    traceDir,
    runId,
    (r) => {
      reader.push(r);
      if (r.type === 'run_end' || r.type === 'run_continue') seen.last = r;
    },
    checkpoint ? { checkpoint } : {},
  );
  return { report, reader, last: seen.last };
}

/**
 * Why there is nothing to continue, naming what the trace says happened (decision 073).
 *
 * @example
 * notEscalated('r1', 'ended', runEnd) // → 'run r1 is not escalated: it has ended, HALT (human) at record 9 — …'
 */
export function notEscalated(runId: string, state: string, last: TraceRecord | null): string {
  const what = `run ${runId} is not escalated`;
  if (state === 'ended' && last?.type === 'run_end') {
    const detail = last.detail ? ` — ${String(last.detail)}` : '';
    return `${what}: it has ended, ${endOf(last)} at record ${last.index}${detail}`;
  }
  if (state === 'open' && last?.type === 'run_continue')
    return `${what}: it was continued at record ${last.index} (resume by ${String(last.approver)}) and is running`;
  return `${what} (${state})`;
}

/** The fields of the `run_continue` the runtime writes when it accepts `resume` (decision 060). */
export function continueRecord(
  resume: TraceRecord,
  v: Awaited<ReturnType<typeof verifyResumeToken>>,
  h: RunHistory,
  origin: PolicyOrigin,
): Record<string, unknown> {
  return {
    resume_index: resume.index,
    resume_hash: resume.hash,
    escalation_index: h.escalation?.index ?? null,
    jti: v.claims?.jti,
    approver: v.approver,
    kid: v.kid,
    roles: v.roles,
    grant: v.claims?.grant ?? null,
    limits: v.limits,
    policy: origin,
    restored: {
      steps: h.totals.steps,
      tokens: h.totals.tokens,
      cost_usd: h.totals.cost.toNumber(),
      wall_clock_sec: h.elapsedSec,
      corrections: h.corrections,
      last_step: h.lastStep,
    },
  };
}

/**
 * The `run_end` HALT (`human`) of a halt requested while the run was escalated (the loop-breaker first).
 * Its `step` is the run's last step, as every run_end's is (a HALT that belongs to no iteration names it).
 */
export function loopBreakerEnd(runId: string, halt: TraceRecord, step: number | null, at: string) {
  return {
    type: 'run_end' as const,
    run_id: runId,
    at,
    decision: 'HALT',
    reason: 'human',
    detail: `halted by ${String(halt.by ?? 'unknown')} while escalated: ${String(halt.reason ?? '')}`,
    step,
  };
}
