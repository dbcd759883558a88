// Decision 128, as GitHub runs the Action: a merge queue that squashes (metaloop.md recommends squashing
// bot pull requests) makes one commit holding the pull request's whole change, with a `Co-authored-by`
// for every other author — the approver who pushed her own approval commit among them. merge_group judged
// that squash's identities and blocked every such pull request. It now judges the pull request's own
// commits, as pull_request does, and still blocks a real proposer. And pull_request judges what merges.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActionRun, runActionProcess } from '../helpers/action-run.js';
import {
  commitAs,
  digest,
  editPolicy,
  git,
  makeRepo,
  PEOPLE,
  REPO_ID,
  removeRepo,
  runGate,
  signAs,
} from '../helpers/gate-repo.js';

interface Pull {
  author: string;
  head: string;
  commits: { sha: string; login: string }[];
}
let pull: Pull;
let server: Server;
let apiUrl: string;
let repo: string;

function answer(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const json = (body: unknown, status = 200): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (path === `/repos/${REPO_ID}/pulls/7`)
    json({ number: 7, user: { login: pull.author }, head: { sha: pull.head } });
  else if (path === `/repos/${REPO_ID}/pulls/7/commits`)
    json(
      pull.commits.map((c) => ({ sha: c.sha, author: { login: c.login }, committer: { login: c.login } })),
    );
  else json({ message: 'Not Found' }, 404);
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  repo = makeRepo('queue');
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  removeRepo(repo);
});

const LOGINS: Record<string, string> = { Dave: 'dave-gh', Alice: 'alice-gh', Carol: 'carol-gh' };

/**
 * A pull request from main: an L3 loosening by `author`, then alice's approval committed by `approver`;
 * and the merge queue's squash of it on main, as GitHub writes one (author the pull request's, committer
 * GitHub, a Co-authored-by for each other author).
 */
async function queuedSquash(name: string, author = PEOPLE.dave!, approver = PEOPLE.alice!) {
  git(repo, 'checkout', '-q', '-b', name, 'main');
  const change = commitAs(repo, author, 'loosen L3', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 70,',
    ),
  });
  const approval = commitAs(
    repo,
    approver,
    'alice approves',
    signAs('alice', await digest(repo, 'main'), await digest(repo, change)),
  );
  git(repo, 'checkout', '-q', '-b', `${name}-queue`, 'main');
  git(repo, 'merge', '-q', '--squash', name);
  const others = [...new Set([author, approver])].filter((p) => p !== PEOPLE.dave);
  const trailers = others.map((p) => `Co-authored-by: ${p.name} <${p.email}>`).join('\n');
  git(
    repo,
    ...['-c', 'user.name=GitHub', '-c', 'user.email=noreply@github.com'],
    ...['commit', '-q', '--author', 'Dave <dave@example.com>'],
    ...['-m', `Loosen L3 (#7)\n\n* loosen L3\n\n* alice approves\n\n---------\n\n${trailers}`],
  );
  const queue = git(repo, 'rev-parse', 'HEAD').trim();
  git(repo, 'checkout', '-q', 'main');
  pull = {
    author: 'dave-gh',
    head: approval,
    commits: [
      { sha: change, login: LOGINS[author.name]! },
      { sha: approval, login: LOGINS[approver.name]! },
    ],
  };
  return { change, approval, queue };
}

function mergeGroup(queue: string): Promise<ActionRun> {
  const base = git(repo, 'rev-parse', 'main').trim();
  return runActionProcess({
    event: 'merge_group',
    payload: {
      action: 'checks_requested',
      merge_group: {
        head_sha: queue,
        head_ref: `refs/heads/gh-readonly-queue/main/pr-7-${queue}`,
        base_sha: base,
        base_ref: 'refs/heads/main',
      },
      repository: { full_name: REPO_ID },
    },
    workspace: repo,
    apiUrl,
  });
}

describe('merge_group with a squashing merge queue (decision 128)', () => {
  it('the approver who pushed her own approval commit is no proposer of the squash', async () => {
    const { queue } = await queuedSquash('own-approval');
    const r = await mergeGroup(queue);
    expect(r.outputs.verdict, r.summary).toBe('pass');
    expect(r.code).toBe(0);
    expect(r.outputs.class).toBe('loosen');
    expect(r.summary).toMatch(/✅ yes \| alice \| alice-2026/);
  });

  it('a real proposer still cannot approve: she authored the policy commit', async () => {
    const { queue } = await queuedSquash('self-approval', PEOPLE.alice!, PEOPLE.alice!);
    const r = await mergeGroup(queue);
    expect(r.outputs.verdict).toBe('block');
    expect(r.summary).toMatch(
      /proposer \(separation of duties\): commit author alice@example\.com \([0-9a-f]{12}\);.* commit author alice-gh/,
    );
  });

  it("the pull request's head not in the clone (a fork): the squash's co-authors count, and it says why", async () => {
    const { queue } = await queuedSquash('fork');
    pull.head = 'f'.repeat(40);
    const r = await mergeGroup(queue);
    expect(r.outputs.verdict).toBe('block');
    expect(r.summary).toMatch(/proposer \(separation of duties\): co-author alice@example\.com/);
    expect(r.summary).toContain(
      "merge queue: the pull request's head ffffffffffff is not in this clone (a fork's branch is not fetched by actions/checkout); so the queue's own commits are judged as the pull request's",
    );
  });

  it('pulls.get naming no head blocks for that reason alone: the API’s commits are not read against the queue’s', async () => {
    const { queue } = await queuedSquash('no-head');
    pull.head = '';
    const r = await mergeGroup(queue);
    expect(r.outputs.verdict).toBe('block');
    expect(r.summary).toContain(
      "GitHub API pulls.get #7 named no head commit, so the pull request's own commits cannot be judged",
    );
    expect(r.summary).not.toMatch(/the GitHub API did not list|commit author (dave|alice)-gh/);
  });

  it('loopgov gate --pull-head judges the same SHAs as the Action on merge_group', async () => {
    const { queue, approval } = await queuedSquash('cli-pull-head');
    const base = git(repo, 'rev-parse', 'main').trim();
    const action = await mergeGroup(queue);
    expect(action.outputs.verdict, action.summary).toBe('pass');
    const cli = await runGate(repo, base, queue, 'dave-gh', ['--json', '--pull-head', approval]);
    expect(cli.json.verdict, cli.stdout).toBe('pass');
    expect(cli.json.class).toBe('loosen');
    // A revision is resolved as --base and --head are; one that names no commit blocks, saying so.
    const short = await runGate(repo, base, queue, 'dave-gh', ['--json', '--pull-head', 'cli-pull-head']);
    expect(short.json.verdict, short.stdout).toBe('pass');
    const typo = await runGate(repo, base, queue, 'dave-gh', ['--json', '--pull-head', 'no-such-branch']);
    expect(typo.json.verdict).toBe('block');
    expect(typo.json.reasons).toContainEqual(
      expect.stringMatching(
        /^the pull request's head \(pullHead\): .*cannot resolve revision "no-such-branch"/,
      ),
    );
  });

  it("a queue head that is not git's merge of its base and the pull request: the squash's co-authors count", async () => {
    const { queue } = await queuedSquash('tampered');
    // The queue's head holds more than the pull request (say another pull request of the group).
    git(repo, 'checkout', '-q', queue);
    const extra = commitAs(repo, PEOPLE.dave!, 'docs (#8)', { 'README.md': 'another pull request\n' });
    git(repo, 'checkout', '-q', 'main');
    const r = await mergeGroup(extra);
    expect(r.outputs.verdict).toBe('block');
    expect(r.summary).toMatch(/proposer \(separation of duties\): co-author alice@example\.com/);
    expect(r.summary).toContain(
      `merge queue: the queue's head ${extra.slice(0, 12)} is not git's merge of its base and the pull request's head`,
    );
  });
});

describe('pull_request judges what merges (decision 128)', () => {
  it('a pull request behind its base in policies/ blocks, as loopgov gate blocks it', async () => {
    git(repo, 'checkout', '-q', '-b', 'behind', 'main');
    const change = commitAs(repo, PEOPLE.dave!, 'L2 19', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L2: {budget: {max_steps: 20,',
        'L2: {budget: {max_steps: 19,',
      ),
    });
    git(repo, 'checkout', '-q', 'main');
    commitAs(repo, PEOPLE.erin!, 'L0 4', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L0: {budget: {max_steps: 5,',
        'L0: {budget: {max_steps: 4,',
      ),
    });
    const base = git(repo, 'rev-parse', 'main').trim();
    const r = await pullRequest(change);
    expect(r.outputs.verdict).toBe('block');
    expect(r.outputs.class).toBe('');
    // No digest of what merges was judged: head's own is not what lands, so the output is empty.
    expect(r.outputs.digest).toBe('');
    expect(r.summary).toMatch(
      new RegExp(`the branch is behind ${base.slice(0, 12)} in policies/: 1 commit\\(s\\)`),
    );
    expect(r.summary).toContain('Not checked: the branch does not hold what merges');
    // `loopgov gate --json` on the same commits says the same: the core decides what merges.
    const cli = await runGate(repo, base, change);
    expect(cli.json.merges).toBe('neither');
    expect(cli.json.digest).toBeNull();
  });

  it('a pull request that changes no policy, behind its base: the digest is the base’s, in the Action and the CLI', async () => {
    git(repo, 'checkout', '-q', '-b', 'docs-behind', 'main');
    const change = commitAs(repo, PEOPLE.dave!, 'docs', { 'README.md': 'more docs\n' });
    git(repo, 'checkout', '-q', 'main');
    commitAs(repo, PEOPLE.erin!, 'L1 9', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L1: {budget: {max_steps: 10,',
        'L1: {budget: {max_steps: 9,',
      ),
    });
    const base = git(repo, 'rev-parse', 'main').trim();
    const r = await pullRequest(change);
    expect(r.outputs.verdict, r.stdout).toBe('pass');
    expect(r.outputs.digest).toBe(await digest(repo, base));
    const cli = await runGate(repo, base, change);
    expect(cli.json.merges).toBe('base');
    expect(cli.json.digest).toBe(r.outputs.digest);
  });
});

/** The Action on `pull_request` for a pull request #7 by dave-gh whose one commit is `change`, based on main. */
function pullRequest(change: string): Promise<ActionRun> {
  const base = git(repo, 'rev-parse', 'main').trim();
  pull = { author: 'dave-gh', head: change, commits: [{ sha: change, login: 'dave-gh' }] };
  return runActionProcess({
    event: 'pull_request',
    payload: {
      action: 'synchronize',
      number: 7,
      pull_request: { number: 7, user: { login: 'dave-gh' }, head: { sha: change }, base: { sha: base } },
    },
    workspace: repo,
    apiUrl,
  });
}
