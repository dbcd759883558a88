// The meta-loop's GitHub client against a real node:http server on 127.0.0.1: which open pull request is
// the bot's (its own branch in this repository, whatever the bodies say and whatever the query returns),
// and what a body that is not GitHub's — HTML, empty, cut off by the timeout — is called.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPullRequests, type PullRequests } from '../../../src/io/propose/github.js';

type Answer = (res: ServerResponse, req: IncomingMessage) => void;
let answer: Answer;
let server: Server;
let client: PullRequests;

const BRANCH = 'loopgov/propose/demo-l2';
const json =
  (v: unknown, status = 200): Answer =>
  (res) =>
    void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(v));
const pull = (number: number, ref: string, repo: string | null, base = 'main') => ({
  number,
  html_url: `https://github.example/acme/agent-policies/pull/${number}`,
  title: `#${number}`,
  body: '<!-- loopgov-propose {"v":1,"area":"demo/L2"} -->',
  head: { ref, repo: repo === null ? null : { full_name: repo } },
  base: { ref: base },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(res, req));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  client = await connectPullRequests({
    token: 'test-token',
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    owner: 'acme',
    repo: 'agent-policies',
    timeoutMs: 300,
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('the GitHub client of --open-pr', () => {
  it("asks for the bot's branch, and keeps only its own branch in this repository even if the API ignores the query", async () => {
    let asked = '';
    const listed = [
      pull(9, 'patch-1', 'mallory/agent-policies'), // mallory's fork, the bot's metadata copied in
      pull(8, BRANCH, 'mallory/agent-policies'), // a fork's branch of the same name
      pull(7, BRANCH, null), // a deleted fork
      pull(6, BRANCH, 'acme/agent-policies', 'release'), // retargeted to another base
      pull(5, BRANCH, 'Acme/Agent-Policies'), // ours (GitHub spells names as they were created)
    ];
    answer = (res, req) => {
      asked = req.url ?? '';
      json(listed)(res, req);
    };
    expect(await client.findOwn(BRANCH, 'main')).toMatchObject({ number: 5, title: '#5' });
    const q = new URL(asked, 'http://x').searchParams;
    expect([q.get('head'), q.get('base'), q.get('state')]).toEqual([`acme:${BRANCH}`, 'main', 'open']);

    answer = json(listed.filter((p) => p.number !== 5 && p.number !== 7));
    expect(await client.findOwn(BRANCH, 'main')).toBeNull();
    // One listed from the branch without its head repository is not updated, and not worked around.
    answer = json(listed.slice(0, 4));
    await expect(client.findOwn(BRANCH, 'main')).rejects.toThrow(
      /pull request #7 is open from loopgov\/propose\/demo-l2 but is listed without a head repository, so it is not confirmed as this repository's: it is not updated, and no other can be opened beside it — close it, then run again/,
    );
    answer = json([pull(5, BRANCH, 'acme/agent-policies'), pull(4, BRANCH, 'acme/agent-policies')]);
    await expect(client.findOwn(BRANCH, 'main')).rejects.toThrow(
      /2 open pull requests from loopgov\/propose\/demo-l2 into main: #5, #4/,
    );
  });

  const html: Answer = (res) =>
    void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy login</html>');
  const empty: Answer = (res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('');
  const cutOff: Answer = (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[{"number":');
  };
  // A body that keeps arriving, a byte at a time, never ends by itself.
  const trickle: Answer = (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const t = setInterval(() => (res.destroyed ? clearInterval(t) : res.write(' ')), 20);
  };
  it.each([
    ['HTML', html, /HTML \("<html>proxy login<\/html>"\), not a list of pull requests/],
    ['an empty body', empty, /an empty body, not a list of pull requests/],
    ['null', json(null), /no JSON value \(null\), not a list of pull requests/],
    ['an object', json({ message: 'moved' }), /a JSON object, not a list of pull requests/],
    [
      'broken JSON',
      (res: ServerResponse) => void res.writeHead(200, { 'content-type': 'application/json' }).end('[{"n'),
      /text that is not JSON/,
    ],
    [
      'an entry without a number',
      json([{ head: { ref: BRANCH } }]),
      /an entry of the list: a pull request without a number/,
    ],
    ['an entry without a head', json([{ number: 3 }]), /pull request #3 without head.ref/],
    ['a body cut off by the timeout', cutOff, /the answer did not arrive in full within 0.3 s/],
    ['a body trickling in past the timeout', trickle, /within 0.3 s/],
    ['no answer at all', (() => {}) as Answer, /no answer within 0.3 s/],
    [
      'HTML with a 502',
      (res: ServerResponse) =>
        void res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>'),
      /HTTP 502: <html>Bad gateway<\/html>/,
    ],
  ])('pulls.list answering %s is ERR_GITHUB_API saying so', async (_what, a, message) => {
    answer = a;
    const e = await client.findOwn(BRANCH, 'main').catch((x: unknown) => x);
    expect(e).toMatchObject({ code: 'ERR_GITHUB_API' });
    expect((e as Error).message).toMatch(
      /^GitHub API pulls.list \(head acme:loopgov\/propose\/demo-l2\) failed \(http:\/\/127\.0\.0\.1:\d+\): /,
    );
    expect((e as Error).message).toMatch(message);
  });

  it.each([
    ['HTML', html, /pulls.create failed .*HTML .*, not a pull request/],
    ['an empty body', empty, /pulls.create failed .*an empty body, not a pull request/],
    ['null', json(null, 201), /pulls.create failed .*no JSON value \(null\), not a pull request/],
    ['a body cut off by the timeout', cutOff, /pulls.create failed .*did not arrive in full/],
  ])('pulls.create answering %s is ERR_GITHUB_API saying so', async (_what, a, message) => {
    answer = a;
    const text = { title: 't', body: 'b' };
    await expect(client.create(BRANCH, 'main', text)).rejects.toMatchObject({
      code: 'ERR_GITHUB_API',
      message: expect.stringMatching(message),
    });
    await expect(client.update(1, text)).rejects.toMatchObject({
      code: 'ERR_GITHUB_API',
      message: expect.stringMatching(/pulls.update #1 failed/),
    });
  });

  it('refuses at once without a token', async () => {
    await expect(
      connectPullRequests({ token: '', apiUrl: 'http://127.0.0.1:1', owner: 'a', repo: 'b', timeoutMs: 1 }),
    ).rejects.toMatchObject({ code: 'ERR_USAGE', message: expect.stringMatching(/no token/) });
  });
});
