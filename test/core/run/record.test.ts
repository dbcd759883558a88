// The iteration record (SPEC §5): every field of the decision and the event, whatever order or shape
// the parts come in — key order is only the writer's speed-up, never a filter.
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { iterationBody } from '../../../src/core/run/record.js';
import type { Decision, StepEvent } from '../../../src/core/run/types.js';
import { sealRecord } from '../../../src/core/trace/chain.js';
import { GENESIS_PREV, sha256Hex } from '../../../src/lib.js';

const AT = '2026-11-29T10:00:00.000Z';
const event: StepEvent = {
  step: 4,
  intent: 'fix',
  action: 'edit a.ts',
  tool: 'editor',
  inputs_ref: 'sha256:x',
  tokens: 10,
  cost_usd: 0.25,
  progress: 0.5,
  artifact: 'diff',
  claims_done: true,
};
const decision = (extra: Partial<Decision> = {}): Decision => ({
  run_id: 'r1',
  step: 4,
  attempt: 2,
  decision: 'CORRECT',
  reason: 'self_declared_done',
  detail: 'success criteria failed (t: exit 1)',
  gate: {
    verdict: 'PASS',
    results: [{ id: 'size', kind: 'max-bytes', verdict: 'PASS', detail: '4 ≤ 10 bytes' }],
  },
  convergence: { repeat: 1, alternation: 1, since_best: 0, best_progress: 0.5, stall: null },
  budget: {
    steps: 4,
    tokens: 40,
    cost_usd: 1,
    wall_clock_sec: 0.5,
    limits: { max_steps: 9, max_tokens: 99, max_cost_usd: 5, max_wall_clock_sec: 60 },
    exceeded: null,
  },
  correction_hint: 'Not done: keep working',
  trace: null,
  provenance: { source: 'pinned', artifact_path: '/a/b', commit: 'c'.repeat(40), run_at: AT, verified: true },
  governance: 'off',
  advisory: { decision: 'HALT', reason: 'oscillation' },
  ...extra,
});
const artifact = { sha256: 'a'.repeat(64), path: '/a/b', bytes: 4 };
const criteria = {
  verdict: 'FAIL' as const,
  results: [{ id: 't', kind: 'command' as const, verdict: 'FAIL' as const, detail: 'exit 1' }],
};

/** What SPEC §5 says the record holds: the decision's fields (budget as budget_snapshot) and the event's. */
function expected(d: Decision) {
  const { budget, trace: _t, ...fields } = d;
  const { artifact: _a, ...ev } = event;
  return {
    ...fields,
    ...ev,
    type: 'iteration',
    at: d.provenance.run_at,
    budget_snapshot: budget,
    action_hash: 'h',
    artifact,
    criteria,
  };
}

describe('iterationBody', () => {
  it.each([
    ['a decision with detail and advisory', decision()],
    [
      'a plain CONTINUE (no detail, no advisory, no convergence)',
      decision({
        detail: undefined,
        advisory: undefined,
        convergence: null,
        decision: 'CONTINUE',
        reason: 'ok',
      }),
    ],
  ])('holds every field of %s, and serializes to the reference line', (_name, d) => {
    if (d.detail === undefined) delete d.detail;
    if (d.advisory === undefined) delete d.advisory;
    const { record, bytes } = sealRecord(iterationBody(d, event, 'h', artifact, criteria), GENESIS_PREV, 3);
    const line = bytes.toString('utf8').trimEnd();
    expect(JSON.parse(line)).toEqual({ ...expected(d), index: 3, prev: GENESIS_PREV, hash: record.hash });
    const ref = canonicalize({ ...expected(d), index: 3, prev: GENESIS_PREV }) as string;
    expect(line).toBe(`${ref.slice(0, -1)},"hash":"${sha256Hex(ref)}"}`);
  });

  it('keeps a nested object of a shape it does not know whole (a field added elsewhere)', () => {
    const d = decision();
    (d.gate.results[0] as unknown as Record<string, unknown>).elapsed_ms = 3;
    (d.budget as unknown as Record<string, unknown>).exceeded_at = null;
    (d.provenance as unknown as Record<string, unknown>).policy_path = 'policies/';
    const { bytes } = sealRecord(iterationBody(d, event, 'h', artifact, null), GENESIS_PREV, 3);
    const rec = JSON.parse(bytes.toString('utf8'));
    expect(rec.gate.results[0].elapsed_ms).toBe(3);
    expect(rec.budget_snapshot).toHaveProperty('exceeded_at', null);
    expect(rec.provenance.policy_path).toBe('policies/');
    const { hash, ...rest } = rec;
    expect(sha256Hex(canonicalize(rest) as string)).toBe(hash);
  });
});

describe('docs/trace.md', () => {
  it('the iteration row names every field the record has (budget only as budget_snapshot)', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync('docs/trace.md', 'utf8');
    const row = doc.split('\n').find((l) => l.startsWith('| `iteration` |'))!;
    // Every name in backticks (sub-fields too): the record's own fields must all be among them.
    const named = new Set([...row.matchAll(/`([^`]+)`/g)].flatMap((m) => m[1]!.match(/[a-z_]+/g) ?? []));
    const body = iterationBody(decision(), { ...event, context: 'c' }, 'h', artifact, criteria, {
      sha256: 'b'.repeat(64),
      bytes: 1,
    });
    const envelope = ['type', 'run_id', 'at', 'index', 'prev', 'hash'];
    const fields = Object.keys(body).filter((k) => !envelope.includes(k) && body[k] !== undefined);
    for (const f of fields) expect(named, f).toContain(f);
    expect(fields).not.toContain('budget');
    expect(row).toContain('there is no `budget` field');
  });
});
