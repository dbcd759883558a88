// Decision 128, addendum: the gate simulates `git rebase <base>` of a branch (src/io/git/rebase-policies.ts)
// and blocks when it would land other policies/ than the merge the gate judged. The simulation declined any
// branch with a merge commit, and ran only for a branch behind its base: a branch updated by merging main
// fast-forwarded to main's policies/ (pass) while `git rebase main` dropped the merge and reverted main's
// tightening. Every case here runs the real `git rebase` beside the simulation and compares policies/.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withScratchRepo } from '../../../src/io/git/clean-merge.js';
import { type RebasedPolicies, rebasedPolicies } from '../../../src/io/git/rebase-policies.js';
import { readWhatMerges } from '../../../src/io/git/what-merges.js';
import { makeRepo, type TempRepo } from '../../helpers/git-repo.js';

let repo: TempRepo;
afterEach(() => rmSync(repo.dir, { recursive: true, force: true }));

const LOOSE = 'tokens: 300\nsteps: 5\n';
const TIGHT = 'tokens: 250\nsteps: 5\n';

/** main: policies/p.yaml LOOSE and a README; a branch `attack` from it; then T (LOOSE → TIGHT) on main. */
function withTightening(): void {
  repo = makeRepo({ seedPolicies: false });
  repo.write('policies/p.yaml', LOOSE);
  repo.write('README.md', 'readme\n');
  repo.commit('init');
  repo.git('branch', 'attack');
  repo.write('policies/p.yaml', TIGHT);
  repo.commit('T: tighten tokens');
}

/** On `attack`: c1 makes T's edit again, c2 reverts it, then a README commit. */
function makeAndRevert(): void {
  repo.git('checkout', '-q', 'attack');
  repo.write('policies/p.yaml', TIGHT);
  repo.commit('c1: T again');
  repo.write('policies/p.yaml', LOOSE);
  repo.commit('c2: revert it');
  repo.write('docs.md', 'docs\n');
  repo.commit('docs');
}

const sha = (rev: string) => repo.git('rev-parse', rev).trim();
const entryAt = (rev: string) =>
  repo.git('ls-tree', '--full-tree', rev, '--', 'policies').split('\t')[0]!.trim();

const simulate = (base: string, head: string): Promise<RebasedPolicies> =>
  withScratchRepo(repo.dir, (s) => rebasedPolicies(s, sha(base), sha(head)));

/**
 * A real `git rebase base` of head, on a throwaway branch, with no user or system config: the `policies`
 * entry it lands, or 'stopped' when it stops at a conflict.
 */
function realRebase(base: string, head: string): string {
  repo.git('checkout', '-q', '-B', 'probe', sha(head));
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_COMMITTER_NAME: 'Rebaser',
    GIT_COMMITTER_EMAIL: 'rebaser@example.com',
  };
  try {
    execFileSync('git', ['rebase', sha(base)], { cwd: repo.dir, env, stdio: 'pipe' });
  } catch {
    execFileSync('git', ['rebase', '--abort'], { cwd: repo.dir, env, stdio: 'pipe' });
    return 'stopped';
  }
  // The rebase is linear on top of base: no merge commit of the branch survived it.
  expect(repo.git('rev-list', '--merges', `${sha(base)}..probe`).trim()).toBe('');
  return entryAt('probe');
}

/** The simulation and the real rebase agree; the entry (or 'stopped') they agree on. */
async function agreed(base: string, head: string): Promise<string> {
  const simulated = await simulate(base, head);
  const real = realRebase(base, head);
  if (!simulated.ok) {
    expect(simulated.stops, JSON.stringify(simulated)).toBeDefined();
    expect(real).toBe('stopped');
    return 'stopped';
  }
  expect(simulated.entry).toBe(real);
  return real;
}

const mergeIn = (rev: string, ...args: string[]) => repo.git('merge', '-q', '--no-edit', ...args, rev);

describe('rebasedPolicies predicts what a real `git rebase` lands in policies/', () => {
  it('a branch updated by merging main (main an ancestor of head): the rebase drops the merge and reverts T', async () => {
    withTightening();
    makeAndRevert();
    mergeIn('main');
    expect(entryAt('attack')).toBe(entryAt('main'));
    const landed = await agreed('main', 'attack');
    expect(landed).not.toBe(entryAt('main'));
    expect(repo.git('show', 'probe:policies/p.yaml')).toBe(LOOSE);
  });

  it('a branch behind main that merged an older main: the merge is dropped, the rest replayed', async () => {
    withTightening();
    makeAndRevert();
    mergeIn('main');
    repo.git('checkout', '-q', 'main');
    repo.write('README.md', 'newer readme\n');
    repo.commit('main moves on');
    const landed = await agreed('main', 'attack');
    expect(landed).not.toBe(entryAt('main'));
  });

  it('a branch that merged a side branch: each side is replayed, in the order git rebase takes', async () => {
    withTightening();
    repo.git('checkout', '-q', '-b', 'side', 'attack');
    repo.write('policies/side.yaml', 'a: 1\n');
    repo.commit('side: a 1');
    repo.write('policies/side.yaml', 'a: 2\n');
    repo.commit('side: a 2');
    repo.git('checkout', '-q', 'attack');
    repo.write('policies/own.yaml', 'b: 1\n');
    repo.commit('own: b 1');
    mergeIn('side');
    repo.write('policies/side.yaml', 'a: 3\n');
    repo.commit('own: a 3');
    mergeIn('main');
    const landed = await agreed('main', 'attack');
    // An honest branch: its rebase lands what its merge does.
    expect(landed).toBe(entryAt('attack'));
  });

  it('a merge that holds an edit of its own (an evil merge): the rebase drops the edit', async () => {
    withTightening();
    repo.git('checkout', '-q', 'attack');
    repo.write('docs.md', 'docs\n');
    repo.commit('docs');
    mergeIn('main', '--no-commit');
    repo.write('policies/p.yaml', 'tokens: 900\nsteps: 5\n');
    repo.commit('merge main, and loosen in the merge');
    const landed = await agreed('main', 'attack');
    expect(landed).toBe(entryAt('main'));
    expect(landed).not.toBe(entryAt('attack'));
  });

  it('a root commit of an unrelated history merged in is replayed onto the tree so far, as git does', async () => {
    withTightening();
    makeAndRevert();
    repo.git('checkout', '-q', '--orphan', 'other');
    repo.git('rm', '-rq', '--cached', '.');
    rmSync(join(repo.dir, 'policies'), { recursive: true, force: true });
    repo.write('policies/extra.yaml', 'x: 1\n');
    repo.git('add', 'policies/extra.yaml');
    repo.git('commit', '-qm', 'an unrelated root');
    repo.git('checkout', '-qf', 'attack');
    mergeIn('other', '--allow-unrelated-histories');
    mergeIn('main');
    const landed = await agreed('main', 'attack');
    expect(landed).not.toBe(entryAt('attack'));
    expect(repo.git('show', 'probe:policies/extra.yaml')).toBe('x: 1\n');
    expect(repo.git('show', 'probe:policies/p.yaml')).toBe(LOOSE);
  });

  it('a replay that conflicts in policies/ stops, as the real rebase stops', async () => {
    withTightening();
    repo.git('checkout', '-q', 'attack');
    repo.write('policies/p.yaml', 'tokens: 200\nsteps: 5\n');
    repo.commit('tokens 200');
    // The conflict with T, resolved by hand in the merge: a rebase meets it again, at `tokens 200`.
    try {
      mergeIn('main');
    } catch {
      repo.write('policies/p.yaml', 'tokens: 200\nsteps: 5\n');
      repo.commit('merge main, resolved');
    }
    expect(await agreed('main', 'attack')).toBe('stopped');
  });

  it('a linear branch: nothing is dropped, and the rebase lands head', async () => {
    withTightening();
    repo.git('checkout', '-q', '-b', 'linear', 'main');
    repo.write('policies/p.yaml', 'tokens: 200\nsteps: 5\n');
    repo.commit('tokens 200');
    const simulated = await simulate('main', 'linear');
    expect(simulated).toMatchObject({ ok: true, entry: entryAt('linear') });
  });
});

describe('readWhatMerges judges the rebase too', () => {
  const labels = { base: 'main', head: 'attack' };

  it('blocks a branch updated by a merge whose rebase would land other policies/', async () => {
    withTightening();
    makeAndRevert();
    mergeIn('main');
    expect(await readWhatMerges(repo.dir, sha('main'), sha('attack'), labels)).toEqual({
      policies: 'neither',
      why: expect.stringMatching(
        /^rebasing attack onto main would give other policies\/ than merging it \(in policies\/\S+, from replaying [0-9a-f]{7,} .*\): git rebase drops the branch's merge commits, .*or rebase the branch onto main yourself and push it/,
      ),
    });
    // A merge queue's build lands as it is: no rebase follows it.
    expect(await readWhatMerges(repo.dir, sha('main'), sha('attack'), labels, { rebase: false })).toEqual({
      policies: 'head',
    });
  });

  it('fails closed: git failing in the replay blocks, naming the rebase', async () => {
    withTightening();
    repo.write('README.md', 'A\nb\nc\nd\ne\n');
    repo.commit('main: README line 1');
    makeAndRevert();
    repo.write('README.md', 'readme\nb\nc\nd\nE\n');
    const draft = repo.commit('README draft');
    repo.write('README.md', 'readme\nb\nc\nd\nF\n');
    repo.commit('README final');
    mergeIn('main', '-X', 'theirs');
    // The draft's README is a blob no other commit holds: the merge never reads it, the replay of the
    // draft (a content merge with main's README) does. Gone, git fails there.
    const blob = repo.git('rev-parse', `${draft}:README.md`).trim();
    rmSync(join(repo.dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    expect(await readWhatMerges(repo.dir, sha('main'), sha('attack'), labels)).toEqual({
      policies: 'neither',
      why: expect.stringMatching(
        /^cannot tell what rebasing attack onto main makes of policies\/: git merge-tree --write-tree .*failed: /,
      ),
    });
  });
});
