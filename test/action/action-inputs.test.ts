// The Action's inputs and environment as a careless or hostile workflow may set them: a `path` inside the
// repository, a folder that is no repository, a malformed token, a network that gives no HTTP answer, a
// bad `traces` line. Each blocks with its own clear reason (or, for traces, warns), never a wrong one,
// and the token is never printed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  signAs,
} from '../helpers/gate-repo.js';
import { convergingAgent, writeRun } from '../helpers/trace-runs.js';

let server: Server;
let apiUrl: string;
let handler: (req: IncomingMessage, res: ServerResponse) => void;
const requests: { url: string; auth: string | undefined }[] = [];
let repo: string;
let base: string;
let change: string;
/** Alice proposed the loosening and approves it herself: blocks on separation of duties. */
let head: string;

const json = (res: ServerResponse, body: unknown, status = 200) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
function goodApi(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === `/repos/${REPO_ID}/pulls/7`) json(res, { number: 7, user: { login: 'dave-gh' } });
  else if (path === `/repos/${REPO_ID}/pulls/7/commits`)
    json(
      res,
      [change, head].map((sha) => ({ sha, author: { login: 'alice-gh' }, committer: { login: 'alice-gh' } })),
    );
  else json(res, { message: 'Not Found' }, 404);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', auth: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  repo = makeRepo('action-inputs');
  base = git(repo, 'rev-parse', 'HEAD').trim();
  git(repo, 'checkout', '-q', '-b', 'pr');
  change = commitAs(repo, PEOPLE.alice!, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
  head = commitAs(
    repo,
    PEOPLE.alice!,
    'alice approves',
    signAs('alice', await digest(repo, base), await digest(repo, change)),
  );
  symlinkSync(join(repo, 'policies'), join(repo, 'link-to-policies'));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  removeRepo(repo);
});

const event = (h = head) => ({
  action: 'synchronize',
  number: 7,
  pull_request: { number: 7, user: { login: 'dave-gh' }, head: { sha: h }, base: { sha: base } },
  repository: { full_name: REPO_ID },
});
function run(
  inputs: Record<string, string> = {},
  o: { workspace?: string; env?: Record<string, string | undefined>; api?: string } = {},
): Promise<ActionRun> {
  handler ??= goodApi;
  return runActionProcess({
    event: 'pull_request',
    payload: event(),
    inputs,
    workspace: o.workspace ?? repo,
    apiUrl: o.api ?? apiUrl,
    ...(o.env ? { env: o.env } : {}),
  });
}

describe('input path', () => {
  it('at the top: a self-approval blocks (separation of duties)', async () => {
    handler = goodApi;
    const r = await run({ path: '.' });
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/proposer \(separation of duties\)/);
  });

  // Before, each of these passed the self-approval: the history reads found no commit from there.
  it.each(['policies', 'approvals', './policies/', 'policies/.', 'link-to-policies', '.git'])(
    'inside the repository (%s): the step fails naming the top, never a verdict',
    async (path) => {
      handler = goodApi;
      const r = await run({ path });
      expect(r.code).toBe(1);
      expect(r.outputs.verdict).toBe('block');
      if (path === '.git') {
        // The git directory itself is the repository: read as it is, the self-approval still blocks.
        expect(r.summary).toMatch(/proposer \(separation of duties\)/);
        return;
      }
      expect(r.stdout).toMatch(
        /::error::loopgov policy gate could not run, so it blocks: ERR_USAGE: .* not its top: point at the repository's top folder/,
      );
      expect(r.summary).toContain(`(${repo})`);
    },
  );

  it('a governance repository of its own in a subfolder (path: gov, with its own .git) is gated', async () => {
    const mono = mkdtempSync(join(tmpdir(), 'loopgov-action-mono-'));
    git(mono, 'init', '-q', '-b', 'main');
    git(mono, 'clone', '-q', '--branch', 'pr', `file://${repo}`, 'gov');
    handler = goodApi;
    const r = await run({ path: 'gov' }, { workspace: mono });
    removeRepo(mono);
    expect(r.code).toBe(1);
    expect(r.outputs.class).toBe('loosen');
    expect(r.summary).toMatch(/proposer \(separation of duties\)/);
  });

  it.each([
    ['a workspace that is no repository', {}, 'plain'],
    ['path /', { path: '/' }, null],
    ['path ../', { path: '../' }, null],
    ['no GITHUB_WORKSPACE (the step runs in a folder that is no repository)', {}, 'unset'],
  ] as const)('%s: "not a git repository", not "a shallow clone"', async (_name, inputs, ws) => {
    handler = goodApi;
    const plain = mkdtempSync(join(tmpdir(), 'loopgov-action-plain-'));
    const workspace = ws === 'plain' ? plain : join(plain, 'ws');
    mkdirSync(workspace, { recursive: true });
    const r = await run(inputs, {
      workspace,
      ...(ws === 'unset' ? { env: { GITHUB_WORKSPACE: undefined } } : {}),
    });
    removeRepo(plain);
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/ERR_GIT: cannot use ".*" as a git repository: it is not a git repository/);
    expect(r.summary + r.stdout).not.toMatch(/shallow|fetch-depth/);
  });
});

describe('input token', () => {
  // A secret with a line break, a control character, a space or a non-ASCII letter: the HTTP client's
  // own message quoted it (the part before a line break escaped the runner's mask).
  it.each([
    ['a line feed', 'ghs_SECRETONE\nSECRETTWO'],
    ['a carriage return', 'ghs_SECRETONE\rSECRETTWO'],
    ['a control character', 'ghs_SECRETONE\u0001SECRETTWO'],
    ['a space', 'ghs_SECRETONE SECRETTWO'],
    ['a Latin-1 letter', 'ghs_SECRETONE\u00e9SECRETTWO'],
    ['a character beyond Latin-1', 'ghs_SECRETONE\u20acSECRETTWO'],
  ])('holding %s: refused without quoting it, masked, no API call', async (_name, token) => {
    handler = goodApi;
    requests.length = 0;
    const r = await run({ token });
    expect(r.code).toBe(1);
    expect(r.summary).toContain('the &#96;token&#96; input holds a character no token has');
    expect(requests).toEqual([]);
    const masks = r.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'));
    expect(masks.length).toBeGreaterThan(0);
    const shown = r.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
    for (const part of ['SECRETONE', 'SECRETTWO'])
      expect(`${shown.join('\n')}${r.summary}`).not.toContain(part);
  });

  it('is masked before anything else is printed, and scrubbed from what the API answers', async () => {
    const token = 'ghs_GoodLookingToken123';
    // A proxy that echoes the request's credentials in its error message.
    handler = (req, res) => json(res, { message: `Bad credentials: ${req.headers.authorization}` }, 401);
    const r = await run({ token });
    expect(r.stdout.split('\n')[0]).toBe(`::add-mask::${token}`);
    expect(r.code).toBe(1);
    expect(r.summary).toContain('HTTP 401: Bad credentials: token &#42;&#42;&#42;');
    expect(r.stdout.split('\n').slice(1).join('\n') + r.summary).not.toContain('GoodLookingToken');
  });
});

describe('no HTTP answer is not "HTTP 500"', () => {
  it.each([
    ['a connection reset', (req: IncomingMessage) => req.socket.destroy(), /no HTTP answer: /],
    [
      'a redirect loop',
      (req: IncomingMessage, res: ServerResponse) => res.writeHead(302, { location: req.url }).end(),
      /no HTTP answer: redirect count exceeded/,
    ],
  ])('%s', async (_name, h, why) => {
    handler = h as typeof handler;
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(new RegExp(`pulls\\.get #7 failed \\(${apiUrl}\\): ${why.source}`));
    expect(r.summary).not.toMatch(/HTTP 500/);
  });

  it('a port nobody listens on', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const r = await run({}, { api: `http://127.0.0.1:${port}` });
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/pulls\.get #7 failed \(http:\/\/127\.0\.0\.1:\d+\): no HTTP answer: /);
    expect(r.summary).not.toMatch(/HTTP 500/);
  });

  it('a real 500 is still "HTTP 500"', async () => {
    handler = (_req, res) => json(res, { message: 'boom' }, 500);
    const r = await run();
    expect(r.summary).toMatch(/pulls\.get #7 failed .*: HTTP 500: boom/);
  });
});

describe('input traces', () => {
  it('a line that is no folder is warned about by name; the other folders still show their impact', async () => {
    handler = goodApi;
    const traces = mkdtempSync(join(tmpdir(), 'loopgov-action-traces-'));
    const policyDir = mkdtempSync(join(tmpdir(), 'loopgov-action-base-policies-'));
    for (const f of ['loop-policy.yaml', 'org-ceiling.yaml', 'approvers.yaml'])
      writeFileSync(join(policyDir, f), git(repo, 'show', `${base}:policies/${f}`));
    await writeRun(convergingAgent(70, 75), {
      traceDir: traces,
      policyDir,
      runId: 'r0',
      project: 'x',
      level: 'L3',
    });
    const missing = join(traces, 'nope');
    const file = join(policyDir, 'approvers.yaml');
    const r = await run({ traces: `${missing}\n${traces}\n${file}` });
    removeRepo(traces);
    removeRepo(policyDir);
    expect(r.code).toBe(1); // the self-approval: the verdict is the gate's alone
    expect(r.stdout).toContain(
      `::warning::input traces: traces folder ${missing} was not read: no such folder`,
    );
    expect(r.stdout).toContain(
      `::warning::input traces: traces folder ${file} was not read: it is not a folder`,
    );
    expect(r.summary).toContain('**this change would have ended 1 of the last 1 runs differently.**');
    expect(r.summary).toContain(`- traces folder ${missing} was not read: no such folder`);
  });
});

describe('GITHUB_API_URL', () => {
  // Octokit joined `…/` and `/repos/…` into `//repos/…`: every call 404'd, saying only "HTTP 404".
  it('ending in / is the same API', async () => {
    handler = goodApi;
    requests.length = 0;
    const r = await run({}, { api: `${apiUrl}/` });
    expect(r.summary).not.toMatch(/HTTP 404/);
    expect(r.summary).toMatch(/proposer \(separation of duties\)/); // the self-approval, judged
    expect(requests.map((q) => q.url.split('?')[0]).sort()).toEqual([
      `/repos/${REPO_ID}/pulls/7`,
      `/repos/${REPO_ID}/pulls/7/commits`,
    ]);
  });

  it('a 404 names the URL called, and what to check', async () => {
    handler = (_req, res) => json(res, { message: 'Not Found' }, 404);
    const r = await run({}, { api: `${apiUrl}/api/v3` });
    expect(r.code).toBe(1);
    expect(r.summary).toContain(
      `GitHub API pulls.get #7 failed (${apiUrl}/api/v3): HTTP 404: Not Found (called GET ${apiUrl}/api/v3/repos/${REPO_ID}/pulls/7: check GITHUB_API_URL, the repository, and that the token may read it)`,
    );
  });
});
