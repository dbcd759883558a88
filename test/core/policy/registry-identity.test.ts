// SPEC §2.3 (round 2): a maintainer or org-admin must carry a GitHub login and an email, or separation
// of duties could not recognise them. The schema says so, the message says why, and `keys generate`
// refuses to print such an entry.
import { describe, expect, it } from 'vitest';
import { buildApproverEntry } from '../../../src/core/approval/entry.js';
import { LoopgovError } from '../../../src/core/errors.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';

const registry = (entry: string) =>
  `apiVersion: loopgov/v1\nkind: ApproverRegistry\napprovers:\n  - id: bob\n${entry}`;
const parse = (text: string) => parsePolicySet([{ path: 'policies/approvers.yaml', content: text }]);

describe('approver entries separation of duties can recognise', () => {
  it.each([
    ['a maintainer without github or emails', '    roles: [maintainer]\n', ['github', 'emails']],
    ['an org-admin without github', '    emails: [bob@example.com]\n    roles: [org-admin]\n', ['github']],
    ['a maintainer without emails', '    github: bob-gh\n    roles: [maintainer]\n', ['emails']],
    [
      'a maintainer with an empty email list',
      '    github: bob-gh\n    emails: []\n    roles: [maintainer]\n',
      ['emails'],
    ],
    [
      'a proposer-bot that is also a maintainer',
      '    roles: [proposer-bot, maintainer]\n',
      ['github', 'emails'],
    ],
  ])('%s is invalid, and the message says why', (_name, entry, missing) => {
    let err: unknown;
    try {
      parse(registry(entry));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(LoopgovError);
    const problems = (err as LoopgovError).problems;
    for (const m of missing)
      expect(
        problems.some((p) =>
          p.message.includes(m === 'github' ? 'a GitHub login ("github")' : 'at least one email'),
        ),
      ).toBe(true);
    for (const p of problems) {
      expect(p.message).toMatch(/separation of duties can only exclude an identity it can recognise/);
      expect(p.line).toBeGreaterThan(3);
    }
  });

  it.each([
    [
      'a maintainer with both',
      '    github: bob-gh\n    emails: [bob@example.com]\n    roles: [maintainer]\n',
    ],
    ['a proposer-bot without them (it never approves)', '    roles: [proposer-bot]\n'],
  ])('%s is valid', (_name, entry) => {
    expect(parse(registry(entry)).approvers?.approvers[0]?.id).toBe('bob');
  });
});

describe('buildApproverEntry (keys generate)', () => {
  it.each([
    [{ emails: ['bob@example.com'] }, /needs --github LOGIN:/],
    [{ github: 'bob-gh', emails: [] }, /needs --email ADDRESS:/],
    [{ emails: [] }, /needs --github LOGIN and --email ADDRESS/],
    [
      { github: 'not a login!', emails: ['bob@example.com'] },
      /--github "not a login!": must be a GitHub login: 1-39 of A-Z a-z 0-9 - _/,
    ],
    [{ github: 'bob-gh', emails: ['bob'] }, /--email "bob": must be an email address \(one @, no spaces\)/],
  ])('refuses %j', (fields, message) => {
    expect(() => buildApproverEntry({ id: 'bob', roles: ['maintainer'], ...fields })).toThrow(message);
    try {
      buildApproverEntry({ id: 'bob', roles: ['maintainer'], ...fields });
    } catch (e) {
      expect((e as LoopgovError).code).toBe('ERR_USAGE');
    }
  });

  it('builds a valid entry', () => {
    expect(
      buildApproverEntry({ id: 'bob', github: 'bob-gh', emails: ['bob@example.com'], roles: ['maintainer'] }),
    ).toEqual({ id: 'bob', github: 'bob-gh', emails: ['bob@example.com'], roles: ['maintainer'] });
  });
});
