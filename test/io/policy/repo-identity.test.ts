// Which spellings of a repository location the pin cache folds into one key (decision 132), and which it
// keeps apart: the clone and the proofs fold only local spellings (two repositories never share a key);
// the revocation record is also kept under a liberal key that folds spellings usually one repository.
import { describe, expect, it } from 'vitest';
import {
  liberalRepoIdentity,
  repoIdentity,
  spellingsKeyedBefore,
} from '../../../src/io/policy/repo-identity.js';

describe('repoIdentity (the clone and the proofs)', () => {
  it.each([
    ['/srv/p.git', '/srv/p.git'],
    ['/srv/p.git/', '/srv/p.git'],
    ['/srv//p.git/./', '/srv/p.git'],
    ['file:///srv/p.git', '/srv/p.git'],
    ['file:///srv/p.git/', '/srv/p.git'],
    ['file://localhost/srv/p.git', '/srv/p.git'],
    ['file://LocalHost/srv/p.git', '/srv/p.git'],
    // git decodes a file URL's escapes (checked: %20, %2F, %23), and keeps `?`, `#` and `+` as written.
    ['file:///srv/a%20b/p.git', '/srv/a b/p.git'],
    ['file:///srv%2Fa/p.git', '/srv/a/p.git'],
    ['file:///srv/q?x/h#y/p.git', '/srv/q?x/h#y/p.git'],
    ['file:///srv/a+b/p.git', '/srv/a+b/p.git'],
    ['file:///srv/a%zzb', '/srv/a%zzb'],
    // Any other location is its text as given: insteadOf, ssh config and git's %-decoding read it so.
    ['https://GitHub.COM:443/acme/p/', 'https://GitHub.COM:443/acme/p/'],
    ['https://***@github.com/acme/p', 'https://***@github.com/acme/p'],
    ['ssh://git@Host.Example:22/srv/p.git/', 'ssh://git@Host.Example:22/srv/p.git/'],
    ['git@GitHub.com:acme/p.git/', 'git@GitHub.com:acme/p.git/'],
    ['file://h%2Fsrv%2FA/p.git', 'file://h%2Fsrv%2FA/p.git'],
  ])('%s is %s', (given, identity) => {
    expect(repoIdentity(given)).toBe(identity);
  });

  it.each([
    // `.git` or not: GitHub answers both, another server need not.
    ['https://github.com/acme/p', 'https://github.com/acme/p.git'],
    // A path's case, an ssh user, a URL path's escapes: another repository, or may be.
    ['/srv/P.git', '/srv/p.git'],
    ['ssh://git@host/p', 'ssh://alice@host/p'],
    ['https://h/a%20b', 'https://h/a b'],
    // `..` in a file URL: git lets the system resolve it, through a symlink; no folder is looked at here.
    ['file:///srv/link/../p.git', '/srv/p.git'],
    // A host git may read otherwise, a scheme git does not know in upper case.
    ['file://other/srv/p.git', '/srv/p.git'],
    ['FILE:///srv/p.git', '/srv/p.git'],
    // scp-like paths are relative to the login's home, ssh:// paths are not.
    ['git@host:p.git', 'ssh://git@host/p.git'],
    // Two trailing slashes are another URL to git's http transport.
    ['https://h/p//', 'https://h/p'],
    // F1: git decodes %XX across the whole URL before splitting host from path: another path, another user.
    ['file://h%2Fsrv%2FA/p.git', 'file://h%2Fsrv%2Fa/p.git'],
    ['ssh://host%2FA/p', 'ssh://host%2Fa/p'],
    ['ssh://Git%40host/p', 'ssh://git%40host/p'],
    // F2: ssh `Host` patterns match case-sensitively, an explicit `:22` overrides a configured `Port`, and
    // `url.<base>.insteadOf` is a case-sensitive textual prefix.
    ['ssh://git@gitbox/p.git', 'ssh://git@GITBOX/p.git'],
    ['ssh://git@gitbox/p.git', 'ssh://git@gitbox:22/p.git'],
    ['gitbox:p.git', 'GITBOX:p.git'],
    ['https://GIT.example/p', 'https://git.example/p'],
    ['https://git.example:443/p', 'https://git.example/p'],
    ['https://git.example/p/', 'https://git.example/p'],
    ['https://***@git.example/p', 'https://git.example/p'],
  ])('%s and %s stay apart', (a, b) => {
    expect(repoIdentity(a)).not.toBe(repoIdentity(b));
  });
});

describe('liberalRepoIdentity (a second key of the revocation record)', () => {
  it.each([
    ['file://localhost/srv/p.git/', '/srv/p.git'],
    ['https://GitHub.COM/acme/p', 'https://github.com/acme/p'],
    ['https://github.com:443/acme/p/', 'https://github.com/acme/p'],
    ['https://***@github.com/acme/p', 'https://github.com/acme/p'],
    ['http://h:80/p', 'http://h/p'],
    ['http://h:8080/p', 'http://h:8080/p'],
    ['ssh://git@Host.Example:22/srv/p.git/', 'ssh://git@host.example/srv/p.git'],
    ['ssh://git@host:2222/p', 'ssh://git@host:2222/p'],
    ['git://Host:9418/p', 'git://host/p'],
    ['ssh://[::1]:22/p', 'ssh://[::1]/p'],
    ['git@GitHub.com:acme/p.git/', 'git@github.com:acme/p.git'],
  ])('%s is %s', (given, identity) => {
    expect(liberalRepoIdentity(given)).toBe(identity);
  });

  it('folds a local location as repoIdentity does', () => {
    for (const p of ['/srv//p.git/', 'file://localhost/srv/p.git', 'file:///srv%2Fp.git', '/srv/P.git'])
      expect(liberalRepoIdentity(p), p).toBe(repoIdentity(p));
  });
});

describe('spellingsKeyedBefore', () => {
  it('a local repository: the spelling, its path with and without a slash, and as file:// URLs', () => {
    expect(spellingsKeyedBefore('file://localhost/srv/p.git')).toEqual([
      'file://localhost/srv/p.git',
      '/srv/p.git',
      '/srv/p.git/',
      'file:///srv/p.git',
      'file:///srv/p.git/',
    ]);
  });

  it('a URL: the spelling, its identity, and that with a slash', () => {
    expect(spellingsKeyedBefore('https://***@github.com/acme/p')).toEqual([
      'https://***@github.com/acme/p',
      'https://github.com/acme/p',
      'https://github.com/acme/p/',
    ]);
  });
});
