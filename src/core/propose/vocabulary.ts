/**
 * The decisions and reasons a replay shows from a trace. A chain proves who wrote a record only as far
 * as its hash: anyone who can write the traces folder can re-hash it. So a recorded decision or reason
 * is shown as itself only when the runtime could have written it; anything else is shown by its digest,
 * never as text that reaches a pull request or a terminal (docs/decisions/110).
 */
import { DECISIONS, type Reason } from '../run/types.js';
import { sha256Hex } from '../trace/chain.js';

/** Every reason the runtime writes; `satisfies` keeps the list whole when a reason is added. */
const REASONS = Object.keys({
  ok: 1,
  human: 1,
  gate_fail: 1,
  gate_deny: 1,
  corrections_exhausted: 1,
  'budget.max_steps': 1,
  'budget.max_tokens': 1,
  'budget.max_cost_usd': 1,
  'budget.max_wall_clock_sec': 1,
  oscillation: 1,
  thrash: 1,
  no_progress: 1,
  self_declared_done: 1,
  success: 1,
  fail_closed: 1,
  incomplete: 1,
  invalid_event: 1,
  policy_unavailable: 1,
  level_not_allowed: 1,
  governance_required: 1,
  run_closed: 1,
  governance_off: 1,
  resume_refused: 1,
  signal: 1,
  abandoned: 1,
} satisfies Record<Reason, 1>);

const KNOWN = new Set<string>([...DECISIONS, ...REASONS]);

/**
 * A recorded decision or reason as the replay shows it.
 *
 * @example
 * recognised('budget.max_steps') // 'budget.max_steps'
 * recognised('@org please approve') // '(unrecognised, sha256 3f1c…)' — the first 12 hex digits
 */
export function recognised(value: string): string {
  return KNOWN.has(value) ? value : `(unrecognised, sha256 ${sha256Hex(value).slice(0, 12)})`;
}
