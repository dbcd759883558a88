// The direction of every kind of org-ceiling change (decision 109's companion fix): a bound that appears
// tightens, one that goes away loosens; approval rules needing more approvers tighten. Through the library.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyChange, parsePolicySet } from '../../../src/lib.js';

const CEILING = readFileSync('policies/org-ceiling.yaml', 'utf8');
const set = (ceiling: string | null) =>
  parsePolicySet(
    [
      { path: 'policies/loop-policy.yaml', content: readFileSync('policies/loop-policy.yaml') },
      { path: 'policies/approvers.yaml', content: readFileSync('policies/approvers.yaml') },
      ...(ceiling === null ? [] : [{ path: 'policies/org-ceiling.yaml', content: ceiling }]),
    ].map((f) => ({ ...f, content: Buffer.from(f.content) })),
  );
/** The example ceiling with each [from, to] replacement made (each must match). */
const ceiling = (...edits: [string | RegExp, string][]) =>
  edits.reduce((text, [from, to]) => {
    const out = text.replace(from, to);
    if (out === text) throw new Error(`no match for ${from}`);
    return out;
  }, CEILING);
const CONTEXT: [string, string] = [
  'max_delegation_level: L4',
  'context: {max_bytes: 65536}\nmax_delegation_level: L4',
];
const NO_CONVERGENCE: [RegExp, string] = [/^convergence: .*\n/m, ''];

describe('ceiling changes: the direction of each field', () => {
  it.each<[string, string | null, string | null, [string, unknown, unknown, string][]]>([
    [
      'a context bound added where there was none',
      CEILING,
      ceiling(CONTEXT),
      [['context.max_bytes', null, 65536, 'tighten']],
    ],
    ['the context bound removed', ceiling(CONTEXT), CEILING, [['context.max_bytes', 65536, null, 'loosen']]],
    [
      'the context bound raised',
      ceiling(CONTEXT),
      ceiling([CONTEXT[0], CONTEXT[1].replace('65536', '131072')]),
      [['context.max_bytes', 65536, 131072, 'loosen']],
    ],
    [
      'the context bound lowered',
      ceiling(CONTEXT),
      ceiling([CONTEXT[0], CONTEXT[1].replace('65536', '1000')]),
      [['context.max_bytes', 65536, 1000, 'tighten']],
    ],
    [
      'one convergence bound removed',
      CEILING,
      ceiling(['thrash_window: 12, ', '']),
      [['convergence.thrash_window', 12, null, 'loosen']],
    ],
    [
      'every convergence bound added where there were none',
      ceiling(NO_CONVERGENCE),
      CEILING,
      [
        ['convergence.no_progress_window', null, 20, 'tighten'],
        ['convergence.oscillation_repeat', null, 6, 'tighten'],
        ['convergence.thrash_window', null, 12, 'tighten'],
      ],
    ],
    [
      'a budget bound raised',
      CEILING,
      ceiling(['max_steps: 200', 'max_steps: 300']),
      [['budget.max_steps', 200, 300, 'loosen']],
    ],
    [
      'a lower delegation level',
      CEILING,
      ceiling(['max_delegation_level: L4', 'max_delegation_level: L3']),
      [['max_delegation_level', 'L4', 'L3', 'tighten']],
    ],
    [
      'a higher delegation level',
      CEILING,
      ceiling(['max_delegation_level: L4', 'max_delegation_level: L5']),
      [['max_delegation_level', 'L4', 'L5', 'loosen']],
    ],
    [
      'a required gate added',
      CEILING,
      ceiling(['[deny-injection, size]', '[deny-injection, size, unit-tests]']),
      [['required_gates', ['deny-injection', 'size'], ['deny-injection', 'size', 'unit-tests'], 'tighten']],
    ],
    [
      'a required gate removed',
      CEILING,
      ceiling(['[deny-injection, size]', '[size]']),
      [['required_gates', ['deny-injection', 'size'], ['size'], 'loosen']],
    ],
    [
      'required gates added where there were none',
      ceiling([/^required_gates: .*\n/m, '']),
      CEILING,
      [['required_gates', null, ['deny-injection', 'size'], 'tighten']],
    ],
    [
      'a required gate swapped for another',
      CEILING,
      ceiling(['[deny-injection, size]', '[deny-injection, unit-tests]']),
      [['required_gates', ['deny-injection', 'size'], ['deny-injection', 'unit-tests'], 'loosen']],
    ],
    // SPEC §3.1: any change of the file's data is class ceiling, even one that moves no bound.
    [
      'required gates reordered',
      CEILING,
      ceiling(['[deny-injection, size]', '[size, deny-injection]']),
      [['required_gates', ['deny-injection', 'size'], ['size', 'deny-injection'], 'neutral']],
    ],
    [
      'a rule needing more approvers',
      CEILING,
      ceiling(['loosen: {role: org-admin, count: 1}', 'loosen: {role: org-admin, count: 3}']),
      [['approval_rules.loosen.count', 1, 3, 'tighten']],
    ],
    [
      'a rule needing fewer approvers',
      CEILING,
      ceiling(['ceiling: {role: org-admin, count: 2}', 'ceiling: {role: org-admin, count: 1}']),
      [['approval_rules.ceiling.count', 2, 1, 'loosen']],
    ],
    [
      'a rule asking a lower role',
      CEILING,
      ceiling(['loosen: {role: org-admin, count: 1}', 'loosen: {role: maintainer, count: 1}']),
      [['approval_rules.loosen.role', 'org-admin', 'maintainer', 'loosen']],
    ],
    [
      'a rule asking a higher role',
      CEILING,
      ceiling(['tighten: {role: maintainer, count: 1}', 'tighten: {role: org-admin, count: 1}']),
      [['approval_rules.tighten.role', 'maintainer', 'org-admin', 'tighten']],
    ],
    // An unset rule is its default: writing the default out moves no bound (still class ceiling, listed
    // without a direction); dropping a stricter one loosens.
    [
      'a rule equal to its default removed',
      CEILING,
      ceiling([/^ {2}neutral: .*\n/m, '']),
      [['approval_rules', expect.anything(), expect.anything(), 'neutral']],
    ],
    [
      'a stricter rule removed (back to the default)',
      ceiling(['count: 2}', 'count: 4}']),
      CEILING,
      [['approval_rules.ceiling.count', 4, 2, 'loosen']],
    ],
    // No ceiling refuses every run (SPEC §2.2): adding one makes runs possible.
    ['the ceiling file added', null, CEILING, [['(file)', null, 'OrgCeiling', 'loosen']]],
    ['the ceiling file removed', CEILING, null, [['(file)', 'OrgCeiling', null, 'tighten']]],
  ])('%s', (_, from, to, expected) => {
    const report = classifyChange(set(from), set(to));
    const got = report.changes
      .filter((c) => c.file === 'policies/org-ceiling.yaml')
      .map((c) => {
        const kind = (v: unknown) => (v && typeof v === 'object' && 'kind' in v ? v.kind : v);
        return [c.field, kind(c.from), kind(c.to), c.direction];
      });
    expect(got).toEqual(expected);
    if (expected.length) expect(report.class).toBe('ceiling');
  });
});
