// SPEC §4.5, sentence by sentence: a step may carry its compacted context (text or {sha256, bytes}); it
// is checked on every step that carries one against context: {max_bytes, must_keep}; a missing item or
// an oversized context is a gate FAIL → CORRECT with a hint naming the missing items; recorded by hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ContextPolicy, EffectivePolicy } from '../../../src/core/policy/types.js';
import { evaluateContext } from '../../../src/core/run/context.js';
import { isValidDecision, parseStepEvent } from '../../../src/core/run/event.js';
import { startRun } from '../../../src/core/run/evaluator.js';
import type { StepEvent } from '../../../src/core/run/types.js';
import { memoryStore } from './memory-store.js';

const rules: ContextPolicy = {
  max_bytes: 200,
  must_keep: [
    { id: 'goal', literal: 'GOAL: ship the parser' },
    { id: 'constraints', regex: '^constraints?:', flags: 'im' },
    { id: 'approvals', regex: 'approved by [a-z]+' },
  ],
};
const full =
  'GOAL: ship the parser\nConstraints: no new deps\nplan approved by alice\nnotes: private-working-memory';

describe('evaluateContext', () => {
  it('passes a context that keeps every item within max_bytes', () => {
    const c = evaluateContext(rules, full);
    expect(c.result).toMatchObject({ id: 'context', kind: 'context', verdict: 'PASS' });
    expect(c.recorded).toEqual({
      sha256: createHash('sha256').update(full).digest('hex'),
      bytes: Buffer.byteLength(full),
    });
  });

  it.each([
    ['the goal dropped', full.replace('GOAL: ship the parser\n', ''), 'missing must-keep item(s): goal'],
    ['goal and approvals dropped', 'Constraints: none', 'missing must-keep item(s): goal, approvals'],
    [
      'a regex item that no longer matches',
      full.replace('Constraints:', 'Limits:'),
      'missing must-keep item(s): constraints',
    ],
    ['over max_bytes', `${full}${'x'.repeat(200)}`, 'over max_bytes 200'],
    ['over max_bytes in UTF-8 bytes, not characters', `${full}${'é'.repeat(70)}`, 'over max_bytes 200'],
  ])('FAILs with %s', (_name, text, detail) => {
    const c = evaluateContext(rules, text);
    expect(c.result?.verdict).toBe('FAIL');
    expect(c.result?.detail).toContain(detail);
  });

  it('a {sha256, bytes} reference is checked for size only, and must_keep fails closed on it', () => {
    const ref = { sha256: 'a'.repeat(64), bytes: 150 };
    const withItems = evaluateContext(rules, ref);
    expect(withItems.result?.verdict).toBe('FAIL');
    expect(withItems.result?.detail).toContain(
      'goal, constraints, approvals cannot be checked on a {sha256, bytes} reference',
    );
    expect(withItems.recorded).toEqual(ref);
    expect(evaluateContext({ max_bytes: 200, must_keep: [] }, ref).result?.verdict).toBe('PASS');
    expect(evaluateContext({ max_bytes: 100, must_keep: [] }, ref).result?.detail).toContain(
      'over max_bytes 100',
    );
  });

  it('a step without context is not checked; no context rules allow no bytes (strictest)', () => {
    expect(evaluateContext(rules, undefined)).toEqual({ result: null, recorded: null });
    expect(evaluateContext({ max_bytes: 0, must_keep: [] }, '').result?.verdict).toBe('PASS');
    expect(evaluateContext({ max_bytes: 0, must_keep: [] }, 'x').result?.verdict).toBe('FAIL');
  });

  it('matches regex items in linear time (RE2): a hostile context cannot freeze the evaluator', () => {
    const hostile = { max_bytes: 1 << 20, must_keep: [{ id: 'x', regex: '(a+)+$' }] };
    const c = evaluateContext(hostile, `${'a'.repeat(50_000)}!`);
    expect(c.result?.verdict).toBe('FAIL');
  });
});

describe('the step event field', () => {
  it.each([
    ['text', 'GOAL: x', true],
    ['a reference', { sha256: 'b'.repeat(64), bytes: 3 }, true],
    ['a reference with a bad hash', { sha256: 'B'.repeat(64), bytes: 3 }, false],
    ['a reference with extra members', { sha256: 'b'.repeat(64), bytes: 3, text: 'x' }, false],
    ['a number', 42, false],
  ])('accepts or refuses context as %s', (_name, context, ok) => {
    const e = {
      step: 1,
      intent: 'i',
      action: 'a',
      tool: 't',
      inputs_ref: 'r',
      tokens: 0,
      cost_usd: 0,
      progress: 0,
      artifact: null,
      claims_done: false,
      context,
    };
    if (ok) expect(parseStepEvent(e, null).context).toEqual(context);
    else expect(() => parseStepEvent(e, null)).toThrow(/context/);
  });
});

describe('context in the evaluator', () => {
  const effective: EffectivePolicy = {
    budget: {
      max_steps: 10,
      max_tokens: 1000,
      max_wall_clock_sec: 60,
      max_cost_usd: 1,
      max_corrections_per_step: 2,
    },
    on_exceed: 'halt',
    convergence: { oscillation_repeat: 5, thrash_window: 6, no_progress_window: 9, on_stall: 'escalate' },
    gates: [{ id: 'size', kind: 'max-bytes', max: 100 }],
    success_criteria: [],
    max_delegation_level: 'L3',
    governance: 'required',
    escalation: { approver_role: 'maintainer' },
    context: rules,
  };
  const open = async () => {
    const store = memoryStore();
    const run = await startRun({
      runId: 'r1',
      project: 'p',
      level: 'L1',
      profile: 'dev',
      effective,
      governance: 'required',
      origin: { source: 'unpinned', repo: '/p', commit: null, digest: null, verified: false },
      store,
      clock: { now: () => 0 },
      runner: { run: async () => ({ exitCode: 0, signal: null, timedOut: false }) },
      workdir: '/w',
    });
    return { run, store };
  };
  const step = (n: number, context: unknown, artifact: unknown = 'diff') =>
    ({
      step: n,
      intent: 'i',
      action: `a${n}`,
      tool: 't',
      inputs_ref: 'r',
      tokens: 1,
      cost_usd: 0,
      progress: n,
      artifact,
      claims_done: false,
      ...(context === undefined ? {} : { context }),
    }) as StepEvent;

  it('a compaction that drops the goal is a CORRECT whose hint names it; the next good one continues', async () => {
    const { run, store } = await open();
    expect(await run.step(step(1, full))).toMatchObject({ decision: 'CONTINUE' });
    const d = await run.step(step(2, full.replace('GOAL: ship the parser\n', '')));
    expect(d).toMatchObject({ decision: 'CORRECT', reason: 'gate_fail', gate: { verdict: 'FAIL' } });
    expect(d.correction_hint).toContain('missing must-keep item(s): goal');
    expect(isValidDecision(d)).toBe(true);
    expect(await run.step(step(3, full))).toMatchObject({ decision: 'CONTINUE', attempt: 2 });
    expect(await run.step(step(4, undefined))).toMatchObject({ decision: 'CONTINUE', attempt: 1 });
    // recorded by hash: no context text anywhere in the trace
    const text = JSON.stringify(store.records);
    expect(text).not.toContain('private-working-memory');
    expect(text).not.toContain('no new deps');
    expect(store.records[1]).toMatchObject({ context: { bytes: Buffer.byteLength(full) } });
    expect(store.records[4]!.context).toBeUndefined();
  });

  it('checks a context even on a step with no artifact', async () => {
    const { run } = await open();
    const d = await run.step(step(1, 'no goal here', null));
    expect(d).toMatchObject({ decision: 'CORRECT', gate: { verdict: 'FAIL', results: [{ id: 'context' }] } });
    expect((await run.step(step(2, full, null))).gate).toMatchObject({ verdict: 'PASS' });
  });
});
