// SPEC §4.4 / §4.5 in the policy: `escalation: {approver_role}` and `context: {max_bytes, must_keep}` —
// schema, resolution, ceiling and semantic diff.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCeiling } from '../../../src/core/policy/ceiling.js';
import { classifyChange, diffEffective } from '../../../src/core/policy/diff.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import { resolveEffectivePolicy, STRICTEST } from '../../../src/core/policy/resolve.js';
import type { EffectivePolicy, OrgCeiling } from '../../../src/core/policy/types.js';

const ceilingText = readFileSync('policies/org-ceiling.yaml', 'utf8');
const approvers = readFileSync('policies/approvers.yaml', 'utf8');

function policy(defaults: string, rest = ''): string {
  return `apiVersion: loopgov/v1
kind: LoopPolicy
defaults:
  budget: {max_steps: 10, max_tokens: 1000, max_wall_clock_sec: 60, max_cost_usd: 1, max_corrections_per_step: 2}
  gates: [{id: deny-injection, kind: deny-patterns, patterns: [{regex: x}]}, {id: size, kind: max-bytes, max: 10}]
${defaults}
${rest}`;
}
const load = (text: string, ceiling = ceilingText) =>
  parsePolicySet([
    { path: 'policies/loop-policy.yaml', content: text },
    { path: 'policies/org-ceiling.yaml', content: ceiling },
    { path: 'policies/approvers.yaml', content: approvers },
  ]);
const problemsOf = (text: string): string[] => {
  try {
    load(text);
    return [];
  } catch (e) {
    return (e as { problems: { field?: string; message: string }[] }).problems.map(
      (p) => `${p.field}: ${p.message}`,
    );
  }
};
const scope = { project: null, level: 'L1', profile: 'prod' } as const;

describe('policy: escalation and context (schema)', () => {
  it('accepts literal and RE2 regex must_keep items and an approver role', () => {
    const set = load(
      policy(`  escalation: {approver_role: org-admin}
  context:
    max_bytes: 4096
    must_keep:
      - {id: goal, literal: "GOAL:"}
      - {id: constraints, regex: "constraints?:", flags: i}`),
    );
    expect(set.policy?.defaults.context?.must_keep).toHaveLength(2);
  });

  it.each([
    ['both literal and regex', '{id: a, literal: x, regex: y}', 'give exactly one of "literal" or "regex"'],
    ['neither literal nor regex', '{id: a}', 'give exactly one of "literal" or "regex"'],
    ['flags on a literal', '{id: a, literal: x, flags: i}', '"flags" applies to a regex only'],
    ['a backreference (not RE2)', '{id: a, regex: "(a)\\\\1"}', 'not RE2 syntax'],
    ['a lookahead (not RE2)', '{id: a, regex: "a(?=b)"}', 'not RE2 syntax'],
    ['an unknown member', '{id: a, literal: x, glob: "*"}', 'unknown field "glob"'],
    [
      'a bad id',
      '{id: "Has Space", literal: x}',
      'must be 1-64 of a-z 0-9 . _ - starting with a letter or digit',
    ],
  ])('refuses a must_keep item with %s, naming the field', (_name, item, message) => {
    const problems = problemsOf(policy(`  context: {max_bytes: 10, must_keep: [${item}]}`));
    expect(problems.join('\n')).toContain(message);
    expect(problems.join('\n')).toContain('/defaults/context/must_keep/0');
  });

  it.each([
    [
      'a duplicate must_keep id',
      '  context: {must_keep: [{id: a, literal: x}, {id: a, literal: y}]}',
      'duplicate id "a"',
    ],
    ['a negative max_bytes', '  context: {max_bytes: -1}', '/defaults/context/max_bytes'],
    [
      'proposer-bot as approver role',
      '  escalation: {approver_role: proposer-bot}',
      '/defaults/escalation/approver_role',
    ],
    ['an unknown escalation member', '  escalation: {approver: alice}', 'unknown field "approver"'],
  ])('refuses %s', (_name, yaml, message) => {
    expect(problemsOf(policy(yaml)).join('\n')).toContain(message);
  });
});

describe('policy: escalation and context (resolution)', () => {
  it('defaults: approver role maintainer (SPEC §4.4), and no context bytes allowed (strictest)', () => {
    expect(STRICTEST.escalation).toEqual({ approver_role: 'maintainer' });
    expect(STRICTEST.context).toEqual({ max_bytes: 0, must_keep: [] });
    const eff = resolveEffectivePolicy(load(policy('')).policy, scope);
    expect(eff.escalation.approver_role).toBe('maintainer');
    expect(eff.context).toEqual({ max_bytes: 0, must_keep: [] });
  });

  it('merges max_bytes field by field and must_keep by id: a layer adds or replaces, never drops', () => {
    const text = policy(
      `  context: {max_bytes: 100, must_keep: [{id: goal, literal: "GOAL:"}, {id: rules, literal: "RULES"}]}`,
      `levels:
  L2: {context: {max_bytes: 50}, escalation: {approver_role: org-admin}}
projects:
  p:
    context: {must_keep: [{id: rules, regex: "rules?", flags: i}, {id: budget, literal: "BUDGET"}]}`,
    );
    const set = load(text);
    const l1 = resolveEffectivePolicy(set.policy, scope);
    expect(l1.context.max_bytes).toBe(100);
    const l2p = resolveEffectivePolicy(set.policy, { project: 'p', level: 'L2', profile: 'prod' });
    expect(l2p.context.max_bytes).toBe(50);
    expect(l2p.escalation.approver_role).toBe('org-admin');
    expect(l2p.context.must_keep).toEqual([
      { id: 'goal', literal: 'GOAL:' },
      { id: 'rules', regex: 'rules?', flags: 'i' },
      { id: 'budget', literal: 'BUDGET' },
    ]);
  });

  it('the ceiling bounds context.max_bytes', () => {
    const ceiling = {
      ...(load(policy('')).ceiling as OrgCeiling),
      context: { max_bytes: 1000 },
    };
    const over = resolveEffectivePolicy(load(policy('  context: {max_bytes: 1001}')).policy, scope);
    expect(checkCeiling(over, ceiling).map((v) => v.field)).toEqual(['context.max_bytes']);
    const within = resolveEffectivePolicy(load(policy('  context: {max_bytes: 1000}')).policy, scope);
    expect(checkCeiling(within, ceiling)).toEqual([]);
  });

  it('the ceiling schema takes context.max_bytes', () => {
    expect(() => load(policy(''), `${ceilingText}\ncontext: {max_bytes: 4096}\n`)).not.toThrow();
    expect(() => load(policy(''), `${ceilingText}\ncontext: {must_keep: []}\n`)).toThrow();
  });
});

describe('policy: escalation and context (semantic diff)', () => {
  const base = policy(
    `  escalation: {approver_role: org-admin}
  context: {max_bytes: 100, must_keep: [{id: goal, literal: "GOAL:"}, {id: rules, literal: "RULES"}]}`,
  );
  const edit = (from: string, to: string) => {
    expect(base).toContain(from);
    return base.replace(from, to);
  };
  it.each([
    [
      'a must_keep item removed',
      edit(', {id: rules, literal: "RULES"}', ''),
      'loosen',
      'context.must_keep[rules]',
    ],
    [
      'a must_keep item added',
      edit('{id: goal,', '{id: extra, literal: "X"}, {id: goal,'),
      'tighten',
      'context.must_keep[extra]',
    ],
    [
      'a must_keep item changed',
      edit('literal: "RULES"', 'literal: "RULE"'),
      'loosen',
      'context.must_keep[rules]',
    ],
    [
      'a must_keep literal turned into a regex',
      edit('literal: "RULES"', 'regex: "RULES"'),
      'loosen',
      'context.must_keep[rules]',
    ],
    ['context.max_bytes raised', edit('max_bytes: 100', 'max_bytes: 200'), 'loosen', 'context.max_bytes'],
    ['context.max_bytes lowered', edit('max_bytes: 100', 'max_bytes: 50'), 'tighten', 'context.max_bytes'],
    [
      'approver role org-admin → maintainer',
      edit('approver_role: org-admin', 'approver_role: maintainer'),
      'loosen',
      'escalation.approver_role',
    ],
    [
      'must_keep items reordered',
      edit(
        '[{id: goal, literal: "GOAL:"}, {id: rules, literal: "RULES"}]',
        '[{id: rules, literal: "RULES"}, {id: goal, literal: "GOAL:"}]',
      ),
      'neutral',
      null,
    ],
  ])('%s → %s', (_name, head, cls, field) => {
    const report = classifyChange(load(base), load(head));
    expect(report.class).toBe(cls);
    if (field) expect(new Set(report.changes.map((c) => c.field))).toEqual(new Set([field]));
    else expect(report.changes).toEqual([]);
  });

  it('approver role maintainer → org-admin is tighten', () => {
    const from = policy('  escalation: {approver_role: maintainer}');
    const to = policy('  escalation: {approver_role: org-admin}');
    expect(classifyChange(load(from), load(to)).class).toBe('tighten');
  });

  it('a change in an effective field the diff was not taught has no known direction: loosen', () => {
    const a = resolveEffectivePolicy(load(policy('')).policy, scope);
    const b = { ...structuredClone(a), future_field: { on: true } } as EffectivePolicy;
    const c = { ...structuredClone(a), escalation: { approver_role: 'maintainer', quorum: 2 } } as never;
    expect(diffEffective(a, b)).toEqual([
      { field: 'future_field', from: null, to: { on: true }, direction: 'loosen' },
    ]);
    expect(diffEffective(a, c)).toEqual([
      { field: 'escalation.quorum', from: null, to: 2, direction: 'loosen' },
    ]);
  });
});
