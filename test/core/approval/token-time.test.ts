// The `now` every signer and verifier of tokens is handed (docs/decisions/118, 129): seconds since the
// epoch, checked the one way. NaN or none compares as "never expired", milliseconds sign a token dated in
// the year 58 000, a fraction an `iat` the verifier calls malformed: each is ERR_USAGE naming the field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildKeyIndex } from '../../../src/core/approval/keys.js';
import { signResumeToken, verifyResumeToken } from '../../../src/core/approval/resume.js';
import { signApprovalToken } from '../../../src/core/approval/sign.js';
import { verifyApprovalToken } from '../../../src/core/approval/verify.js';
import { parseEpochMilliseconds, parseEpochSeconds } from '../../../src/core/epoch-time.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import type { Budget } from '../../../src/core/policy/types.js';
import { fixtureKey } from '../../helpers/gate-repo.js';

const keys = buildKeyIndex(
  parsePolicySet([{ path: 'policies/approvers.yaml', content: readFileSync('policies/approvers.yaml') }])
    .approvers,
);
const NOW = 1_800_000_000;
const HEAD = 'e'.repeat(64);
const BASE = 'a'.repeat(64);
const limits: Budget = {
  max_steps: 3,
  max_tokens: 10,
  max_cost_usd: 1,
  max_wall_clock_sec: 10,
  max_corrections_per_step: 1,
};
const alice = fixtureKey('alice-2026') as never;

const resume = (now: unknown) =>
  signResumeToken({
    privateJwk: alice,
    approver: 'alice',
    runId: 'r1',
    head: HEAD,
    decision: 'resume',
    now: now as number,
    ttlSec: 600,
  });
const approval = (now: unknown) =>
  signApprovalToken({
    privateJwk: alice,
    approver: 'alice',
    repoId: 'acme/p',
    base: BASE,
    head: HEAD,
    decision: 'approve',
    now: now as number,
    ttlSec: 3600,
  });
const resumeCtx = (now: unknown) => ({
  keys,
  runId: 'r1',
  head: HEAD,
  now: now as number,
  approverRole: 'maintainer' as const,
  usedJtis: new Set<string>(),
  limits,
  ceiling: { ...limits, max_steps: 10 },
});

const BAD_NOW: [string, unknown, RegExp][] = [
  ['NaN', Number.NaN, /^now must be seconds since the epoch, a finite number ≥ 0 \(got NaN\)$/],
  ['none', undefined, /^now must be seconds since the epoch, a finite number ≥ 0 \(got nothing\)$/],
  ['Infinity', Number.POSITIVE_INFINITY, /\(got Infinity\)$/],
  ['milliseconds', NOW * 1000, /\(got 1800000000000, which looks like milliseconds: divide by 1000\)$/],
  ['a string', String(NOW), /\(got "1800000000"\)$/],
  ['negative', -1, /\(got -1\)$/],
];

describe('verifying: a now that is no time in seconds is ERR_USAGE, never a token judged unexpired', () => {
  it.each(BAD_NOW)('verifyResumeToken with now %s', async (_what, now, says) => {
    // Signed in 2027 for ten minutes: long expired at any real now.
    const token = await resume(NOW);
    await expect(verifyResumeToken(token, resumeCtx(now))).rejects.toMatchObject({
      code: 'ERR_USAGE',
      message: expect.stringMatching(says),
    });
  });

  it.each(BAD_NOW)('verifyApprovalToken with now %s: the same check', async (_what, now, says) => {
    const token = await approval(NOW);
    await expect(
      verifyApprovalToken(token, { keys, repoId: 'acme/p', base: BASE, head: HEAD, now: now as number }),
    ).rejects.toMatchObject({ code: 'ERR_USAGE', message: expect.stringMatching(says) });
  });

  it('a real now still judges the expired resume expired, and checkTime: false needs no now', async () => {
    const v = await verifyResumeToken(await resume(NOW), resumeCtx(NOW + 3600));
    expect(v.problems.map((p) => p.code)).toEqual(['ERR_TOKEN_EXPIRED']);
    const a = await verifyApprovalToken(await approval(NOW), {
      keys,
      head: HEAD,
      now: Number.NaN,
      checkTime: false,
    });
    expect(a.valid).toBe(true);
  });
});

describe('signing: whole seconds since the epoch, the unit the APIs publish', () => {
  it.each([
    ...BAD_NOW,
    ['a fraction', 1.5, /^now must be whole seconds since the epoch, as a token's iat is \(got 1\.5/],
  ] as [string, unknown, RegExp][])(
    'signResumeToken and signApprovalToken refuse now %s',
    async (_w, now, says) => {
      for (const sign of [resume, approval])
        await expect(sign(now)).rejects.toMatchObject({
          code: 'ERR_USAGE',
          message: expect.stringMatching(says),
        });
    },
  );

  it('whole seconds sign iat as given', async () => {
    for (const sign of [resume, approval]) {
      const token = await sign(NOW);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(claims.iat).toBe(NOW);
    }
  });
});

describe('the shared checks', () => {
  it('milliseconds: seconds, NaN and times no Date holds are refused', () => {
    expect(parseEpochMilliseconds(NOW * 1000, 'now')).toBe(NOW * 1000);
    expect(() => parseEpochMilliseconds(NOW, 'now')).toThrow(
      'now must be milliseconds since the epoch (got 1800000000, which looks like seconds: multiply by 1000)',
    );
    expect(() => parseEpochMilliseconds(Number.NaN, 'now')).toThrow(/\(got NaN\)/);
    expect(() => parseEpochMilliseconds(8.64e15 + 1, 'now')).toThrow(/from 0 to 8\.64e15/);
  });

  it('seconds: a fraction is fine where nothing is signed', () => {
    expect(parseEpochSeconds(NOW + 0.5, 'now')).toBe(NOW + 0.5);
  });
});
