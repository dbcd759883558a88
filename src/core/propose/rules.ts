/**
 * The meta-loop's rules (SPEC §6): each a named, documented, pure function from the statistics of one
 * (project, level) to findings — what it saw, the evidence (run ids and figures), and the edit it
 * proposes. Evidence only counts from runs that were governed by the value the rule would change (a run
 * under an older policy with another limit says nothing about this one), and no rule fires on fewer than
 * `minRuns` such runs. Edits are clamped to the ceiling afterwards (clamp.ts), never here.
 */
import canonicalize from 'canonicalize';
import type { EffectivePolicy } from '../policy/types.js';
import { QuantileSketch } from './sketch.js';
import { EvidenceIds, type GroupAccumulator } from './stats.js';
import { BUDGET_FIELDS, type BudgetField, type Finding, STALL_RULES, STALL_WINDOW } from './types.js';

export interface RuleTarget {
  project: string;
  level: string;
  /** The base policy's effective policy for this (project, level). */
  base: EffectivePolicy;
  /** Every group of this (project, level), any profile, any digest. */
  groups: GroupAccumulator[];
  minRuns: number;
}

export interface Rule {
  name: string;
  /** One sentence: what the rule looks for and what it proposes. */
  description: string;
  evaluate(t: RuleTarget): Finding[];
}

/** Share of runs a budget must have cut off while they were still setting new bests. */
export const CUT_OFF_SHARE = 0.1;
export const RAISE_FACTOR = 1.5;
/** A budget is "far above" use when the 95th percentile of use is below this share of it. */
export const UNUSED_SHARE = 0.25;
export const LOWER_MARGIN = 1.5;
/** The least `lower-unused-budget` proposes: two steps (one to work, one to finish), 1 000 tokens, a cent. */
export const LOWEST_LIMIT = { max_steps: 2, max_tokens: 1000, max_cost_usd: 0.01 } as const;
/** Share of runs that must have stalled, been resumed and finished before a window is widened. */
export const RESUMED_SHARE = 0.05;
/** A gate that fails (or denies) at least this share of the iterations it judged. */
export const FAILING_GATE_RATE = 0.9;

/** Raise a budget that cuts off runs still making progress. */
export const raiseCutOffBudget: Rule = {
  name: 'raise-cut-off-budget',
  description:
    'a budget limit stopped runs that were still setting new bests: raise it by half (within the ceiling)',
  evaluate(t) {
    const out: Finding[] = [];
    for (const f of BUDGET_FIELDS) {
      const groups = governedBy(t, (e) => e.budget[f] === t.base.budget[f]);
      const runs = countRuns(groups);
      if (runs < t.minRuns) continue;
      const cut = mergeIds(groups.map((g) => g.cutOff[f].progressing));
      if (cut.total < Math.max(2, Math.ceil(CUT_OFF_SHARE * runs))) continue;
      const from = t.base.budget[f];
      const to = roundUp(f, Math.max(from * RAISE_FACTOR, from + minimumStep(f)));
      out.push(
        finding(
          t,
          this.name,
          `budget.${f}`,
          from,
          to,
          cut,
          {
            runs,
            cut_off_while_progressing: cut.total,
            share: shownFigure(cut.total / runs),
            [`p95_${f}`]: sketchOf(groups, f).quantile(0.95) ?? 0,
          },
          `${cut.total} of ${runs} runs were stopped by ${f} ${from} while still setting new bests (a new best progress at the cut-off iteration or the one before)`,
          `a limit that cuts off converging work wastes it: the run is stopped just before it would have finished. Raising ${f} by half lets those runs go on; the replay below shows what is known of them.`,
        ),
      );
    }
    return out;
  },
};

/** Lower a budget far above what any run uses. */
export const lowerUnusedBudget: Rule = {
  name: 'lower-unused-budget',
  description: `no run came near a budget limit: lower it to the 95th percentile of use × ${LOWER_MARGIN} (never below any run's use, nor below a floor); runs that used none say nothing`,
  evaluate(t) {
    const out: Finding[] = [];
    // Wall clock is left alone: it measures the machine as much as the agent.
    for (const f of ['max_steps', 'max_tokens', 'max_cost_usd'] as const) {
      const groups = governedBy(t, (e) => e.budget[f] === t.base.budget[f]);
      const runs = countRuns(groups);
      if (runs < t.minRuns) continue;
      // A run some budget cut off did not show what it would have used: no evidence for a cut.
      if (groups.some((g) => BUDGET_FIELDS.some((b) => g.cutOff[b].all.total > 0))) continue;
      const sketch = sketchOf(groups, f);
      const p95 = sketch.quantile(0.95) ?? 0;
      const max = sketch.max ?? 0;
      const from = t.base.budget[f];
      // No run used any (runs that report no usage): no data is not zero need, and a limit of 0 bounds
      // nothing the runs showed — no evidence for a cut.
      if (!(max > 0)) continue;
      if (!(p95 < UNUSED_SHARE * from)) continue;
      // max_steps: iteration number max_steps is stopped, so a run that used S steps needs S + 1.
      const floor = f === 'max_steps' ? max + 1 : max;
      const to = roundUp(f, Math.max(p95 * LOWER_MARGIN, floor, LOWEST_LIMIT[f]));
      if (!(to < from)) continue;
      out.push(
        finding(
          t,
          this.name,
          `budget.${f}`,
          from,
          to,
          mergeIds(groups.map((g) => g.runs)),
          {
            runs,
            p95: p95,
            max: max,
            limit: from,
            margin: LOWER_MARGIN,
          },
          `${runs} runs under ${f} ${from}: the 95th percentile used ${fmt(p95)}, the most any run used ${fmt(max)}`,
          `a limit far above what runs use bounds nothing: a runaway run may spend all of it. p95 × ${LOWER_MARGIN} (and never below the largest use seen) keeps every recorded run inside it.`,
        ),
      );
    }
    return out;
  },
};

/** Widen a stall window that halts runs which, resumed, went on to finish. */
export const widenStallWindow: Rule = {
  name: 'widen-stall-window',
  description:
    'runs stalled, were resumed by a person and then finished: widen the window to what they needed',
  evaluate(t) {
    const out: Finding[] = [];
    for (const rule of STALL_RULES) {
      const w = STALL_WINDOW[rule];
      const groups = governedBy(t, (e) => e.convergence[w] === t.base.convergence[w]);
      const runs = countRuns(groups);
      if (runs < t.minRuns) continue;
      const ids = mergeIds(groups.map((g) => g.resumedFinished[rule].runs));
      if (ids.total < Math.max(2, Math.ceil(RESUMED_SHARE * runs))) continue;
      const needed = new QuantileSketch();
      for (const g of groups) needed.merge(g.resumedFinished[rule].needed);
      const from = t.base.convergence[w];
      const to = Math.ceil(needed.max ?? from);
      if (!(to > from)) continue;
      out.push(
        finding(
          t,
          this.name,
          `convergence.${w}`,
          from,
          to,
          ids,
          {
            runs,
            resumed_and_finished: ids.total,
            needed_window_max: to,
            needed_window_p50: Math.ceil(needed.quantile(0.5) ?? to),
          },
          `${ids.total} of ${runs} runs stalled (${rule}, ${w} ${from}), were resumed by a person and went on to finish`,
          `a person had to resume work that was not stuck. The largest ${rule} stretch those runs went through and still finished was ${to - 1}, so ${w} ${to} would have let them all run on.`,
        ),
      );
    }
    return out;
  },
};

/** Flag a gate that fails nearly every step: flaky or wrong. Only a flag — a gate is never removed. */
export const flagFailingGate: Rule = {
  name: 'flag-failing-gate',
  description: `a gate failed or denied at least ${FAILING_GATE_RATE * 100}% of the iterations it judged: flag it (never remove it)`,
  evaluate(t) {
    const out: Finding[] = [];
    for (const gate of t.base.gates) {
      const def = canonicalize(gate);
      const groups = governedBy(t, (e) => e.gates.some((g) => g.id === gate.id && canonicalize(g) === def));
      const runs = countRuns(groups);
      if (runs < t.minRuns) continue;
      let evaluated = 0;
      let bad = 0;
      for (const g of groups) {
        const c = g.gates.get(gate.id);
        evaluated += c?.evaluated ?? 0;
        bad += (c?.failed ?? 0) + (c?.denied ?? 0);
      }
      if (evaluated === 0 || bad / evaluated < FAILING_GATE_RATE) continue;
      const ids = mergeIds(groups.map((g) => g.gates.get(gate.id)?.runs ?? new EvidenceIds()));
      out.push({
        rule: this.name,
        project: t.project,
        level: t.level,
        field: `gates[${gate.id}]`,
        message: `gate ${gate.id} failed or denied ${bad} of ${evaluated} iterations (${Math.round((100 * bad) / evaluated)}%) in ${runs} runs`,
        rationale:
          'a gate that fails nearly always is flaky or wrong, and teaches agents to ignore it. Nothing is changed: a person should look at the gate (and a required gate can never be removed).',
        evidence: {
          runs: ids.ids,
          runs_total: ids.total,
          figures: { runs, evaluated, failed_or_denied: bad },
        },
        edit: null,
      });
    }
    return out;
  },
};

/** Every rule, in the order their findings are listed. */
export const RULES: readonly Rule[] = [
  raiseCutOffBudget,
  lowerUnusedBudget,
  widenStallWindow,
  flagFailingGate,
];

function governedBy(t: RuleTarget, same: (e: EffectivePolicy) => boolean): GroupAccumulator[] {
  return t.groups.filter((g) => g.effective !== null && same(g.effective));
}

function countRuns(groups: GroupAccumulator[]): number {
  return groups.reduce((n, g) => n + g.usage.max_steps.count, 0);
}

function mergeIds(lists: EvidenceIds[]): EvidenceIds {
  const out = new EvidenceIds();
  for (const l of lists) out.merge(l);
  return out;
}

function sketchOf(groups: GroupAccumulator[], f: BudgetField): QuantileSketch {
  const s = new QuantileSketch();
  for (const g of groups) s.merge(g.usage[f]);
  return s;
}

function finding(
  t: RuleTarget,
  rule: string,
  field: string,
  from: number,
  to: number,
  ids: EvidenceIds,
  figures: Record<string, number>,
  message: string,
  rationale: string,
): Finding {
  const rounded = Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, shownFigure(v)]));
  return {
    rule,
    project: t.project,
    level: t.level,
    field,
    message,
    rationale,
    evidence: { runs: ids.ids, runs_total: ids.total, figures: rounded },
    edit: { project: t.project, level: t.level, field, from, to, ceiling: null, rule },
  };
}

/** The smallest useful step for a raise: one step, a thousand tokens, a cent, a minute. */
function minimumStep(f: BudgetField): number {
  return { max_steps: 1, max_tokens: 1000, max_cost_usd: 0.01, max_wall_clock_sec: 60 }[f];
}

/** Rounds a proposed limit up to a value a person would write. */
export function roundUp(f: BudgetField, v: number): number {
  if (f === 'max_steps') return Math.ceil(v);
  if (f === 'max_tokens') return v <= 1000 ? Math.ceil(v) : Math.ceil(v / 1000) * 1000;
  if (f === 'max_cost_usd') return Math.ceil(v * 100 - 1e-9) / 100;
  return Math.ceil(v);
}

/**
 * A figure as findings show it: two decimals, or two significant digits below 1 — so a small cost
 * ($0.003, the statistics keep 1e-4) is never shown as 0.
 */
export function shownFigure(v: number): number {
  if (!Number.isFinite(v) || v === 0) return v;
  return Math.abs(v) >= 1 ? Math.round(v * 100) / 100 : Number(v.toPrecision(2));
}

function fmt(v: number): string {
  return String(shownFigure(v));
}
