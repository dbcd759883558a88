// The Action as GitHub runs it: `node dist/action.js` as a child process with the runner's environment,
// a real-shaped event payload, and a local HTTP server standing in for the GitHub REST API.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commitAs,
  craft,
  digest,
  editPolicy,
  fixtureKey,
  git,
  goodClaims,
  header,
  makeRepo,
  makeRuleBundleRepo,
  PEOPLE,
  REPO_ID,
  removeRepo,
  ROOT,
  signAs,
} from '../helpers/gate-repo.js';
import { type ActionRun, runActionProcess } from '../helpers/action-run.js';
import { convergingAgent, writeRun } from '../helpers/trace-runs.js';

type Mode = 'ok' | '5xx' | 'hang' | 'html' | 'empty' | 'null' | 'trickle' | 'omit';
let mode: Mode = 'ok';
let prAuthor = 'dave-gh';
let commitLogin = 'dave-gh';
const requests: { url: string; auth: string | undefined }[] = [];
const hanging: ServerResponse[] = [];
let server: Server;
let apiUrl: string;

let repo: string;
let baseSha: string;
let headSha: string;
let makerOnlySha: string;
let changeSha: string;
/** A second pull request whose policy commit's author name holds \x1e (alice, by her API login). */
let controlPr = false;
let controlSha: string;
let controlHead: string;

function answer(req: IncomingMessage, res: ServerResponse): void {
  requests.push({ url: req.url ?? '', auth: req.headers.authorization });
  if (mode === 'hang') {
    hanging.push(res);
    return;
  }
  if (mode === '5xx') {
    res.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"Bad Gateway"}');
    return;
  }
  const url = new URL(req.url ?? '/', 'http://x');
  const listing = url.pathname === `/repos/${REPO_ID}/pulls/7/commits`;
  if (listing && mode === 'html') {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Service maintenance</body></html>');
    return;
  }
  if (listing && (mode === 'empty' || mode === 'null')) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(mode === 'null' ? 'null' : '');
    return;
  }
  if (listing && mode === 'trickle') {
    // The headers at once, then the body a byte at a time past the 2 s timeout.
    const body = JSON.stringify([{ sha: headSha, author: { login: 'carol-gh' } }]);
    res.writeHead(200, { 'content-type': 'application/json' });
    let i = 0;
    const next = (): void => {
      if (i >= body.length) return void res.end();
      res.write(body[i++]!);
      setTimeout(next, 3000 / body.length);
    };
    next();
    return;
  }
  const json = (body: unknown): void => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (url.pathname === `/repos/${REPO_ID}/pulls/7`) {
    json({ number: 7, user: { login: prAuthor }, head: { sha: headSha } });
    return;
  }
  if (url.pathname === `/repos/${REPO_ID}/pulls/7/commits`) {
    if (controlPr) {
      json([
        { sha: controlSha, author: { login: 'alice-gh' }, committer: { login: 'web-flow' } },
        { sha: controlHead, author: { login: 'carol-gh' }, committer: { login: 'web-flow' } },
      ]);
      return;
    }
    json([
      ...(mode === 'omit'
        ? []
        : [
            {
              sha: changeSha,
              author: { login: commitLogin },
              committer: { login: commitLogin },
              commit: { message: 'L3' },
            },
          ]),
      {
        sha: headSha,
        author: { login: 'carol-gh' },
        committer: { login: 'web-flow' },
        commit: { message: 'approvals' },
      },
    ]);
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  repo = makeRepo('action');
  baseSha = git(repo, 'rev-parse', 'HEAD').trim();
  git(repo, 'checkout', '-q', '-b', 'loosen');
  changeSha = commitAs(repo, { name: 'Dave', email: 'dave@home.example' }, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
  const base = await digest(repo, baseSha);
  const head = await digest(repo, changeSha);
  const sign = (who: string, kid: string) => craft(header(kid), goodClaims(who, base, head), fixtureKey(kid));
  makerOnlySha = commitAs(repo, PEOPLE.erin!, 'erin approves', {
    [`approvals/${head}/erin-2026.jwt`]: sign('erin', 'erin-2026'),
  });
  headSha = commitAs(repo, PEOPLE.carol!, 'alice approves', {
    [`approvals/${head}/alice-2026.jwt`]: sign('alice', 'alice-2026'),
  });
  git(repo, 'checkout', '-q', '-b', 'control', baseSha);
  controlSha = commitAs(repo, { name: 'Al\x1eice', email: 'alice@home.example' }, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
  controlHead = commitAs(repo, PEOPLE.carol!, 'alice approves', {
    [`approvals/${head}/alice-2026.jwt`]: sign('alice', 'alice-2026'),
  });
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  removeRepo(repo);
});

function pullRequestEvent(head: string, extra: Record<string, unknown> = {}) {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      title: '"; touch pwned; echo "$(touch pwned)` | rm -rf / <script>alert(1)</script>',
      user: { login: 'dave-gh' },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell payload, on purpose
      head: { ref: 'feat/$(touch${IFS}pwned);`touch pwned`', sha: head },
      base: { ref: 'main', sha: baseSha },
    },
    repository: { full_name: REPO_ID, name: 'agent-policies', owner: { login: 'acme' } },
    sender: { login: 'dave-gh' },
    ...extra,
  };
}

function runAction(
  event: string,
  payload: unknown,
  inputs: Record<string, string> = {},
  workspace = repo,
): Promise<ActionRun> {
  return runActionProcess({ event, payload, inputs, workspace, apiUrl });
}

describe('the Action (dist/action.js)', () => {
  it('action.yml has working defaults and runs dist/action.js on node24', () => {
    const yml = readFileSync(join(ROOT, 'action.yml'), 'utf8');
    expect(yml).toMatch(/default: \$\{\{ github\.token \}\}/);
    expect(yml).toMatch(/default: \$\{\{ github\.repository \}\}/);
    expect(yml).toMatch(/using: node24\n\s+main: dist\/action\.js/);
    const wf = readFileSync(join(ROOT, '.github/workflows/policy-gate.yml'), 'utf8');
    expect(wf).not.toMatch(/^\s*pull_request_target:/m);
    expect(wf).toMatch(/contents: read\n\s+pull-requests: read/);
    expect(wf).toMatch(/fetch-depth: 0/);
  });

  it('pull_request: passes a loosening approved by an org-admin, with outputs and summary', async () => {
    mode = 'ok';
    requests.length = 0;
    const r = await runAction('pull_request', pullRequestEvent(headSha));
    expect(r.outputs.verdict, r.stdout).toBe('pass');
    expect(r.code).toBe(0);
    expect(r.outputs.class).toBe('loosen');
    expect(r.outputs.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(r.summary).toContain('loopgov policy gate: PASS');
    expect(r.summary).toContain('| loosen |');
    expect(r.summary).toMatch(/✅ yes \| alice \| alice-2026/);
    expect(r.summary).toContain('Within the org ceiling at base.');
    // The text report (which quotes pull-request data) is fenced off from workflow-command parsing.
    expect(r.stdout).toMatch(/::stop-commands::([0-9a-f-]{36})\n[\s\S]*verdict: PASS[\s\S]*\n::\1::/);
    // GITHUB_API_URL honoured, with the token, for both endpoints.
    expect(requests.map((q) => q.url.split('?')[0]).sort()).toEqual([
      `/repos/${REPO_ID}/pulls/7`,
      `/repos/${REPO_ID}/pulls/7/commits`,
    ]);
    expect(requests.every((q) => q.auth === 'token ghs_test-token')).toBe(true);
  });

  it('input traces: the summary says which recorded runs the head policy would have ended differently', async () => {
    mode = 'ok';
    const traces = mkdtempSync(join(tmpdir(), 'loopgov-action-traces-'));
    // Runs recorded under the base policy (L3: max_steps 60).
    const policyDir = mkdtempSync(join(tmpdir(), 'loopgov-action-base-policies-'));
    for (const f of ['loop-policy.yaml', 'org-ceiling.yaml', 'approvers.yaml'])
      writeFileSync(join(policyDir, f), git(repo, 'show', `${baseSha}:policies/${f}`));
    for (const [i, level] of (['L3', 'L3', 'L2'] as const).entries())
      await writeRun(convergingAgent(70, 75), {
        traceDir: traces,
        policyDir,
        runId: `r${i}`,
        project: 'x',
        level,
      });
    const r = await runAction('pull_request', pullRequestEvent(headSha), { traces });
    expect(r.outputs.verdict, r.stdout).toBe('pass'); // the impact never changes the verdict
    expect(r.summary).toContain('### Impact on recorded runs');
    // L3 runs stopped at max_steps 60; the head allows 80: they would not have stopped there.
    expect(r.summary).toContain('**this change would have ended 2 of the last 3 runs differently.**');
    expect(r.summary).toMatch(/\| ` r0 ` \| not_halted \| ` HALT budget.max_steps @60 ` \|/); // trace values are code (decision 110)
  });

  it('pull_request title and branch full of shell metacharacters stay data', async () => {
    mode = 'ok';
    await runAction('pull_request', pullRequestEvent(headSha));
    expect(existsSync(join(repo, 'pwned'))).toBe(false);
  });

  it('pull_request_review: blocks a loosening with only a maintainer approval', async () => {
    mode = 'ok';
    const r = await runAction('pull_request_review', {
      ...pullRequestEvent(makerOnlySha),
      action: 'submitted',
      review: { state: 'approved' },
    });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('block');
    expect(r.summary).toMatch(
      /❌ no \| erin \| erin-2026 \| approve \| approvals\/[0-9a-f]{64}\/erin-2026\.jwt \| roles &#91;maintainer&#93; at base do not meet org-admin/,
    );
    expect(r.stdout).toMatch(/::error::loopgov policy gate blocked the merge/);
  });

  it('merge_group: gates the queued head against the queued base', async () => {
    mode = 'ok';
    const r = await runAction('merge_group', {
      action: 'checks_requested',
      merge_group: {
        head_sha: headSha,
        head_ref: `refs/heads/gh-readonly-queue/main/pr-7-${headSha}`,
        base_sha: baseSha,
        base_ref: 'refs/heads/main',
      },
      repository: { full_name: REPO_ID },
    });
    expect(r.outputs.verdict, r.stdout).toBe('pass');
    expect(r.code).toBe(0);
  });

  it('merge_group without a pull request number: proposers from git history only, no API call', async () => {
    mode = '5xx';
    requests.length = 0;
    const r = await runAction('merge_group', {
      action: 'checks_requested',
      merge_group: { head_sha: headSha, head_ref: 'refs/heads/some-queue', base_sha: baseSha },
    });
    mode = 'ok';
    expect(requests).toEqual([]);
    expect(r.outputs.verdict, r.stdout).toBe('pass');
    expect(r.stdout).toMatch(/no pull request number/);
  });

  it('merge_group: a loosening bundled with a ceiling edit needs the loosen rule too (decision 109)', async () => {
    const r = await makeRuleBundleRepo();
    const run = async (...who: string[]) => {
      git(r.dir, 'checkout', '-q', '-B', `by-${who.join('-')}`, r.bundle);
      const files = Object.assign({}, ...who.map((w) => signAs(w, r.baseDigest, r.bundleDigest)));
      const head = commitAs(r.dir, PEOPLE.erin!, 'approvals', files);
      const event = {
        action: 'checks_requested',
        merge_group: { head_sha: head, head_ref: 'refs/heads/q', base_sha: r.base },
      };
      return runAction('merge_group', event, {}, r.dir);
    };
    mode = '5xx'; // no pull request number: no API call
    const two = await run('alice', 'bob');
    const three = await run('alice', 'bob', 'carol');
    mode = 'ok';
    removeRepo(r.dir);
    expect(two.outputs.verdict, two.stdout).toBe('block');
    expect(two.outputs.class).toBe('ceiling');
    expect(two.code).toBe(1);
    expect(two.summary).toContain(
      '| ❌ no | **3 × org-admin** | loosen, ceiling, tighten, neutral | 2: alice, bob |',
    );
    expect(two.summary).toMatch(
      /a ceiling change needs 3 approval\(s\) from distinct org-admins .*the loosen rule/,
    );
    expect(three.outputs.verdict, three.stdout).toBe('pass');
    expect(three.summary).toContain(
      '| ✅ yes | **3 × org-admin** | loosen, ceiling, tighten, neutral | 3: alice, bob, carol |',
    );
  });

  it('blocks when the API says the pull request author is the approver', async () => {
    mode = 'ok';
    prAuthor = 'alice-gh';
    const r = await runAction('pull_request', pullRequestEvent(headSha));
    prAuthor = 'dave-gh';
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/proposer \(separation of duties\): pull request author alice-gh/);
  });

  it('blocks when the API names the approver as the login of a policy commit', async () => {
    mode = 'ok';
    commitLogin = 'alice-gh';
    const r = await runAction('pull_request', pullRequestEvent(headSha));
    commitLogin = 'dave-gh';
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/commit author alice-gh/);
  });

  it('the API login of a commit whose author name holds \\x1e is still a proposer (REDTEAM round 2)', async () => {
    mode = 'ok';
    controlPr = true;
    const r = await runAction('pull_request', pullRequestEvent(controlHead));
    controlPr = false;
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/proposer \(separation of duties\): commit author alice-gh/);
    expect(r.summary).toMatch(
      new RegExp(`policy commit ${controlSha}: its identity cannot be trusted as read`),
    );
  });

  it('matches the pull request author against approver ids, as loopgov gate does', async () => {
    mode = 'ok';
    prAuthor = 'alice';
    const r = await runAction('pull_request', pullRequestEvent(headSha));
    prAuthor = 'dave-gh';
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/proposer \(separation of duties\): pull request author alice/);
  });

  it('blocks when the GitHub API answers 5xx', async () => {
    mode = '5xx';
    const r = await runAction('pull_request', pullRequestEvent(headSha));
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('block');
    expect(r.summary, r.summary).toMatch(/ERR_GITHUB_API: GitHub API pulls\.get #7 failed .*HTTP 502/);
  });

  it('blocks (does not hang) when the GitHub API never answers', async () => {
    mode = 'hang';
    const started = Date.now();
    const r = await runAction('pull_request', pullRequestEvent(headSha));
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/no answer within 2 s/);
  });

  // A 200 that is not the JSON asked for, a body that trickles in past the timeout, or a list that leaves
  // out a policy commit: its author's login is unknown, so the approver might be the proposer.
  it.each([
    [
      'html',
      /pulls\.listCommits #7 page 1 answered with a body that is not a list of commits \(text: .*html/,
    ],
    ['empty', /pulls\.listCommits #7 page 1 answered with a body that is not a list of commits \(empty\)/],
    ['null', /pulls\.listCommits #7 page 1 answered with a body that is not a list of commits \(null\)/],
    ['trickle', /pulls\.listCommits #7 page 1 failed .*no answer within 2 s/],
    ['omit', /the GitHub API did not list 1 commit\(s\) of .* that touch policies\/ \([0-9a-f]{12}\)/],
  ] as const)('blocks when the commits API answers %s', async (m, why) => {
    mode = m;
    const r = await runAction('pull_request', pullRequestEvent(headSha));
    mode = 'ok';
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('block');
    expect(r.summary).toMatch(why);
  });

  it('blocks a shallow checkout: a reject or a proposer in the missing history would go unseen', async () => {
    const shallow = mkdtempSync(join(tmpdir(), 'loopgov-action-shallow-'));
    git(shallow, 'clone', '-q', '--depth', '4', '--branch', 'loosen', `file://${repo}`, 'repo');
    const r = await runAction('pull_request', pullRequestEvent(headSha), {}, join(shallow, 'repo'));
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/is a shallow clone: commits of [0-9a-f]{40}\.\.[0-9a-f]{40} may be missing/);
    expect(r.summary).toContain('fetch-depth: 0');
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{"action": "synchron'],
    ['a JSON array', '[]'],
  ])('an event file that is %s blocks with the reason, never a stack trace', async (_name, text) => {
    const r = await runAction('pull_request', text);
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('block');
    expect(r.stdout).toMatch(/::error::loopgov policy gate could not run, so it blocks: .*event file/);
    expect(r.stdout).not.toMatch(/\n\s+at /);
    expect(r.summary).toMatch(/The gate could not run: .*GITHUB_EVENT_PATH/);
  });

  it.each(['0', 'abc', '0x10', '1e1', '301'])(
    'input timeout-seconds %j blocks naming the input',
    async (v) => {
      const r = await runAction('pull_request', pullRequestEvent(headSha), { 'timeout-seconds': v });
      expect(r.code).toBe(1);
      expect(r.summary).toContain(`input timeout-seconds must be in (0, 300&#93; (got ${JSON.stringify(v)})`);
    },
  );

  it('the summary names the file of every token, readable or not', async () => {
    const r = await runAction('pull_request', pullRequestEvent(headSha));
    expect(r.summary).toMatch(/\| counted \| approver \| kid \| decision \| file \| why \|/);
    expect(r.summary).toMatch(/\| alice-2026 \| approve \| approvals\/[0-9a-f]{64}\/alice-2026\.jwt \|/);
  });

  it('blocks with the reason when there is no token', async () => {
    mode = 'ok';
    const r = await runAction('pull_request', pullRequestEvent(headSha), { token: '' });
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/no token/);
  });

  it('blocks an unsupported event (pull_request_target) and a payload without SHAs', async () => {
    const a = await runAction('pull_request_target', pullRequestEvent(headSha));
    expect(a.code).toBe(1);
    expect(a.stdout).toMatch(/unsupported event "pull_request_target"/);
    const b = await runAction('pull_request', pullRequestEvent('$(touch pwned)'));
    expect(b.code).toBe(1);
    expect(b.stdout).toMatch(/pull_request\.head\.sha is not a full commit id/);
    expect(b.outputs.verdict).toBe('block');
  });
});
