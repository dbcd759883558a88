/**
 * A run's summary from its trace, one record at a time (pure, O(1) state however long the run): its
 * state, a gauge per budget limit, the convergence status naming the rule that fired, how it ended, and
 * the loop-breaker's requests. `loopgov serve` and the Loop panel show it (SPEC §7); docs/serve.md.
 */
import { createPendingHalt } from './pending-halt.js';
import { createSegmentTracker, type SegmentFields, type SegmentState } from '../trace/segments.js';
import type { TraceRecord } from '../trace/types.js';
import type { ChainReport } from '../trace/verify.js';

/**
 * From the trace's segments (docs/decisions/060), the one grammar the chain verifier and the inbox use:
 * `running` — the segment is open (no `run_end` yet, or a resume was accepted: `run_continue`);
 * `escalated` — an ESCALATE's `escalation` record waits for a person's answer (what `listEscalatedRuns`
 * lists; a `resume` or `halt_request` after it changes nothing until a runtime acts on it); `done` /
 * `halted` — its last `run_end` says DONE / anything else. An ESCALATE without an `escalation` record
 * (written before resume existed) cannot be answered: it is `halted`, its outcome still says ESCALATE.
 */
export type RunState = 'running' | 'done' | 'halted' | 'escalated';
export const RUN_STATES: readonly RunState[] = ['running', 'done', 'halted', 'escalated'];

export type BudgetLimit =
  | 'max_steps'
  | 'max_tokens'
  | 'max_cost_usd'
  | 'max_wall_clock_sec'
  | 'max_corrections_per_step';

/** One budget limit: how much of it is used (`role="meter"` in the panel). */
export interface BudgetGauge {
  limit: BudgetLimit;
  used: number;
  max: number;
  /** `steps`, `tokens`, `USD`, `s`, `corrections`. */
  unit: string;
  /** This limit ended the run (its run_end reason is `budget.<limit>`). */
  exceeded: boolean;
}

export type StallRule = 'oscillation' | 'thrash' | 'no_progress';

export interface ConvergenceView {
  /** `ok` while no rule has fired. */
  status: 'ok' | StallRule;
  /** Whether the stall ended the run (false: only advised, e.g. governance off). */
  ended_run: boolean;
  /** One sentence naming the rule and what fired it. */
  detail: string;
  /** oscillation: the action repeated; thrash: the two actions alternated. */
  actions: string[];
  /** The rule's window from the effective policy (oscillation_repeat, thrash_window, no_progress_window). */
  window: number | null;
  /** The counters of the last iteration (`repeat`, `alternation`, `since_best`, `best_progress`). */
  counters: Record<string, unknown> | null;
}

export interface RunOutcome {
  decision: string;
  reason: string;
  detail: string | null;
  step: number | null;
  /** Index of the `run_end` record. */
  index: number;
  at: string;
}

export interface HaltRequestView {
  index: number;
  at: string;
  by: string;
  reason: string;
  /** `cli`, `web`, `api`; absent in traces written before it was recorded. */
  via: string | null;
}

export interface RunSummary {
  run_id: string;
  project: string | null;
  level: string | null;
  profile: string | null;
  governance: string | null;
  policy: { source: unknown; repo: unknown; commit: unknown; digest: unknown; verified: unknown } | null;
  state: RunState;
  started_at: string | null;
  updated_at: string | null;
  /** Whole records read (lines that parse as JSON objects). */
  records: number;
  /** Hash of the last record read: the trace's head. */
  head: string | null;
  /**
   * While escalated: the hash of the open `escalation` record — the head a resume token binds (records
   * after it, answers and halt requests, do not move it). Null otherwise.
   */
  escalation_head: string | null;
  iterations: number;
  last_step: number | null;
  /** Tokens, cost and wall clock as the budget governor counted them (the last budget snapshot). */
  tokens: number;
  cost_usd: number;
  wall_clock_sec: number;
  budgets: BudgetGauge[];
  convergence: ConvergenceView;
  last_decision: { index: number; step: unknown; decision: string; reason: string } | null;
  outcome: RunOutcome | null;
  halt_requests: HaltRequestView[];
  /**
   * A halt was requested and not yet acted on: since the run's last step (its next step is HALT, human)
   * or, for an escalated run, since its escalation (the next continuation ends it as HALT, human).
   */
  halt_pending: boolean;
}

/** The chain's status, saying exactly what was checked. */
export interface ChainStatus {
  ok: boolean;
  /** Lines seen. */
  length: number;
  /** The last record verified (-1: none). */
  verified_through: number;
  /** Hash of record `verified_through` (64 zeros when none). */
  head: string;
  ended: boolean;
  /** Where the last verified segment is (decision 060): `open`, `ended`, `escalating`, `escalated`. */
  state: SegmentState;
  finding: ChainReport['finding'];
  /** "records 0…41 verified against head 3f2a…", then what is wrong and where. */
  scope: string;
}

type Rec = Record<string, unknown>;
const obj = (v: unknown): Rec => (v !== null && typeof v === 'object' ? (v as Rec) : {});
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

const GAUGES: { limit: BudgetLimit; used: string; unit: string }[] = [
  { limit: 'max_steps', used: 'steps', unit: 'steps' },
  { limit: 'max_tokens', used: 'tokens', unit: 'tokens' },
  { limit: 'max_cost_usd', used: 'cost_usd', unit: 'USD' },
  { limit: 'max_wall_clock_sec', used: 'wall_clock_sec', unit: 's' },
];

const STALLS = new Set<string>(['oscillation', 'thrash', 'no_progress']);

export interface RunSummarizer {
  /** One parsed record, in trace order. Unknown record types are counted and otherwise ignored. */
  push(record: TraceRecord | Rec): void;
  /** The summary of everything pushed so far (may be called more than once). */
  summary(): RunSummary;
}

/**
 * Creates a summarizer for one run. Keeps the start, the last two iterations and counters only.
 *
 * @example
 * const s = createRunSummarizer('r1');
 * for (const record of records) s.push(record);
 * s.summary().state; // 'running' | 'done' | 'halted' | 'escalated'
 */
export function createRunSummarizer(runId: string): RunSummarizer {
  let start: Rec | null = null;
  let last: Rec | null = null;
  /** The last two iterations the convergence detector saw (a loop-breaker's HALT step has none). */
  let observed: Rec | null = null;
  let beforeObserved: Rec | null = null;
  let end: Rec | null = null;
  /** The limits after the latest accepted grant (`run_continue.limits`), which no snapshot may have yet. */
  let granted: Rec = {};
  let records = 0;
  let iterations = 0;
  let updatedAt: string | null = null;
  let head: string | null = null;
  const halts: HaltRequestView[] = [];
  /** A halt request no step or continuation has taken in yet: one after the last iteration (pending-halt.ts). */
  const pendingHalt = createPendingHalt<Rec>();
  // The verifier's grammar, fed the same records: a record it refuses (a broken chain, which the chain
  // status reports) leaves the state where it was.
  const segments = createSegmentTracker();

  return {
    push(r) {
      records++;
      updatedAt = str(r.at) ?? updatedAt;
      head = str(r.hash) ?? head;
      segments.accept(String(r.type), num(r.index), str(r.hash) ?? '', () => r as SegmentFields);
      pendingHalt.push(r);
      switch (r.type) {
        case 'run_start':
          start ??= r;
          break;
        case 'iteration':
          iterations++;
          last = r;
          if (r.convergence !== null && typeof r.convergence === 'object') {
            beforeObserved = observed;
            observed = r;
          }
          break;
        case 'run_end':
          end = r;
          break;
        case 'run_continue':
          end = null; // a person's resume was accepted: the run is running again
          granted = obj(r.limits);
          break;
        case 'halt_request':
          halts.push({
            index: num(r.index),
            at: str(r.at) ?? '',
            by: str(r.by) ?? '',
            reason: str(r.reason) ?? '',
            via: str(r.via),
          });
          break;
        default:
      }
    },
    summary() {
      const eff = obj(start?.effective);
      const outcome: RunOutcome | null = end
        ? {
            decision: String(end.decision ?? ''),
            reason: String(end.reason ?? ''),
            detail: str(end.detail),
            step: typeof end.step === 'number' ? end.step : null,
            index: num(end.index),
            at: str(end.at) ?? '',
          }
        : null;
      const policy = start ? obj(start.policy) : null;
      // What the budget governor counted (a step it never observed, e.g. a loop-breaker's HALT, adds nothing).
      const used = obj(last?.budget_snapshot);
      return {
        run_id: runId,
        project: str(start?.project),
        level: str(start?.level),
        profile: str(start?.profile),
        governance: str(start?.governance),
        policy: policy
          ? {
              source: policy.source ?? null,
              repo: policy.repo ?? null,
              commit: policy.commit ?? null,
              digest: policy.digest ?? null,
              verified: policy.verified ?? null,
            }
          : null,
        state: stateOf(segments.state, outcome),
        started_at: str(start?.at),
        updated_at: updatedAt,
        records,
        head,
        escalation_head: segments.state === 'escalated' ? segments.escalationHash : null,
        iterations,
        last_step: last && typeof last.step === 'number' ? last.step : null,
        tokens: num(used.tokens),
        cost_usd: num(used.cost_usd),
        wall_clock_sec: num(used.wall_clock_sec),
        budgets: gauges(eff, last, outcome, granted),
        convergence: convergenceOf(eff, observed, beforeObserved, outcome),
        last_decision: last
          ? {
              index: num(last.index),
              step: last.step ?? null,
              decision: String(last.decision ?? ''),
              reason: String(last.reason ?? ''),
            }
          : null,
        outcome,
        halt_requests: halts,
        halt_pending:
          (segments.state === 'open' || segments.state === 'escalated') && pendingHalt.halt !== null,
      };
    },
  };
}

function stateOf(segment: SegmentState, outcome: RunOutcome | null): RunState {
  if (segment === 'escalated') return 'escalated';
  if (segment === 'open' || segment === 'before' || !outcome) return 'running';
  return outcome.decision === 'DONE' ? 'done' : 'halted';
}

function gauges(eff: Rec, last: Rec | null, outcome: RunOutcome | null, granted: Rec): BudgetGauge[] {
  const snap = obj(last?.budget_snapshot);
  // A snapshot after the latest grant carries the same limits; one before it, the old ones.
  const limits = { ...obj(eff.budget), ...obj(snap.limits), ...granted };
  const exceeded = outcome?.reason.startsWith('budget.') ? outcome.reason.slice('budget.'.length) : null;
  const out: BudgetGauge[] = GAUGES.filter((g) => typeof limits[g.limit] === 'number').map((g) => ({
    limit: g.limit,
    used: num(snap[g.used]),
    max: num(limits[g.limit]),
    unit: g.unit,
    exceeded: exceeded === g.limit,
  }));
  const maxCorrections = limits.max_corrections_per_step;
  if (typeof maxCorrections === 'number') {
    // Consecutive corrections so far: the last iteration's attempt counts those before it, plus itself if CORRECT.
    const attempt = num(last?.attempt);
    const used = last ? (last.decision === 'CORRECT' ? attempt : Math.max(0, attempt - 1)) : 0;
    out.push({
      limit: 'max_corrections_per_step',
      used,
      max: maxCorrections,
      unit: 'corrections',
      exceeded: outcome?.reason === 'corrections_exhausted',
    });
  }
  return out;
}

function convergenceOf(eff: Rec, last: Rec | null, beforeLast: Rec | null, outcome: RunOutcome | null) {
  const config = obj(eff.convergence);
  const counters = last ? obj(last.convergence) : null;
  const endedBy = outcome && STALLS.has(outcome.reason) ? (outcome.reason as StallRule) : null;
  const advised = counters && STALLS.has(String(counters.stall)) ? (counters.stall as StallRule) : null;
  const rule = endedBy ?? advised;
  const view: ConvergenceView = {
    status: rule ?? 'ok',
    ended_run: endedBy !== null,
    detail: '',
    actions: [],
    window: null,
    counters: counters && Object.keys(counters).length > 0 ? counters : null,
  };
  const action = (r: Rec | null) => String(r?.action ?? '');
  if (rule === 'oscillation') {
    view.window = typeof config.oscillation_repeat === 'number' ? config.oscillation_repeat : null;
    view.actions = [action(last)];
    view.detail = `oscillation: the same action ${num(counters?.repeat) || (view.window ?? '?')} times in a row: ${JSON.stringify(action(last))}`;
  } else if (rule === 'thrash') {
    view.window = typeof config.thrash_window === 'number' ? config.thrash_window : null;
    view.actions = [action(beforeLast), action(last)];
    view.detail = `thrash: ${num(counters?.alternation) || (view.window ?? '?')} steps alternating between ${JSON.stringify(action(beforeLast))} and ${JSON.stringify(action(last))}`;
  } else if (rule === 'no_progress') {
    view.window = typeof config.no_progress_window === 'number' ? config.no_progress_window : null;
    view.detail = `no_progress: no new best progress in ${num(counters?.since_best) || (view.window ?? '?')} steps (best ${String(counters?.best_progress ?? '-')})`;
  } else {
    view.detail = counters
      ? `no stall: repeat ${num(counters.repeat)}, alternation ${num(counters.alternation)}, ${num(counters.since_best)} step(s) since the best progress`
      : 'no iteration yet';
  }
  if (rule && !view.ended_run) view.detail += unenforced(last);
  return view;
}

/**
 * What became of a stall the last iteration shows that did not end the run: with governance off (the
 * dev opt-out, as that iteration recorded it) it only advised; a governed run acted on it — it
 * escalated, and a person's resume let it go on.
 */
function unenforced(last: Rec | null): string {
  if (last?.governance === 'off' || last?.advisory !== undefined) return ' (advisory: not enforced)';
  return last?.decision === 'ESCALATE'
    ? ` (escalated at step ${String(last.step ?? '-')}; a person's resume let the run go on)`
    : '';
}

/**
 * The chain status of a verify report, in words that say exactly which records were checked against
 * which head.
 *
 * @example
 * describeChain(report).scope; // 'records 0…41 verified against head 3f2a…'
 */
export function describeChain(report: ChainReport): ChainStatus {
  const through = report.finding ? report.finding.index - 1 : report.length - 1;
  const head = report.head;
  const verified = through < 0 ? 'no record verified' : `records 0…${through} verified against head ${head}`;
  let scope = verified;
  if (report.finding) {
    const f = report.finding;
    scope =
      f.reason === 'missing run_end'
        ? `${verified}; no run_end yet (the run is in progress or was cut short)`
        : `${verified}; broken at record ${f.index}: ${f.reason} (${f.message})`;
  } else if (!report.ended) scope = `${verified}; run in progress (no run_end yet)`;
  return {
    ok: report.ok,
    length: report.length,
    verified_through: through,
    head,
    ended: report.ended,
    state: report.state,
    finding: report.finding,
    scope,
  };
}
