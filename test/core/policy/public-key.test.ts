// A registry key only its owner can sign for (gate probe, round 9). An Ed25519 key of small order verifies
// a forged signature (R = identity, S = 0) for one message in 8 with no private key; Node accepts such
// keys, so it would let anyone approve as that approver. One key under two approver ids would count as
// two org-admins. A P-256 point off the curve failed only later, at each token naming it.
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildKeyIndex } from '../../../src/core/approval/keys.js';
import type { LoopgovError } from '../../../src/core/errors.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import { keyIdentity, publicKeyProblem } from '../../../src/core/policy/public-key.js';
import type { ApproverRegistry } from '../../../src/core/policy/types.js';

const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');
/** The eight points of order 1, 2, 4 and 8, as libsodium's blocklist spells them. */
const SMALL_ORDER = [
  '0100000000000000000000000000000000000000000000000000000000000000',
  'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  '0000000000000000000000000000000000000000000000000000000000000000',
  '0000000000000000000000000000000000000000000000000000000000000080',
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa',
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85',
];
const ed = (x: string) => ({ kty: 'OKP', crv: 'Ed25519', x });
const entry = (id: string, key: string, login = `${id}-gh`) =>
  `  - id: ${id}\n    github: ${login}\n    emails: [${id}@example.com]\n    roles: [maintainer, org-admin]\n    keys:\n      - ${key}\n`;
const registry = (...entries: string[]) =>
  `apiVersion: loopgov/v1\nkind: ApproverRegistry\napprovers:\n${entries.join('')}`;
const problems = (text: string) => {
  try {
    parsePolicySet([{ path: 'policies/approvers.yaml', content: text }]);
    return [];
  } catch (e) {
    return (e as LoopgovError).problems.map((p) => `${p.field} ${p.message}`);
  }
};
const realEd = () => generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }) as { x: string };

describe('publicKeyProblem', () => {
  it.each(SMALL_ORDER)('refuses the small-order Ed25519 point %s', (hex) => {
    expect(publicKeyProblem(ed(b64(hex)))).toMatch(/small order .*anyone can forge/);
  });

  it('is right to: a small-order key verifies a signature made with no private key', () => {
    // R = identity (0100…), S = 0: valid for A of order 8 whenever 8 divides H(R‖A‖M); try messages.
    const key = { key: { kty: 'OKP', crv: 'Ed25519', x: b64(SMALL_ORDER[6]!) }, format: 'jwk' as const };
    const forged = Buffer.concat([Buffer.from(SMALL_ORDER[0]!, 'hex'), Buffer.alloc(32)]);
    const accepted = Array.from({ length: 64 }, (_, i) => verify(null, Buffer.from(`m${i}`), key, forged));
    expect(accepted.filter(Boolean).length).toBeGreaterThan(0);
  });

  it.each([
    ['y = p', 'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', /non-canonical/],
    ['y = p + 1', 'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', /non-canonical/],
    [
      'x = 0 with its sign bit',
      'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
      /non-canonical/,
    ],
    ['no point', '0200000000000000000000000000000000000000000000000000000000000000', /not a point/],
  ])('refuses an Ed25519 key with %s', (_name, hex, why) => {
    expect(publicKeyProblem(ed(b64(hex)))).toMatch(why);
  });

  it('refuses a P-256 point off the curve, and a coordinate outside the field', () => {
    expect(publicKeyProblem({ kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'A'.repeat(43) })).toMatch(
      /not a point on the P-256 curve/,
    );
    expect(publicKeyProblem({ kty: 'EC', crv: 'P-256', x: b64('ff'.repeat(32)), y: 'A'.repeat(43) })).toMatch(
      /outside the P-256 field/,
    );
  });

  it('takes real keys, and keys Node signs and verifies with', () => {
    for (let i = 0; i < 50; i++) {
      const e = generateKeyPairSync('ed25519');
      expect(publicKeyProblem(e.publicKey.export({ format: 'jwk' }))).toBeUndefined();
      const p = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      expect(publicKeyProblem(p.publicKey.export({ format: 'jwk' }))).toBeUndefined();
      expect(verify(null, Buffer.from('m'), e.publicKey, sign(null, Buffer.from('m'), e.privateKey))).toBe(
        true,
      );
    }
  });

  it('names one key spelled two ways (unused base64url bits) as one point', () => {
    const { x } = realEd();
    const last = x.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const other = `${x.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
    expect(other).not.toBe(x);
    expect(keyIdentity(ed(other))).toBe(keyIdentity(ed(x)));
  });
});

describe('the registry refuses what anyone can sign for, and one key twice', () => {
  it('refuses a small-order key, naming the approver key and field', () => {
    const key = `{kty: OKP, crv: Ed25519, x: "${b64(SMALL_ORDER[6]!)}", kid: frank-2026, alg: EdDSA}`;
    expect(problems(registry(entry('frank', key)))).toEqual([
      expect.stringMatching(/^\/approvers\/0\/keys\/0\/x key "frank-2026" is a point of small order/),
    ]);
  });

  it('refuses one key under two approver ids (it would count as two org-admins)', () => {
    const { x } = realEd();
    const text = registry(
      entry('alice', `{kty: OKP, crv: Ed25519, x: "${x}", kid: alice-2026, alg: EdDSA}`),
      entry('alice2', `{kty: OKP, crv: Ed25519, x: "${x}", kid: alice-ops-2026, alg: EdDSA}`),
    );
    expect(problems(text)).toEqual([
      expect.stringMatching(
        /^\/approvers\/1\/keys\/0\/x key "alice-ops-2026" of "alice2" is the same key as "alice-2026" of "alice"/,
      ),
    ]);
  });

  it('takes distinct real keys', () => {
    const text = registry(
      entry('alice', `{kty: OKP, crv: Ed25519, x: "${realEd().x}", kid: alice-2026, alg: EdDSA}`),
      entry('bob', `{kty: OKP, crv: Ed25519, x: "${realEd().x}", kid: bob-2026, alg: EdDSA}`),
    );
    expect(problems(text)).toEqual([]);
  });

  it('buildKeyIndex (trust files) refuses both too: ERR_KEY', () => {
    const reg = (keys: string[]): ApproverRegistry =>
      ({
        apiVersion: 'loopgov/v1',
        kind: 'ApproverRegistry',
        approvers: keys.map((x, i) => ({
          id: `a${i}`,
          roles: ['org-admin'],
          keys: [{ kty: 'OKP', crv: 'Ed25519', x, kid: `k${i}`, alg: 'EdDSA' }],
        })),
      }) as unknown as ApproverRegistry;
    expect(() => buildKeyIndex(reg([b64(SMALL_ORDER[4]!)]))).toThrow(
      /key k0 of a0 is a point of small order/,
    );
    const { x } = realEd();
    expect(() => buildKeyIndex(reg([x, x]))).toThrow(/key k1 of a1 is the same key as k0 of a0/);
    expect(buildKeyIndex(reg([x, realEd().x])).size).toBe(2);
  });
});
