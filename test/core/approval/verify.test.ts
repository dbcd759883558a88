// The pure verifier with an injected clock: boundaries, every reason at once, the runtime mode.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildKeyIndex } from '../../../src/core/approval/keys.js';
import { parseTtl, signApprovalToken } from '../../../src/core/approval/sign.js';
import { verifyApprovalToken } from '../../../src/core/approval/verify.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import type { ApproverRegistry } from '../../../src/core/policy/types.js';
import { craft, fixtureKey, header } from '../../helpers/gate-repo.js';

const registry = parsePolicySet([
  { path: 'policies/approvers.yaml', content: readFileSync('policies/approvers.yaml') },
]).approvers!;
const keys = buildKeyIndex(registry);
const NOW = 1_800_000_000;
const BASE = 'a'.repeat(64);
const HEAD = 'b'.repeat(64);
const ctx = { keys, repoId: 'acme/p', base: BASE, head: HEAD, now: NOW };
const claims = (over: Record<string, unknown> = {}) => ({
  iss: 'loopgov',
  aud: 'acme/p',
  sub: 'alice',
  iat: NOW,
  exp: NOW + 3600,
  jti: 'jti-0000-0001',
  base: BASE,
  head: HEAD,
  decision: 'approve',
  ...over,
});
const alice = fixtureKey('alice-2026');
const tok = (over: Record<string, unknown> = {}, hdr = header('alice-2026')) =>
  craft(hdr, claims(over), alice);

describe('verifyApprovalToken', () => {
  it('accepts a well-formed token and names its approver from the registry', async () => {
    const v = await verifyApprovalToken(tok(), ctx);
    expect(v).toMatchObject({
      valid: true,
      approver: 'alice',
      kid: 'alice-2026',
      decision: 'approve',
      problems: [],
    });
  });

  it.each([
    ['iat 60 s ahead (within tolerance)', { iat: NOW + 60, exp: NOW + 3600 }, []],
    ['iat 61 s ahead', { iat: NOW + 61, exp: NOW + 3600 }, ['ERR_TOKEN_NOT_YET_VALID']],
    ['exp 59 s ago (within tolerance)', { iat: NOW - 3600, exp: NOW - 59 }, []],
    ['exp 60 s ago', { iat: NOW - 3600, exp: NOW - 60 }, ['ERR_TOKEN_EXPIRED']],
    ['exactly 7 days', { exp: NOW + 7 * 86400 }, []],
    ['7 days and a second', { exp: NOW + 7 * 86400 + 1 }, ['ERR_TOKEN_LIFETIME']],
    ['exp before iat', { exp: NOW - 1 }, ['ERR_TOKEN_LIFETIME']],
    ['a string exp', { exp: `${NOW + 60}` }, ['ERR_TOKEN_CLAIMS']],
    ['an aud array', { aud: ['acme/p'] }, ['ERR_TOKEN_AUD']],
    // GitHub's names are case-insensitive: `Acme/P` is this repository; the digests are not names.
    ['aud spelled in another case (Acme/P)', { aud: 'Acme/P' }, []],
    ['aud of another repository (acme/q)', { aud: 'acme/q' }, ['ERR_TOKEN_AUD']],
    ['head in upper-case hex', { head: HEAD.toUpperCase() }, ['ERR_TOKEN_BINDING']],
    ['base in upper-case hex', { base: BASE.toUpperCase() }, ['ERR_TOKEN_BINDING']],
    ['an unknown claim', { role: 'org-admin' }, ['ERR_TOKEN_CLAIMS']],
  ])('%s', async (_name, over, codes) => {
    const v = await verifyApprovalToken(tok(over), ctx);
    expect(v.problems.map((p) => p.code).sort()).toEqual([...codes].sort());
    expect(v.valid).toBe(codes.length === 0);
  });

  it('the repository id as the Action reads it (Acme/P) counts a token signed for acme/p', async () => {
    const v = await verifyApprovalToken(tok(), { ...ctx, repoId: 'ACME/p' });
    expect(v.problems).toEqual([]);
    expect(v.valid).toBe(true);
  });

  it('says every reason at once', async () => {
    const v = await verifyApprovalToken(
      tok(
        { aud: 'x/y', iss: 'evil', sub: 'bob', exp: NOW - 3600, iat: NOW - 7200, head: 'c'.repeat(64) },
        { ...header('alice-2026'), typ: 'JWT', jku: 'https://x' },
      ),
      ctx,
    );
    expect(new Set(v.problems.map((p) => p.code))).toEqual(
      new Set([
        'ERR_TOKEN_AUD',
        'ERR_TOKEN_ISS',
        'ERR_TOKEN_SUB',
        'ERR_TOKEN_EXPIRED',
        'ERR_TOKEN_BINDING',
        'ERR_TOKEN_TYP',
        'ERR_TOKEN_HEADER',
      ]),
    );
  });

  it('the runtime mode skips time and base, keeps signature and head', async () => {
    const runtime = { keys, head: HEAD, now: 0, checkTime: false };
    expect(
      (await verifyApprovalToken(tok({ iat: 1, exp: 2, base: 'd'.repeat(64), aud: 'any/repo' }), runtime))
        .valid,
    ).toBe(true);
    expect((await verifyApprovalToken(tok({ head: BASE }), runtime)).problems[0]!.code).toBe(
      'ERR_TOKEN_BINDING',
    );
  });

  it('refuses oversized and non-compact input without parsing', async () => {
    expect((await verifyApprovalToken('a'.repeat(9000), ctx)).problems[0]!.code).toBe('ERR_TOKEN_MALFORMED');
    expect((await verifyApprovalToken('a.b', ctx)).problems[0]!.code).toBe('ERR_TOKEN_MALFORMED');
    expect((await verifyApprovalToken('e30.e30.', ctx)).problems.map((p) => p.code)).toContain(
      'ERR_TOKEN_ALG',
    );
  });
});

describe('buildKeyIndex', () => {
  it('refuses a registry key with a private member', () => {
    const leaky = structuredClone(registry) as ApproverRegistry;
    (leaky.approvers[0]!.keys![0] as unknown as Record<string, string>).d = alice.d;
    expect(() => buildKeyIndex(leaky)).toThrow(expect.objectContaining({ code: 'ERR_KEY' }));
  });
});

describe('signApprovalToken', () => {
  it('round-trips through the verifier', async () => {
    const jwt = await signApprovalToken({
      privateJwk: fixtureKey('bob-2026'),
      approver: 'bob',
      repoId: 'acme/p',
      base: BASE,
      head: HEAD,
      decision: 'reject',
      now: NOW,
      ttlSec: parseTtl('72h'),
    });
    expect(await verifyApprovalToken(jwt, ctx)).toMatchObject({
      valid: true,
      approver: 'bob',
      decision: 'reject',
    });
  });

  it('refuses a lifetime over 7 days and a public key', async () => {
    const req = {
      approver: 'alice',
      repoId: 'acme/p',
      base: BASE,
      head: HEAD,
      decision: 'approve' as const,
      now: NOW,
    };
    await expect(
      signApprovalToken({ ...req, privateJwk: alice, ttlSec: parseTtl('8d') }),
    ).rejects.toMatchObject({ code: 'ERR_USAGE' });
    const { d: _d, ...pub } = alice;
    await expect(signApprovalToken({ ...req, privateJwk: pub, ttlSec: 60 })).rejects.toMatchObject({
      code: 'ERR_KEY',
    });
    expect(() => parseTtl('1y')).toThrow(/--ttl/);
  });
});
