// Every history read names its paths from the repository's top (`:(top,literal)…`), so the folder git
// runs in cannot change what is read. Run from a subfolder, a read that used a plain `policies/` pathspec
// found no commit, token or reject at all — and the gate then dropped every proposer and every reject.
// (The fronts also refuse a folder inside a repository: see test/cli/repo-top.test.ts. This is the
// second line of defence, checked on its own.)
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDigestInHistory } from '../../../src/io/git/digest-history.js';
import { readPolicyCommits, readProposalAuthors } from '../../../src/io/git/history.js';
import { listAddedBlobs, treeOids } from '../../../src/io/git/range.js';
import { openGit } from '../../../src/io/git/repo.js';
import { readHeldEntries, WITNESS_REF } from '../../../src/io/git/witness-history.js';
import { findTokensInHistory, readApprovalTokens, readRangeTokens } from '../../../src/io/git/tokens.js';
import {
  commitAs,
  digest,
  editPolicy,
  git,
  makeRepo,
  PEOPLE,
  removeRepo,
  signAs,
} from '../../helpers/gate-repo.js';

let repo: string;
let base: string;
let head: string;
let headDigest: string;
const proposal = 'apiVersion: loopgov/v1\nkind: Proposal\n';

beforeAll(async () => {
  repo = makeRepo('top-pathspec');
  base = git(repo, 'rev-parse', 'HEAD').trim();
  git(repo, 'checkout', '-q', '-b', 'pr');
  const change = commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
    'proposals/p1.yaml': proposal,
  });
  const [b, h] = [await digest(repo, base), await digest(repo, change)];
  headDigest = h;
  commitAs(repo, PEOPLE.bob!, 'bob rejects', signAs('bob', b, h, 'reject'));
  commitAs(repo, PEOPLE.dave!, 'drop the reject', { [`approvals/${h}/bob-2026.jwt`]: null });
  head = commitAs(repo, PEOPLE.carol!, 'alice approves', signAs('alice', b, h));
  mkdirSync(join(repo, 'policies/deep/er'), { recursive: true });
  mkdirSync(join(repo, 'untracked'));
  symlinkSync(join(repo, 'approvals'), join(repo, 'link-to-approvals'));
});
afterAll(() => removeRepo(repo));

/** Each read from `dir`, reduced to what the gate uses. */
async function reads(dir: string) {
  const g = openGit(dir);
  const policy = await readPolicyCommits(dir, base, head);
  const atHead = await readApprovalTokens(g, head, headDigest);
  return {
    policyCommits: policy.commits.map((c) => c.sha),
    proposals: (await readProposalAuthors(dir, base, head)).errors.length,
    addedApprovals: (await listAddedBlobs(g, base, head, 'approvals/')).map((x) => x.path).sort(),
    approvalsAtHead: [...(await treeOids(g, head, 'approvals/')).keys()],
    tokensAtHead: atHead.map((t) => t.path),
    range: (await readRangeTokens(dir, g, { base, head, headDigest }, atHead)).map((t) => t.path),
    inBaseHistory: (await findTokensInHistory(g, head, atHead)).size,
    digestCommit: await findDigestInHistory(g, head, headDigest),
  };
}

describe('history reads name paths from the top of the repository', () => {
  it.each([
    ['policies'],
    ['approvals'],
    ['policies/deep/er'],
    ['untracked'],
    ['link-to-approvals'],
    ['.git'],
  ])('read from %s, they find what they find from the top', async (sub) => {
    const fromTop = await reads(repo);
    // The reject, deleted since, and the approval: both versions under approvals/, from any folder.
    expect(fromTop.addedApprovals).toEqual([
      `approvals/${headDigest}/alice-2026.jwt`,
      `approvals/${headDigest}/bob-2026.jwt`,
    ]);
    expect(fromTop.policyCommits).toHaveLength(1);
    expect(fromTop.proposals).toBe(1); // the proposal at head does not validate: a reason, so it was read
    expect(fromTop.range).toEqual([`approvals/${headDigest}/bob-2026.jwt`]);
    expect(fromTop.inBaseHistory).toBe(1);
    expect(fromTop.digestCommit).not.toBeNull();
    expect(await reads(join(repo, sub))).toEqual(fromTop);
  });
});

describe('a witness read from a folder of its work tree', () => {
  it('finds every checkpoint the ref ever held, as from the top', async () => {
    // The ref's tree, built with plumbing: r1/000000000001.jwt (the content does not matter here).
    const oid = git(repo, 'hash-object', '-w', join(repo, 'policies/loop-policy.yaml')).trim();
    const mktree = (line: string) =>
      execFileSync('git', ['mktree'], { cwd: repo, input: `${line}\n`, encoding: 'utf8' }).trim();
    const top = mktree(`040000 tree ${mktree(`100644 blob ${oid}\t000000000001.jwt`)}\tr1`);
    const commit = git(repo, 'commit-tree', top, '-m', 'anchor').trim();
    git(repo, 'update-ref', WITNESS_REF, commit);
    const fromTop = await readHeldEntries(repo, ['r1']);
    expect(fromTop.get('r1')?.map((e) => e.path)).toEqual(['r1/000000000001.jwt']);
    for (const sub of ['policies', 'policies/deep/er'])
      expect(await readHeldEntries(join(repo, sub), ['r1'])).toEqual(fromTop);
    git(repo, 'update-ref', '-d', WITNESS_REF);
  });
});
