/**
 * The per-iteration decision (SPEC §4.2), as a pure function of what the evaluator observed:
 * verify gate → budget governor → convergence → success criteria. (The loop-breaker is checked before
 * any of this, by the evaluator.) The first terminal outcome in that order wins; a CORRECT waits until
 * nothing terminal applies.
 */
import type { EffectivePolicy } from '../policy/types.js';
import type { BudgetSnapshot, ConvergenceStatus, DecisionKind, GateReport, Reason } from './types.js';
import { describeUsed, type Limit } from './budget.js';
import { andThen } from './maybe-async.js';

export interface Verdict {
  decision: DecisionKind;
  reason: Reason;
  detail?: string;
  correction_hint: string | null;
}

export interface IterationFacts {
  claimsDone: boolean;
  gate: GateReport;
  budget: BudgetSnapshot;
  convergence: ConvergenceStatus;
  /** Consecutive CORRECT decisions just before this iteration. */
  corrections: number;
  /** Runs the success criteria (at most once per iteration, only when needed). */
  criteria: () => GateReport | Promise<GateReport>;
}

/**
 * Decides one iteration.
 *
 * @example
 * const v = await decideIteration(policy, facts); // { decision: 'CONTINUE', reason: 'ok', … }
 */
export async function decideIteration(policy: EffectivePolicy, f: IterationFacts): Promise<Verdict> {
  return decide(policy, f);
}

/**
 * `decideIteration`, with the verdict at once unless the success criteria it needs are still running
 * (command gates): the evaluator's step runs to its decision in one go when nothing waits (decision 098).
 */
export function decide(policy: EffectivePolicy, f: IterationFacts): Verdict | Promise<Verdict> {
  const maxCorrections = policy.budget.max_corrections_per_step;
  if (f.gate.verdict === 'DENY') {
    return stop('ESCALATE', 'gate_deny', `denied by ${failing(f.gate, 'DENY')}`);
  }
  // A stall the policy HALTs on, found on this very step, is not turned into a resumable ESCALATE by the
  // step's last correction: the stricter outcome wins (decision 123, addendum) — else an agent could steer
  // out of its HALT by failing on purpose. (A DENY still escalates whatever else is true: decision 015.)
  const haltingStall =
    f.convergence.stall !== null && policy.convergence.on_stall === 'halt' && !f.budget.exceeded;
  let pending: Verdict | null = null;
  if (f.gate.verdict === 'FAIL') {
    const detail = failingDetails(f.gate);
    // A budget limit reached on this very step decides it, with its on_exceed (decision 123).
    if (f.corrections + 1 > maxCorrections && !f.budget.exceeded && !haltingStall) {
      return stop('ESCALATE', 'corrections_exhausted', `${maxCorrections} correction(s) used; ${detail}`);
    }
    pending = {
      decision: 'CORRECT',
      reason: 'gate_fail',
      detail,
      correction_hint: `The verify gate failed (${detail}). Fix this and resubmit; correction ${f.corrections + 1} of ${maxCorrections}.`,
    };
  }
  const gateOk = pending === null;
  const canBeDone = f.claimsDone && gateOk && policy.success_criteria.length > 0;

  if (f.budget.exceeded) {
    // "iteration number max_steps gets on_exceed unless it is DONE" — and likewise for the running totals.
    // Only the iteration that reaches the limit comes here: one after it is never taken (`decideUsedUp`).
    const limit = f.budget.exceeded;
    const over = () => stop(onExceed(policy.on_exceed), `budget.${limit}`, describeLimit(f.budget, limit));
    if (!canBeDone) return over();
    return andThen(f.criteria(), (c) => (c.verdict === 'PASS' ? done() : over()));
  }
  if (f.convergence.stall) return stall(policy, f);
  if (pending) return pending;
  if (!f.claimsDone) return { decision: 'CONTINUE', reason: 'ok', correction_hint: null };

  if (policy.success_criteria.length === 0) {
    return selfDeclared(
      f.corrections,
      maxCorrections,
      'the policy has no success criteria, so no claim of done can be verified (fail closed)',
    );
  }
  return andThen(f.criteria(), (criteria) => {
    if (criteria.verdict === 'PASS') return done();
    if (criteria.verdict === 'DENY') {
      return stop('ESCALATE', 'gate_deny', `success criterion ${failing(criteria, 'DENY')} denied`);
    }
    return selfDeclared(
      f.corrections,
      maxCorrections,
      `success criteria failed (${failingDetails(criteria)})`,
    );
  });
}

/**
 * A step that starts with `limit` already used up (docs/decisions/115): it would be past the limit, so
 * it is not taken — no gate or criterion runs, nothing is counted — and `on_exceed` decides it. Never
 * DONE or CONTINUE: only a resume that grants more of the limit lets the run go on.
 *
 * @example
 * decideUsedUp(policy, snapshot, 'max_steps', 201) // { decision: 'HALT', reason: 'budget.max_steps', … }
 */
export function decideUsedUp(
  policy: EffectivePolicy,
  b: BudgetSnapshot,
  limit: Limit,
  step: number | null,
): Verdict {
  const which = step === null ? 'this step' : `step ${step}`;
  return stop(
    onExceed(policy.on_exceed),
    `budget.${limit}`,
    `${which} not taken: the run had used ${describeUsed(limit, b)} before it (a step past a limit is never taken)`,
  );
}

function selfDeclared(corrections: number, max: number, detail: string): Verdict {
  if (corrections + 1 > max) {
    return stop('ESCALATE', 'corrections_exhausted', `${max} correction(s) used; claimed done but ${detail}`);
  }
  return {
    decision: 'CORRECT',
    reason: 'self_declared_done',
    detail,
    correction_hint: `Not done: ${detail}. Keep working; correction ${corrections + 1} of ${max}.`,
  };
}

function done(): Verdict {
  return {
    decision: 'DONE',
    reason: 'success',
    detail: 'every success criterion passed',
    correction_hint: null,
  };
}

/** The stall's verdict, with its `on_stall`. */
function stall(policy: EffectivePolicy, f: IterationFacts): Verdict {
  return stop(
    onExceed(policy.convergence.on_stall),
    f.convergence.stall!,
    describeStall(policy, f.convergence),
  );
}

function stop(decision: DecisionKind, reason: Reason, detail: string): Verdict {
  return { decision, reason, detail, correction_hint: null };
}

function onExceed(e: 'halt' | 'escalate'): DecisionKind {
  return e === 'escalate' ? 'ESCALATE' : 'HALT';
}

function failing(report: GateReport, verdict: 'FAIL' | 'DENY'): string {
  return report.results
    .filter((r) => r.verdict === verdict)
    .map((r) => r.id)
    .join(', ');
}

function failingDetails(report: GateReport): string {
  return report.results
    .filter((r) => r.verdict !== 'PASS')
    .map((r) => `${r.id}: ${r.detail}`)
    .join('; ');
}

function describeLimit(b: BudgetSnapshot, limit: Limit): string {
  switch (limit) {
    case 'max_steps':
      return `iteration ${b.steps} of max_steps ${b.limits.max_steps}`;
    case 'max_tokens':
      return `${b.tokens} tokens > max_tokens ${b.limits.max_tokens}`;
    case 'max_cost_usd':
      // The sum is exact; the figure shown is its nearest double, which can round down onto the limit.
      return b.cost_usd > b.limits.max_cost_usd
        ? `$${b.cost_usd} > max_cost_usd ${b.limits.max_cost_usd}`
        : `$${b.cost_usd} (rounded down: the exact sum is above it) > max_cost_usd ${b.limits.max_cost_usd}`;
    case 'max_wall_clock_sec':
      return `${b.wall_clock_sec}s > max_wall_clock_sec ${b.limits.max_wall_clock_sec}`;
  }
}

function describeStall(policy: EffectivePolicy, c: ConvergenceStatus): string {
  const k = policy.convergence;
  if (c.stall === 'oscillation')
    return `the same action ${c.repeat} times in a row (oscillation_repeat ${k.oscillation_repeat})`;
  if (c.stall === 'thrash')
    return `alternating between two actions for ${c.alternation} iterations (thrash_window ${k.thrash_window})`;
  return `no new best progress for ${c.since_best} iterations (no_progress_window ${k.no_progress_window})`;
}
