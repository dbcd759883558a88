/**
 * Statistics per group of runs — the scope that governed them (project × level × profile) and the policy
 * digest — folded from run summaries one at a time: counters, bounded sketches and capped id lists,
 * never the runs themselves (SPEC §6: a folder of 10 000 runs is never loaded whole).
 */
import type { EffectivePolicy } from '../policy/types.js';
import { QuantileSketch, type SketchSummary } from './sketch.js';
import {
  BUDGET_FIELDS,
  type BudgetField,
  EVIDENCE_CAP,
  type RunScope,
  type RunSummary,
  STALL_RULES,
  type StallRule,
} from './types.js';

/** Distinct "DECISION reason" keys kept per group; a crafted trace cannot grow the map past it. */
const MAX_OUTCOME_KEYS = 64;
const MAX_GATE_IDS = 128;

/** The K lexicographically smallest ids seen, and how many were seen: the same whatever the read order. */
export class EvidenceIds {
  readonly ids: string[] = [];
  total = 0;

  add(id: string): void {
    this.total += 1;
    const ids = this.ids;
    if (ids.length === EVIDENCE_CAP && id >= ids[ids.length - 1]!) return;
    let i = ids.length;
    while (i > 0 && ids[i - 1]! > id) i--;
    ids.splice(i, 0, id);
    if (ids.length > EVIDENCE_CAP) ids.pop();
  }

  merge(o: EvidenceIds): void {
    for (const id of o.ids) this.add(id);
    this.total += o.total - o.ids.length;
  }
}

export interface GateCounts {
  evaluated: number;
  failed: number;
  denied: number;
  runs: EvidenceIds;
}

/** The accumulators of one group. Rules read them (and merge them across groups of one scope). */
export class GroupAccumulator {
  runs = new EvidenceIds();
  readonly outcomes = new Map<string, number>();
  readonly usage = Object.fromEntries(BUDGET_FIELDS.map((f) => [f, new QuantileSketch()])) as Record<
    BudgetField,
    QuantileSketch
  >;
  /** Runs a budget limit stopped: all of them, and those still setting new bests. */
  readonly cutOff = Object.fromEntries(
    BUDGET_FIELDS.map((f) => [f, { all: new EvidenceIds(), progressing: new EvidenceIds() }]),
  ) as Record<BudgetField, { all: EvidenceIds; progressing: EvidenceIds }>;
  readonly stalls = Object.fromEntries(STALL_RULES.map((r) => [r, new EvidenceIds()])) as Record<
    StallRule,
    EvidenceIds
  >;
  /** Runs a person's resume let go on (at least one `run_continue`): each counted once. */
  readonly resumed = new EvidenceIds();
  /** Stalled, resumed by a person, then DONE; with the window each would have needed. */
  readonly resumedFinished = Object.fromEntries(
    STALL_RULES.map((r) => [r, { runs: new EvidenceIds(), needed: new QuantileSketch() }]),
  ) as Record<StallRule, { runs: EvidenceIds; needed: QuantileSketch }>;
  readonly corrections = new QuantileSketch();
  readonly gates = new Map<string, GateCounts>();

  constructor(
    readonly scope: RunScope,
    readonly digest: string | null,
    readonly effective: EffectivePolicy | null,
  ) {}

  /** Folds one verified run in. */
  add(s: RunSummary): void {
    this.runs.add(s.runId);
    const key = s.outcome ? `${s.outcome.decision} ${s.outcome.reason}` : 'open (no run_end)';
    if (this.outcomes.has(key) || this.outcomes.size < MAX_OUTCOME_KEYS)
      this.outcomes.set(key, (this.outcomes.get(key) ?? 0) + 1);
    else this.outcomes.set('other', (this.outcomes.get('other') ?? 0) + 1);
    if (!s.effective) return; // refused before its first step: an outcome, no usage
    this.usage.max_steps.add(s.usage.steps);
    this.usage.max_tokens.add(s.usage.tokens);
    this.usage.max_cost_usd.add(s.usage.cost_usd);
    this.usage.max_wall_clock_sec.add(s.usage.wall_clock_sec);
    if (s.cutOff) {
      this.cutOff[s.cutOff.limit].all.add(s.runId);
      if (s.cutOff.progressing) this.cutOff[s.cutOff.limit].progressing.add(s.runId);
    }
    if (s.stall) this.stalls[s.stall].add(s.runId);
    if (s.resumes > 0) this.resumed.add(s.runId);
    if (s.resumedAfterStall?.finished) {
      const r = this.resumedFinished[s.resumedAfterStall.rule];
      r.runs.add(s.runId);
      r.needed.add(s.resumedAfterStall.neededWindow);
    }
    this.corrections.add(s.maxConsecutiveCorrections);
    for (const g of s.gates) {
      let c = this.gates.get(g.id);
      if (!c) {
        if (this.gates.size >= MAX_GATE_IDS) continue;
        c = { evaluated: 0, failed: 0, denied: 0, runs: new EvidenceIds() };
        this.gates.set(g.id, c);
      }
      c.evaluated += g.evaluated;
      c.failed += g.failed;
      c.denied += g.denied;
      if (g.failed + g.denied > 0) c.runs.add(s.runId);
    }
  }
}

/** Every group, keyed by scope and digest. */
export class ProposeStats {
  readonly groups = new Map<string, GroupAccumulator>();
  runs = 0;

  /**
   * @example
   * const stats = new ProposeStats(); stats.add(summary); stats.list()
   */
  add(s: RunSummary): void {
    this.runs += 1;
    const key = JSON.stringify([s.scope.project, s.scope.level, s.scope.profile, s.digest]);
    let g = this.groups.get(key);
    if (!g) {
      g = new GroupAccumulator(s.scope, s.digest, s.effective);
      this.groups.set(key, g);
    }
    g.add(s);
  }

  /** Groups in a stable order: project, level, profile, digest. */
  list(): GroupAccumulator[] {
    return [...this.groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
  }
}

/** A group as data (what `--json` and the proposal's details print). */
export interface GroupReport {
  scope: RunScope;
  digest: string | null;
  runs: number;
  outcomes: Record<string, number>;
  usage: Record<BudgetField, SketchSummary & { limit: number | null }>;
  cut_off: Record<BudgetField, { runs: number; progressing: number; progressing_runs: string[] }>;
  stalls: Record<StallRule, number>;
  /** Runs that went on after a person's resume (however many times). */
  resumed: number;
  resumed_and_finished: Record<StallRule, { runs: number; needed_window: SketchSummary }>;
  max_consecutive_corrections: SketchSummary;
  gates: Record<string, { evaluated: number; failed: number; denied: number; fail_rate: number }>;
}

/** Sketch answers are within 1 %: shown as a person would write them (whole steps and tokens). */
function rounded(f: BudgetField, s: SketchSummary): SketchSummary {
  const digits = f === 'max_cost_usd' ? 1e4 : f === 'max_wall_clock_sec' ? 100 : 1;
  const r = (v: number | null) => (v === null ? null : Math.round(v * digits) / digits);
  return { count: s.count, p50: r(s.p50), p95: r(s.p95), max: r(s.max) };
}

/**
 * The figures of one group.
 *
 * @example
 * stats.list().map(reportGroup)
 */
export function reportGroup(g: GroupAccumulator): GroupReport {
  const limit = (f: BudgetField) => g.effective?.budget[f] ?? null;
  const per = <K extends string, V>(keys: readonly K[], fn: (k: K) => V) =>
    Object.fromEntries(keys.map((k) => [k, fn(k)])) as Record<K, V>;
  return {
    scope: g.scope,
    digest: g.digest,
    runs: g.runs.total,
    outcomes: Object.fromEntries([...g.outcomes].sort(([a], [b]) => (a < b ? -1 : 1))),
    usage: per(BUDGET_FIELDS, (f) => ({ ...rounded(f, g.usage[f].summary()), limit: limit(f) })),
    cut_off: per(BUDGET_FIELDS, (f) => ({
      runs: g.cutOff[f].all.total,
      progressing: g.cutOff[f].progressing.total,
      progressing_runs: g.cutOff[f].progressing.ids,
    })),
    stalls: per(STALL_RULES, (r) => g.stalls[r].total),
    resumed: g.resumed.total,
    resumed_and_finished: per(STALL_RULES, (r) => ({
      runs: g.resumedFinished[r].runs.total,
      needed_window: g.resumedFinished[r].needed.summary(),
    })),
    max_consecutive_corrections: g.corrections.summary(),
    gates: Object.fromEntries(
      [...g.gates]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([id, c]) => [
          id,
          {
            evaluated: c.evaluated,
            failed: c.failed,
            denied: c.denied,
            fail_rate: c.evaluated ? (c.failed + c.denied) / c.evaluated : 0,
          },
        ]),
    ),
  };
}
