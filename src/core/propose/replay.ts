/**
 * Counterfactual replay (SPEC §6): one recorded run re-evaluated iteration by iteration under a proposed
 * effective policy, with the runtime's own pure core — `BudgetGovernor`, `ConvergenceDetector` and
 * `decideIteration`, in the evaluator's order (loop-breaker → gate → budget → convergence → criteria).
 * No agent and no command is run. Elapsed time is the one the run recorded. The replay stops at its first
 * terminal decision or at the last recorded iteration: steps after the recorded end are never invented.
 *
 * A resumed run (docs/decisions/068) is replayed across its segments. Where the replay stops exactly as
 * the recorded run did at an escalation a person answered (`run_continue`), the same question was asked,
 * so the person's answer is applied as given and the replay goes on as the runtime's continuation goes on
 * (`continuationUnder`, docs/decisions/125): its grant added to the replay's limits (every one of them,
 * `max_corrections_per_step` included) and held to the ceiling, and the run going on only with room
 * under every limit. An answer the runtime would have refused under the proposed limits — a grant past
 * the ceiling, or one that leaves a used-up limit used up (decision 115) — makes the run `unknown` from
 * there: what the person would have answered instead is not in the record. Where the replay did not stop
 * there, nobody was asked: no grant is applied, and the run's note says so. The run is compared with
 * the first recorded stop the replay did not reproduce.
 */
import { DecimalSum } from '../policy/decimal.js';
import { applyGrant, type Grant, grantProblem } from '../policy/grant.js';
import { levelRank } from '../policy/resolve.js';
import type { Budget, EffectivePolicy, Level } from '../policy/types.js';
import { BudgetGovernor } from '../run/budget.js';
import { ConvergenceDetector } from '../run/convergence.js';
import { continuationUnder } from '../run/continuation.js';
import { decideIteration, type Verdict } from '../run/decide.js';
import { combineVerdicts } from '../run/gates.js';
import type { BudgetSnapshot, GateReport, GateResult } from '../run/types.js';
import {
  type ArtifactSource,
  BytesCache,
  type GatePlan,
  planGates,
  type RecordedIteration,
  replayCriteriaReport,
  replayGateReport,
  UnknownVerdict,
} from './replay-gates.js';
import { type ContextPlan, planContext, replayContextResult } from './replay-context.js';
import { num, recordedEffective, stepUsage, str } from './summarize.js';
import type { Ending, RunScope } from './types.js';
import { recognised } from './vocabulary.js';

export type ReplayStatus =
  | 'same'
  | 'halts_earlier'
  | 'ends_differently'
  | 'not_halted'
  | 'unknown'
  | 'not_replayed';

export interface ReplayPoint extends Ending {
  steps: number;
  tokens: number;
  cost_usd: number;
}

/** One run's counterfactual. `delta` is proposed − recorded (a lower bound when `not_halted`). */
export interface RunReplay {
  run_id: string;
  head: string;
  scope: RunScope;
  digest: string | null;
  status: ReplayStatus;
  recorded: ReplayPoint | null;
  proposed: ReplayPoint | null;
  delta: { steps: number; tokens: number; cost_usd: number } | null;
  note: string;
  /** Gate and criterion ids whose verdicts were taken from the record (commands are never re-run). */
  from_record: string[];
  /** Pure gates re-run on the stored artifacts. */
  rerun: string[];
  /** Escalations a person answered that the replay reached too, and whose answer it applied. */
  answers_applied: number;
}

/**
 * The proposed effective policy for a run's scope (null: the proposal does not govern it), and the
 * ceiling a person's recorded grant is held to when the replay applies it (absent: none known, so no
 * grant can be applied — the replay says it cannot tell).
 */
export type PolicyFor = ((scope: RunScope) => EffectivePolicy | null) & { readonly ceiling?: Budget | null };

/**
 * Reasons that are not the policy's doing: the runner stopped, the process was told to stop, a line was
 * malformed, the runtime failed closed. On a run_end or a terminal iteration, they end the replay there.
 */
const EXTERNAL_ENDS = new Set([
  'incomplete',
  'invalid_event',
  'fail_closed',
  'signal',
  'abandoned',
  'run_closed',
]);
const TERMINAL = new Set(['DONE', 'HALT', 'ESCALATE']);

export interface RunReplayer {
  push(record: Record<string, unknown>): Promise<void>;
  end(head: string): RunReplay;
}

/**
 * Starts replaying run `runId`; feed it the run's records in order.
 *
 * @example
 * const r = replayRun('r1', () => proposed, artifacts);
 * for (const rec of records) await r.push(rec);
 * r.end(head).status // 'same' | 'halts_earlier' | …
 */
export function replayRun(runId: string, policyFor: PolicyFor, artifacts: ArtifactSource): RunReplayer {
  return new Replayer(runId, policyFor, artifacts);
}

class Replayer implements RunReplayer {
  private scope: RunScope = { project: '', level: '', profile: '' };
  private digest: string | null = null;
  /** The proposed policy, its limits raised by the answers the replay applied (as the runtime raises them). */
  private policy: EffectivePolicy | null = null;
  private skip: string | null = 'no run_start';
  private governanceOff = false;
  private gates: GatePlan = [];
  private criteria: GatePlan = [];
  private context!: ContextPlan;
  private budget!: BudgetGovernor;
  private readonly cost = new DecimalSum();
  private convergence!: ConvergenceDetector;
  private startMs = 0;
  private corrections = 0;
  private lastBudget: BudgetSnapshot | null = null;
  private readonly cache = new BytesCache();
  private recorded: ReplayPoint | null = null;
  private readonly recordedUsage = { steps: 0, tokens: 0, cost: new DecimalSum() };
  private proposed: ReplayPoint | null = null;
  private unknown: string | null = null;
  private lastTerminalIteration = false;
  /** Where the recorded run stopped in its current segment (the question a `run_continue` answered). */
  private segmentStop: ReplayPoint | null = null;
  private answersApplied = 0;
  private readonly notes: string[] = [];

  constructor(
    private readonly runId: string,
    private readonly policyFor: PolicyFor,
    private readonly artifacts: ArtifactSource,
  ) {}

  async push(r: Record<string, unknown>): Promise<void> {
    if (r.type === 'run_start') return this.start(r);
    if (r.type === 'iteration') return this.iteration(r);
    if (r.type === 'run_continue') return this.continued(r);
    if (r.type === 'run_end') {
      const ending = shownEnding(r);
      if (!this.recorded) this.recorded = this.point(ending, this.recordedPoint());
      // A run_end that is not the echo of a terminal iteration is the runner's doing: the replay, if it
      // got this far without stopping, ends the same way.
      if (!this.lastTerminalIteration && EXTERNAL_ENDS.has(str(r.reason)) && this.live())
        this.proposed = this.point(ending, this.replayUsage());
    }
  }

  end(head: string): RunReplay {
    const base = {
      run_id: this.runId,
      head,
      scope: this.scope,
      digest: this.digest,
      from_record: this.gates
        .concat(this.criteria)
        .filter((p) => p.how === 'record')
        .map((p) => p.gate.id),
      rerun: this.gates.filter((p) => p.how === 'rerun').map((p) => p.gate.id),
      answers_applied: this.answersApplied,
    };
    const rec = this.recorded;
    const noted = (note: string) => [note, ...this.notes].join('; ');
    if (this.skip)
      return { ...base, status: 'not_replayed', recorded: rec, proposed: null, delta: null, note: this.skip };
    if (this.unknown) {
      const p = this.point(
        { decision: '?', reason: 'unknown', step: this.proposed?.step ?? null },
        this.replayUsage(),
      );
      return {
        ...base,
        status: 'unknown',
        recorded: rec,
        proposed: p,
        delta: null,
        note: noted(this.unknown),
      };
    }
    const prop =
      this.proposed ?? this.point({ decision: 'none', reason: 'not halted', step: null }, this.replayUsage());
    const delta = rec
      ? {
          steps: prop.steps - rec.steps,
          tokens: prop.tokens - rec.tokens,
          cost_usd: Math.round((prop.cost_usd - rec.cost_usd) * 1e6) / 1e6,
        }
      : null;
    const { status, note } = compare(rec, this.proposed, prop);
    return { ...base, status, note: noted(note), recorded: rec, proposed: prop, delta };
  }

  /**
   * The recorded run went on after a person's verified answer. If the replay stopped exactly there too,
   * the same question was asked: apply the answer (its grant) and go on. If it did not stop there, nobody
   * was asked under the proposed policy: no grant. If it stopped elsewhere, it is over.
   */
  private continued(r: Record<string, unknown>): void {
    this.lastTerminalIteration = false;
    const stop = this.segmentStop;
    this.segmentStop = null;
    if (this.skip || this.unknown || !stop) return;
    const grant = r.grant ?? null;
    const answer = `a person's resume at step ${stop.step} (run_continue record ${String(r.index)}${grant ? `, grant ${JSON.stringify(grant)}` : ''})`;
    if (!this.proposed) {
      this.notes.push(
        `the recorded run went on after ${answer}; the proposed policy did not stop there, so no one was asked and no grant is applied`,
      );
      return;
    }
    if (!samePoint(this.proposed, stop)) return;
    const refused = (why: string) => {
      this.unknown = `cannot tell from step ${stop.step}: ${answer} ${why}: the runtime would have refused it, and what the person would have answered instead is unknown`;
    };
    const policy = this.policy!;
    let limits = policy.budget;
    if (grant !== null) {
      const bad = grantProblem(grant);
      const applied = bad ? null : applyGrant(limits, grant as Grant, this.policyFor.ceiling ?? null);
      const problems = bad ? [bad] : applied!.problems;
      if (problems.length > 0) {
        refused(`cannot be applied to the proposed limits (${problems.join('; ')})`);
        return;
      }
      limits = applied!.limits;
    }
    // Gone on from as the runtime goes on (decision 125): under the limits the answer gives — the
    // corrections a step may take included — and only with room under every one of them (decision 115).
    const b = this.lastBudget;
    const used = { steps: b?.steps ?? 0, tokens: b?.tokens ?? 0, cost: this.cost };
    const next = continuationUnder(policy, limits, {
      runId: this.runId,
      used,
      elapsedSec: b?.wall_clock_sec ?? 0,
      ceiling: this.policyFor.ceiling ?? null,
      governanceOff: this.governanceOff,
    });
    if ('refused' in next) {
      refused(`leaves the run no room under the proposed limits (${next.refused})`);
      return;
    }
    this.policy = next.policy;
    this.budget = new BudgetGovernor(next.policy.budget, 0, used);
    this.answersApplied += 1;
    // The same stop, the same answer: not where the runs differ, so the comparison moves on.
    if (this.recorded && samePoint(this.recorded, stop)) this.recorded = null;
    this.proposed = null;
  }

  private start(r: Record<string, unknown>): void {
    this.scope = { project: str(r.project), level: str(r.level), profile: str(r.profile) };
    const origin = (r.policy ?? {}) as Record<string, unknown>;
    this.digest = typeof origin.digest === 'string' ? origin.digest : null;
    // A forged effective policy throws (the run is listed and skipped); `null` is a refused run.
    const recorded = recordedEffective(r);
    if (!recorded) {
      this.skip = 'refused before its first step: nothing to replay';
      return;
    }
    const policy = this.policyFor(this.scope);
    if (!policy) {
      this.skip = 'the proposed policy does not govern this scope';
      return;
    }
    this.skip = null;
    this.policy = policy;
    this.gates = planGates(policy.gates, recorded.gates);
    this.criteria = planGates(policy.success_criteria, recorded.success_criteria);
    this.context = planContext(policy.context, recorded.context);
    this.governanceOff = r.governance === 'off' && policy.governance === 'optional';
    const at = Date.parse(str(r.at));
    this.startMs = Number.isFinite(at) ? at : 0;
    // The governor counts from 0: elapsed time is fed in as recorded, not as wall-clock instants.
    this.budget = new BudgetGovernor(policy.budget, 0, { steps: 0, tokens: 0, cost: this.cost });
    this.convergence = new ConvergenceDetector(policy.convergence);
    const level = this.scope.level as Level;
    if (levelRank(level) > levelRank(policy.max_delegation_level))
      this.proposed = this.point(
        { decision: 'HALT', reason: 'level_not_allowed', step: null },
        this.replayUsage(),
      );
    else if (r.governance === 'off' && policy.governance !== 'optional')
      this.proposed = this.point(
        { decision: 'HALT', reason: 'governance_required', step: null },
        this.replayUsage(),
      );
  }

  private live(): boolean {
    return !this.skip && !this.proposed && !this.unknown;
  }

  private async iteration(r: Record<string, unknown>): Promise<void> {
    const decision = str(r.decision);
    const reason = str(r.reason);
    const step = stepOf(r.step);
    const used = stepUsage(r); // a forged figure throws: the run is listed and skipped
    this.lastTerminalIteration = TERMINAL.has(decision);
    if (!this.recorded && reason !== 'human') {
      this.recordedUsage.steps += 1;
      this.recordedUsage.tokens += used.tokens;
      this.recordedUsage.cost.add(used.cost_usd);
    }
    const shown = shownEnding(r);
    if (TERMINAL.has(decision)) {
      const stop = this.point(shown, this.recordedPoint());
      this.segmentStop = stop;
      this.recorded ??= stop;
    }
    if (!this.live()) return;
    if (reason === 'human') {
      // A person's halt is not the policy's: it stops the replay where it stopped the run.
      this.proposed = this.point(shown, this.replayUsage());
      return;
    }
    const policy = this.policy!;
    const it = recordedIteration(r, step);
    let verdict: Verdict;
    try {
      const snap = (r.budget_snapshot ?? {}) as { wall_clock_sec?: unknown };
      // The elapsed time the evaluator measured (its budget snapshot), else the record's own `at`.
      const wall = snap.wall_clock_sec;
      const nowMs =
        typeof wall === 'number' && Number.isFinite(wall)
          ? wall * 1000
          : Date.parse(str(r.at)) - this.startMs;
      const budget = this.budget.observe(used.tokens, used.cost_usd, nowMs);
      this.lastBudget = budget;
      if (TERMINAL.has(decision) && EXTERNAL_ENDS.has(reason)) {
        // Stopped from outside in the middle of this step (a signal, a failure, a bad event): whatever
        // the policy would have decided, the step ended that way — under any policy.
        this.proposed = this.point(shown, this.replayUsage());
        return;
      }
      const gate = this.gateReport(it);
      const convergence = this.convergence.observe(str(r.action_hash), num(r.progress));
      verdict = await decideIteration(policy, {
        claimsDone: r.claims_done === true,
        gate,
        budget,
        convergence,
        corrections: this.corrections,
        criteria: async () => replayCriteriaReport(this.criteria, it, this.artifacts, this.cache),
      });
    } catch (e) {
      if (!(e instanceof UnknownVerdict)) throw e;
      this.unknown = `cannot tell from step ${step}: ${e.why}`;
      this.proposed = this.point({ decision: '?', reason: 'unknown', step }, this.replayUsage());
      return;
    }
    if (this.governanceOff && verdict.decision !== 'DONE' && verdict.decision !== 'CONTINUE')
      verdict = { decision: 'CONTINUE', reason: 'governance_off', correction_hint: null };
    if (verdict.decision === 'CORRECT') this.corrections += 1;
    else if (verdict.decision === 'CONTINUE') this.corrections = 0;
    if (TERMINAL.has(verdict.decision))
      this.proposed = this.point(
        { decision: verdict.decision, reason: verdict.reason, step },
        this.replayUsage(),
      );
  }

  /** The verify report: the policy's gates, and the step's context check as the evaluator adds it. */
  private gateReport(it: RecordedIteration): GateReport {
    const gates = replayGateReport(this.gates, it, this.artifacts, this.cache);
    let context: GateResult | null;
    try {
      context = replayContextResult(this.context, it);
    } catch (e) {
      // A context verdict that cannot be known is moot when the gates already failed or denied.
      if (e instanceof UnknownVerdict && gates.verdict !== 'PASS' && gates.verdict !== 'SKIP') return gates;
      throw e;
    }
    if (!context) return gates;
    const results = [...gates.results, context];
    return { verdict: combineVerdicts(results), results };
  }

  private replayUsage(): Usage {
    const b = this.lastBudget;
    return b
      ? { steps: b.steps, tokens: b.tokens, cost_usd: b.cost_usd }
      : { steps: 0, tokens: 0, cost_usd: 0 };
  }

  private recordedPoint(): Usage {
    const u = this.recordedUsage;
    return { steps: u.steps, tokens: u.tokens, cost_usd: u.cost.toNumber() };
  }

  private point(e: Ending, u: Usage): ReplayPoint {
    return { ...e, steps: u.steps, tokens: u.tokens, cost_usd: u.cost_usd };
  }
}

type Usage = Pick<ReplayPoint, 'steps' | 'tokens' | 'cost_usd'>;

function samePoint(a: Ending, b: Ending): boolean {
  return a.decision === b.decision && a.reason === b.reason && a.step === b.step;
}

function compare(
  rec: ReplayPoint | null,
  stop: ReplayPoint | null,
  prop: ReplayPoint,
): { status: ReplayStatus; note: string } {
  const where = (p: Ending) =>
    `${p.step === null ? 'before its first step' : `at step ${p.step}`} (${p.decision} ${p.reason})`;
  if (!rec) return { status: 'not_halted', note: 'the recorded run has no end; nothing to compare' };
  if (!stop) {
    return {
      status: 'not_halted',
      note: `would not have stopped ${where(rec)}: the record ends there, so its later steps are unknown (at least ${prop.steps} steps)`,
    };
  }
  if (samePoint(stop, rec)) return { status: 'same', note: `ends ${where(rec)}, as recorded` };
  const earlier = stop.step === null ? rec.step !== null : rec.step !== null && stop.step < rec.step;
  if (earlier) return { status: 'halts_earlier', note: `ends ${where(stop)} instead of ${where(rec)}` };
  return { status: 'ends_differently', note: `ends ${where(stop)} instead of ${where(rec)}` };
}

function recordedIteration(r: Record<string, unknown>, step: number | null): RecordedIteration {
  const a = r.artifact as { sha256?: unknown; bytes?: unknown } | null;
  const c = r.context as { sha256?: unknown; bytes?: unknown } | null | undefined;
  return {
    step: step ?? 0,
    artifact: a && typeof a.sha256 === 'string' ? { sha256: a.sha256, bytes: num(a.bytes) } : null,
    gate: (r.gate ?? null) as RecordedIteration['gate'],
    criteria: (r.criteria ?? null) as RecordedIteration['criteria'],
    // The runtime writes `context` only on a step that carried one, as `{sha256, bytes}`.
    ...(c === undefined
      ? {}
      : {
          context:
            c && typeof c.sha256 === 'string' && Number.isSafeInteger(c.bytes) && (c.bytes as number) >= 0
              ? { sha256: c.sha256, bytes: c.bytes as number }
              : null,
        }),
  };
}

/** A recorded ending as the replay shows it: a decision or reason the runtime never writes is not text. */
function shownEnding(r: Record<string, unknown>): Ending {
  return { decision: recognised(str(r.decision)), reason: recognised(str(r.reason)), step: stepOf(r.step) };
}

function stepOf(x: unknown): number | null {
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}
