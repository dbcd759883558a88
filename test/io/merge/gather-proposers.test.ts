// Separation of duties through the library: the proposers a caller passes gatherMergeGateInput are read
// as `loopgov gate --author` reads its login (decision 129, addendum). A real repository where dave
// committed a loosening and alice approved it: named as a proposer however she is spelt, alice's own
// approval never counts; what the CLI refuses is ERR_USAGE before git runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateMergeGate } from '../../../src/core/merge/evaluate.js';
import { findProposingApprovers } from '../../../src/core/merge/proposers.js';
import { gatherMergeGateInput } from '../../../src/io/merge/gather.js';
import { loadPolicyDir } from '../../../src/io/policy/dir.js';
import { ROOT } from '../../helpers/gate-repo.js';
import {
  commitAs,
  digest,
  editPolicy,
  git,
  makeRepo,
  now,
  PEOPLE,
  REPO_ID,
  removeRepo,
  signAs,
} from '../../helpers/gate-repo.js';

let repo: string;
let commits: string[];
beforeAll(async () => {
  repo = makeRepo('gather-proposers');
  const base = await digest(repo, 'main');
  git(repo, 'checkout', '-q', '-b', 'pr');
  const change = commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
  commitAs(repo, PEOPLE.carol!, 'approve', signAs('alice', base, await digest(repo, change)));
  commits = git(repo, 'rev-list', 'main..pr').trim().split('\n');
});
afterAll(() => removeRepo(repo));

const gate = async (over: Record<string, unknown>) =>
  evaluateMergeGate(
    await gatherMergeGateInput({
      dir: repo,
      base: 'main',
      head: 'pr',
      repoId: REPO_ID,
      now: now(),
      ...over,
    } as never),
  );
const author = (fields: Record<string, unknown>) => ({
  proposers: [{ source: 'pull request author', ...fields }],
});

describe('gatherMergeGateInput: proposers spelt as people write them', () => {
  it('a pull request author who approved nothing: the approval counts (the control)', async () => {
    const r = await gate(author({ login: 'erin-gh' }));
    expect(r.reasons).toEqual([]);
    expect(r.verdict).toBe('pass');
  });

  it.each([['@alice-gh'], [' alice-gh'], ['alice-gh\n'], ['@ALICE-GH ']])(
    'login %j is alice-gh, as --author takes it: her own approval does not count',
    async (login) => {
      const r = await gate(author({ login }));
      expect(r.verdict).toBe('block');
      expect(r.approvals[0]?.reason).toMatch(
        /^proposer \(separation of duties\): pull request author alice-gh$/i,
      );
    },
  );

  it('an email with surrounding whitespace is that email: her own approval does not count', async () => {
    const r = await gate(author({ email: ' alice@example.com\n' }));
    expect(r.verdict).toBe('block');
    expect(r.approvals[0]?.reason).toMatch(/pull request author alice@example\.com/);
  });

  it('githubCommits logins are read the same way (authorLogin and committerLogin)', async () => {
    for (const key of ['authorLogin', 'committerLogin']) {
      const r = await gate({ githubCommits: commits.map((sha) => ({ sha, [key]: '@alice-gh' })) });
      expect(r.verdict).toBe('block');
      expect(r.approvals[0]?.reason).toMatch(
        /^proposer \(separation of duties\): commit (author|committer) alice-gh/,
      );
    }
  });

  it.each([
    [
      'a string for the list',
      { proposers: 'alice-gh' },
      /^proposers must be a list of proposer identities \(got "alice-gh"\)$/,
    ],
    ['a string for an identity', { proposers: ['alice-gh'] }, /^proposers\[0\] must be an object/],
    [
      'a login with a space',
      author({ login: 'alice gh' }),
      /^proposers\[0\]\.login must be a GitHub login: A-Z a-z 0-9 - _ only, a bot's ending in \[bot\] \(got "alice gh"\)$/,
    ],
    [
      'a login with a zero-width space',
      author({ login: 'alice-gh\u200b' }),
      /^proposers\[0\]\.login must be a GitHub login/,
    ],
    [
      'a login with a soft hyphen',
      author({ login: 'alice-gh\u00ad' }),
      /^proposers\[0\]\.login must be a GitHub login/,
    ],
    [
      'a login after a word joiner',
      author({ login: '\u2060alice-gh' }),
      /^proposers\[0\]\.login must be a GitHub login/,
    ],
    [
      'a login with a trailing dot',
      author({ login: 'alice-gh.' }),
      /^proposers\[0\]\.login must be a GitHub login/,
    ],
    [
      'a login after a fullwidth @',
      author({ login: '\uff20alice-gh' }),
      /^proposers\[0\]\.login must be a GitHub login/,
    ],
    ['a login with a slash', author({ login: 'alice-gh/' }), /^proposers\[0\]\.login must be a GitHub login/],
    [
      'a githubCommits login with a zero-width space',
      { githubCommits: [{ sha: 'a'.repeat(40), committerLogin: 'alice-gh\u200b' }] },
      /^githubCommits\[0\]\.committerLogin must be a GitHub login/,
    ],
    [
      'an email with a zero-width space',
      author({ email: 'alice\u200b@example.com' }),
      /^proposers\[0\]\.email must be an email/,
    ],
    ['an email in <>', author({ email: '<alice@example.com>' }), /^proposers\[0\]\.email must be an email/],
    [
      'a mailto: email',
      author({ email: 'mailto:alice@example.com' }),
      /^proposers\[0\]\.email must be an email/,
    ],
    [
      'an email with two @',
      author({ email: 'alice@example.com@x' }),
      /^proposers\[0\]\.email must be an email/,
    ],
    ['an email with no @', author({ email: 'alice' }), /^proposers\[0\]\.email must be an email/],
    ['a bare @', author({ login: '@' }), /^proposers\[0\]\.login must be a GitHub login/],
    ['an empty login', author({ login: '' }), /^proposers\[0\]\.login must be a GitHub login/],
    [
      'an email as a login',
      author({ login: 'alice@example.com' }),
      /^proposers\[0\]\.login must be a GitHub login/,
    ],
    [
      'a number as a login',
      author({ login: 7 }),
      /^proposers\[0\]\.login must be a GitHub login.*\(got 7\)$/,
    ],
    [
      'an email with a space inside',
      author({ email: 'alice @example.com' }),
      /^proposers\[0\]\.email must be an email/,
    ],
    ['an identity naming no one', author({ name: 'Alice' }), /^proposers\[0\] names no one/],
    [
      'an unknown source',
      { proposers: [{ source: 'bogus', login: 'alice-gh' }] },
      /^proposers\[0\]\.source must be one of pull request author, /,
    ],
    [
      'a misspelt key',
      author({ Login: 'alice-gh' }),
      /^unknown option proposers\[0\]\.Login \(known: proposers\[0\]\.source, /,
    ],
    ['githubCommits not a list', { githubCommits: { sha: 'x' } }, /^githubCommits must be a list/],
    [
      'a githubCommits login with a space',
      { githubCommits: [{ sha: 'a'.repeat(40), authorLogin: 'alice gh' }] },
      /^githubCommits\[0\]\.authorLogin must be a GitHub login/,
    ],
    [
      'a short sha',
      { githubCommits: [{ sha: 'abc123', authorLogin: 'alice-gh' }] },
      /^githubCommits\[0\]\.sha must be a full commit id/,
    ],
    [
      'a misspelt githubCommits key',
      { githubCommits: [{ sha: 'a'.repeat(40), author: 'alice-gh' }] },
      /^unknown option githubCommits\[0\]\.author /,
    ],
    ['errors not strings', { errors: [42] }, /^errors must be a list of strings \(got \[42\]\)$/],
  ])('%s is ERR_USAGE naming the field, before git runs', async (_what, over, says) => {
    const err = await gate({ ...over, dir: '/nonexistent-loopgov-dir' }).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toMatch(says);
  });
});

describe('findProposingApprovers: logins compared as people write them (defence in depth)', () => {
  it('matches an unchecked " @Alice-GH\\n", an email with whitespace, an id with @', async () => {
    const { approvers } = await loadPolicyDir(`${ROOT}/policies`);
    for (const who of [
      { login: ' @Alice-GH\n' },
      { email: ' ALICE@example.com ' },
      { id: '@alice-gh' },
      { id: ' alice ' },
    ]) {
      const found = findProposingApprovers([{ source: 'pull request author', ...who }], [approvers]);
      expect([...found.keys()], JSON.stringify(who)).toEqual(['alice']);
    }
  });
});
