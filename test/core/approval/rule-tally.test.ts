// The approval rules a change needs (decision 109): the rule of every class at or below its own, each
// met on its own. Non-monotone rules (a lower class stricter than a higher one) are legal config.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runtimeRules } from '../../../src/core/approval/runtime.js';
import {
  type ApprovalRule,
  CHANGE_CLASSES,
  type ChangeClass,
  type OrgCeiling,
  type Role,
} from '../../../src/core/policy/types.js';
import {
  approvalRuleFor,
  DEFAULT_APPROVAL_RULES,
  meetsRole,
  requiredApprovalRules,
} from '../../../src/core/policy/approval-rules.js';
import { tallyRules } from '../../../src/core/approval/rule-tally.js';

const ceiling = (approval_rules: OrgCeiling['approval_rules']): OrgCeiling => ({
  apiVersion: 'loopgov/v1',
  kind: 'OrgCeiling',
  budget: {
    max_steps: 1,
    max_tokens: 1,
    max_wall_clock_sec: 1,
    max_cost_usd: 1,
    max_corrections_per_step: 1,
  },
  max_delegation_level: 'L0',
  approval_rules,
});
const shape = (rules: ApprovalRule[]) => rules.map((r) => `${r.count} × ${r.role}`).sort();
const oa = (count: number): ApprovalRule => ({ role: 'org-admin', count });
const m = (count: number): ApprovalRule => ({ role: 'maintainer', count });

describe('requiredApprovalRules', () => {
  it.each<[string, ChangeClass, OrgCeiling['approval_rules'], string[], ChangeClass]>([
    ['the defaults, ceiling class', 'ceiling', undefined, ['2 × org-admin'], 'ceiling'],
    ['the defaults, loosen class', 'loosen', undefined, ['1 × org-admin'], 'loosen'],
    ['the defaults, tighten class', 'tighten', undefined, ['1 × maintainer'], 'tighten'],
    [
      'a loosen rule stricter than the ceiling rule',
      'ceiling',
      { loosen: oa(3) },
      ['3 × org-admin'],
      'loosen',
    ],
    [
      'a tighten rule stricter than the loosen rule',
      'loosen',
      { tighten: oa(2) },
      ['2 × org-admin'],
      'tighten',
    ],
    ['a neutral rule stricter than every other', 'ceiling', { neutral: oa(4) }, ['4 × org-admin'], 'neutral'],
    // Neither implies the other: both must be met, each by its own count of distinct approvers.
    [
      'more maintainers below, more senior approvers above',
      'ceiling',
      { loosen: m(3) },
      ['2 × org-admin', '3 × maintainer'],
      'ceiling',
    ],
    [
      'a class above is never asked of a class below',
      'tighten',
      { loosen: oa(5), ceiling: oa(6) },
      ['1 × maintainer'],
      'tighten',
    ],
  ])('%s', (_, cls, rules, expected, source) => {
    const got = requiredApprovalRules(cls, ceiling(rules));
    expect(shape(got)).toEqual(expected.sort());
    expect(got[0]!.classes[0]).toBe(source);
    // Every class at or below `cls` is stood for by some rule, and no class above it.
    const covered = new Set(got.flatMap((r) => r.classes));
    expect([...covered].sort()).toEqual(CHANGE_CLASSES.slice(0, CHANGE_CLASSES.indexOf(cls) + 1).sort());
  });

  const rule = fc.record({
    role: fc.constantFrom<Role>('maintainer', 'org-admin'),
    count: fc.integer({ min: 1, max: 4 }),
  });
  const rules = fc.record(
    { neutral: rule, tighten: rule, loosen: rule, ceiling: rule },
    { requiredKeys: [] },
  ) as fc.Arbitrary<OrgCeiling['approval_rules']>;
  const approvers = fc.uniqueArray(
    fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      roles: fc.subarray<Role>(['maintainer', 'org-admin', 'proposer-bot']),
    }),
    { selector: (a) => a.id },
  );
  const cls = fc.constantFrom(...CHANGE_CLASSES);
  const meets = (r: ApprovalRule, as: { roles: Role[] }[]) =>
    as.filter((a) => meetsRole(a.roles, r.role)).length >= r.count;

  it('met exactly when the rule of every class at or below is met (any config, any approvers)', () => {
    fc.assert(
      fc.property(cls, rules, approvers, (c, configured, as) => {
        const ceil = ceiling(configured);
        const below = CHANGE_CLASSES.slice(0, CHANGE_CLASSES.indexOf(c) + 1);
        const expected = below.every((k) => meets(approvalRuleFor(k, ceil), as));
        expect(tallyRules(requiredApprovalRules(c, ceil), as).every((t) => t.met)).toBe(expected);
        // And so a higher class never needs less than a lower one.
        const higher = CHANGE_CLASSES[Math.min(CHANGE_CLASSES.indexOf(c) + 1, 3)]!;
        if (tallyRules(requiredApprovalRules(higher, ceil), as).every((t) => t.met))
          expect(expected).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('at runtime: also never less than the defaults, and a base not found needs every class', () => {
    fc.assert(
      fc.property(fc.option(cls, { nil: null }), rules, approvers, (c, configured, as) => {
        const ceil = ceiling(configured);
        const below = CHANGE_CLASSES.slice(0, CHANGE_CLASSES.indexOf(c ?? 'ceiling') + 1);
        const expected = below.every(
          (k) => meets(approvalRuleFor(k, ceil), as) && meets(DEFAULT_APPROVAL_RULES[k], as),
        );
        const got = tallyRules(runtimeRules([{ cls: c, ceiling: ceil }]), as).every((t) => t.met);
        expect(got).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('at runtime, tokens with different bases: every base’s rules together', () => {
    const loosen3 = ceiling({ loosen: oa(3) });
    const tighten4 = ceiling({ tighten: m(4) });
    const got = runtimeRules([
      { cls: 'loosen', ceiling: loosen3 },
      { cls: 'tighten', ceiling: tighten4 },
    ]);
    expect(shape(got)).toEqual(['3 × org-admin', '4 × maintainer']);
    expect(shape(runtimeRules([]))).toEqual(['2 × org-admin']);
  });
});

describe('tallyRules', () => {
  it('counts one approver toward every rule their roles meet, each approver once', () => {
    const got = tallyRules(requiredApprovalRules('ceiling', ceiling({ loosen: m(3) })), [
      { id: 'alice', roles: ['maintainer', 'org-admin'] },
      { id: 'bob', roles: ['org-admin'] },
      { id: 'dave', roles: ['maintainer'] },
      { id: 'bot', roles: ['maintainer', 'proposer-bot'] },
    ]);
    expect(got.map((t) => [`${t.count} × ${t.role}`, t.counted, t.met])).toEqual([
      ['2 × org-admin', ['alice', 'bob'], true],
      ['3 × maintainer', ['alice', 'bob', 'dave'], true],
    ]);
  });
});
