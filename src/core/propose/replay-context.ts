/**
 * The context check (SPEC §4.5) of one recorded iteration, as it would have come out under the proposed
 * policy. The runtime judges a step's context as one more verify result (`{id: "context", kind:
 * "context"}`), so the replay must too — but the trace keeps only the context's `{sha256, bytes}`, never
 * its text. What can be known is used; what cannot is said (docs/decisions/110):
 *
 * - the proposed `context` policy is the recorded one → the recorded result;
 * - the size part → the recorded `bytes` against the proposed `max_bytes`;
 * - the must-keep part → PASS with no proposed item; PASS when every proposed item is one the recorded
 *   policy had and the recorded check passed (they were all there); FAIL when the proposed items include
 *   every recorded one and the recorded check failed on them (within the recorded size: one is still
 *   missing); otherwise it cannot be known without the text.
 */
import canonicalize from 'canonicalize';
import type { ContextPolicy } from '../policy/types.js';
import type { GateResult } from '../run/types.js';
import { type RecordedIteration, UnknownVerdict } from './replay-gates.js';

/** How a run's context verdicts are had: the proposed policy, and the recorded one when it is readable. */
export interface ContextPlan {
  proposed: ContextPolicy;
  recorded: ContextPolicy | null;
  /** The proposed context policy is the recorded one: take the recorded result. */
  same: boolean;
}

/**
 * @example
 * planContext(proposed.context, recordedEffective.context).same // true when unchanged
 */
export function planContext(proposed: ContextPolicy, recorded: unknown): ContextPlan {
  const r = isContextPolicy(recorded) ? recorded : null;
  return { proposed, recorded: r, same: r !== null && canonicalize(r) === canonicalize(proposed) };
}

/**
 * The context result of one recorded iteration under `plan`: null when the step carried no context;
 * throws `UnknownVerdict` when it cannot be known from what the trace kept.
 *
 * @example
 * replayContextResult(plan, it)?.verdict // 'PASS' | 'FAIL'
 */
export function replayContextResult(plan: ContextPlan, it: RecordedIteration): GateResult | null {
  if (it.context === undefined) return null;
  const label = `the context check at step ${it.step}`;
  if (it.context === null) throw new UnknownVerdict(`${label}: the recorded context reference is unreadable`);
  const recorded = recordedResult(it);
  if (plan.same) {
    if (recorded) return recorded;
    throw new UnknownVerdict(`${label}: the step carried a context but its recorded result is missing`);
  }
  const { proposed: p, recorded: rp } = plan;
  const bytes = it.context.bytes;
  const problems: string[] = [];
  if (bytes > p.max_bytes) problems.push(`context is ${bytes} bytes, over max_bytes ${p.max_bytes}`);
  const keep = mustKeep(p, rp, recorded, bytes);
  if (keep === 'fail') problems.push('a must-keep item the recorded context lacked is still required');
  if (problems.length > 0)
    return { id: 'context', kind: 'context', verdict: 'FAIL', detail: problems.join('; ') };
  if (keep === 'unknown')
    throw new UnknownVerdict(
      `${label}: the proposed must_keep items cannot be checked — the trace keeps only the context's sha256 and size, not its text`,
    );
  return {
    id: 'context',
    kind: 'context',
    verdict: 'PASS',
    detail: `${bytes} <= ${p.max_bytes} bytes; ${p.must_keep.length} must-keep item(s) present`,
  };
}

function mustKeep(
  p: ContextPolicy,
  rp: ContextPolicy | null,
  recorded: GateResult | null,
  bytes: number,
): 'pass' | 'fail' | 'unknown' {
  if (p.must_keep.length === 0) return 'pass';
  if (!rp || !recorded) return 'unknown';
  const had = new Set(rp.must_keep.map((m) => canonicalize(m)));
  const wants = new Set(p.must_keep.map((m) => canonicalize(m)));
  if (recorded.verdict === 'PASS' && [...wants].every((m) => had.has(m))) return 'pass';
  // Within the recorded size, a recorded FAIL was a must-keep item (missing, or a reference that cannot
  // show any): if every recorded item is still required, so is the one that failed.
  const sizeFine = bytes <= rp.max_bytes;
  if (recorded.verdict === 'FAIL' && sizeFine && had.size > 0 && [...had].every((m) => wants.has(m)))
    return 'fail';
  return 'unknown';
}

function recordedResult(it: RecordedIteration): GateResult | null {
  const list = it.gate?.results;
  if (!Array.isArray(list)) return null;
  const r = (list as GateResult[]).find((x) => x?.kind === 'context');
  return r && (r.verdict === 'PASS' || r.verdict === 'FAIL') ? r : null;
}

function isContextPolicy(x: unknown): x is ContextPolicy {
  const c = x as ContextPolicy | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.max_bytes === 'number' &&
    Array.isArray(c.must_keep) &&
    c.must_keep.every((m) => typeof m === 'object' && m !== null && typeof m.id === 'string')
  );
}
