// verifyApprovalToken's context is refused when it holds a key it does not know (decision 129, addendum):
// a misspelt `base` would skip the base binding, and a token for another base would verify.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildKeyIndex } from '../../../src/core/approval/keys.js';
import { verifyApprovalToken } from '../../../src/core/approval/verify.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import { craft, fixtureKey, header } from '../../helpers/gate-repo.js';

const keys = buildKeyIndex(
  parsePolicySet([{ path: 'policies/approvers.yaml', content: readFileSync('policies/approvers.yaml') }])
    .approvers,
);
const NOW = 1_800_000_000;
const [BASE, HEAD, OTHER] = ['a', 'b', 'c'].map((c) => c.repeat(64)) as [string, string, string];
const token = craft(
  header('alice-2026'),
  {
    iss: 'loopgov',
    aud: 'acme/p',
    sub: 'alice',
    iat: NOW,
    exp: NOW + 3600,
    jti: 'jti-ctx-0001',
    base: BASE,
    head: HEAD,
    decision: 'approve',
  },
  fixtureKey('alice-2026'),
);

describe('verifyApprovalToken: the context’s keys', () => {
  it('bound to another base, the token is invalid (the control)', async () => {
    const v = await verifyApprovalToken(token, { keys, repoId: 'acme/p', base: OTHER, head: HEAD, now: NOW });
    expect(v.valid).toBe(false);
  });

  it('a misspelt base (bse) is ERR_USAGE naming it, never a base binding skipped', async () => {
    const err = await verifyApprovalToken(token, {
      keys,
      repoId: 'acme/p',
      bse: OTHER,
      head: HEAD,
      now: NOW,
    } as never).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toBe('unknown option bse (known: keys, repoId, base, head, now, checkTime)');
  });

  it('a context that is no object is ERR_USAGE', async () => {
    const err = await verifyApprovalToken(token, null as never).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
  });
});
