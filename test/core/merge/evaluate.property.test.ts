// Properties of the pure gate (fast-check): no loosening passes without an org-admin approval from a
// non-proposer; nothing above the ceiling at base passes at all, whatever the approvals.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateMergeGate } from '../../../src/core/merge/evaluate.js';
import type { ProposerIdentity } from '../../../src/core/merge/types.js';
import type { LoadedRevision } from '../../../src/core/policy/types.js';
import { checkPolicyAgainstCeiling } from '../../../src/core/policy/ceiling.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import type { Level, PolicySet } from '../../../src/core/policy/types.js';
import { craft, fixtureKey, header } from '../../helpers/gate-repo.js';

const NOW = 1_800_000_000;
const baseSet = parsePolicySet(
  ['loop-policy.yaml', 'org-ceiling.yaml', 'approvers.yaml'].map((f) => ({
    path: `policies/${f}`,
    content: readFileSync(`policies/${f}`),
  })),
);
const PEOPLE = [
  { id: 'alice', kid: 'alice-2026', alg: 'EdDSA', login: 'alice-gh', admin: true },
  { id: 'bob', kid: 'bob-2026', alg: 'ES256', login: 'bob-gh', admin: true },
  { id: 'carol', kid: 'carol-2026', alg: 'EdDSA', login: 'carol-gh', admin: true },
  { id: 'dave', kid: 'dave-2026', alg: 'EdDSA', login: 'dave-gh', admin: false },
  { id: 'erin', kid: 'erin-2026', alg: 'EdDSA', login: 'erin-gh', admin: false },
  { id: 'meta-loop', kid: 'metabot-2026', alg: 'EdDSA', login: 'loopgov-meta[bot]', admin: false },
];
const KEYS = Object.fromEntries(PEOPLE.map((p) => [p.kid, fixtureKey(p.kid)]));

const digestOf = (set: PolicySet) => createHash('sha256').update(JSON.stringify(set)).digest('hex');
const rev = (set: PolicySet, commit: string): LoadedRevision => ({
  ok: true,
  commit,
  digest: digestOf(set),
  set,
});

/** A head that changes one level's and one project's budget, and maybe the ceiling. */
const change = fc.record({
  level: fc.constantFrom<Level>('L1', 'L2', 'L3', 'L4'),
  steps: fc.integer({ min: 1, max: 400 }),
  okrTokens: fc.integer({ min: 1000, max: 4_000_000 }),
  ceilingSteps: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: 1000 }) },
  ),
  dropSizeGate: fc.oneof(
    { weight: 4, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
});
const who = fc.subarray(PEOPLE.map((p) => p.id));
/** Mostly nobody: any valid reject blocks, so rejections are drawn less often than approvals. */
const rejecting = fc.oneof(
  { weight: 3, arbitrary: fc.constant<string[]>([]) },
  { weight: 1, arbitrary: who },
);

describe('evaluateMergeGate properties', () => {
  it('never passes a loosening (or ceiling change) without an org-admin approval from a non-proposer, nor anything above the ceiling at base', async () => {
    const seen = { loosenPass: 0, loosenBlock: 0, aboveCeiling: 0 };
    await fc.assert(
      fc.asyncProperty(change, who, who, rejecting, async (c, approvers, proposerIds, rejecters) => {
        const head = structuredClone(baseSet);
        const policy = head.policy!;
        policy.levels![c.level] = {
          ...policy.levels![c.level],
          budget: { ...policy.levels![c.level]?.budget, max_steps: c.steps },
        };
        policy.projects!.okr!.budget = { max_tokens: c.okrTokens };
        if (c.ceilingSteps !== undefined) head.ceiling!.budget.max_steps = c.ceilingSteps;
        if (c.dropSizeGate) policy.defaults.gates = policy.defaults.gates!.filter((g) => g.id !== 'size');
        const b = rev(baseSet, '1'.repeat(40));
        const h = rev(head, '2'.repeat(40));
        const sign = (id: string, decision: string) => {
          const p = PEOPLE.find((x) => x.id === id)!;
          const claims = {
            iss: 'loopgov',
            aud: 'acme/p',
            sub: id,
            iat: NOW,
            exp: NOW + 3600,
            jti: `jti-${id}-${decision}`,
            base: b.digest!,
            head: h.digest!,
            decision,
          };
          return {
            path: `approvals/${h.digest}/${p.kid}.jwt`,
            token: craft(header(p.kid, p.alg), claims, KEYS[p.kid]!),
          };
        };
        const tokens = [
          ...approvers.map((id) => sign(id, 'approve')),
          ...rejecters.filter((id) => !approvers.includes(id)).map((id) => sign(id, 'reject')),
        ];
        const proposers: ProposerIdentity[] = proposerIds.map((id) => ({
          source: 'commit author',
          login: PEOPLE.find((p) => p.id === id)!.login,
        }));
        const r = await evaluateMergeGate({
          repoId: 'acme/p',
          base: b,
          head: h,
          tokens,
          rangeTokens: [],
          proposers,
          errors: [],
          now: NOW,
        });

        const aboveBaseCeiling = checkPolicyAgainstCeiling(head.policy, baseSet.ceiling).length > 0;
        if (aboveBaseCeiling) seen.aboveCeiling++;
        if (r.class === 'loosen') seen[r.verdict === 'pass' ? 'loosenPass' : 'loosenBlock']++;
        if (aboveBaseCeiling) expect(r.verdict).toBe('block');
        if (r.verdict === 'pass' && (r.class === 'loosen' || r.class === 'ceiling')) {
          const adminNonProposers = approvers.filter(
            (id) => PEOPLE.find((p) => p.id === id)!.admin && !proposerIds.includes(id),
          );
          expect(adminNonProposers.length).toBeGreaterThanOrEqual(r.class === 'ceiling' ? 2 : 1);
          expect(r.approvals.filter((a) => a.counted).every((a) => !proposerIds.includes(a.approver!))).toBe(
            true,
          );
        }
        if (r.verdict === 'pass') expect(rejecters.filter((id) => !approvers.includes(id))).toEqual([]);
        expect(r.verdict === 'pass').toBe(r.reasons.length === 0);
      }),
      { numRuns: 150 },
    );
    // Not vacuous: the generators reach passing loosenings, blocked ones, and changes above the ceiling.
    expect(seen.loosenPass).toBeGreaterThan(0);
    expect(seen.loosenBlock).toBeGreaterThan(0);
    expect(seen.aboveCeiling).toBeGreaterThan(0);
  });
});
