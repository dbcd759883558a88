// REDTEAM.md "Approval tokens": every row against `loopgov gate` on a real repository, with tokens
// crafted here by hand. A loosening (L3 max_steps 60 → 80) proposed by dave needs one org-admin.
// In process: the CLI runs inside the test (test/helpers/cli.ts); git runs as real processes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Claims,
  commitAs,
  craft,
  digest,
  editPolicy,
  fixtureKey,
  git,
  goodClaims,
  hs256,
  header,
  makeRepo,
  malleate,
  now,
  PEOPLE,
  removeRepo,
  runGate,
} from '../helpers/gate-repo.js';

let repo: string;
let loosen: string;
let base: string;
let head: string;
const alice = fixtureKey('alice-2026');
const bob = fixtureKey('bob-2026');
const carol = fixtureKey('carol-2026');

beforeAll(async () => {
  repo = makeRepo('tokens');
  git(repo, 'checkout', '-q', '-b', 'loosen');
  loosen = commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
  base = await digest(repo, 'main');
  head = await digest(repo, loosen);
});
afterAll(() => removeRepo(repo));

type Tokens = Record<string, string>;
const ok = (over: Claims = {}): Claims => ({ ...goodClaims('alice', base, head), ...over });
const alicePub = () => JSON.stringify({ kty: alice.kty, crv: alice.crv, x: alice.x });

let row = 0;
function gateWith(tokens: Tokens) {
  row += 1;
  git(repo, 'checkout', '-q', '-B', `row-${row}`, loosen);
  const files: Record<string, string> = {};
  for (const [name, token] of Object.entries(tokens)) files[`approvals/${head}/${name}`] = `${token}\n`;
  const sha = commitAs(repo, PEOPLE.alice!, 'approvals', files);
  return runGate(repo, 'main', sha);
}

describe('loopgov gate: approval tokens (REDTEAM.md)', () => {
  it('passes with one valid org-admin approval (the control row)', async () => {
    const r = await gateWith({ 'alice-2026.jwt': craft(header('alice-2026'), ok(), alice) });
    expect(r.json.class).toBe('loosen');
    expect(r.json.reasons).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.json.approvals[0]).toMatchObject({ approver: 'alice', counted: true });
  });

  const rows: [string, () => Tokens, string][] = [
    [
      'alg none',
      () => ({ 'alice-2026.jwt': craft(header('alice-2026', 'none'), ok(), null) }),
      'ERR_TOKEN_ALG',
    ],
    [
      'HS256 with the public key as secret',
      () => ({ 'alice-2026.jwt': hs256(header('alice-2026', 'HS256'), ok(), alicePub()) }),
      'ERR_TOKEN_ALG',
    ],
    [
      'a kid not in the registry',
      () => ({ 'zed-2026.jwt': craft(header('zed-2026'), ok(), alice) }),
      'ERR_TOKEN_KID',
    ],
    ['a ../../x kid', () => ({ 'x.jwt': craft(header('../../x'), ok(), alice) }), 'ERR_TOKEN_KID'],
    [
      'a jku header',
      () => ({
        'alice-2026.jwt': craft(
          header('alice-2026', 'EdDSA', { jku: 'https://evil.example/jwks' }),
          ok(),
          alice,
        ),
      }),
      'ERR_TOKEN_HEADER',
    ],
    [
      'an x5u header',
      () => ({
        'alice-2026.jwt': craft(
          header('alice-2026', 'EdDSA', { x5u: 'https://evil.example/cert' }),
          ok(),
          alice,
        ),
      }),
      'ERR_TOKEN_HEADER',
    ],
    [
      'an embedded jwk (signed by that key)',
      () => ({
        'alice-2026.jwt': craft(
          header('alice-2026', 'EdDSA', { jwk: { kty: carol.kty, crv: carol.crv, x: carol.x } }),
          ok(),
          carol,
        ),
      }),
      'ERR_TOKEN_HEADER',
    ],
    [
      'no kid (several keys in the registry)',
      () => ({ 'alice-2026.jwt': craft(header(undefined), ok(), alice) }),
      'ERR_TOKEN_KID',
    ],
    [
      'exp missing',
      () => ({ 'alice-2026.jwt': craft(header('alice-2026'), ok({ exp: undefined }), alice) }),
      'ERR_TOKEN_CLAIMS',
    ],
    [
      'exp past',
      () => ({
        'alice-2026.jwt': craft(header('alice-2026'), ok({ iat: now() - 7200, exp: now() - 3600 }), alice),
      }),
      'ERR_TOKEN_EXPIRED',
    ],
    [
      'exp too far from iat (8 days)',
      () => ({ 'alice-2026.jwt': craft(header('alice-2026'), ok({ exp: now() + 8 * 86400 }), alice) }),
      'ERR_TOKEN_LIFETIME',
    ],
    [
      'nbf in the future',
      () => ({ 'alice-2026.jwt': craft(header('alice-2026'), ok({ nbf: now() + 3600 }), alice) }),
      'ERR_TOKEN_NOT_YET_VALID',
    ],
    [
      'iat in the future',
      () => ({
        'alice-2026.jwt': craft(header('alice-2026'), ok({ iat: now() + 600, exp: now() + 3600 }), alice),
      }),
      'ERR_TOKEN_NOT_YET_VALID',
    ],
    [
      'wrong aud',
      () => ({ 'alice-2026.jwt': craft(header('alice-2026'), ok({ aud: 'evil/repo' }), alice) }),
      'ERR_TOKEN_AUD',
    ],
    [
      'wrong iss',
      () => ({ 'alice-2026.jwt': craft(header('alice-2026'), ok({ iss: 'someone' }), alice) }),
      'ERR_TOKEN_ISS',
    ],
    [
      'wrong typ',
      () => ({ 'alice-2026.jwt': craft(header('alice-2026', 'EdDSA', { typ: 'JWT' }), ok(), alice) }),
      'ERR_TOKEN_TYP',
    ],
    [
      'wrong sub',
      () => ({ 'alice-2026.jwt': craft(header('alice-2026'), ok({ sub: 'bob' }), alice) }),
      'ERR_TOKEN_SUB',
    ],
    [
      'bound to another base',
      () => ({ 'alice-2026.jwt': craft(header('alice-2026'), ok({ base: 'a'.repeat(64) }), alice) }),
      'ERR_TOKEN_BINDING',
    ],
    [
      'bound to another head',
      () => ({ 'alice-2026.jwt': craft(header('alice-2026'), ok({ head: 'b'.repeat(64) }), alice) }),
      'ERR_TOKEN_BINDING',
    ],
    [
      'an unknown crit',
      () => ({
        'alice-2026.jwt': craft(
          header('alice-2026', 'EdDSA', { crit: ['x-loopgov'], 'x-loopgov': 1 }),
          ok(),
          alice,
        ),
      }),
      'ERR_TOKEN_CRIT',
    ],
    [
      "signed by another approver's key",
      () => ({ 'alice-2026.jwt': craft(header('alice-2026'), ok(), carol) }),
      'ERR_TOKEN_SIGNATURE',
    ],
    [
      'an ES256 kid with an EdDSA alg',
      () => ({ 'bob-2026.jwt': craft(header('bob-2026', 'EdDSA'), ok({ sub: 'bob' }), alice) }),
      'ERR_TOKEN_ALG',
    ],
    ['not a JWS at all', () => ({ 'alice-2026.jwt': 'hello; $(touch pwned)' }), 'ERR_TOKEN_MALFORMED'],
  ];

  it.each(rows)('blocks %s', async (_name, tokens, code) => {
    const r = await gateWith(tokens());
    expect(r.code).toBe(1);
    expect(r.json.verdict).toBe('block');
    expect(r.json.approvals).toHaveLength(1);
    expect(r.json.approvals[0]!.counted).toBe(false);
    expect(r.json.approvals[0]!.codes).toContain(code);
    expect(r.json.reasons.join('\n')).toContain(code);
    expect(existsSync(join(repo, 'pwned'))).toBe(false);
  });
});

describe('loopgov gate: one count per approver', () => {
  let ceilingChange: string;
  let ceilingHead: string;
  beforeAll(async () => {
    git(repo, 'checkout', '-q', '-B', 'ceiling', 'main');
    ceilingChange = commitAs(repo, PEOPLE.dave!, 'raise the ceiling', {
      'policies/org-ceiling.yaml': editPolicy(repo, 'org-ceiling.yaml', 'max_steps: 200', 'max_steps: 250'),
    });
    ceilingHead = await digest(repo, ceilingChange);
  });
  function gateCeiling(tokens: Tokens) {
    row += 1;
    git(repo, 'checkout', '-q', '-B', `row-${row}`, ceilingChange);
    const files: Record<string, string> = {};
    for (const [name, token] of Object.entries(tokens))
      files[`approvals/${ceilingHead}/${name}`] = `${token}\n`;
    return runGate(repo, 'main', commitAs(repo, PEOPLE.bob!, 'approvals', files));
  }
  const claims = (who: string, over: Claims = {}) => ({ ...goodClaims(who, base, ceilingHead), ...over });

  it('passes a ceiling change with two distinct org-admins', async () => {
    const r = await gateCeiling({
      'alice-2026.jwt': craft(header('alice-2026'), claims('alice'), alice),
      'bob-2026.jwt': craft(header('bob-2026', 'ES256'), claims('bob'), bob),
    });
    expect(r.json.class).toBe('ceiling');
    expect(r.json.reasons).toEqual([]);
    expect(r.code).toBe(0);
  });

  it.each([
    [
      'the same token twice (same jti)',
      () => {
        const t = craft(header('alice-2026'), claims('alice'), alice);
        return { 'alice-2026.jwt': t, 'alice-2026-copy.jwt': t };
      },
    ],
    [
      'two tokens by one approver (different jti)',
      () => ({
        'alice-2026.jwt': craft(header('alice-2026'), claims('alice'), alice),
        'alice-again.jwt': craft(header('alice-2026'), claims('alice'), alice),
      }),
    ],
    [
      'the same claims with a mutated ES256 signature',
      () => {
        const t = craft(header('bob-2026', 'ES256'), claims('bob'), bob);
        return { 'bob-2026.jwt': t, 'bob-2026-malleated.jwt': malleate(t) };
      },
    ],
  ])('counts %s once, and blocks', async (_name, tokens) => {
    const r = await gateCeiling(tokens());
    expect(r.code).toBe(1);
    expect(r.json.approvals.filter((a) => a.counted)).toHaveLength(1);
    expect(r.json.approvals.filter((a) => !a.counted)[0]!.reason).toMatch(/already counted/);
    expect(r.json.reasons.join('\n')).toMatch(/needs 2 approval\(s\).*counted 1/);
  });

  it('a mutated ES256 signature is itself a valid signature (so only counting once protects)', async () => {
    const t = craft(header('bob-2026', 'ES256'), claims('bob'), bob);
    const r = await gateCeiling({ 'bob-2026.jwt': malleate(t) });
    expect(r.json.approvals[0]!.codes).toEqual([]);
  });
});
