// Resume tokens (SPEC §4.4) and the REDTEAM rows "a resume token forged, replayed (same jti twice),
// expired, bound to another head, signed by the run's proposer-bot, or granting past the ceiling".
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildKeyIndex } from '../../../src/core/approval/keys.js';
import { type ResumeContext, signResumeToken, verifyResumeToken } from '../../../src/core/approval/resume.js';
import { applyGrant, grantable, grantProblem, parseGrant } from '../../../src/core/policy/grant.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import type { Budget } from '../../../src/core/policy/types.js';
import { craft, fixtureKey, hs256, malleate } from '../../helpers/gate-repo.js';

const keys = buildKeyIndex(
  parsePolicySet([{ path: 'policies/approvers.yaml', content: readFileSync('policies/approvers.yaml') }])
    .approvers,
);
const NOW = 1_800_000_000;
const HEAD = 'e'.repeat(64);
const limits: Budget = {
  max_steps: 12,
  max_tokens: 60000,
  max_wall_clock_sec: 900,
  max_cost_usd: 1,
  max_corrections_per_step: 2,
};
const ceiling: Budget = {
  max_steps: 200,
  max_tokens: 2000000,
  max_wall_clock_sec: 14400,
  max_cost_usd: 50,
  max_corrections_per_step: 5,
};
const ctx = (over: Partial<ResumeContext> = {}): ResumeContext => ({
  keys,
  runId: 'r1',
  head: HEAD,
  now: NOW,
  approverRole: 'maintainer',
  usedJtis: new Set(),
  limits,
  ceiling,
  ...over,
});
const claims = (over: Record<string, unknown> = {}) => ({
  iss: 'loopgov',
  sub: 'alice',
  iat: NOW,
  exp: NOW + 3600,
  jti: 'resume-1',
  run_id: 'r1',
  head: HEAD,
  decision: 'resume',
  grant: { max_steps: 10 },
  ...over,
});
const hdr = (kid = 'alice-2026', extra: Record<string, unknown> = {}, alg = 'EdDSA') => ({
  alg,
  kid,
  typ: 'loopgov-resume+jwt',
  ...extra,
});
const alice = fixtureKey('alice-2026');
const tok = (over: Record<string, unknown> = {}, h = hdr()) => craft(h, claims(over), alice);
const codes = async (token: string, c = ctx()) =>
  (await verifyResumeToken(token, c)).problems.map((p) => p.code).sort();

describe('verifyResumeToken', () => {
  // A token another tool signed is held to the rule `loopgov resume` signs by: a reason the trace records
  // names something (a visible character), is at most 2000 characters and well-formed Unicode.
  it.each([
    ['empty', ''],
    ['blank', '  \n\t'],
    ['invisible', '\u200b\u2800'],
    ['too long', 'x'.repeat(2001)],
    ['a lone surrogate', 'go on \ud800'],
    ['not a string', 7],
  ])('refuses a %s reason (ERR_TOKEN_CLAIMS)', async (_name, reason) => {
    const v = await verifyResumeToken(tok({ reason }), ctx());
    expect(v.valid).toBe(false);
    expect(v.problems).toEqual([
      expect.objectContaining({ code: 'ERR_TOKEN_CLAIMS', message: expect.stringMatching(/^reason /) }),
    ]);
  });

  it('takes a reason with a line break and one visible character', async () => {
    expect((await verifyResumeToken(tok({ reason: '\n ok \n' }), ctx())).valid).toBe(true);
  });

  it('accepts a resume signed by a maintainer, bound to the run and head, and applies the grant', async () => {
    const v = await verifyResumeToken(tok(), ctx());
    expect(v).toMatchObject({ valid: true, approver: 'alice', kid: 'alice-2026', problems: [] });
    expect(v.limits).toEqual({ ...limits, max_steps: 22 });
  });

  it('signResumeToken makes a token the verifier accepts (EdDSA and ES256)', async () => {
    for (const [kid, who] of [
      ['alice-2026', 'alice'],
      ['bob-2026', 'bob'],
    ] as const) {
      const token = await signResumeToken({
        privateJwk: fixtureKey(kid) as never,
        approver: who,
        runId: 'r1',
        head: HEAD,
        decision: 'halt',
        reason: 'wrong repository',
        now: NOW,
      });
      const v = await verifyResumeToken(token, ctx());
      expect(v.problems).toEqual([]);
      expect(v.claims).toMatchObject({ decision: 'halt', reason: 'wrong repository', sub: who });
      expect((v.claims?.exp ?? 0) - (v.claims?.iat ?? 0)).toBe(3600);
    }
  });

  const mallory = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  it.each([
    // forged
    [
      'signed by a key the registry does not hold',
      craft(hdr('mallory-2026'), claims(), mallory as never),
      ['ERR_TOKEN_KID'],
    ],
    [
      "alice's kid, someone else's signature",
      craft(hdr(), claims(), mallory as never),
      ['ERR_TOKEN_SIGNATURE'],
    ],
    [
      'a grant edited after signing',
      (() => {
        const [h, , s] = tok().split('.');
        const p = Buffer.from(JSON.stringify(claims({ grant: { max_steps: 100 } }))).toString('base64url');
        return `${h}.${p}.${s}`;
      })(),
      ['ERR_TOKEN_SIGNATURE'],
    ],
    ['alg none', craft(hdr('alice-2026', {}, 'none'), claims(), null), ['ERR_TOKEN_ALG', 'ERR_TOKEN_ALG']],
    [
      'HS256 with the public key as secret',
      hs256(hdr('alice-2026', {}, 'HS256'), claims(), alice.x as string),
      ['ERR_TOKEN_ALG', 'ERR_TOKEN_ALG'],
    ],
    ['an embedded jwk header', tok({}, hdr('alice-2026', { jwk: { kty: 'OKP' } })), ['ERR_TOKEN_HEADER']],
    ['a jku header', tok({}, hdr('alice-2026', { jku: 'https://evil.example/keys' })), ['ERR_TOKEN_HEADER']],
    ['an unknown crit', tok({}, hdr('alice-2026', { crit: ['exp'] })), ['ERR_TOKEN_CRIT']],
    ['a kid with a path', tok({}, hdr('../../x')), ['ERR_TOKEN_KID']],
    ['an approval token (wrong typ)', tok({}, { ...hdr(), typ: 'loopgov-approval+jwt' }), ['ERR_TOKEN_TYP']],
    ['a wrong iss', tok({ iss: 'someone' }), ['ERR_TOKEN_ISS']],
    ['sub not the owner of the kid', tok({ sub: 'bob' }), ['ERR_TOKEN_SUB']],
    // expired / not yet valid / lifetime
    ['expired', tok({ iat: NOW - 7200, exp: NOW - 60 }), ['ERR_TOKEN_EXPIRED']],
    ['iat 61 s in the future', tok({ iat: NOW + 61, exp: NOW + 3600 }), ['ERR_TOKEN_NOT_YET_VALID']],
    ['nbf in the future', tok({ nbf: NOW + 600 }), ['ERR_TOKEN_NOT_YET_VALID']],
    ['no exp', tok({ exp: undefined }), ['ERR_TOKEN_CLAIMS']],
    ['a lifetime over 24 h', tok({ exp: NOW + 24 * 3600 + 1 }), ['ERR_TOKEN_LIFETIME']],
    // bound elsewhere
    ['bound to another head', tok({ head: 'f'.repeat(64) }), ['ERR_TOKEN_BINDING']],
    ['bound to another run', tok({ run_id: 'r2' }), ['ERR_TOKEN_BINDING']],
    // grants
    ['granting past the ceiling', tok({ grant: { max_steps: 189 } }), ['ERR_GRANT']],
    ['granting cost past the ceiling', tok({ grant: { max_cost_usd: 49.000001 } }), ['ERR_GRANT']],
    ['a negative grant', tok({ grant: { max_steps: -5 } }), ['ERR_GRANT']],
    [
      'a grant of a field that is not a budget limit',
      tok({ grant: { oscillation_repeat: 100 } }),
      ['ERR_GRANT'],
    ],
    ['a fractional step grant', tok({ grant: { max_steps: 1.5 } }), ['ERR_GRANT']],
    ['a grant on a halt', tok({ decision: 'halt' }), ['ERR_GRANT']],
    ['an unknown decision', tok({ decision: 'approve' }), ['ERR_TOKEN_CLAIMS']],
    ['an unknown claim', tok({ role: 'org-admin' }), ['ERR_TOKEN_CLAIMS']],
    ['not a JWS', 'hello', ['ERR_TOKEN_MALFORMED']],
  ])('refuses a token %s', async (_name, token, expected) => {
    expect(await codes(token)).toEqual([...expected].sort());
  });

  it('exactly at the ceiling is fine', async () => {
    expect(await codes(tok({ grant: { max_steps: 188, max_cost_usd: 49 } }))).toEqual([]);
  });

  it('refuses a replayed jti (the same token twice, or a new token with a used jti)', async () => {
    const used = new Set(['resume-1']);
    expect(await codes(tok(), ctx({ usedJtis: used }))).toEqual(['ERR_TOKEN_REPLAY']);
    expect(await codes(tok({ grant: { max_steps: 1 } }), ctx({ usedJtis: used }))).toEqual([
      'ERR_TOKEN_REPLAY',
    ]);
  });

  it('refuses the proposer-bot, and a maintainer where the policy asks for an org-admin', async () => {
    const bot = craft(hdr('metabot-2026'), claims({ sub: 'meta-loop' }), fixtureKey('metabot-2026'));
    expect(await codes(bot)).toEqual(['ERR_TOKEN_ROLE']);
    expect((await verifyResumeToken(bot, ctx())).problems[0]?.message).toContain('proposer-bot');
    const dave = craft(hdr('dave-2026'), claims({ sub: 'dave' }), fixtureKey('dave-2026'));
    expect(await codes(dave)).toEqual([]);
    expect(await codes(dave, ctx({ approverRole: 'org-admin' }))).toEqual(['ERR_TOKEN_ROLE']);
    expect(await codes(tok(), ctx({ approverRole: 'org-admin' }))).toEqual([]);
  });

  it('grants nothing without a known ceiling (fail closed), but a plain resume still works', async () => {
    expect(await codes(tok(), ctx({ ceiling: null }))).toEqual(['ERR_GRANT']);
    expect(await codes(tok({ grant: undefined }), ctx({ ceiling: null }))).toEqual([]);
  });

  it('an ES256 token with a mutated signature still carries the same jti: replay protection holds', async () => {
    const bob = craft(hdr('bob-2026', {}, 'ES256'), claims({ sub: 'bob' }), fixtureKey('bob-2026'));
    const twin = malleate(bob);
    expect(twin).not.toBe(bob);
    expect(await codes(twin, ctx({ usedJtis: new Set(['resume-1']) }))).toEqual(['ERR_TOKEN_REPLAY']);
  });
});

describe('grants', () => {
  it('parses --grant and refuses bad parts', () => {
    expect(parseGrant('max_steps=10, max_cost_usd=0.5')).toEqual({ max_steps: 10, max_cost_usd: 0.5 });
    for (const bad of [
      'max_steps',
      'max_steps=-1',
      'max_steps=1,max_steps=2',
      'steps=3',
      'max_steps=1.5',
      'max_steps=0',
    ])
      expect(() => parseGrant(bad), bad).toThrow(/--grant/);
  });

  // Names an object already answers to: assigned into `{}`, `__proto__` sets the prototype instead of
  // becoming a key, so each must be refused by name like any unknown field, alone or beside a good one.
  it.each(['__proto__', 'constructor', 'prototype'])(
    '--grant %s=5 (alone or beside max_steps) is a usage error naming the key',
    (key) => {
      for (const text of [`${key}=5`, `${key}=5,max_steps=2`, `max_steps=2,${key}=5`]) {
        expect(() => parseGrant(text), text).toThrow(
          expect.objectContaining({ code: 'ERR_USAGE', message: expect.stringContaining(`"${key}"`) }),
        );
      }
      expect(Object.getPrototypeOf(parseGrant('max_steps=2'))).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).max_steps).toBeUndefined();
    },
  );

  it('a grant in a token (JSON) with __proto__ or constructor as a key is refused', () => {
    for (const json of [
      '{"__proto__": 5}',
      '{"max_steps": 2, "__proto__": {"max_steps": 1}}',
      '{"constructor": 1}',
    ])
      expect(grantProblem(JSON.parse(json)), json).toMatch(/is not one of/);
  });

  it('a token’s whole-number grant past 2^53 - 1 is refused as too large, not as "not an integer"', () => {
    expect(grantProblem({ max_steps: 1e20 })).toBe(
      'grant max_steps must be a positive integer of at most 9007199254740991 (got 100000000000000000000: too large to be held exactly)',
    );
    expect(grantProblem({ max_steps: 2.5 })).toBe('grant max_steps must be a positive integer (got 2.5)');
    expect(grantProblem({ max_steps: Number.MAX_SAFE_INTEGER })).toBeNull();
  });

  it('adds to the limits and says how much each could still grow', () => {
    expect(applyGrant(limits, { max_cost_usd: 0.2 }, ceiling).limits.max_cost_usd).toBe(1.2);
    expect(grantable(limits, ceiling)).toEqual({
      max_steps: 188,
      max_tokens: 1940000,
      max_cost_usd: 49,
      max_wall_clock_sec: 13500,
      max_corrections_per_step: 3,
    });
    expect(grantable(limits, null)).toBeNull();
  });
});
