/**
 * The replay of a set of runs under one proposed policy, folded run by run: totals by status, the summed
 * step/token/cost differences, and the changed runs (the K smallest by run id and head, so the list is
 * the same whatever order the runs were read in). Keyed by the proposed digest and the hash of the set
 * of trace heads: the same traces and the same proposal give the same report, byte for byte.
 */
import { sha256Hex } from '../trace/chain.js';
import type { ReplayPoint, ReplayStatus, RunReplay } from './replay.js';

/** Changed runs kept in memory (the PR body shows fewer; the totals count all). */
export const CHANGED_CAP = 1000;

export interface ReplayTotals {
  runs: number;
  changed: number;
  by_status: Record<ReplayStatus, number>;
  /** Sums over the replayed runs of proposed − recorded (not_halted runs add a lower bound). */
  delta: { steps: number; tokens: number; cost_usd: number };
}

export interface ReplayReport {
  key: { proposed_digest: string; heads_hash: string };
  totals: ReplayTotals;
  /** Changed runs (status other than `same` and `not_replayed`), capped at CHANGED_CAP. */
  changed: RunReplay[];
  /** Verdicts taken from the record rather than re-run: command gates and criteria are never executed. */
  from_record: string[];
  rerun: string[];
}

const STATUSES: ReplayStatus[] = [
  'same',
  'halts_earlier',
  'ends_differently',
  'not_halted',
  'unknown',
  'not_replayed',
];

/**
 * Where a run stopped, as a table cell: `HALT budget.max_steps @12`; a replay the proposed policy never
 * stopped reads `not stopped in 12 steps` (the record ends there, so its later steps are unknown).
 */
export function pointText(p: ReplayPoint | null): string {
  if (!p) return '-';
  if (p.decision === 'none') return `not stopped in ${p.steps} step${p.steps === 1 ? '' : 's'}`;
  return `${p.decision} ${p.reason} @${p.step ?? '-'}`;
}

/**
 * `≥` before a delta that is a lower bound: a run's that would not have stopped where it did (its later
 * steps are unknown), and a total that sums one (a sum with a lower bound in it is one). Else nothing.
 *
 * @example
 * `${deltaMark(replay.totals)}${replay.totals.delta.steps}` // '≥0' when a not_halted run is in it
 */
export function deltaMark(x: RunReplay | ReplayTotals): '≥' | '' {
  const lower = 'status' in x ? x.status === 'not_halted' : x.by_status.not_halted > 0;
  return lower ? '≥' : '';
}

/** A run's replay changed its outcome (or could not be told). */
export function isChanged(r: RunReplay): boolean {
  return r.status !== 'same' && r.status !== 'not_replayed';
}

export class ReplayAccumulator {
  private readonly totals: ReplayTotals = {
    runs: 0,
    changed: 0,
    by_status: Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<ReplayStatus, number>,
    delta: { steps: 0, tokens: 0, cost_usd: 0 },
  };
  private microUsd = 0;
  private readonly changed: RunReplay[] = [];
  private readonly fromRecord = new Set<string>();
  private readonly rerun = new Set<string>();

  /**
   * @example
   * const acc = new ReplayAccumulator(); acc.add(runReplay); acc.report(digest, headsHash)
   */
  add(r: RunReplay): void {
    const t = this.totals;
    t.runs += 1;
    t.by_status[r.status] += 1;
    if (r.delta) {
      t.delta.steps += r.delta.steps;
      t.delta.tokens += r.delta.tokens;
      this.microUsd += Math.round(r.delta.cost_usd * 1e6);
    }
    for (const id of r.from_record) if (this.fromRecord.size < 256) this.fromRecord.add(id);
    for (const id of r.rerun) if (this.rerun.size < 256) this.rerun.add(id);
    if (!isChanged(r)) return;
    t.changed += 1;
    const list = this.changed;
    if (list.length === CHANGED_CAP && order(r, list[list.length - 1]!) >= 0) return;
    let i = list.length;
    while (i > 0 && order(list[i - 1]!, r) > 0) i--;
    list.splice(i, 0, r);
    if (list.length > CHANGED_CAP) list.pop();
  }

  report(proposedDigest: string, headsHash: string): ReplayReport {
    return {
      key: { proposed_digest: proposedDigest, heads_hash: headsHash },
      totals: { ...this.totals, delta: { ...this.totals.delta, cost_usd: this.microUsd / 1e6 } },
      changed: [...this.changed],
      from_record: [...this.fromRecord].sort(),
      rerun: [...this.rerun].sort(),
    };
  }
}

function order(a: RunReplay, b: RunReplay): number {
  if (a.run_id !== b.run_id) return a.run_id < b.run_id ? -1 : 1;
  return a.head < b.head ? -1 : a.head > b.head ? 1 : 0;
}

/**
 * The hash of the set of trace heads: SHA-256 over the sorted, distinct heads, one per line.
 *
 * @example
 * hashHeads(['ab…', 'cd…'])
 */
export function hashHeads(heads: Iterable<string>): string {
  return sha256Hex([...new Set(heads)].sort().join('\n'));
}
