// The runtime's prod check (SPEC §4.1): committed approvals verified against a trust file outside the repo.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPinnedApproval } from '../../../src/io/policy/pin-approval.js';
import {
  commitAs,
  craft,
  digest,
  editPolicy,
  fixtureKey,
  git,
  goodClaims,
  header,
  makeRepo,
  makeRuleBundleRepo,
  now,
  PEOPLE,
  ROOT,
  type RuleBundleRepo,
  removeRepo,
  signAs,
} from '../../helpers/gate-repo.js';

let repo: string;
let trust: string;
let base: string;
let change: string;
let head: string;
const outside = mkdtempSync(join(tmpdir(), 'loopgov-trust-'));

beforeAll(async () => {
  repo = makeRepo('pin');
  trust = join(outside, 'trust.yaml');
  writeFileSync(trust, readFileSync(join(ROOT, 'policies/approvers.yaml')));
  base = await digest(repo, 'main');
  git(repo, 'checkout', '-q', '-b', 'loosen');
  change = commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
  head = await digest(repo, change);
});
afterAll(() => removeRepo(repo));

let n = 0;
function withTokens(tokens: Record<string, string>): string {
  n += 1;
  git(repo, 'checkout', '-q', '-B', `pin-${n}`, change);
  const files: Record<string, string> = {};
  for (const [kid, t] of Object.entries(tokens)) files[`approvals/${head}/${kid}.jwt`] = `${t}\n`;
  return commitAs(repo, PEOPLE.carol!, 'approvals', files);
}
const token = (who: string, kid: string, over: Record<string, unknown> = {}) =>
  craft(
    header(kid, kid === 'bob-2026' ? 'ES256' : 'EdDSA'),
    { ...goodClaims(who, base, head), ...over },
    fixtureKey(kid),
  );

describe('verifyPinnedApproval', () => {
  it('accepts a loosening approved by an org-admin of the trust file', async () => {
    const commit = withTokens({ 'alice-2026': token('alice', 'alice-2026') });
    await expect(
      verifyPinnedApproval({ repoDir: repo, commit, digest: head, trustFile: trust }),
    ).resolves.toEqual({
      approvers: ['alice'],
      kids: ['alice-2026'],
    });
  });

  it('does not check expiry (the gate did)', async () => {
    const commit = withTokens({
      'alice-2026': token('alice', 'alice-2026', { iat: now() - 30 * 86400, exp: now() - 29 * 86400 }),
    });
    await expect(
      verifyPinnedApproval({ repoDir: repo, commit, digest: head, trustFile: trust }),
    ).resolves.toEqual({ approvers: ['alice'], kids: ['alice-2026'] });
  });

  const refusals: [string, () => { commit: string; trustFile?: string }, RegExp][] = [
    [
      'no trust file',
      () => ({ commit: withTokens({ 'alice-2026': token('alice', 'alice-2026') }), trustFile: undefined }),
      /needs a trust file/,
    ],
    [
      'a trust file inside the repository',
      () => ({
        commit: withTokens({ 'alice-2026': token('alice', 'alice-2026') }),
        trustFile: join(repo, 'policies/approvers.yaml'),
      }),
      /inside the policy repository/,
    ],
    ['no approval at all', () => ({ commit: change }), /no approval committed/],
    [
      'only a maintainer for a loosening',
      () => ({ commit: withTokens({ 'erin-2026': token('erin', 'erin-2026') }) }),
      /needs 1 approval\(s\) from distinct org-admins.*found 0/,
    ],
    [
      'a reject',
      () => ({
        commit: withTokens({
          'alice-2026': token('alice', 'alice-2026'),
          'bob-2026': token('bob', 'bob-2026', { decision: 'reject' }),
        }),
      }),
      /bob rejected/,
    ],
    [
      'a reject dated in the future (a signer whose clock runs fast)',
      () => ({
        commit: withTokens({
          'alice-2026': token('alice', 'alice-2026'),
          'bob-2026': token('bob', 'bob-2026', { decision: 'reject', iat: now() + 600, nbf: now() + 600 }),
        }),
      }),
      /bob rejected this digest/,
    ],
    [
      'a reject whose lifetime is over 7 days (time lifts no reject)',
      () => ({
        commit: withTokens({
          'alice-2026': token('alice', 'alice-2026'),
          'bob-2026': token('bob', 'bob-2026', { decision: 'reject', exp: now() + 30 * 86400 }),
        }),
      }),
      /bob rejected this digest \(.*\); its lifetime is out of bounds, over 7 days or not positive, which lifts no reject/,
    ],
    [
      'a token bound to another head',
      () => ({
        commit: withTokens({ 'alice-2026': token('alice', 'alice-2026', { head: 'c'.repeat(64) }) }),
      }),
      /ERR_TOKEN_BINDING/,
    ],
    [
      'a base not in the history (what it approved cannot be judged: not counted)',
      () => ({
        commit: withTokens({ 'alice-2026': token('alice', 'alice-2026', { base: 'd'.repeat(64) }) }),
      }),
      /found 0; not counted: .*alice-2026\.jwt: \[ERR_TOKEN_BINDING\] its base d{64} is no policy revision in the history of [0-9a-f]{40}/,
    ],
    [
      // REDTEAM round 2: a maintainer's "approval" of no change would let any digest run (neutral rule).
      'a maintainer token whose base equals its head',
      () => ({ commit: withTokens({ 'erin-2026': token('erin', 'erin-2026', { base: head }) }) }),
      /erin-2026\.jwt: its base equals its head, so it approves no change/,
    ],
    [
      'an org-admin token whose base equals its head',
      () => ({ commit: withTokens({ 'alice-2026': token('alice', 'alice-2026', { base: head }) }) }),
      /found 0.*its base equals its head/,
    ],
    [
      'a forged signature',
      () => ({
        commit: withTokens({
          'alice-2026': craft(
            header('alice-2026'),
            goodClaims('alice', base, head),
            fixtureKey('carol-2026'),
          ),
        }),
      }),
      /ERR_TOKEN_SIGNATURE/,
    ],
  ];
  it.each(refusals)('refuses %s with ERR_APPROVAL', async (_name, make, reason) => {
    const spec = make();
    const trustFile = 'trustFile' in spec ? spec.trustFile : trust;
    const err = await verifyPinnedApproval({
      repoDir: repo,
      commit: spec.commit,
      digest: head,
      trustFile,
    }).catch((e) => e);
    expect(err?.code).toBe('ERR_APPROVAL');
    expect(err.message).toMatch(reason);
  });

  it('takes keys and roles from the trust file, not from the repository', async () => {
    const commit = withTokens({ 'alice-2026': token('alice', 'alice-2026') });
    const demoted = join(outside, 'demoted.yaml');
    writeFileSync(
      demoted,
      readFileSync(trust, 'utf8').replace('roles: [maintainer, org-admin]', 'roles: [maintainer]'),
    );
    const err = await verifyPinnedApproval({ repoDir: repo, commit, digest: head, trustFile: demoted }).catch(
      (e) => e,
    );
    expect(err.code).toBe('ERR_APPROVAL');
    expect(err.message).toMatch(/alice has roles \[maintainer\], not org-admin/);
  });

  it('refuses a trust file holding a private key', async () => {
    const commit = withTokens({ 'alice-2026': token('alice', 'alice-2026') });
    const leaky = join(outside, 'leaky.yaml');
    writeFileSync(
      leaky,
      readFileSync(trust, 'utf8').replace(
        'kid: alice-2026, alg: EdDSA}',
        `kid: alice-2026, alg: EdDSA, d: "${fixtureKey('alice-2026').d}"}`,
      ),
    );
    const err = await verifyPinnedApproval({ repoDir: repo, commit, digest: head, trustFile: leaky }).catch(
      (e) => e,
    );
    expect(err.code).toBe('ERR_APPROVAL');
    expect(err.message).toMatch(/leaky\.yaml.*\/d/);
  });
});

describe('verifyPinnedApproval: the rules of every class up to the change’s (decision 109)', () => {
  let r: RuleBundleRepo;
  beforeAll(async () => {
    r = await makeRuleBundleRepo();
  });
  afterAll(() => removeRepo(r.dir));
  const pinned = (who: string[], over: Record<string, unknown> = {}) => {
    git(r.dir, 'checkout', '-q', '-B', `pin-${who.join('-')}-${Object.keys(over).join('')}`, r.bundle);
    const files = Object.assign(
      {},
      ...who.map((w) => signAs(w, r.baseDigest, r.bundleDigest, 'approve', over)),
    );
    return commitAs(r.dir, PEOPLE.erin!, 'approvals', files);
  };
  const verify = (commit: string) =>
    verifyPinnedApproval({ repoDir: r.dir, commit, digest: r.bundleDigest, trustFile: trust });

  it.each([
    [
      '2 org-admins for a loosening bundled with a ceiling edit (the loosen rule needs 3)',
      ['alice', 'bob'],
      {},
    ],
  ])('refuses %s', async (_, who, over) => {
    const err = await verify(pinned(who, over)).catch((e) => e);
    expect(err.code).toBe('ERR_APPROVAL');
    expect(err.message).toMatch(
      /needs 3 approval\(s\) from distinct org-admins in the trust file \(the loosen rule\); found 2/,
    );
  });

  // A base the runtime cannot find leaves only the pinned commit's own rules, which it may have written
  // for itself (an orphan commit with the approved tree, merged past the gate): such tokens never count,
  // however many sign.
  it('counts no approval whose base is not in the history, even from 3 org-admins', async () => {
    const err = await verify(pinned(['alice', 'bob', 'carol'], { base: 'd'.repeat(64) })).catch((e) => e);
    expect(err.code).toBe('ERR_APPROVAL');
    expect(err.message).toMatch(/found 0/);
    expect(err.message.match(/\[ERR_TOKEN_BINDING\] its base d{64} is no policy revision/g)).toHaveLength(3);
  });

  it('accepts it approved by 3 org-admins', async () => {
    await expect(verify(pinned(['alice', 'bob', 'carol']))).resolves.toEqual({
      approvers: ['alice', 'bob', 'carol'],
      kids: ['alice-2026', 'bob-2026', 'carol-2026'],
    });
  });
});
