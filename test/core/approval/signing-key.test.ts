// An approval and a resume token are signed with one key check (importSigningKey): each key they cannot
// sign with is refused by both alike, as ERR_KEY naming what is wrong, before any other option is read.
import type { JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../../src/core/approval/resume.js';
import { signApprovalToken } from '../../../src/core/approval/sign.js';
import { fixtureKey } from '../../helpers/gate-repo.js';

const NOW = 1_800_000_000;
const good = fixtureKey('alice-2026') as JWK;
const { d: _d, ...publicOnly } = good;

const signers = {
  approval: (privateJwk: JWK, ttlSec = 3600) =>
    signApprovalToken({
      privateJwk,
      approver: 'alice',
      repoId: 'acme/policies',
      base: 'a'.repeat(64),
      head: 'b'.repeat(64),
      decision: 'approve',
      now: NOW,
      ttlSec,
    }),
  resume: (privateJwk: JWK, ttlSec = 3600) =>
    signResumeToken({
      privateJwk,
      approver: 'alice',
      runId: 'r1',
      head: 'e'.repeat(64),
      decision: 'resume',
      now: NOW,
      ttlSec,
    }),
};

describe.each(Object.entries(signers))('the %s signer', (_name, sign) => {
  it.each([
    ['an alg other than EdDSA or ES256', { ...good, alg: 'RS256' }, 'key alg "RS256" is not EdDSA or ES256'],
    ['no alg', { ...good, alg: undefined }, 'key alg undefined is not EdDSA or ES256'],
    ['no kid', { ...good, kid: '' }, 'key has no kid'],
    ['a public key', publicOnly, 'key alice-2026 is not a private key'],
    ['a private part that is not the key', { ...good, d: 'AAAA' }, /^cannot import key alice-2026: /],
  ])('refuses %s: ERR_KEY', async (_what, jwk, message) => {
    // A lifetime out of range too: the key is what it names first.
    await expect(sign(jwk as JWK, 0)).rejects.toMatchObject({
      code: 'ERR_KEY',
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
  });

  it('signs with a good key, with its alg and kid in the header', async () => {
    const token = await sign(good);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toMatchObject({ alg: good.alg, kid: 'alice-2026' });
  });
});
