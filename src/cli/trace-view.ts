/** `loopgov trace show`: records → the loop view (header, one row per iteration, footer). Pure. */
import { olderProofWarning } from '../core/run/older-proof.js';
import type { TraceRecord } from '../core/trace/types.js';
import { parseResumeRecord, type ResumeAnswer } from '../io/trace/resume.js';
import { printableLine } from './output.js';

/** One row of the loop view. Notes (a halt request, a recovery, a bad line) have `note` set. */
export interface LoopRow {
  index: number;
  step: unknown;
  attempt: unknown;
  decision: string;
  reason: string;
  gate: string;
  steps: string;
  tokens: string;
  cost_usd: string;
  wall_s: string;
  progress: unknown;
  stall: string;
  note?: string;
}

export interface LoopHeader {
  run_id: string;
  project: unknown;
  level: unknown;
  profile: unknown;
  governance: unknown;
  policy_source: unknown;
  policy_repo: unknown;
  policy_commit: unknown;
  policy_digest: unknown;
  verified: unknown;
  /** Set when the run went on without reaching its policy repository (`olderProofWarning`). */
  policy_warning: string | null;
  at: string;
}

type Rec = Record<string, unknown>;
const obj = (v: unknown): Rec => (v !== null && typeof v === 'object' ? (v as Rec) : {});

/** The header of a run, from its run_start. */
export function headerOf(r: TraceRecord): LoopHeader {
  const policy = obj(r.policy);
  return {
    run_id: r.run_id,
    project: r.project ?? null,
    level: r.level ?? null,
    profile: r.profile ?? null,
    governance: r.governance ?? null,
    policy_source: policy.source ?? null,
    policy_repo: policy.repo ?? null,
    policy_commit: policy.commit ?? null,
    policy_digest: policy.digest ?? null,
    verified: policy.verified ?? null,
    policy_warning: olderProofWarning(policy.reachability, Date.parse(r.at)),
    at: r.at,
  };
}

/** A row that is a note (a halt request, a recovery, a bad line…): no budget, gate or progress cells. */
export function noteRow(
  index: number,
  step: unknown,
  decision: string,
  reason: string,
  note: string,
): LoopRow {
  const empty = { steps: '', tokens: '', cost_usd: '', wall_s: '', progress: '', stall: '', gate: '' };
  return { index, step, attempt: '', decision, reason, ...empty, note };
}

/** An answer's claims as shown, with the record's copies that disagree with its token (`ResumeAnswer`). */
export interface AnswerView {
  decision: unknown;
  sub: unknown;
  jti: unknown;
  grant: unknown;
  disagreeing: string[];
}

/** A `resume` record's answer as shown: its token's claims (unverified), never the record's copies. */
export function answerOf(a: ResumeAnswer): AnswerView {
  const c = a.claims ?? {};
  return {
    decision: c.decision ?? null,
    sub: c.sub ?? null,
    jti: c.jti ?? null,
    grant: c.grant ?? null,
    disagreeing: a.disagreeing,
  };
}

/**
 * `by alice (jti …), grant {…}`: who answers and what, as the token says — what the runtime reads — and,
 * when the record's copied fields say otherwise, that it was edited (decision 116).
 */
export function answerText(a: AnswerView): string {
  if (a.disagreeing.includes('token'))
    return 'whose token cannot be read: the record was edited, and the runtime refuses it';
  const grant = a.grant ? `, grant ${JSON.stringify(a.grant)}` : '';
  const edited =
    a.disagreeing.length > 0
      ? `; EDITED: the record's copied ${a.disagreeing.join(', ')} disagree with its token (shown here, and what the runtime reads)`
      : '';
  return `by ${String(a.sub)} (jti ${String(a.jti)})${grant}${edited}`;
}

/** The row of one record, or null for run_start / run_end (header and footer). */
export function rowOf(r: TraceRecord): LoopRow | null {
  if (r.type === 'run_start' || r.type === 'run_end') return null;
  if (r.type === 'halt_request')
    return noteRow(r.index, '', 'halt_request', 'human', `by ${String(r.by)}: ${String(r.reason)}`);
  const note = (decision: string, reason: string, text: string) =>
    noteRow(r.index, r.step ?? '', decision, reason, text);
  if (r.type === 'escalation') {
    return note(
      'escalation',
      String(r.reason ?? ''),
      `waiting for a person (${String(r.approver_role)}): ${String(r.needs ?? '')}`,
    );
  }
  if (r.type === 'resume') {
    const a = parseResumeRecord(r);
    return note('resume', String(a.claims?.decision ?? ''), `answer ${answerText(answerOf(a))}`);
  }
  if (r.type === 'run_continue') {
    return note(
      'run_continue',
      'resumed',
      `accepted resume record ${String(r.resume_index)} by ${String(r.approver)}; limits ${JSON.stringify(r.limits)}`,
    );
  }
  if (r.type === 'recovery') {
    return noteRow(
      r.index,
      '',
      'recovery',
      String(r.cause ?? ''),
      `${String(r.torn_bytes)} torn byte(s) at offset ${String(r.offset)} preserved in ${String(r.preserved)}`,
    );
  }
  const gate = obj(r.gate);
  const failing = Array.isArray(gate.results)
    ? (gate.results as Rec[])
        .filter((g) => g.verdict !== 'PASS')
        .map((g) => `${String(g.id)}=${String(g.verdict)}`)
    : [];
  const b = obj(r.budget_snapshot ?? r.budget);
  const lim = obj(b.limits);
  const used = (k: string, l: string, digits?: number) =>
    b[k] === undefined ? '' : `${fmt(b[k], digits)}/${fmt(lim[l], digits)}`;
  const conv = obj(r.convergence);
  return {
    index: r.index,
    step: r.step ?? '',
    attempt: r.attempt ?? '',
    decision: String(r.decision ?? ''),
    reason: String(r.reason ?? ''),
    gate: `${String(gate.verdict ?? '-')}${failing.length > 0 ? ` (${failing.join(', ')})` : ''}`,
    steps: used('steps', 'max_steps'),
    tokens: used('tokens', 'max_tokens'),
    cost_usd: used('cost_usd', 'max_cost_usd', 4),
    wall_s: used('wall_clock_sec', 'max_wall_clock_sec', 1),
    progress: r.progress ?? '',
    stall: conv.stall ? String(conv.stall) : '',
    ...(typeof r.detail === 'string' && r.detail !== '' ? { note: r.detail } : {}),
  };
}

function fmt(v: unknown, digits?: number): string {
  if (typeof v !== 'number') return String(v ?? '-');
  return digits === undefined ? String(v) : String(Number(v.toFixed(digits)));
}

/** The footer: how the run ended. */
export function footerOf(r: TraceRecord | null): string {
  if (!r) return 'run_end: none (the run is still open, or was cut short)';
  const detail = typeof r.detail === 'string' && r.detail !== '' ? ` — ${r.detail}` : '';
  return printableLine(
    `run_end: ${String(r.decision)} (${String(r.reason)}) at step ${String(r.step ?? '-')}, ${r.at}${detail}`,
  );
}

/** A `run_end` that is not the trace's last one (a segment before a resume), as a row. */
export function endRow(r: TraceRecord): LoopRow {
  const detail = typeof r.detail === 'string' && r.detail !== '' ? r.detail : '';
  return noteRow(r.index, r.step ?? '', `run_end ${String(r.decision)}`, String(r.reason ?? ''), detail);
}
