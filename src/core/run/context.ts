/**
 * Governed context compaction (SPEC §4.5): a step may carry the context the runner will work from next
 * (`context`: text, or a `{sha256, bytes}` reference). Every step that carries one is checked against the
 * policy's `context: {max_bytes, must_keep}`; a missing must-keep item or an oversized context is a gate
 * FAIL, so the usual CORRECT names what was lost. The trace keeps only the hash and the size.
 */
import { createHash } from 'node:crypto';
import { compilePolicyRegex } from '../policy/regex.js';
import type { ContextPolicy, MustKeepItem } from '../policy/types.js';
import type { GateResult } from './types.js';

/** How a context is recorded: never its text. */
export interface ContextRef {
  sha256: string;
  bytes: number;
}

export interface ContextCheck {
  /** The `context` gate result, or null when the step carried no context. */
  result: GateResult | null;
  recorded: ContextRef | null;
}

const encoder = new TextEncoder();

/**
 * Checks a step's context. A reference can be checked for size only: with any `must_keep` item it is a
 * FAIL (fail closed — what cannot be read cannot be shown to have kept the goal; docs/decisions/064).
 *
 * @example
 * evaluateContext({ max_bytes: 100, must_keep: [{ id: 'goal', literal: 'GOAL:' }] }, 'notes').result?.detail
 * // 'missing must-keep item(s): goal'
 */
export function evaluateContext(policy: ContextPolicy, context: unknown): ContextCheck {
  if (context === undefined) return { result: null, recorded: null };
  const text = typeof context === 'string' ? context : null;
  const recorded: ContextRef =
    text !== null
      ? { sha256: createHash('sha256').update(text).digest('hex'), bytes: encoder.encode(text).byteLength }
      : { sha256: (context as ContextRef).sha256, bytes: (context as ContextRef).bytes };
  const problems: string[] = [];
  if (recorded.bytes > policy.max_bytes) {
    problems.push(`context is ${recorded.bytes} bytes, over max_bytes ${policy.max_bytes}`);
  }
  const ids = policy.must_keep.map((m) => m.id);
  if (text === null && ids.length > 0) {
    problems.push(
      `must-keep item(s) ${ids.join(', ')} cannot be checked on a {sha256, bytes} reference: send the context as text`,
    );
  } else if (text !== null) {
    const missing = policy.must_keep.filter((m) => !keeps(text, m)).map((m) => m.id);
    if (missing.length > 0) problems.push(`missing must-keep item(s): ${missing.join(', ')}`);
  }
  const result: GateResult =
    problems.length > 0
      ? { id: 'context', kind: 'context', verdict: 'FAIL', detail: problems.join('; ') }
      : {
          id: 'context',
          kind: 'context',
          verdict: 'PASS',
          detail: `${recorded.bytes} <= ${policy.max_bytes} bytes; ${ids.length} must-keep item(s) present`,
        };
  return { result, recorded };
}

function keeps(text: string, item: MustKeepItem): boolean {
  if (item.literal !== undefined) return text.includes(item.literal);
  try {
    return compilePolicyRegex(item.regex as string, item.flags ?? '').test(text);
  } catch {
    return false; // validated at load; a pattern that cannot compile keeps nothing (fail closed)
  }
}
