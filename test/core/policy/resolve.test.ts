import { describe, expect, it } from 'vitest';
import { checkCeiling, checkPolicyAgainstCeiling } from '../../../src/core/policy/ceiling.js';
import { listScopes, resolveEffectivePolicy, STRICTEST } from '../../../src/core/policy/resolve.js';
import type { LoopPolicy, OrgCeiling } from '../../../src/core/policy/types.js';

const policy: LoopPolicy = {
  apiVersion: 'loopgov/v1',
  kind: 'LoopPolicy',
  defaults: {
    budget: {
      max_steps: 30,
      max_tokens: 200000,
      max_wall_clock_sec: 900,
      max_cost_usd: 2,
      max_corrections_per_step: 2,
    },
    on_exceed: 'halt',
    max_delegation_level: 'L3',
    convergence: { oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: 'escalate' },
    gates: [
      { id: 'deny', kind: 'deny-patterns', patterns: [{ regex: 'x' }] },
      { id: 'size', kind: 'max-bytes', max: 100 },
    ],
  },
  levels: { L0: { budget: { max_steps: 5, max_cost_usd: 0.2 } }, L3: { budget: { max_steps: 60 } } },
  projects: {
    okr: { budget: { max_tokens: 300000 }, levels: { L3: { budget: { max_steps: 80 } } } },
    small: {
      gates: [
        { id: 'size', kind: 'max-bytes', max: 10 },
        { id: 'extra', kind: 'max-bytes', max: 5 },
      ],
    },
  },
  profiles: { dev: { governance: 'optional' } },
};

const ceiling: OrgCeiling = {
  apiVersion: 'loopgov/v1',
  kind: 'OrgCeiling',
  budget: {
    max_steps: 100,
    max_tokens: 1000000,
    max_wall_clock_sec: 3600,
    max_cost_usd: 10,
    max_corrections_per_step: 3,
  },
  convergence: { oscillation_repeat: 5, thrash_window: 10, no_progress_window: 10 },
  max_delegation_level: 'L3',
  required_gates: ['deny'],
};

describe('resolveEffectivePolicy', () => {
  it.each([
    // [project, level, profile, field path, expected]
    [null, 'L2', 'prod', 'budget.max_steps', 30],
    [null, 'L0', 'prod', 'budget.max_steps', 5],
    [null, 'L0', 'prod', 'budget.max_cost_usd', 0.2],
    [null, 'L0', 'prod', 'budget.max_tokens', 200000],
    [null, 'L3', 'prod', 'budget.max_steps', 60],
    ['okr', 'L3', 'prod', 'budget.max_steps', 80],
    ['okr', 'L3', 'prod', 'budget.max_tokens', 300000],
    ['okr', 'L1', 'prod', 'budget.max_steps', 30],
    ['unknown-project', 'L3', 'prod', 'budget.max_steps', 60],
    [null, 'L2', 'prod', 'governance', 'required'],
    [null, 'L2', 'dev', 'governance', 'optional'],
    [null, 'L2', 'prod', 'on_exceed', 'halt'],
    ['small', 'L2', 'prod', 'gates', ['deny', 'size', 'extra']],
  ] as const)('%s %s %s: %s = %j', (project, level, profile, path, expected) => {
    const eff = resolveEffectivePolicy(policy, { project, level, profile });
    const value =
      path === 'gates'
        ? eff.gates.map((g) => g.id)
        : path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], eff);
    expect(value).toEqual(expected);
  });

  it('a project layer replaces a gate by id and can never drop one', () => {
    const eff = resolveEffectivePolicy(policy, { project: 'small', level: 'L2', profile: 'prod' });
    expect(eff.gates.find((g) => g.id === 'size')).toEqual({ id: 'size', kind: 'max-bytes', max: 10 });
  });

  it('with no policy at all takes the strictest built-in values', () => {
    expect(resolveEffectivePolicy(null, { project: null, level: 'L5', profile: 'dev' })).toEqual(STRICTEST);
  });

  it('fields no layer sets take the strictest values, never unlimited', () => {
    const bare: LoopPolicy = {
      apiVersion: 'loopgov/v1',
      kind: 'LoopPolicy',
      defaults: { budget: { max_steps: 10 } },
    };
    const eff = resolveEffectivePolicy(bare, { project: null, level: 'L0', profile: 'prod' });
    expect(eff.budget).toEqual({ ...STRICTEST.budget, max_steps: 10 });
    expect(eff.success_criteria).toEqual([]);
    expect(eff.max_delegation_level).toBe('L0');
  });

  it('prod is always governance: required', () => {
    const p: LoopPolicy = { ...policy, profiles: { dev: { governance: 'optional' } } };
    expect(resolveEffectivePolicy(p, { project: null, level: 'L0', profile: 'prod' }).governance).toBe(
      'required',
    );
  });

  it('never follows the prototype chain for project names', () => {
    const eff = resolveEffectivePolicy(policy, { project: 'constructor', level: 'L2', profile: 'prod' });
    expect(eff.budget.max_steps).toBe(30);
  });

  it('lists every named project plus "any other", times six levels and two profiles', () => {
    expect(listScopes(policy)).toHaveLength(3 * 6 * 2);
  });
});

describe('checkCeiling', () => {
  const within = resolveEffectivePolicy(policy, { project: 'okr', level: 'L3', profile: 'prod' });
  it.each([
    ['within the ceiling', {}, []],
    ['steps above', { budget: { ...within.budget, max_steps: 101 } }, ['budget.max_steps']],
    [
      'cost and tokens above',
      { budget: { ...within.budget, max_cost_usd: 11, max_tokens: 2e6 } },
      ['budget.max_tokens', 'budget.max_cost_usd'],
    ],
    [
      'window above',
      { convergence: { ...within.convergence, no_progress_window: 11 } },
      ['convergence.no_progress_window'],
    ],
    ['level above', { max_delegation_level: 'L4' }, ['max_delegation_level']],
    ['required gate missing', { gates: within.gates.filter((g) => g.id !== 'deny') }, ['gates']],
  ] as const)('%s', (_name, patch, fields) => {
    const violations = checkCeiling({ ...within, ...patch } as typeof within, ceiling);
    expect(violations.map((v) => v.field)).toEqual(fields);
  });

  it('a missing ceiling refuses everything', () => {
    expect(checkCeiling(within, null)).toHaveLength(1);
  });

  it('checks every scope and says which one is above', () => {
    const raised: LoopPolicy = {
      ...policy,
      projects: { ...policy.projects, okr: { levels: { L3: { budget: { max_steps: 500 } } } } },
    };
    const v = checkPolicyAgainstCeiling(raised, ceiling);
    expect(v).toHaveLength(1);
    expect(v[0]).toMatchObject({
      field: 'budget.max_steps',
      value: 500,
      limit: 100,
      scope: { project: 'okr', level: 'L3' },
    });
  });
});
