/**
 * A run's usage, proven from its records rather than read back (docs/decisions/107): a continuation, the
 * inbox and `loopgov resume` go on from figures whoever can re-hash a trace could have written. Every
 * iteration's event fields are validated exactly as a step event is (`parseStepEvent`, the step order
 * included); the running totals are recomputed from them and every figure the trace states about them —
 * each `budget_snapshot`, the escalation's `budget` and `remaining`, a `run_continue`'s `restored` — must
 * agree; an escalation answers an ESCALATE, with its reason, and an ESCALATE at a limit or a stall is
 * what the run's `on_exceed` / `on_stall` says (decision 115). The wall clock is the one figure the
 * runtime measures rather than adds: each iteration's `wall_clock_sec` must be finite, not below the one
 * before, and not below what its segment's timestamps show had passed by the iteration before it (the
 * record's own `at` is taken after its gates and criteria ran, so it bounds the next iteration's clock,
 * not its own).
 *
 * What it cannot see: figures edited coherently (every iteration, snapshot and escalation rewritten to
 * add up) or whole iterations deleted with the later snapshots renumbered — a consistent rewrite only a
 * signed checkpoint or a witness shows. O(1) per record. Pure.
 */
import { canonicalJson } from '../trace/chain.js';
import type { TraceRecord } from '../trace/types.js';
import { DecimalSum } from '../policy/decimal.js';
import type { Budget, Convergence } from '../policy/types.js';
import type { BudgetTotals } from './budget.js';
import { ConvergenceDetector } from './convergence.js';
import { checkDecision, type StopRules } from './decision-proof.js';
import { remainingOf } from './escalation.js';
import { parseStepEvent } from './event.js';

/** The first figure that does not add up: its record, the field, and a sentence naming both. */
export interface UsageProblem {
  index: number;
  field: string;
  /** `iteration step 1: budget_snapshot.tokens is 0, but …` (for a caller that names the record itself). */
  detail: string;
  /** `record 1, iteration step 1: budget_snapshot.tokens is 0, but …` */
  message: string;
}

export interface UsageProof {
  /** One record, in trace order (chain-verified). After the first problem the rest are not judged. */
  push(r: TraceRecord): void;
  readonly problem: UsageProblem | null;
  /** Steps that went through the governor, their tokens and the exact sum of their costs. */
  readonly totals: BudgetTotals;
  /** Running time at the last iteration (seconds), as proven. */
  readonly elapsedSec: number;
  /** Consecutive corrections at the last iteration. */
  readonly corrections: number;
  readonly lastStep: number | null;
  /** The convergence detector replayed over the iterations (null: no policy to replay it with yet). */
  readonly convergence: ConvergenceDetector | null;
}

/** Slack for a clock figure read back through floats (a continuation's clock restarts from `E * 1000`). */
const FLOAT_SLACK_SEC = 1e-6;
/** Slack for an `at` bound: ISO timestamps keep whole milliseconds. */
const AT_SLACK_SEC = 0.001;

/**
 * A proof that takes a run's records one by one. The convergence detector is replayed with `convergence`
 * (the policy the caller verified), or else with the one the run_start records.
 *
 * @example
 * const proof = createUsageProof(effective.convergence);
 * for (const r of records) proof.push(r);
 * if (proof.problem) refuse(`the trace was edited: ${proof.problem.message}`);
 */
export function createUsageProof(convergence?: Convergence): UsageProof {
  const totals: BudgetTotals = { steps: 0, tokens: 0, cost: new DecimalSum() };
  let problem: UsageProblem | null = null;
  let elapsed = 0;
  let corrections = 0;
  let lastStep: number | null = null;
  /** The last iteration record: an escalation names it. */
  let lastIteration: TraceRecord | null = null;
  /** The limits in force (the run's effective budget, then each `run_continue`'s). */
  let limits: Budget | null = null;
  /** Where the segment began (`at` in ms, the running time then) and the last iteration's `at` in it. */
  let segment = { at: Number.NaN, elapsed: 0 };
  let prevAt = Number.NaN;
  let detector = convergence ? new ConvergenceDetector(convergence) : null;
  /** What the run does at a limit or a stall: an ESCALATE there must be what its policy says. */
  let rules: StopRules = { on_stall: convergence?.on_stall };

  const bad = (r: TraceRecord, field: string, what: string): void => {
    if (problem) return;
    const step = typeof r.step === 'number' ? ` step ${r.step}` : '';
    const detail = `${r.type}${step}: ${field} ${what}`;
    problem = { index: r.index, field, detail, message: `record ${r.index}, ${detail}` };
  };
  /** True (and the problem said) when the record's `said` is not the `proven` figure `source` gives. */
  const differs = (
    r: TraceRecord,
    field: string,
    said: unknown,
    proven: unknown,
    source = 'the iterations up to it add up to',
  ): boolean => {
    if (canonicalJson(said ?? null) === canonicalJson(proven)) return false;
    bad(r, field, `is ${canonicalJson(said ?? null)}, but ${source} ${canonicalJson(proven)}`);
    return true;
  };
  const startSegment = (r: TraceRecord): void => {
    segment = { at: Date.parse(r.at), elapsed };
    prevAt = segment.at;
  };

  const iteration = (r: TraceRecord) => {
    try {
      parseStepEvent(eventOf(r), lastStep);
    } catch (e) {
      const said = (e as Error).message.replace(/^invalid step event: /, '');
      const field = /^\/(\w+)/.exec(said)?.[1] ?? /"(\w+)"/.exec(said)?.[1] ?? 'event';
      bad(r, field, `is not what the runtime writes: ${said}`);
      return;
    }
    lastStep = r.step as number;
    lastIteration = r;
    // Only steps that went through the governor count (a loop-breaker HALT observed nothing).
    const governed = r.convergence !== null && typeof r.convergence === 'object';
    if (governed) {
      totals.steps += 1;
      totals.tokens += r.tokens as number;
      totals.cost.add(r.cost_usd as number);
    }
    const snap = r.budget_snapshot as Record<string, unknown> | null | undefined;
    if (snap === null || typeof snap !== 'object')
      return bad(r, 'budget_snapshot', 'is missing: every iteration records the budget');
    if (
      differs(r, 'budget_snapshot.steps', snap.steps, totals.steps) ||
      differs(r, 'budget_snapshot.tokens', snap.tokens, totals.tokens) ||
      differs(r, 'budget_snapshot.cost_usd', snap.cost_usd, totals.cost.toNumber()) ||
      (limits !== null &&
        differs(r, 'budget_snapshot.limits', snap.limits, snapshotLimits(limits), 'the limits in force are'))
    )
      return;
    const wall = snap.wall_clock_sec;
    if (typeof wall !== 'number' || !Number.isFinite(wall) || wall < 0)
      return bad(
        r,
        'budget_snapshot.wall_clock_sec',
        `is ${canonicalJson(wall ?? null)}: not a running time`,
      );
    if (wall < elapsed - FLOAT_SLACK_SEC)
      return bad(
        r,
        'budget_snapshot.wall_clock_sec',
        `is ${wall}, below the iteration before it (${elapsed})`,
      );
    const passed = segment.elapsed + (prevAt - segment.at) / 1000;
    if (wall < passed - AT_SLACK_SEC)
      return bad(
        r,
        'budget_snapshot.wall_clock_sec',
        `is ${wall}, but the records' timestamps show ${passed} s had run by the iteration before it`,
      );
    const at = Date.parse(r.at);
    if (!Number.isFinite(at)) return bad(r, 'at', `is ${JSON.stringify(r.at)}: not a time`);
    elapsed = wall;
    // The previous iteration's time, even if the system clock stepped back: the weaker bound then.
    prevAt = at;
    const wrong = checkDecision(r, corrections, governed, limits, rules);
    if (wrong) return bad(r, wrong.field, wrong.what);
    if (!governed) return;
    if (!replayed(r)) return;
    if (r.decision === 'CORRECT') corrections += 1;
    else if (r.decision === 'CONTINUE') corrections = 0;
  };

  /**
   * The detector observes the iteration as the runtime's did, and must report what the record says it
   * reported: an edited `action_hash` or `progress` would otherwise replay into another state.
   */
  const replayed = (r: TraceRecord): boolean => {
    if (!detector) {
      bad(r, 'convergence', 'cannot be replayed: the run_start records no convergence policy');
      return false;
    }
    if (typeof r.action_hash !== 'string') {
      bad(
        r,
        'action_hash',
        `is ${canonicalJson(r.action_hash ?? null)}: the runtime records every action's hash`,
      );
      return false;
    }
    const status = detector.observe(r.action_hash, r.progress as number);
    const said = r.convergence as Record<string, unknown>;
    const source = 'the convergence detector replayed over the iterations gives';
    for (const [k, v] of Object.entries(status))
      if (differs(r, `convergence.${k}`, said[k], v, source)) return false;
    return !differs(r, 'convergence', said, status, source);
  };

  const escalation = (r: TraceRecord) => {
    const it = lastIteration;
    const named = r.iteration as { index?: unknown; hash?: unknown } | undefined;
    if (!it) return bad(r, 'iteration', 'names an iteration, but none came before it');
    if (differs(r, 'iteration', named, { hash: it.hash, index: it.index }, 'the iteration it follows is'))
      return;
    // Only an ESCALATE is followed by an escalation (evaluator.ts): another decision never asks anyone.
    if (it.decision !== 'ESCALATE')
      return bad(
        r,
        'iteration',
        `names iteration ${it.index}, whose decision is ${canonicalJson(it.decision ?? null)}: only an ESCALATE is answered`,
      );
    const its = `iteration ${it.index} says`;
    const evidence = r.evidence as { attempt?: unknown; convergence?: unknown } | null | undefined;
    if (
      differs(r, 'step', r.step, it.step, its) ||
      differs(r, 'reason', r.reason, it.reason, its) ||
      differs(r, 'budget', r.budget, it.budget_snapshot, its) ||
      differs(r, 'evidence.attempt', evidence?.attempt, it.attempt, its) ||
      differs(r, 'evidence.convergence', evidence?.convergence, it.convergence, its) ||
      (limits !== null && differs(r, 'limits', r.limits, limits, 'the limits in force are'))
    )
      return;
    const budget = it.budget_snapshot as Parameters<typeof remainingOf>[1];
    const ceiling = (r.limits ?? limits) as Budget;
    differs(r, 'remaining', r.remaining, remainingOf(ceiling, budget), 'its limits less its budget are');
  };

  const runContinue = (r: TraceRecord): void => {
    const restored = {
      steps: totals.steps,
      tokens: totals.tokens,
      cost_usd: totals.cost.toNumber(),
      wall_clock_sec: elapsed,
      corrections,
      last_step: lastStep,
    };
    // Only said, never read back (the proof recomputes it): checked when present, so it cannot mislead.
    if (
      r.restored !== undefined &&
      differs(r, 'restored', r.restored, restored, 'the records before it prove')
    )
      return;
    if (r.limits && typeof r.limits === 'object') limits = r.limits as Budget;
    startSegment(r);
  };

  return {
    push(r) {
      if (problem) return;
      if (r.type === 'run_start') {
        const effective = r.effective as
          | { budget?: Budget; on_exceed?: unknown; convergence?: Convergence }
          | null
          | undefined;
        limits = effective?.budget ?? null;
        const recorded = effective?.convergence;
        if (!convergence && recorded && typeof recorded === 'object')
          detector = new ConvergenceDetector(recorded);
        rules = {
          on_exceed: effective?.on_exceed,
          on_stall: convergence ? convergence.on_stall : (recorded as Convergence | undefined)?.on_stall,
        };
        startSegment(r);
      } else if (r.type === 'iteration') iteration(r);
      else if (r.type === 'escalation') escalation(r);
      else if (r.type === 'run_continue') runContinue(r);
    },
    get problem() {
      return problem;
    },
    totals,
    get elapsedSec() {
      return elapsed;
    },
    get corrections() {
      return corrections;
    },
    get lastStep() {
      return lastStep;
    },
    get convergence() {
      return detector;
    },
  };
}

/** The step event an iteration record was written from (its artifact is judged by `trace verify`). */
function eventOf(r: TraceRecord): Record<string, unknown> {
  return {
    step: r.step,
    intent: r.intent,
    action: r.action,
    tool: r.tool,
    inputs_ref: r.inputs_ref,
    tokens: r.tokens,
    cost_usd: r.cost_usd,
    progress: r.progress,
    artifact: null,
    claims_done: r.claims_done,
    ...(r.action_hash !== undefined ? { action_hash: r.action_hash } : {}),
  };
}

/** The four limits a budget snapshot repeats. */
function snapshotLimits(b: Budget) {
  return {
    max_steps: b.max_steps,
    max_tokens: b.max_tokens,
    max_cost_usd: b.max_cost_usd,
    max_wall_clock_sec: b.max_wall_clock_sec,
  };
}
