// Credentials in a repository URL are never recorded or printed (SPEC §5, decision 132): the userinfo of a
// URL becomes `***`, whether the token is its password (GitHub's `x-access-token:<token>`) or its user.
import { describe, expect, it } from 'vitest';
import { redactRepoLocation } from '../../src/core/repo-location.js';

describe('redactRepoLocation', () => {
  it.each([
    ['https://x-access-token:ghp_abc@github.com/acme/p', 'https://***@github.com/acme/p'],
    ['https://ghp_abc@github.com/acme/p.git', 'https://***@github.com/acme/p.git'],
    ['https://oauth2:glpat-x@gitlab.com/acme/p', 'https://***@gitlab.com/acme/p'],
    ['HTTP://u:p@host:8080/p', 'HTTP://***@host:8080/p'],
    ['https://u:p@ss@host/p', 'https://***@host/p'],
    ['https://u%40x:p%3Ay@host/p', 'https://***@host/p'],
    ['ssh://git:secret@host/p.git', 'ssh://***@host/p.git'],
    ['git://tok@host/p.git', 'git://***@host/p.git'],
    ['file://user:pw@/srv/p.git', 'file://***@/srv/p.git'],
  ])('%s is shown as %s', (given, shown) => {
    expect(redactRepoLocation(given)).toBe(shown);
  });

  it.each([
    'https://github.com/acme/p',
    'https://github.com/acme/p?ref=a@b',
    'https://github.com/acme/p@v1',
    'ssh://git@github.com/acme/p.git',
    'git@github.com:acme/p.git',
    'file:///srv/policies.git',
    '/srv/with@sign/policies',
  ])('%s is kept as it is (no credentials in it)', (given) => {
    expect(redactRepoLocation(given)).toBe(given);
  });
});
