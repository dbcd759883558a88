// What a pull request's own commits added (src/io/git/range.ts, decision 118): the versions its commits
// committed count whatever the base's tip holds, and a merge adds only what none of its parents holds —
// never what it brings in from the base's history. Real repositories, real merges.
import { afterEach, describe, expect, it } from 'vitest';
import { listAddedBlobs } from '../../../src/io/git/range.js';
import { openGit } from '../../../src/io/git/repo.js';
import { commitAs, git, makeRepo, PEOPLE, removeRepo } from '../../helpers/gate-repo.js';

let repo: string;
afterEach(() => removeRepo(repo));

/** main and a branch `pr` from it; `onPr` and `onMain` commit on each, then `pr` merges main. */
function mergedRepo(onPr: () => void, onMain: () => void, mergeArgs: string[] = []): string {
  repo = makeRepo('range');
  git(repo, 'checkout', '-q', '-b', 'pr');
  onPr();
  git(repo, 'checkout', '-q', 'main');
  onMain();
  git(repo, 'checkout', '-q', 'pr');
  git(repo, '-c', 'user.name=Dave', '-c', 'user.email=dave@example.com', 'merge', '-q', ...mergeArgs, 'main');
  return git(repo, 'rev-parse', 'HEAD').trim();
}

const paths = async (base: string, head: string) =>
  (await listAddedBlobs(openGit(repo), base, head, 'approvals/')).map((b) => b.path).sort();

describe('listAddedBlobs: what base..head itself committed', () => {
  it("a clean merge of the base adds nothing of the base's", async () => {
    const head = mergedRepo(
      () => commitAs(repo, PEOPLE.dave!, 'pr', { 'approvals/d/pr.jwt': 'pr\n' }),
      () => commitAs(repo, PEOPLE.seed!, 'main', { 'approvals/d/main.jwt': 'main\n' }),
      ['--no-edit'],
    );
    expect(await paths('main', head)).toEqual(['approvals/d/pr.jwt']);
  });

  it("a version the pull request committed counts though the base's tip holds the same bytes there", async () => {
    const head = mergedRepo(
      () => commitAs(repo, PEOPLE.bob!, 'reject', { 'approvals/d/bob.jwt': 'reject\n' }),
      () => commitAs(repo, PEOPLE.seed!, 'copy it', { 'approvals/d/bob.jwt': 'reject\n' }),
      ['--no-edit'],
    );
    const blobs = await listAddedBlobs(openGit(repo), 'main', head, 'approvals/');
    expect(blobs.map((b) => b.path)).toEqual(['approvals/d/bob.jwt']);
    expect(git(repo, 'log', '-1', '--format=%s', blobs[0]!.commit).trim()).toBe('reject');
  });

  it('a merge that commits content of its own (an evil merge) adds it', async () => {
    mergedRepo(
      () => commitAs(repo, PEOPLE.dave!, 'pr', { 'approvals/d/pr.jwt': 'pr\n' }),
      () => commitAs(repo, PEOPLE.seed!, 'main', { 'approvals/d/main.jwt': 'main\n' }),
      ['--no-commit'],
    );
    const evil = commitAs(repo, PEOPLE.dave!, 'merge main', {
      'approvals/d/own.jwt': 'own\n',
      'approvals/d/main.jwt': 'changed in the merge\n',
    });
    expect(git(repo, 'rev-list', '--parents', '-n1', evil).trim().split(' ')).toHaveLength(3);
    expect(await paths('main', evil)).toEqual([
      'approvals/d/main.jwt',
      'approvals/d/own.jwt',
      'approvals/d/pr.jwt',
    ]);
  });

  it('the whole history (base null) still holds every version, merged or not', async () => {
    const head = mergedRepo(
      () => commitAs(repo, PEOPLE.dave!, 'pr', { 'approvals/d/pr.jwt': 'pr\n' }),
      () => commitAs(repo, PEOPLE.seed!, 'main', { 'approvals/d/main.jwt': 'main\n' }),
      ['--no-edit'],
    );
    const blobs = await listAddedBlobs(openGit(repo), null, head, 'approvals/');
    expect(blobs.map((b) => b.path).sort()).toEqual(['approvals/d/main.jwt', 'approvals/d/pr.jwt']);
  });
});
