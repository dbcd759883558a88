/**
 * The verify gate and success criteria of one recorded iteration, as they would have come out under the
 * proposed policy (SPEC §6). Nothing is executed: a gate whose definition is unchanged takes its recorded
 * verdict (the chain proves the record); a pure gate (deny-patterns, max-bytes) that is new or changed is
 * re-run on the stored artifact, whose sha256 is checked first; a command gate or criterion that is new,
 * changed, or was never run at that step cannot be known, and the replay says so instead of guessing.
 */
import canonicalize from 'canonicalize';
import { sha256Hex } from '../trace/chain.js';
import type { Gate } from '../policy/types.js';
import { combineVerdicts, evaluatePureGate, type PureGate } from '../run/gates.js';
import type { GateReport, GateResult } from '../run/types.js';

/**
 * Port: a run's stored artifacts (`artifacts/<sha256>`); `null` when the file cannot be read. `bytes` is
 * the recorded size: no more than that (and one byte) is read.
 */
export interface ArtifactSource {
  read(sha256: string, bytes?: number): Uint8Array | null;
}

/** How each proposed gate of a list gets its verdict, decided once per run. */
export type GatePlan = { gate: Gate; how: 'record' | 'rerun' | 'unknown' }[];

/** Thrown inside a replayed iteration when a verdict it needs cannot be known; caught by the replayer. */
export class UnknownVerdict extends Error {
  constructor(readonly why: string) {
    super(why);
  }
}

/**
 * For each gate of `proposed`: from the record if `recorded` has the same gate, else re-run if pure,
 * else unknown.
 *
 * @example
 * planGates(proposedPolicy.gates, recordedPolicy.gates)
 */
export function planGates(proposed: Gate[], recorded: Gate[]): GatePlan {
  const before = new Map(recorded.map((g) => [g.id, canonicalize(g)]));
  return proposed.map((gate) => {
    if (before.get(gate.id) === canonicalize(gate)) return { gate, how: 'record' };
    return { gate, how: gate.kind === 'command' ? 'unknown' : 'rerun' };
  });
}

export interface RecordedIteration {
  step: number;
  /** `{sha256, bytes}` of the stored artifact, or null for a step without one. */
  artifact: { sha256: string; bytes: number } | null;
  gate: { verdict?: unknown; results?: unknown } | null;
  criteria: { verdict?: unknown; results?: unknown } | null;
  /** The step's context as recorded (SPEC §4.5): absent when it carried none, null when unreadable. */
  context?: { sha256: string; bytes: number } | null;
}

/**
 * The gate report under `plan` for one recorded iteration; throws `UnknownVerdict` when a verdict that
 * matters cannot be known (a DENY known from another gate makes the rest moot, as in the evaluator).
 */
export function replayGateReport(
  plan: GatePlan,
  it: RecordedIteration,
  artifacts: ArtifactSource,
  cache: BytesCache,
): GateReport {
  if (!it.artifact) return { verdict: 'SKIP', results: [] };
  const recorded = resultsById(it.gate);
  // The evaluator runs no command gate on bytes a pure gate denied; the record then holds "not run".
  const recordedPureDeny = [...recorded.values()].some((r) => r.kind !== 'command' && r.verdict === 'DENY');
  const results: GateResult[] = [];
  const unknown: string[] = [];
  for (const p of plan) {
    if (p.gate.kind === 'command') continue;
    const r = verdictOf(p, recorded, it, artifacts, cache, 'gate');
    if (typeof r === 'string') unknown.push(r);
    else results.push(r);
  }
  const denied = results.find((r) => r.verdict === 'DENY');
  for (const p of plan) {
    if (p.gate.kind !== 'command') continue;
    if (denied) {
      results.push({
        id: p.gate.id,
        kind: 'command',
        verdict: 'FAIL',
        detail: `not run: artifact denied by ${denied.id}`,
      });
      continue;
    }
    if (recordedPureDeny && p.how === 'record') {
      unknown.push(
        `command gate ${p.gate.id} was not run at step ${it.step} (the recorded artifact was denied)`,
      );
      continue;
    }
    const r = verdictOf(p, recorded, it, artifacts, cache, 'gate');
    if (typeof r === 'string') unknown.push(r);
    else results.push(r);
  }
  if (unknown.length > 0 && !denied) throw new UnknownVerdict(unknown.join('; '));
  const order = new Map(plan.map((p, i) => [p.gate.id, i]));
  results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { verdict: combineVerdicts(results), results };
}

/** The success-criteria report under `plan`, when the replayed iteration needs one. */
export function replayCriteriaReport(
  plan: GatePlan,
  it: RecordedIteration,
  artifacts: ArtifactSource,
  cache: BytesCache,
): GateReport {
  const recorded = resultsById(it.criteria);
  const results: GateResult[] = [];
  for (const p of plan) {
    const r = verdictOf(p, recorded, it, artifacts, cache, 'criterion');
    if (typeof r === 'string') throw new UnknownVerdict(r);
    results.push(r);
  }
  return { verdict: combineVerdicts(results), results };
}

/** One artifact's bytes per run, read and checked once. */
export class BytesCache {
  private sha = '';
  private bytes: Uint8Array | null = null;

  get(sha256: string, artifacts: ArtifactSource, size?: number): Uint8Array | string {
    if (sha256 !== this.sha) {
      const b = artifacts.read(sha256, size);
      this.sha = sha256;
      this.bytes = b && sha256Hex(b) === sha256 ? b : null;
      if (b && !this.bytes) {
        this.sha = '';
        return `artifact ${sha256} does not match its sha256 (altered after the run)`;
      }
    }
    return this.bytes ?? `artifact ${sha256} is missing`;
  }
}

function verdictOf(
  p: GatePlan[number],
  recorded: Map<string, GateResult>,
  it: RecordedIteration,
  artifacts: ArtifactSource,
  cache: BytesCache,
  what: 'gate' | 'criterion',
): GateResult | string {
  const label = `${what} ${p.gate.id}`;
  if (p.how === 'record') {
    const r = recorded.get(p.gate.id);
    if (r) return r;
    if (p.gate.kind === 'command') return `${label} was not run at step ${it.step} in the recorded run`;
  } else if (p.how === 'unknown') {
    return `${label} is a new or changed command: its verdict cannot be known without running it`;
  }
  if (!it.artifact) return `${label}: step ${it.step} has no artifact`;
  const bytes = cache.get(it.artifact.sha256, artifacts, it.artifact.bytes);
  if (typeof bytes === 'string') return `${label} cannot be re-run at step ${it.step}: ${bytes}`;
  return evaluatePureGate(p.gate as PureGate, bytes);
}

function resultsById(report: { results?: unknown } | null): Map<string, GateResult> {
  const out = new Map<string, GateResult>();
  const list = report?.results;
  if (!Array.isArray(list)) return out;
  for (const r of list as GateResult[]) {
    // The context check is judged apart (replay-context.ts): a gate a policy names `context` is not it.
    if (r?.kind === 'context') continue;
    if (typeof r?.id === 'string' && (r.verdict === 'PASS' || r.verdict === 'FAIL' || r.verdict === 'DENY'))
      out.set(r.id, r);
  }
  return out;
}
