// Git config a user or a repository sets cannot change what loopgov reads from git (decision 122). With
// `log.showSignature=true` and signed commits, `git log` printed `gpg: Signature made …` into the output
// loopgov parses: the gate BLOCKed every pull request ("unexpected git log output") and prod runs HALTed.
// `log.showRoot=false` hid the root commit's files from `log --raw`, `i18n.logOutputEncoding` re-encoded
// co-authors. Every read here must find exactly what it finds with no such config.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDigestInHistory } from '../../../src/io/git/digest-history.js';
import { readPolicyCommits, readProposalAuthors } from '../../../src/io/git/history.js';
import { listAddedBlobs } from '../../../src/io/git/range.js';
import { openGit } from '../../../src/io/git/repo.js';
import { findTokensInHistory, readApprovalTokens, readRangeTokens } from '../../../src/io/git/tokens.js';
import { readHeldEntries, WITNESS_REF } from '../../../src/io/git/witness-history.js';
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
import { type CommitSigning, makeCommitSigning } from '../../helpers/git-signing.js';

const signing = makeCommitSigning();
if (!signing) console.warn('SKIPPED: neither gpg nor ssh-keygen runs here, so no commit can be signed');

/** Settings that change `git log`'s output, as a user's or a repository's config may hold them. */
const HOSTILE: [string, string][] = [
  ['log.showSignature', 'true'],
  ['log.showRoot', 'false'],
  ['i18n.logOutputEncoding', 'ISO-8859-1'],
];

describe.skipIf(!signing)('history reads in a repository whose git config changes log output', () => {
  const s = signing as CommitSigning;
  const saved = { ...process.env };
  let repo: string;
  let root: string;
  let base: string;
  let head: string;
  let headDigest: string;

  beforeAll(async () => {
    // git (and the gpg it runs to check a signature) find the key through the environment loopgov inherits.
    Object.assign(process.env, s.env);
    repo = makeRepo('user-config');
    root = git(repo, 'rev-parse', 'HEAD').trim();
    for (const [k, v] of s.config) git(repo, 'config', k, v);
    base = root;
    git(repo, 'checkout', '-q', '-b', 'pr');
    const change = commitAs(
      repo,
      PEOPLE.dave!,
      'L3: 80 steps\n\nCo-authored-by: Zoë Example <zoe@example.com>',
      {
        'policies/loop-policy.yaml': editPolicy(
          repo,
          'loop-policy.yaml',
          'L3: {budget: {max_steps: 60,',
          'L3: {budget: {max_steps: 80,',
        ),
        'proposals/p1.yaml': 'apiVersion: loopgov/v1\nkind: Proposal\n',
      },
    );
    const b = await digest(repo, base);
    headDigest = await digest(repo, change);
    commitAs(repo, PEOPLE.bob!, 'bob rejects', signAs('bob', b, headDigest, 'reject'));
    head = commitAs(repo, PEOPLE.carol!, 'alice approves', signAs('alice', b, headDigest));
    expect(git(repo, 'cat-file', 'commit', head)).toMatch(/^gpgsig /m);
    // A witness ref whose anchoring commit is signed too.
    const oid = git(repo, 'hash-object', '-w', '--stdin').trim();
    const mktree = (line: string) =>
      execFileSync('git', ['mktree'], { cwd: repo, input: `${line}\n`, encoding: 'utf8' }).trim();
    const top = mktree(`040000 tree ${mktree(`100644 blob ${oid}\t000000000001.jwt`)}\tr1`);
    git(repo, 'update-ref', WITNESS_REF, git(repo, 'commit-tree', '-S', top, '-m', 'anchor').trim());
  });
  afterAll(() => {
    for (const k of Object.keys(s.env)) delete process.env[k];
    Object.assign(process.env, saved);
    removeRepo(repo);
  });

  /** Each read, reduced to what the gate and the runtime use. */
  async function reads() {
    const g = openGit(repo);
    const policy = await readPolicyCommits(repo, base, head);
    const atHead = await readApprovalTokens(g, head, headDigest);
    return {
      policyCommits: policy.commits.map((c) => [c.sha, c.identities.map((i) => `${i.source} ${i.name}`)]),
      policyErrors: policy.errors,
      proposals: (await readProposalAuthors(repo, base, head)).errors.length,
      addedApprovals: (await listAddedBlobs(g, base, head, 'approvals/')).map((x) => x.path).sort(),
      // The whole history (the runtime's read of rejects): the root commit's files included.
      wholeHistory: (await listAddedBlobs(g, null, head, 'policies/')).filter((x) => x.commit === root)
        .length,
      range: (await readRangeTokens(repo, g, { base, head, headDigest }, atHead)).map((t) => t.path),
      inBaseHistory: (await findTokensInHistory(g, head, atHead)).size,
      digestCommit: await findDigestInHistory(g, head, headDigest),
      witness: (await readHeldEntries(repo, ['r1'])).get('r1')?.map((e) => e.path),
    };
  }

  it.each(HOSTILE)('%s=%s changes nothing loopgov reads', async (key, value) => {
    const plain = await reads();
    expect(plain.policyCommits).toEqual([
      [expect.any(String), ['commit author Dave', 'commit committer Dave', 'co-author Zoë Example']],
    ]);
    expect(plain.wholeHistory).toBeGreaterThan(0);
    expect(plain.witness).toEqual(['r1/000000000001.jwt']);
    git(repo, 'config', key, value);
    try {
      expect(await reads()).toEqual(plain);
    } finally {
      git(repo, 'config', '--unset', key);
    }
  });

  it('all of them at once, with git printing signatures into its log', async () => {
    const plain = await reads();
    for (const [k, v] of HOSTILE) git(repo, 'config', k, v);
    try {
      expect(git(repo, 'log', '-1', '--format=%H', head)).toMatch(/Signature made|Good "git" signature|gpg:/);
      expect(await reads()).toEqual(plain);
    } finally {
      for (const [k] of HOSTILE) git(repo, 'config', '--unset', k);
    }
  });
});
