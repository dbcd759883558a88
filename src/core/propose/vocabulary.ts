/**
 * The decisions and reasons a replay shows from a trace. A chain proves who wrote a record only as far
 * as its hash: anyone who can write the traces folder can re-hash it. So a recorded decision or reason
 * is shown as itself only when the runtime could have written it; anything else is shown by its digest,
 * never as text that reaches a pull request or a terminal (docs/decisions/110).
 */
import { DECISIONS, REASONS } from '../run/types.js';
import { sha256Hex } from '../trace/chain.js';

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
