// The gate through the library (decision 109): a change of class C needs the rule of every class at or
// below C. Adding a ceiling edit to a loosening must not swap the loosen rule for a weaker ceiling rule.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  evaluateMergeGate,
  formatMergeGateMarkdown,
  formatMergeGateText,
  type LoadedRevision,
  parsePolicySet,
} from '../../../src/lib.js';
import { craft, fixtureKey, header, KIDS } from '../../helpers/gate-repo.js';

const NOW = 1_800_000_000;
const text = (f: string) => readFileSync(`policies/${f}`, 'utf8');

/** The example policies with `approval_rules` lines replaced, the budget of L2 and the ceiling edited. */
function revision(
  commit: string,
  edit: { rules?: Record<string, string>; l2Steps?: number; ceilingCorrections?: number } = {},
): LoadedRevision {
  let ceiling = text('org-ceiling.yaml');
  for (const [cls, rule] of Object.entries(edit.rules ?? {}))
    ceiling = ceiling.replace(new RegExp(`^  ${cls}: \\{.*\\}$`, 'm'), `  ${cls}: ${rule}`);
  if (edit.ceilingCorrections !== undefined)
    ceiling = ceiling.replace(
      'max_corrections_per_step: 5}',
      `max_corrections_per_step: ${edit.ceilingCorrections}}`,
    );
  let policy = text('loop-policy.yaml');
  if (edit.l2Steps !== undefined)
    policy = policy.replace('L2: {budget: {max_steps: 20,', `L2: {budget: {max_steps: ${edit.l2Steps},`);
  const files = {
    'loop-policy.yaml': policy,
    'org-ceiling.yaml': ceiling,
    'approvers.yaml': text('approvers.yaml'),
  };
  const set = parsePolicySet(
    Object.entries(files).map(([f, c]) => ({ path: `policies/${f}`, content: Buffer.from(c) })),
  );
  const digest = createHash('sha256').update(JSON.stringify(files)).digest('hex');
  return { ok: true, commit, digest, set };
}

async function gate(base: LoadedRevision, head: LoadedRevision, approvers: string[]) {
  if (!base.ok || !head.ok) throw new Error('bad fixture');
  const tokens = approvers.map((id) => {
    const [kid, alg] = KIDS[id]!;
    const claims = {
      ...{ iss: 'loopgov', aud: 'acme/p', sub: id, iat: NOW, exp: NOW + 3600, jti: `jti-${id}-0001` },
      ...{ base: base.digest, head: head.digest, decision: 'approve' },
    };
    return {
      path: `approvals/${head.digest}/${kid}.jwt`,
      token: craft(header(kid, alg), claims, fixtureKey(kid)),
    };
  });
  return evaluateMergeGate({
    repoId: 'acme/p',
    base,
    head,
    tokens,
    rangeTokens: [],
    proposers: [],
    errors: [],
    now: NOW,
  });
}

const LOOSEN3 = { loosen: '{role: org-admin, count: 3}' };
const LOOSEN_M3 = { loosen: '{role: maintainer, count: 3}' };
const TIGHTEN_M3 = { tighten: '{role: maintainer, count: 3}' };
const NEUTRAL_OA3 = { neutral: '{role: org-admin, count: 3}' };
const loosenAndCeiling = { l2Steps: 190, ceilingCorrections: 4 };
const tightenAndCeiling = { l2Steps: 10, ceilingCorrections: 4 };

describe('evaluateMergeGate: the rules of every class up to the change’s', () => {
  // [what, base rules, head edit, class, approvers, verdict, the rules reported: "count × role source: counted"]
  it.each<
    [string, Record<string, string>, Parameters<typeof revision>[1], string, string[], string, string[]]
  >([
    [
      'loosen only, loosen needs 3 org-admins: 2 are not enough',
      LOOSEN3,
      { l2Steps: 190 },
      'loosen',
      ['alice', 'bob'],
      'block',
      ['3 × org-admin loosen: alice,bob'],
    ],
    [
      'the same loosening plus a ceiling tightening: still 3 org-admins',
      LOOSEN3,
      loosenAndCeiling,
      'ceiling',
      ['alice', 'bob'],
      'block',
      ['3 × org-admin loosen: alice,bob'],
    ],
    [
      '… and 3 org-admins pass it',
      LOOSEN3,
      loosenAndCeiling,
      'ceiling',
      ['alice', 'bob', 'carol'],
      'pass',
      ['3 × org-admin loosen: alice,bob,carol'],
    ],
    [
      'a ceiling-only edit also needs the loosen rule (ceiling is the strictest class)',
      LOOSEN3,
      { ceilingCorrections: 4 },
      'ceiling',
      ['alice', 'bob'],
      'block',
      ['3 × org-admin loosen: alice,bob'],
    ],
    [
      'tighten needs 3 maintainers: a ceiling change needs them and 2 org-admins',
      TIGHTEN_M3,
      tightenAndCeiling,
      'ceiling',
      ['alice', 'bob'],
      'block',
      ['2 × org-admin ceiling: alice,bob', '3 × maintainer tighten: alice,bob'],
    ],
    [
      '… 2 org-admins and a maintainer meet both',
      TIGHTEN_M3,
      tightenAndCeiling,
      'ceiling',
      ['alice', 'bob', 'dave'],
      'pass',
      ['2 × org-admin ceiling: alice,bob', '3 × maintainer tighten: alice,bob,dave'],
    ],
    [
      '… 3 maintainers but 1 org-admin meet only one',
      TIGHTEN_M3,
      tightenAndCeiling,
      'ceiling',
      ['alice', 'dave', 'erin'],
      'block',
      ['2 × org-admin ceiling: alice', '3 × maintainer tighten: alice,dave,erin'],
    ],
    [
      'loosen needs 3 maintainers: a ceiling change needs them and 2 org-admins',
      LOOSEN_M3,
      loosenAndCeiling,
      'ceiling',
      ['alice', 'bob'],
      'block',
      ['2 × org-admin ceiling: alice,bob', '3 × maintainer loosen: alice,bob'],
    ],
    [
      'neutral needs 3 org-admins: so does a tightening',
      NEUTRAL_OA3,
      { l2Steps: 10 },
      'tighten',
      ['alice', 'dave'],
      'block',
      ['3 × org-admin neutral: alice'],
    ],
    [
      '… and 3 org-admins pass it',
      NEUTRAL_OA3,
      { l2Steps: 10 },
      'tighten',
      ['alice', 'bob', 'carol'],
      'pass',
      ['3 × org-admin neutral: alice,bob,carol'],
    ],
    [
      'the defaults: a ceiling change needs 2 org-admins, nothing more',
      {},
      loosenAndCeiling,
      'ceiling',
      ['alice', 'bob'],
      'pass',
      ['2 × org-admin ceiling: alice,bob'],
    ],
  ])('%s', async (_, rules, edit, cls, approvers, verdict, shown) => {
    const r = await gate(
      revision('1'.repeat(40), { rules }),
      revision('2'.repeat(40), { rules, ...edit }),
      approvers,
    );
    expect(r.class).toBe(cls);
    expect(r.verdict, r.reasons.join('\n')).toBe(verdict);
    expect(r.rules.map((t) => `${t.count} × ${t.role} ${t.classes[0]}: ${t.counted.join(',')}`)).toEqual(
      shown,
    );
    for (const t of r.rules.filter((x) => !x.met))
      expect(r.reasons.join('\n')).toContain(
        `a ${cls} change needs ${t.count} approval(s) from distinct ${t.role}s`,
      );
  });

  it('the text and markdown reports show every rule and who counted toward each', async () => {
    const r = await gate(
      revision('1'.repeat(40), { rules: TIGHTEN_M3 }),
      revision('2'.repeat(40), { rules: TIGHTEN_M3, ...tightenAndCeiling }),
      ['alice', 'dave', 'erin'],
    );
    const out = formatMergeGateText(r);
    expect(out).toContain('rule: 2 × org-admin for ceiling, loosen, neutral: NOT met, counted 1 (alice)');
    expect(out).toContain('rule: 3 × maintainer for tighten: met, counted 3 (alice, dave, erin)');
    expect(out).toContain(
      'a ceiling change needs 2 approval(s) from distinct org-admins who did not propose it; counted 1 (alice)',
    );
    expect(out).toMatch(
      /counted\s+alice alice-2026 approve: counted toward 2 × org-admin \(the ceiling rule\) and 3 × maintainer \(the tighten rule\)/,
    );
    const md = formatMergeGateMarkdown(r);
    expect(md).toContain('| ❌ no | **2 × org-admin** | ceiling, loosen, neutral | 1: alice |');
    expect(md).toContain('| ✅ yes | **3 × maintainer** | tighten | 3: alice, dave, erin |');
  });
});
