// `policy resolve` says which layer set each value, and warns for an unknown project and for a level
// above max_delegation_level (issue 8, first user). The example policy (policies/) is the fixture.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import { BUILT_IN, explainEffectivePolicy } from '../../../src/core/policy/resolve-explain.js';
import { resolveEffectivePolicy } from '../../../src/core/policy/resolve.js';
import type { Level, Profile } from '../../../src/core/policy/types.js';
import { runCli } from '../../helpers/cli.js';

const policy = parsePolicySet([
  { path: 'policies/loop-policy.yaml', content: readFileSync('policies/loop-policy.yaml') },
]).policy;

const scope = (project: string | null, level: Level, profile: Profile = 'prod') => ({
  project,
  level,
  profile,
});

describe('which layer set each value', () => {
  it.each([
    ['budget.max_steps', scope('okr', 'L3'), 'projects.okr.levels.L3'],
    ['budget.max_tokens', scope('okr', 'L3'), 'projects.okr'],
    ['budget.max_wall_clock_sec', scope('okr', 'L3'), 'levels.L3'],
    ['budget.max_corrections_per_step', scope('okr', 'L3'), 'defaults'],
    ['budget.max_corrections_per_step', scope('okr', 'L4'), 'levels.L4'],
    ['on_exceed', scope('okr', 'L4'), 'levels.L4'],
    ['max_delegation_level', scope('docs-bot', 'L1'), 'projects.docs-bot'],
    ['gate size', scope('docs-bot', 'L1'), 'projects.docs-bot'],
    ['gate deny-injection', scope('docs-bot', 'L1'), 'defaults'],
    ['context.max_bytes', scope('demo', 'L2'), 'projects.demo'],
    ['context.must_keep goal', scope('demo', 'L2'), 'projects.demo'],
    ['context.max_bytes', scope('okr', 'L2'), BUILT_IN],
    ['escalation.approver_role', scope('okr', 'L2'), BUILT_IN],
    ['governance', scope('okr', 'L2', 'prod'), 'profile prod (always required)'],
    ['governance', scope('okr', 'L2', 'dev'), 'profiles.dev.governance'],
    ['budget.max_steps', scope(null, 'L2'), 'levels.L2'],
  ])('%s at %j: %s', (field, s, layer) => {
    expect(explainEffectivePolicy(policy, s).setBy[field]).toBe(layer);
  });

  it('every value of the effective policy has a layer, and the values are resolveEffectivePolicy’s', () => {
    for (const s of [scope('okr', 'L3'), scope('demo', 'L2', 'dev'), scope('nobody', 'L0')]) {
      const x = explainEffectivePolicy(policy, s);
      expect(x.effective).toEqual(resolveEffectivePolicy(policy, s));
      const fields = [
        ...Object.keys(x.effective.budget).map((k) => `budget.${k}`),
        ...Object.keys(x.effective.convergence).map((k) => `convergence.${k}`),
        ...x.effective.gates.map((g) => `gate ${g.id}`),
        ...x.effective.success_criteria.map((g) => `success ${g.id}`),
        'on_exceed',
        'max_delegation_level',
        'governance',
      ];
      for (const f of fields) expect(x.setBy[f], f).toBeTruthy();
    }
  });

  it('no policy at all: everything is the built-in strictest', () => {
    const x = explainEffectivePolicy(null, scope('x', 'L0'));
    expect(new Set(Object.values(x.setBy))).toEqual(new Set([BUILT_IN, 'profile prod (always required)']));
  });
});

describe('warnings', () => {
  it.each([
    [
      'a project the policy does not name',
      scope('okrr', 'L2'),
      [
        /project "okrr" is not named in the policy \(known: okr, docs-bot, release-train, demo\): it gets the defaults/,
      ],
    ],
    [
      'a level above max_delegation_level',
      scope('okr', 'L4'),
      [/level L4 is above this scope's max_delegation_level L3 \(set by defaults\): a run at L4 is refused/],
    ],
    [
      'a project’s own lower ceiling of delegation',
      scope('docs-bot', 'L3'),
      [/max_delegation_level L2 \(set by projects\.docs-bot\)/],
    ],
    ['both', scope('x', 'L5'), [/not named/, /above/]],
    ['neither', scope('release-train', 'L4'), []],
  ])('%s', (_what, s, expected) => {
    const { warnings } = explainEffectivePolicy(policy, s);
    expect(warnings).toHaveLength(expected.length);
    for (const [i, re] of expected.entries()) expect(warnings[i]).toMatch(re);
  });

  it('loopgov policy resolve prints the layer column and the warnings on stderr (exit 0); --json carries both', async () => {
    const r = await runCli(['policy', 'resolve', '--dir', 'policies', '--project', 'okrr', '--level', 'L5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^field +value +set by$/m);
    expect(r.stdout).toMatch(/^budget\.max_steps +150 +levels\.L5$/m);
    expect(r.stderr).toMatch(/^loopgov: warning: project "okrr" is not named/m);
    expect(r.stderr).toMatch(/^loopgov: warning: level L5 is above/m);
    const j = JSON.parse(
      (
        await runCli([
          'policy',
          'resolve',
          '--dir',
          'policies',
          '--project',
          'okr',
          '--level',
          'L3',
          '--json',
        ])
      ).stdout,
    );
    expect(j.budget.max_steps).toBe(80);
    expect(j.set_by['budget.max_steps']).toBe('projects.okr.levels.L3');
    expect(j.warnings).toEqual([]);
  });
});
