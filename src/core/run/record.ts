/**
 * The `iteration` record (SPEC §5), built with its keys in canonical (RFC 8785) order at every level.
 * The trace writer then serializes it with one native `JSON.stringify` instead of sorting and
 * concatenating every member, and with `CHAIN_SLOT` in `index` and `prev` it becomes the record itself
 * (docs/decisions/027). Key order is only a speed-up: the writer proves
 * the order itself and sorts whatever is not in order, so a nested object of a shape this file does not
 * know (a field added elsewhere) is kept whole — `sorted*` copy an object only when it has exactly the
 * keys they list, and otherwise hand it on as it is.
 */
import { CHAIN_SLOT, type TraceBody } from '../trace/types.js';
import type {
  BudgetSnapshot,
  ConvergenceStatus,
  Decision,
  GateReport,
  GateResult,
  Provenance,
  StepEvent,
} from './types.js';

/** What the trace keeps of a stored artifact. */
export interface ArtifactRef {
  sha256: string;
  path: string;
  bytes: number;
}

/**
 * The iteration record of decision `d` on event `ev`: the decision's fields (its `budget` as
 * `budget_snapshot`), the event's, the action hash, the artifact, the success-criteria report and the
 * step's context reference (absent when the step had none).
 *
 * @example
 * await store.append(iterationBody(decision, event, actionHash, artifactRef, null));
 */
export function iterationBody(
  d: Decision,
  ev: StepEvent,
  actionHash: string,
  artifact: ArtifactRef | null,
  criteria: GateReport | null,
  context: { sha256: string; bytes: number } | null = null,
): TraceBody {
  // Listed in key order; `undefined` members (no detail, no advisory) are left out by the writer. The
  // chain fields are slots the store fills in: the body becomes the record without a copy.
  return {
    action: ev.action,
    action_hash: actionHash,
    advisory: d.advisory === undefined ? undefined : sortedAdvisory(d.advisory),
    artifact:
      artifact === null ? null : { bytes: artifact.bytes, path: artifact.path, sha256: artifact.sha256 },
    at: d.provenance.run_at,
    attempt: d.attempt,
    budget_snapshot: d.budget === null ? null : sortedBudget(d.budget),
    claims_done: ev.claims_done,
    context: context === null ? undefined : { bytes: context.bytes, sha256: context.sha256 },
    convergence: d.convergence === null ? null : sortedConvergence(d.convergence),
    correction_hint: d.correction_hint,
    cost_usd: ev.cost_usd,
    criteria: criteria === null ? null : sortedReport(criteria),
    decision: d.decision,
    detail: d.detail,
    gate: sortedReport(d.gate),
    governance: d.governance,
    index: CHAIN_SLOT,
    inputs_ref: ev.inputs_ref,
    intent: ev.intent,
    prev: CHAIN_SLOT,
    progress: ev.progress,
    provenance: sortedProvenance(d.provenance),
    reason: d.reason,
    run_id: d.run_id,
    step: d.step,
    tokens: ev.tokens,
    tool: ev.tool,
    type: 'iteration',
  };
}

/** Own enumerable keys of `o`, counted without allocating. */
function keyCount(o: object): number {
  let n = 0;
  for (const _ in o) n++;
  return n;
}

function sortedReport(r: GateReport): GateReport {
  if (keyCount(r) !== 2) return r;
  const results: GateResult[] = [];
  for (const g of r.results) {
    results.push(keyCount(g) === 4 ? { detail: g.detail, id: g.id, kind: g.kind, verdict: g.verdict } : g);
  }
  return { results, verdict: r.verdict };
}

function sortedLimits(l: BudgetSnapshot['limits']): BudgetSnapshot['limits'] {
  return {
    max_cost_usd: l.max_cost_usd,
    max_steps: l.max_steps,
    max_tokens: l.max_tokens,
    max_wall_clock_sec: l.max_wall_clock_sec,
  };
}

function sortedBudget(b: BudgetSnapshot): BudgetSnapshot {
  if (keyCount(b) !== 6 || keyCount(b.limits) !== 4) return b;
  return {
    cost_usd: b.cost_usd,
    exceeded: b.exceeded,
    limits: sortedLimits(b.limits),
    steps: b.steps,
    tokens: b.tokens,
    wall_clock_sec: b.wall_clock_sec,
  };
}

function sortedConvergence(c: ConvergenceStatus): ConvergenceStatus {
  if (keyCount(c) !== 5) return c;
  return {
    alternation: c.alternation,
    best_progress: c.best_progress,
    repeat: c.repeat,
    since_best: c.since_best,
    stall: c.stall,
  };
}

function sortedProvenance(p: Provenance): Provenance {
  if (keyCount(p) !== 5) return p;
  return {
    artifact_path: p.artifact_path,
    commit: p.commit,
    run_at: p.run_at,
    source: p.source,
    verified: p.verified,
  };
}

function sortedAdvisory(a: NonNullable<Decision['advisory']>): NonNullable<Decision['advisory']> {
  return keyCount(a) === 2 ? { decision: a.decision, reason: a.reason } : a;
}
