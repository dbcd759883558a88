// A proposer's GitHub login and email as every front takes them (decision 129, addendum): trimmed, a
// leading @ dropped from a login; then nothing but what a login or an email holds. A character no login
// holds (zero-width, soft hyphen, `.`, `/`, a fullwidth ＠) would match nobody, so the proposer's own
// approval would count: ERR_USAGE naming the field.
import { describe, expect, it } from 'vitest';
import { findProposingApprovers, githubLogin, proposerEmail } from '../../../src/core/merge/proposers.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';

const refusal = (f: () => unknown) => {
  try {
    f();
    return undefined;
  } catch (e) {
    return e as { code: string; message: string };
  }
};

describe('githubLogin', () => {
  it.each([
    ['alice-gh', 'alice-gh'],
    [' @alice-gh\n', 'alice-gh'],
    ['@ALICE-GH', 'ALICE-GH'],
    ['alice_acme', 'alice_acme'],
    ['dependabot[bot]', 'dependabot[bot]'],
    ['@github-actions[bot]', 'github-actions[bot]'],
  ])('%j is the login %j', (login, bare) => {
    expect(githubLogin(login, 'login')).toBe(bare);
  });

  it.each([
    'alice-gh\u200b',
    'alice-gh\u00ad',
    '\u2060alice-gh',
    'alice\ufeff-gh',
    'alice-gh.',
    '\uff20alice-gh',
    'alice-gh/',
    'alice gh',
    'alice@example.com',
    '@@alice-gh',
    'al[bot]ice',
    '[bot]',
    'alice-gh[bot',
    '',
    '@',
    7,
  ])('%j is ERR_USAGE naming the field', (login) => {
    const err = refusal(() => githubLogin(login, 'proposers[0].login'));
    expect(err?.code).toBe('ERR_USAGE');
    expect(err?.message).toMatch(/^proposers\[0\]\.login must be a GitHub login: A-Z a-z 0-9 - _ only/);
  });
});

describe('proposerEmail', () => {
  it.each([
    [' alice@example.com\n', 'alice@example.com'],
    ['12345+alice-gh@users.noreply.github.com', '12345+alice-gh@users.noreply.github.com'],
    ['Alice.Smith+tag@Example.COM', 'Alice.Smith+tag@Example.COM'],
  ])('%j is the email %j', (email, bare) => {
    expect(proposerEmail(email, 'email')).toBe(bare);
  });

  it.each([
    'alice\u200b@example.com',
    'alice@example.com\u00ad',
    '\u2060alice@example.com',
    '<alice@example.com>',
    'Alice <alice@example.com>',
    'mailto:alice@example.com',
    'MAILTO:alice@example.com',
    'alice @example.com',
    'alice@example.com@x',
    'alice',
    '@example.com',
    'alice@',
    '',
    42,
  ])('%j is ERR_USAGE naming the field', (email) => {
    const err = refusal(() => proposerEmail(email, 'proposers[0].email'));
    expect(err?.code).toBe('ERR_USAGE');
    expect(err?.message).toMatch(/^proposers\[0\]\.email must be an email, local@domain/);
  });
});

// An Enterprise Managed User's login holds `_` (`alice_acme`): the registry takes it, and a commit from
// its noreply address is that approver's — a proposer it did not recognise could approve their own change.
describe('an EMU login (with `_`)', () => {
  const registry = parsePolicySet([
    {
      path: 'policies/approvers.yaml',
      content:
        'apiVersion: loopgov/v1\nkind: ApproverRegistry\napprovers:\n  - id: alice\n    github: alice_acme\n    emails: [alice@acme.example]\n    roles: [maintainer]\n',
    },
  ]).approvers;

  it('is a valid registry github', () => {
    expect(registry?.approvers[0]?.github).toBe('alice_acme');
  });

  it.each(['12345+alice_acme@users.noreply.github.com', 'alice_acme@users.noreply.github.com'])(
    'a commit from %j is that approver proposing',
    (email) => {
      const found = findProposingApprovers([{ source: 'commit author', email }], [registry ?? null]);
      expect([...found.keys()]).toEqual(['alice']);
    },
  );
});
