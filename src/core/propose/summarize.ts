/**
 * One run's records folded into a `RunSummary` in O(1) memory, record by record (pass 1 of `propose`).
 * The records come from a chain that is being verified in the same pass: the caller keeps the summary
 * only if the chain verifies. Fields are read defensively — a chain can be re-hashed by anyone who can
 * write the trace folder, so a value of the wrong type counts as absent, never as a crash.
 *
 * A resumed run is one run across its segments (docs/decisions/060, 068): `run_end` (ESCALATE) →
 * `escalation` → `resume` → `run_continue` (the runtime accepted a person's verified answer) → more
 * iterations. Its usage counts every segment, its wall clock is the budget's (time spent waiting for a
 * person does not count), and it was "resumed" only if a `run_continue` says so.
 */
import { LoopgovError } from '../errors.js';
import { DecimalSum } from '../policy/decimal.js';
import type { EffectivePolicy } from '../policy/types.js';
import { ConvergenceDetector } from '../run/convergence.js';
import {
  BUDGET_FIELDS,
  type BudgetField,
  type Ending,
  type GateTally,
  type RunSummary,
  STALL_RULES,
  type StallRule,
} from './types.js';

/** Gate ids tallied per run; a crafted record with more is cut here, not in memory later. */
const MAX_GATES = 64;
/** "Still setting new bests": a new best progress at the cut-off iteration or the one before. */
export const PROGRESSING_SINCE_BEST = 1;
const TERMINAL = new Set(['DONE', 'HALT', 'ESCALATE']);
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

export interface RunFolder {
  push(record: Record<string, unknown>): void;
  /** The summary, given the verified chain's head. */
  end(head: string): RunSummary;
}

/**
 * Starts folding the records of run `runId`.
 *
 * @example
 * const f = foldRun('r1'); for (const r of records) f.push(r); const summary = f.end(head);
 */
export function foldRun(runId: string): RunFolder {
  const s: RunSummary = {
    runId,
    head: '',
    scope: { project: '', level: '', profile: '' },
    digest: null,
    commit: null,
    effective: null,
    outcome: null,
    firstStop: null,
    usage: { steps: 0, tokens: 0, cost_usd: 0, wall_clock_sec: 0 },
    cutOff: null,
    stall: null,
    resumes: 0,
    resumedAfterStall: null,
    corrections: 0,
    maxConsecutiveCorrections: 0,
    gates: [],
  };
  // Pattern lengths without any window: how long a stall would have had to be allowed to last.
  const detector = new ConvergenceDetector({
    oscillation_repeat: UNBOUNDED,
    thrash_window: UNBOUNDED,
    no_progress_window: UNBOUNDED,
    on_stall: 'halt',
  });
  const longest = { oscillation: 0, thrash: 0, no_progress: 0 };
  const gates = new Map<string, GateTally>();
  let startMs: number | null = null;
  const cost = new DecimalSum();
  let streak = 0;
  let stoppedAt: { rule: StallRule } | null = null;
  let resumedAfterStop = false;

  const onIteration = (r: Record<string, unknown>) => {
    const decision = str(r.decision);
    const reason = str(r.reason);
    // The budget's own clock when recorded (it stops while a person decides), else the record's time.
    const snap = (r.budget_snapshot ?? null) as { wall_clock_sec?: unknown } | null;
    const atMs = Date.parse(str(r.at));
    const wall =
      typeof snap?.wall_clock_sec === 'number' && Number.isFinite(snap.wall_clock_sec)
        ? snap.wall_clock_sec
        : startMs !== null && Number.isFinite(atMs)
          ? (atMs - startMs) / 1000
          : 0;
    s.usage.wall_clock_sec = Math.max(s.usage.wall_clock_sec, wall);
    // A person's halt is decided before the step counts (SPEC §4.2) — unless it landed while the step
    // was decided: then the step was taken and counted, its record says so (convergence, decision 063).
    const taken = r.convergence !== null && typeof r.convergence === 'object';
    if (reason === 'human' && !taken) {
      stepUsage(r); // not counted, but still what the runtime writes
      noteStop(decision, reason, r.step);
      return;
    }
    const used = stepUsage(r);
    s.usage.steps += 1;
    s.usage.tokens += used.tokens;
    cost.add(used.cost_usd); // exact, as the governor counts (decision 018)
    s.usage.cost_usd = cost.toNumber();
    const seen = detector.observe(str(r.action_hash), num(r.progress));
    longest.oscillation = Math.max(longest.oscillation, seen.repeat);
    longest.thrash = Math.max(longest.thrash, seen.alternation);
    longest.no_progress = Math.max(longest.no_progress, seen.since_best);
    if (decision === 'CORRECT') {
      s.corrections += 1;
      streak += 1;
      s.maxConsecutiveCorrections = Math.max(s.maxConsecutiveCorrections, streak);
    } else streak = 0;
    tallyGates(gates, r.gate);
    // A budget cut-off at any segment's stop counts — a run resumed after a stall and then cut off was
    // cut off (the last such stop is kept: the run's outcome is its last run_end, decision 068).
    const limit = reason.startsWith('budget.') ? (reason.slice(7) as BudgetField) : null;
    if (TERMINAL.has(decision) && limit && BUDGET_FIELDS.includes(limit))
      s.cutOff = {
        limit,
        progressing: seen.since_best <= PROGRESSING_SINCE_BEST,
        sinceBest: seen.since_best,
      };
    if (!s.firstStop && TERMINAL.has(decision)) {
      if ((STALL_RULES as readonly string[]).includes(reason)) {
        s.stall = reason as StallRule;
        if (decision === 'ESCALATE') stoppedAt = { rule: reason as StallRule };
      }
    }
    noteStop(decision, reason, r.step);
  };

  const noteStop = (decision: string, reason: string, step: unknown) => {
    if (!s.firstStop && TERMINAL.has(decision)) s.firstStop = ending(decision, reason, step);
  };

  return {
    push(r) {
      switch (r.type) {
        case 'run_start': {
          s.scope = { project: str(r.project), level: str(r.level), profile: str(r.profile) };
          const policy = (r.policy ?? {}) as Record<string, unknown>;
          s.digest = typeof policy.digest === 'string' ? policy.digest : null;
          s.commit = typeof policy.commit === 'string' ? policy.commit : null;
          s.effective = recordedEffective(r);
          const at = Date.parse(str(r.at));
          startMs = Number.isFinite(at) ? at : null;
          return;
        }
        case 'iteration':
          onIteration(r);
          return;
        case 'run_end': {
          s.outcome = ending(str(r.decision), str(r.reason), r.step);
          noteStop(s.outcome.decision, s.outcome.reason, r.step);
          return;
        }
        case 'run_continue':
          // The runtime verified a person's answer and the run went on (the chain grammar puts this
          // record only after an escalation, naming its latest resume).
          s.resumes += 1;
          if (stoppedAt) resumedAfterStop = true;
          return;
        default:
          return; // escalation, resume, halt_request, recovery, and types this version does not know
      }
    },
    end(head) {
      s.head = head;
      if (stoppedAt && resumedAfterStop) {
        const rule = stoppedAt.rule;
        s.resumedAfterStall = {
          rule,
          finished: s.outcome?.decision === 'DONE',
          neededWindow: longest[rule] + 1,
        };
      }
      s.gates = [...gates.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return s;
    },
  };
}

function tallyGates(gates: Map<string, GateTally>, gate: unknown): void {
  const results = (gate as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return;
  for (const g of results) {
    const id = str((g as { id?: unknown })?.id);
    const verdict = str((g as { verdict?: unknown })?.verdict);
    if (!id) continue;
    let t = gates.get(id);
    if (!t) {
      if (gates.size >= MAX_GATES) continue;
      t = { id, evaluated: 0, failed: 0, denied: 0 };
      gates.set(id, t);
    }
    t.evaluated += 1;
    if (verdict === 'FAIL') t.failed += 1;
    else if (verdict === 'DENY') t.denied += 1;
  }
}

function ending(decision: string, reason: string, step: unknown): Ending {
  return { decision, reason, step: typeof step === 'number' && Number.isFinite(step) ? step : null };
}

/** A string, else '' (a crafted field of another type counts as absent). */
export function str(x: unknown): string {
  return typeof x === 'string' ? x : '';
}

/** A finite number, else 0: usage in a crafted record never becomes NaN in a sum. */
export function num(x: unknown): number {
  return typeof x === 'number' && Number.isFinite(x) ? x : 0;
}

/**
 * Most tokens and dollars one step may report (`schemas/step-event.schema.json`): every iteration the
 * runtime writes is within them, so a value outside is a forged record, never a figure to count.
 */
export const MAX_STEP_TOKENS = 1_000_000_000_000;
export const MAX_STEP_COST_USD = 1_000_000_000;

/**
 * An iteration's usage, as the runtime writes it (tokens a whole number, cost a finite amount, both ≥ 0
 * and within the step event's bounds). Anything else throws `ERR_TRACE` naming the record: the run is
 * listed and skipped (a negative or enormous figure would otherwise steer the budget rules).
 *
 * @example
 * stepUsage({ index: 3, step: 2, tokens: 1000, cost_usd: 0.01 }) // { tokens: 1000, cost_usd: 0.01 }
 */
export function stepUsage(r: Record<string, unknown>): { tokens: number; cost_usd: number } {
  const { tokens, cost_usd } = r;
  const where = `record ${String(r.index)} (step ${String(r.step)})`;
  if (typeof tokens !== 'number' || !Number.isSafeInteger(tokens) || tokens < 0 || tokens > MAX_STEP_TOKENS)
    throw notWritten(`${where}: tokens ${shown(tokens)}`, `a whole number from 0 to ${MAX_STEP_TOKENS}`);
  if (
    typeof cost_usd !== 'number' ||
    !Number.isFinite(cost_usd) ||
    cost_usd < 0 ||
    cost_usd > MAX_STEP_COST_USD
  )
    throw notWritten(`${where}: cost_usd ${shown(cost_usd)}`, `an amount from 0 to ${MAX_STEP_COST_USD}`);
  return { tokens, cost_usd };
}

/**
 * The effective policy a `run_start` records: `null` for a run refused before its first step (the
 * runtime writes `null` then); anything else that is not an effective policy throws `ERR_TRACE` — a
 * forged record is listed and skipped, never read as a refusal or half-used.
 *
 * @example
 * recordedEffective({ type: 'run_start', effective: null }) // null
 */
export function recordedEffective(r: Record<string, unknown>): EffectivePolicy | null {
  if (r.effective === null || r.effective === undefined) return null;
  if (isEffective(r.effective)) return r.effective;
  throw notWritten(
    'its run_start: the effective policy',
    'a policy with a budget, convergence rules and gates',
  );
}

/** Enough of an effective policy to be used as one: every gate and criterion an object with an id. */
export function isEffective(x: unknown): x is EffectivePolicy {
  const e = x as EffectivePolicy | null;
  return (
    isObject(e) &&
    isObject(e.budget) &&
    isObject(e.convergence) &&
    Array.isArray(e.gates) &&
    e.gates.every(isGate) &&
    Array.isArray(e.success_criteria) &&
    e.success_criteria.every(isGate)
  );
}

function isGate(g: unknown): boolean {
  const x = g as { id?: unknown; kind?: unknown } | null;
  return isObject(x) && typeof x.id === 'string' && typeof x.kind === 'string';
}

function isObject(x: unknown): x is object {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function notWritten(what: string, expected: string): LoopgovError {
  return new LoopgovError('ERR_TRACE', `${what} is not what the runtime writes (${expected})`);
}

function shown(v: unknown): string {
  return v === undefined ? 'missing' : typeof v === 'number' ? String(v) : JSON.stringify(v).slice(0, 40);
}
