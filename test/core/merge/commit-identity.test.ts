// Reading identities from raw commit objects (SPEC §3.3.8): exact where git is exact, a problem where
// it would have to guess. The gate-level rows are in test/cli/gate-round2.test.ts.
import { describe, expect, it } from 'vitest';
import {
  parseIdentityText,
  parseCommitObject,
  scanCoAuthorLines,
} from '../../../src/core/merge/commit-identity.js';

const TREE = `tree ${'a'.repeat(40)}\nparent ${'b'.repeat(40)}\n`;
const raw = (author: string, committer = 'Seed <seed@example.org> 1700000000 +0000', body = 'msg\n') =>
  Buffer.from(`${TREE}author ${author}\ncommitter ${committer}\n\n${body}`, 'latin1');

describe('parseCommitObject', () => {
  it('reads a plain commit exactly, and keeps a signature block out of the identities', () => {
    const signed = Buffer.from(
      `${TREE}author Alice A. <alice@example.com> 1700000000 +0100\ncommitter Seed <seed@example.org> 1700000001 -0700\n` +
        'gpgsig -----BEGIN PGP SIGNATURE-----\n author Mallory <mallory@example.com> 1 +0000\n -----END PGP SIGNATURE-----\n\nmsg\n',
    );
    expect(parseCommitObject(signed)).toEqual({
      authors: [{ name: 'Alice A.', email: 'alice@example.com' }],
      committers: [{ name: 'Seed', email: 'seed@example.org' }],
      parents: ['b'.repeat(40)],
      message: 'msg\n',
      problems: [],
    });
  });

  it.each([
    [
      '\\x1e in the name',
      'Al\x1eice <alice@example.com> 1 +0000',
      /author name holds a control character \(U\+001E\)/,
    ],
    [
      '\\x1f in the email',
      'Alice <alice\x1f@example.com> 1 +0000',
      /author email holds a control character \(U\+001F\)/,
    ],
    ['NUL in the name', 'Al\x00ice <alice@example.com> 1 +0000', /U\+0000/],
    ['a C1 control', 'Al\xc2\x9bice <alice@example.com> 1 +0000', /U\+009B/],
    ['not UTF-8', 'Al\xffice <alice@example.com> 1 +0000', /header is not valid UTF-8/],
    ['an extra angle bracket', 'Al<ice <alice@example.com> 1 +0000', /is not "name <email> time zone"/],
    ['no time', 'Alice <alice@example.com>', /is not "name <email> time zone"/],
    [
      'spaces around the email',
      'Alice < alice@example.com > 1 +0000',
      /author email " alice@example.com " holds whitespace/,
    ],
    [
      'a tab after the email',
      'Alice <alice@example.com\t> 1 +0000',
      /author email holds a control character \(U\+0009\)/,
    ],
  ])('%s is a problem, and the email is still read', (_name, author, problem) => {
    const c = parseCommitObject(raw(author));
    expect(c.problems.join('\n')).toMatch(problem);
    expect(c.authors.map((a) => a.email.replace(/\x1f/, ''))).toEqual(['alice@example.com']);
  });

  it.each([
    [
      'no author line',
      Buffer.from(`${TREE}committer Seed <seed@example.org> 1 +0000\n\nmsg\n`),
      /0 author lines/,
    ],
    [
      'two author lines',
      Buffer.from(`${TREE}author A <a@x> 1 +0000\nauthor B <b@x> 1 +0000\ncommitter S <s@x> 1 +0000\n\n`),
      /2 author lines/,
    ],
  ])('%s is a problem', (_name, bytes, problem) => {
    expect(parseCommitObject(bytes).problems.join('\n')).toMatch(problem);
  });

  it('two author lines: both are proposers', () => {
    const c = parseCommitObject(
      Buffer.from(`${TREE}author A <a@x> 1 +0000\nauthor B <b@x> 1 +0000\ncommitter S <s@x> 1 +0000\n\n`),
    );
    expect(c.authors.map((a) => a.email)).toEqual(['a@x', 'b@x']);
  });

  it('an empty email is a problem: the person cannot be recognised', () => {
    const c = parseCommitObject(raw('Alice <> 1 +0000'));
    expect(c.problems).toEqual(['its author email is empty, so the author cannot be recognised']);
  });

  it('an empty name is readable', () => {
    expect(parseCommitObject(raw('<alice@example.com> 1 +0000')).authors).toEqual([
      { name: '', email: 'alice@example.com' },
    ]);
  });
});

describe('co-authors', () => {
  it.each([
    ['Alice A. <alice@example.com>', { name: 'Alice A.', email: 'alice@example.com' }],
    ['<alice@example.com>', { email: 'alice@example.com' }],
    ['alice@example.com', { email: 'alice@example.com' }],
    ['alice', { id: 'alice' }],
  ])('%s', (value, fields) => {
    expect(parseIdentityText(value, 'co-author', 'c')).toEqual({
      identities: [{ source: 'co-author', ...fields, commit: 'c' }],
    });
  });

  // Every form git's trailer parser accepts as a value names everyone in it (REDTEAM round 2).
  it.each([
    ['Alice <alice@example.com> (pairing)', ['alice@example.com']],
    ['Alice <alice@example.com>, Zed <zed@x.org>', ['alice@example.com', 'zed@x.org']],
    ['Alice <mailto:alice@example.com>', ['alice@example.com']],
    ['alice@example.com (Alice)', ['alice@example.com']],
    ['Alice <alice@example.com>.', ['alice@example.com']],
    ['"Alice" <alice@example.com> and zed@x.org', ['alice@example.com', 'zed@x.org']],
    ['Alice [alice@example.com]', ['alice@example.com']],
  ])('%s names every email in it', (value, emails) => {
    expect(parseIdentityText(value, 'co-author', 'c').identities.map((i) => i.email)).toEqual(emails);
  });

  it.each([
    ['alice-gh (pairing)', 'alice-gh'],
    ['alice-gh, bob-gh', 'bob-gh'],
    ['alice-gh and bob-gh', 'alice-gh'],
    ['@alice-gh', 'alice-gh'],
    ['@alice-gh and @bob-gh', 'bob-gh'],
  ])('%s without an email names each word as an id', (value, id) => {
    expect(parseIdentityText(value, 'co-author', 'c').identities.map((i) => i.id)).toContain(id);
  });

  it("names a proposal's proposed_by the same way, under its own source", () => {
    expect(parseIdentityText('Alice <alice@example.com>', 'proposal proposed_by').identities).toEqual([
      { source: 'proposal proposed_by', name: 'Alice', email: 'alice@example.com' },
    ]);
    expect(parseIdentityText('alice (Alice A)', 'proposal proposed_by').identities.map((i) => i.id)).toEqual([
      'alice (Alice A)',
      'alice',
      'A',
    ]);
  });

  it('a control character is a problem', () => {
    expect(parseIdentityText('Al\x1fice <alice@example.com>', 'co-author', 'c').problem).toMatch(/U\+001F/);
  });

  it('finds Co-authored-by lines in any case, with : or =, anywhere in the message', () => {
    expect(
      scanCoAuthorLines(
        'x\n\nco-authored-by : A <a@x>\nCO-AUTHORED-BY=B <b@x>\nCo-authored-by C\n  Co-authored-by:D',
      ),
    ).toEqual(['A <a@x>', 'B <b@x>', 'D']);
  });
});
