import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyChange } from '../../../src/core/policy/diff.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';

const files = {
  policy: readFileSync('policies/loop-policy.yaml', 'utf8'),
  ceiling: readFileSync('policies/org-ceiling.yaml', 'utf8'),
  approvers: readFileSync('policies/approvers.yaml', 'utf8'),
};
const load = (f: Partial<typeof files> = {}) => {
  const all = { ...files, ...f };
  return parsePolicySet([
    { path: 'policies/loop-policy.yaml', content: all.policy },
    { path: 'policies/org-ceiling.yaml', content: all.ceiling },
    { path: 'policies/approvers.yaml', content: all.approvers },
  ]);
};
const base = load();
const edit = (from: string, to: string) => {
  expect(files.policy).toContain(from);
  return files.policy.replace(from, to);
};

describe('classifyChange', () => {
  it.each([
    ['identical', files.policy, 'neutral', []],
    ['comment only', `# a new comment\n${files.policy}`, 'neutral', []],
    [
      'reformatted: flow map to block map, same values',
      edit(
        'L2: {budget: {max_steps: 20, max_tokens: 100000, max_cost_usd: 1}}',
        'L2:\n    budget:\n      max_cost_usd: 1\n      max_tokens: 100000\n      max_steps: 20',
      ),
      'neutral',
      [],
    ],
    [
      'budget raised',
      edit('L2: {budget: {max_steps: 20,', 'L2: {budget: {max_steps: 25,'),
      'loosen',
      ['budget.max_steps'],
    ],
    [
      'budget lowered',
      edit('L2: {budget: {max_steps: 20,', 'L2: {budget: {max_steps: 15,'),
      'tighten',
      ['budget.max_steps'],
    ],
    ['halt → escalate', edit('  on_exceed: halt\n', '  on_exceed: escalate\n'), 'loosen', ['on_exceed']],
    [
      'on_stall escalate → halt',
      edit('no_progress_window: 5, on_stall: escalate}', 'no_progress_window: 5, on_stall: halt}'),
      'tighten',
      ['convergence.on_stall'],
    ],
    [
      'a gate removed',
      edit('    - {id: size, kind: max-bytes, max: 1048576}\n', ''),
      'loosen',
      ['gates[size]'],
    ],
    [
      'a gate changed to a smaller limit (changed = loosen)',
      edit('max: 1048576}', 'max: 524288}'),
      'loosen',
      ['gates[size]'],
    ],
    [
      'a gate added',
      edit(
        '    - {id: size, kind: max-bytes, max: 1048576}\n',
        '    - {id: size, kind: max-bytes, max: 1048576}\n    - {id: tiny, kind: max-bytes, max: 9}\n',
      ),
      'tighten',
      ['gates[tiny]'],
    ],
    [
      'a success criterion removed',
      edit(
        '  success_criteria:\n    - {id: tests-green, kind: command, argv: [npm, test, --silent], timeout_sec: 600}\n',
        '',
      ),
      'loosen',
      ['success_criteria[tests-green]'],
    ],
    [
      'a level raised',
      edit('  max_delegation_level: L3\n', '  max_delegation_level: L4\n'),
      'loosen',
      ['max_delegation_level'],
    ],
    [
      'convergence window widened',
      edit(
        'oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall',
        'oscillation_repeat: 4, thrash_window: 6, no_progress_window: 5, on_stall',
      ),
      'loosen',
      ['convergence.oscillation_repeat'],
    ],
    [
      'dev governance made required',
      edit('  dev: {governance: optional}', '  dev: {governance: required}'),
      'tighten',
      ['governance'],
    ],
  ] as const)('%s', (_name, text, cls, fields) => {
    const report = classifyChange(base, load({ policy: text }));
    expect(report.class).toBe(cls);
    expect([...new Set(report.changes.map((c) => c.field))].sort()).toEqual([...fields].sort());
  });

  it('a new project: its scopes are compared against what they resolved to before', () => {
    const text = files.policy.replace('projects:\n', 'projects:\n  newbie:\n    budget: {max_steps: 40}\n');
    const report = classifyChange(base, load({ policy: text }));
    expect(report.class).toBe('loosen');
    const scopes = new Set(report.changes.map((c) => `${c.scope?.project}/${c.scope?.level}`));
    // max_steps 40 is above the defaults for L0, L1, L2 (5, 10, 20) and below L3–L5 (60, 100, 150).
    expect(report.changes.every((c) => c.scope?.project === 'newbie' && c.field === 'budget.max_steps')).toBe(
      true,
    );
    expect(scopes).toEqual(
      new Set(['newbie/L0', 'newbie/L1', 'newbie/L2', 'newbie/L3', 'newbie/L4', 'newbie/L5']),
    );
    expect(report.changes.filter((c) => c.direction === 'tighten').map((c) => c.scope?.level)).toContain(
      'L3',
    );
  });

  it('every scope a change reaches is listed, with from and to', () => {
    const report = classifyChange(
      base,
      load({ policy: edit('  on_exceed: halt\n', '  on_exceed: escalate\n') }),
    );
    const c = report.changes.find(
      (x) => x.scope?.project === 'okr' && x.scope.level === 'L0' && x.scope.profile === 'prod',
    );
    expect(c).toEqual({
      file: 'policies/loop-policy.yaml',
      scope: { project: 'okr', level: 'L0', profile: 'prod' },
      field: 'on_exceed',
      from: 'halt',
      to: 'escalate',
      direction: 'loosen',
    });
  });

  it('a ceiling change is class ceiling, even when it lowers a bound', () => {
    const report = classifyChange(
      base,
      load({ ceiling: files.ceiling.replace('max_steps: 200', 'max_steps: 199') }),
    );
    expect(report.class).toBe('ceiling');
    expect(report.changes).toEqual([
      {
        file: 'policies/org-ceiling.yaml',
        scope: null,
        field: 'budget.max_steps',
        from: 200,
        to: 199,
        direction: 'tighten',
      },
    ]);
  });

  it('an approvers change is class ceiling', () => {
    const report = classifyChange(
      base,
      load({
        approvers: files.approvers.replace('roles: [maintainer]\n', 'roles: [maintainer, org-admin]\n'),
      }),
    );
    expect(report.class).toBe('ceiling');
    expect(report.changes[0]!.file).toBe('policies/approvers.yaml');
  });

  it('the strictest class wins when a change mixes directions', () => {
    const text = edit('L2: {budget: {max_steps: 20,', 'L2: {budget: {max_steps: 15,').replace(
      '  on_exceed: halt\n',
      '  on_exceed: escalate\n',
    );
    expect(classifyChange(base, load({ policy: text })).class).toBe('loosen');
  });

  it('deleting the loop policy: budgets fall to the strictest values, but gates are removed, so it loosens', () => {
    const report = classifyChange(base, { ...base, policy: null });
    expect(report.class).toBe('loosen');
    expect(report.changes.some((c) => c.field === 'budget.max_steps' && c.direction === 'tighten')).toBe(
      true,
    );
    expect(report.changes.some((c) => c.field === 'gates[deny-injection]' && c.direction === 'loosen')).toBe(
      true,
    );
  });
});
