// SPEC §2.1: a field no layer sets takes the strictest value. For every numeric bound (budgets, stall
// windows, context bytes) a smaller value is stricter, so the built-in must be the schema's minimum:
// a window above it would let a run thrash, oscillate or stall longer than any policy could ask for.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type LoopPolicy, resolveEffectivePolicy, STRICTEST } from '../../../src/lib.js';

const defs = JSON.parse(readFileSync('schemas/defs.schema.json', 'utf8')).definitions;
const minimum = (def: string, field: string): number => defs[def].properties[field].minimum;
const rows: [string, number, number][] = [
  ...Object.entries(STRICTEST.budget).map(([k, v]): [string, number, number] => [
    `budget.${k}`,
    v,
    minimum('budget', k),
  ]),
  ...(['oscillation_repeat', 'thrash_window', 'no_progress_window'] as const).map(
    (k): [string, number, number] => [
      `convergence.${k}`,
      STRICTEST.convergence[k],
      minimum('convergence', k),
    ],
  ),
  ['context.max_bytes', STRICTEST.context.max_bytes, minimum('context_policy', 'max_bytes')],
];

describe('STRICTEST: each numeric bound is the smallest the schema allows', () => {
  it.each(rows)('%s', (_, builtIn, schemaMinimum) => {
    expect(schemaMinimum).toEqual(expect.any(Number));
    expect(builtIn).toBe(schemaMinimum);
  });

  it('a policy that sets no stall window resolves to those minimums (thrash after 3 alternations)', () => {
    const bare: LoopPolicy = {
      apiVersion: 'loopgov/v1',
      kind: 'LoopPolicy',
      defaults: { on_exceed: 'halt' },
    };
    const eff = resolveEffectivePolicy(bare, { project: null, level: 'L0', profile: 'prod' });
    expect(eff.convergence).toEqual({
      oscillation_repeat: 2,
      thrash_window: 3,
      no_progress_window: 1,
      on_stall: 'halt',
    });
  });
});
