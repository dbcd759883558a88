// The governed digest (SPEC §2.5) from git objects, recomputed independently with git ls-tree + sha256sum.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoopgovError } from '../../../src/core/errors.js';
import { digestAt, loadGovernedChange, loadGovernedRevision } from '../../../src/io/git/repo.js';
import { makeRepo, type TempRepo } from '../../helpers/git-repo.js';

// What SPEC §2.5 tells anyone to run: no loopgov code involved.
const RECOMPUTE = String.raw`
set -euo pipefail
git ls-tree -r --full-tree "$1" -- policies/ | awk -F'\t' '{print $2 "\t" $1}' | LC_ALL=C sort -t"$(printf '\t')" -k1,1 |
while IFS="$(printf '\t')" read -r path meta; do
  set -- $meta
  printf '%s %s\0%s\n' "$1" "$path" "$(git cat-file blob "$3" | sha256sum | cut -d' ' -f1)"
done | sha256sum | cut -d' ' -f1`;

function recompute(repo: TempRepo, rev: string): string {
  return execFileSync('bash', ['-c', RECOMPUTE, 'recompute', rev], {
    cwd: repo.dir,
    encoding: 'utf8',
  }).trim();
}

async function expectInvalid(repo: TempRepo, rev: string, fragment: string) {
  const e = await digestAt(repo.dir, rev).catch((x: unknown) => x);
  expect(e).toBeInstanceOf(LoopgovError);
  expect((e as LoopgovError).code).toBe('ERR_TREE_INVALID');
  expect((e as LoopgovError).message).toContain(fragment);
}

describe('digest', () => {
  it('matches an independent recomputation with git ls-tree and sha256sum', async () => {
    const repo = makeRepo();
    repo.write('policies/sub/zz.yaml', 'x: 1\n'); // nested path, sorted bytewise
    repo.write('policies/a-b.yaml', 'y: 2\n');
    repo.write('README.md', 'not governed\n');
    const rev = repo.commit('more files');
    const ours = await digestAt(repo.dir, rev);
    expect(ours).toMatch(/^[0-9a-f]{64}$/);
    expect(ours).toBe(recompute(repo, rev));
  });

  it('reads git objects, never the work tree, and ignores files outside policies/', async () => {
    const repo = makeRepo();
    const before = await digestAt(repo.dir, 'HEAD');
    repo.write('policies/loop-policy.yaml', 'garbage: [\n'); // uncommitted edit
    repo.write('approvals/x/y.jwt', 'token');
    repo.write('proposals/p.yaml', 'id: p');
    expect(await digestAt(repo.dir, 'HEAD')).toBe(before);
    repo.git('add', 'approvals', 'proposals');
    repo.git('commit', '-q', '-m', 'approvals are not governed');
    expect(await digestAt(repo.dir, 'HEAD')).toBe(before);
  });

  it('changes when the executable bit changes (mode is part of the line)', async () => {
    const repo = makeRepo();
    const before = await digestAt(repo.dir, 'HEAD');
    repo.git('update-index', '--chmod=+x', 'policies/loop-policy.yaml');
    repo.git('commit', '-q', '-m', 'chmod');
    const after = await digestAt(repo.dir, 'HEAD');
    expect(after).not.toBe(before);
    expect(after).toBe(recompute(repo, 'HEAD'));
  });

  it('rejects a symlink under policies/', async () => {
    const repo = makeRepo();
    symlinkSync('/etc/passwd', join(repo.dir, 'policies', 'evil.yaml'));
    await expectInvalid(repo, repo.commit('symlink'), 'symlinks are not allowed');
  });

  // Policy probe, round 9: a tree git's fsck refuses (duplicateEntries). loopgov's loader read the second
  // loop-policy.yaml, `git show` the first: reviewers and the runtime would see different policies.
  it('rejects a tree holding one path twice', async () => {
    const repo = makeRepo();
    const loose = execFileSync('git', ['hash-object', '-w', '--stdin'], {
      cwd: repo.dir,
      input: 'apiVersion: loopgov/v1\nkind: LoopPolicy\ndefaults: {}\n',
      encoding: 'utf8',
    }).trim();
    const listing = `${repo.git('ls-tree', 'HEAD:policies')}100644 blob ${loose}\tloop-policy.yaml\n`;
    const sub = execFileSync('git', ['mktree'], { cwd: repo.dir, input: listing, encoding: 'utf8' }).trim();
    const top = execFileSync('git', ['mktree'], {
      cwd: repo.dir,
      input: `040000 tree ${sub}\tpolicies\n`,
      encoding: 'utf8',
    }).trim();
    const commit = repo.git('commit-tree', top, '-p', 'HEAD', '-m', 'dup').trim();
    await expectInvalid(repo, commit, 'policies/loop-policy.yaml: duplicate tree entry');
  });

  it.each([
    ['a symlink to a folder of policies', 'a symlink'],
    ['a file', 'a file'],
  ])('rejects policies when it is %s, not a folder (never the digest of nothing)', async (_name, what) => {
    const repo = makeRepo();
    repo.git('mv', 'policies', 'real');
    if (what === 'a symlink') symlinkSync('real', join(repo.dir, 'policies'));
    else repo.write('policies', 'apiVersion: loopgov/v1\n');
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', `policies is ${what}`);
    await expectInvalid(repo, 'HEAD', `policies is ${what}, not a folder`);
  });

  it('rejects a submodule under policies/', async () => {
    const repo = makeRepo();
    const head = repo.git('rev-parse', 'HEAD').trim();
    repo.git('update-index', '--add', '--cacheinfo', `160000,${head},policies/sub`);
    repo.git('commit', '-q', '-m', 'submodule');
    await expectInvalid(repo, 'HEAD', 'submodules are not allowed');
  });

  it('rejects a ".." path crafted into the tree', async () => {
    const repo = makeRepo();
    const git = (input: string, ...args: string[]) =>
      execFileSync('git', args, { cwd: repo.dir, input, encoding: 'utf8' }).trim();
    const blob = git('x: 1\n', 'hash-object', '-w', '--stdin');
    const inner = git(`100644 blob ${blob}\tevil.yaml\n`, 'mktree');
    const policies = git(`040000 tree ${inner}\t..\n`, 'mktree');
    const root = git(`040000 tree ${policies}\tpolicies\n`, 'mktree');
    const commit = git('', 'commit-tree', root, '-m', 'dot-dot');
    await expectInvalid(repo, commit, '".."');
  });

  it('rejects a backslash in a path', async () => {
    const repo = makeRepo();
    repo.write('policies/a\\b.yaml', 'x: 1\n');
    await expectInvalid(repo, repo.commit('backslash'), 'a\\\\b.yaml": path with');
  });

  it.each([['--upload-pack=touch /tmp/pwned'], ['HEAD..main'], ['-n'], ['no such branch'], ['deadbeef']])(
    'refuses the revision %j',
    async (rev) => {
      const repo = makeRepo();
      const e = await digestAt(repo.dir, rev).catch((x: unknown) => x);
      expect((e as LoopgovError).code).toBe('ERR_GIT_REV');
    },
  );

  it('loads, parses and validates the governed files at a revision', async () => {
    const repo = makeRepo();
    const rev = await loadGovernedRevision(repo.dir, 'main');
    expect(rev.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(rev.set.policy?.kind).toBe('LoopPolicy');
    expect(rev.digest).toBe(recompute(repo, 'main'));
  });
});

describe('loadGovernedChange: --base and --head', () => {
  it('each says its own reason, joined, when both revisions are wrong', async () => {
    const repo = makeRepo();
    const e = await loadGovernedChange(repo.dir, 'nope1', 'nope2').catch((x: unknown) => x);
    expect((e as LoopgovError).message).toMatch(/^--base "nope1": .*; and --head "nope2": /);
  });

  // Not a repository, or a folder inside one: the same words twice joined by "; and" said nothing more.
  it.each([
    ['a folder that is no repository', () => mkdtempSync(join(tmpdir(), 'loopgov-plain-')), 'ERR_GIT'],
    ['a folder inside one', () => join(makeRepo().dir, 'policies'), 'ERR_USAGE'],
  ])('%s: the repository’s reason, said once', async (_what, folder, code) => {
    const e = (await loadGovernedChange(folder(), 'main~1', 'main').catch((x: unknown) => x)) as LoopgovError;
    expect(e.code).toBe(code);
    expect(e.message).not.toContain('; and ');
    expect(e.message).toMatch(/not a git repository|not its top/);
  });
});
