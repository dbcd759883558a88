// REDTEAM round 2 (runtime, prod): a `reject` committed on the protected branch as a revocation and later
// deleted still revokes the digest (history, not the tip); `--trust` inside the policy repository the
// runner named is refused, compared by real path.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPinnedPolicy } from '../../../src/io/policy/pin.js';
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
  PEOPLE,
  ROOT,
  removeRepo,
} from '../../helpers/gate-repo.js';

let repo: string;
let origin: string;
let trust: string;
let base: string;
let head: string;
let pinned: string;
const outside = mkdtempSync(join(tmpdir(), 'loopgov-trust-'));

const token = (who: string, kid: string, over: Record<string, unknown> = {}) =>
  `${craft(header(kid, kid === 'bob-2026' ? 'ES256' : 'EdDSA'), { ...goodClaims(who, base, head), ...over }, fixtureKey(kid))}\n`;

beforeAll(async () => {
  repo = makeRepo('revoke');
  trust = join(outside, 'trust.yaml');
  writeFileSync(trust, readFileSync(join(ROOT, 'policies/approvers.yaml')));
  base = await digest(repo, 'main');
  commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
  head = await digest(repo, 'main');
  pinned = commitAs(repo, PEOPLE.carol!, 'approved', {
    [`approvals/${head}/alice-2026.jwt`]: token('alice', 'alice-2026'),
  });
  origin = join(mkdtempSync(join(tmpdir(), 'loopgov-origin-')), 'policies.git');
  git(repo, 'clone', '-q', '--bare', repo, origin);
});
afterAll(() => removeRepo(repo));

/** Commits on main (and pushes to the bare origin): a token added, then the same path deleted. */
function addThenDelete(kid: string, jwt: string, folder = head): void {
  const path = `approvals/${folder}/${kid}.jwt`;
  commitAs(repo, PEOPLE.erin!, 'revoke', { [path]: jwt });
  commitAs(repo, PEOPLE.erin!, 'tidy up', { [path]: null });
  git(repo, 'push', '-q', origin, 'main');
}

describe('revocations come from the protected history, not its tip', () => {
  it('an approved pin is accepted while nothing rejects it', async () => {
    await expect(
      verifyPinnedApproval({
        repoDir: repo,
        commit: pinned,
        digest: head,
        trustFile: trust,
        history: 'main',
      }),
    ).resolves.toMatchObject({ approvers: ['alice'] });
  });

  it.each([
    [
      'a reject for another digest',
      () =>
        addThenDelete(
          'bob-2026',
          token('bob', 'bob-2026', { decision: 'reject', head: 'e'.repeat(64) }),
          'e'.repeat(64),
        ),
    ],
    [
      'a forged reject (signed by the wrong key)',
      () =>
        addThenDelete(
          'bob-2026',
          `${craft(header('bob-2026', 'ES256'), { ...goodClaims('bob', base, head), decision: 'reject' }, fixtureKey('alice-2026'))}\n`,
        ),
    ],
    ['an approve added and deleted', () => addThenDelete('erin-2026', token('erin', 'erin-2026'))],
  ])('%s revokes nothing', async (_name, commitIt) => {
    commitIt();
    await expect(
      verifyPinnedApproval({
        repoDir: repo,
        commit: pinned,
        digest: head,
        trustFile: trust,
        history: 'main',
      }),
    ).resolves.toMatchObject({ approvers: ['alice'] });
  });

  it('a valid reject committed on main after the pin, then deleted, revokes it', async () => {
    addThenDelete('bob-2026', token('bob', 'bob-2026', { decision: 'reject' }));
    const err = await verifyPinnedApproval({
      repoDir: repo,
      commit: pinned,
      digest: head,
      trustFile: trust,
      history: 'main',
    }).catch((e) => e);
    expect(err.code).toBe('ERR_APPROVAL');
    expect(err.message).toMatch(
      /bob rejected this digest in commit [0-9a-f]{12} \(approvals\/[0-9a-f]{64}\/bob-2026\.jwt\): a reject anywhere in the protected history revokes it, even once deleted/,
    );
    // The pinned commit's own history does not hold it: without the protected ref it would pass.
    await expect(
      verifyPinnedApproval({ repoDir: repo, commit: pinned, digest: head, trustFile: trust }),
    ).resolves.toBeTruthy();
  });

  it('a reject whose lifetime is over 7 days, committed on main and deleted, revokes it too', async () => {
    const t = Math.floor(Date.now() / 1000);
    addThenDelete('carol-2026', token('carol', 'carol-2026', { decision: 'reject', exp: t + 30 * 86400 }));
    const err = await verifyPinnedApproval({
      repoDir: repo,
      commit: pinned,
      digest: head,
      trustFile: trust,
      history: 'main',
    }).catch((e) => e);
    expect(err.code).toBe('ERR_APPROVAL');
    expect(err.message).toMatch(/carol rejected this digest in commit [0-9a-f]{12}/);
  });

  it('through loadPinnedPolicy from a bare file:// remote: the pin HALTs (prod)', async () => {
    const err = await loadPinnedPolicy({
      repo: `file://${origin}`,
      commit: pinned,
      profile: 'prod',
      trustFile: trust,
      cacheDir: mkdtempSync(join(tmpdir(), 'loopgov-cache-')),
    }).catch((e) => e);
    expect(err.code).toBe('ERR_APPROVAL');
    expect(err.message).toMatch(/bob rejected this digest in commit/);
  });
});

describe('REDTEAM round 2: --trust inside the policy repository the runner named', () => {
  const load = (repoArg: string, trustFile: string) =>
    loadPinnedPolicy({
      repo: repoArg,
      commit: pinned,
      profile: 'prod',
      trustFile,
      cacheDir: mkdtempSync(join(tmpdir(), 'loopgov-cache-')),
    }).catch((e) => e);

  it.each([
    ['the working clone’s own approvers.yaml', () => [repo, join(repo, 'policies/approvers.yaml')]],
    [
      'a path with .. that lands inside it',
      () => [repo, join(repo, '..', basename(repo), 'policies', 'approvers.yaml')],
    ],
    [
      'a symlink outside that points inside',
      () => {
        const link = join(mkdtempSync(join(tmpdir(), 'loopgov-link-')), 'trust.yaml');
        symlinkSync(join(repo, 'policies/approvers.yaml'), link);
        return [repo, link];
      },
    ],
    [
      'the repository named through a symlink',
      () => {
        const link = join(mkdtempSync(join(tmpdir(), 'loopgov-link-')), 'policies');
        symlinkSync(repo, link);
        return [link, join(repo, 'policies/approvers.yaml')];
      },
    ],
    [
      'a file inside a bare repository named by a file:// URL',
      () => {
        const inside = join(origin, 'trust.yaml');
        writeFileSync(inside, readFileSync(trust));
        return [`file://${origin}`, inside];
      },
    ],
    // Pin probe, round 9: the work tree that owns the named git directory is the repository too, and a
    // file:// URL's host is ignored (as git ignores it).
    [
      'the work tree of a `.git` directory named as the repository',
      () => [join(repo, '.git'), join(repo, 'policies/approvers.yaml')],
    ],
    [
      'the same as a file:// URL',
      () => [`file://${join(repo, '.git')}`, join(repo, 'policies/approvers.yaml')],
    ],
    [
      'a file:// URL with another host',
      () => [`file://elsewhere${repo}`, join(repo, 'policies/approvers.yaml')],
    ],
    [
      'the core.worktree of a separate git directory',
      () => {
        const work = mkdtempSync(join(tmpdir(), 'loopgov-worktree-'));
        writeFileSync(join(work, 'trust.yaml'), readFileSync(trust));
        const gitDir = join(mkdtempSync(join(tmpdir(), 'loopgov-gitdir-')), 'p.git');
        execFileSync('git', ['clone', '-q', '--bare', origin, gitDir]);
        execFileSync('git', ['--git-dir', gitDir, 'config', 'core.worktree', work]);
        return [gitDir, join(work, 'trust.yaml')];
      },
    ],
  ])('%s is refused', async (_name, make) => {
    const [repoArg, trustFile] = make() as [string, string];
    const err = await load(repoArg, trustFile);
    expect(err.code).toBe('ERR_APPROVAL');
    expect(err.message).toMatch(/trust file .* is inside the policy repository .*: keep it outside/);
  });

  it('a sibling folder whose name merely starts with the repository’s is outside', async () => {
    const sibling = `${repo}-trust`;
    mkdirSync(sibling, { recursive: true });
    writeFileSync(join(sibling, 'trust.yaml'), readFileSync(trust));
    const err = await load(repo, join(sibling, 'trust.yaml'));
    // Refused for the revocation above, not for where the trust file lies.
    expect(err.message).not.toMatch(/inside the policy repository/);
  });
});
