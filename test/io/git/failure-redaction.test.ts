// git names the URL it was given in its own messages — `could not read Password for
// 'http://ghp_…@host'` — so a token given as a URL's user reached a trace's fetch_error and stderr
// (SPEC §5: a trace holds no secrets). Found by a probe: a wrong token against a server answering 401.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitEnv, gitFailure } from '../../../src/io/git/invocation.js';

let server: Server;
let port = 0;

beforeAll(async () => {
  // Every request is refused for want of credentials, as a forge refuses a wrong token.
  server = createServer((_req, res) => {
    res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' });
    res.end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** git's error when `url` is listed with no terminal to ask for a password. */
async function gitErrorFor(url: string): Promise<unknown> {
  const env = {
    ...gitEnv(process.env),
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    HOME: '/nonexistent',
  };
  return promisify(execFile)('git', ['ls-remote', url], { env }).then(
    () => {
      throw new Error('git ls-remote succeeded');
    },
    (e: unknown) => e,
  );
}

describe("git's messages never carry a URL's credentials", () => {
  it('a token as the URL user: git names the URL, gitFailure redacts it', async () => {
    const e = await gitErrorFor(`http://ghp_WRONG999@127.0.0.1:${port}/origin.git`);
    expect(String((e as { stderr: string }).stderr)).toContain('ghp_WRONG999');
    const said = gitFailure(e);
    expect(said).not.toContain('ghp_WRONG999');
    expect(said).toContain(`'http://***@127.0.0.1:${port}'`);
  });

  it('user and password: both gone; an ssh login name alone is kept', () => {
    const said = gitFailure({
      stderr:
        "fatal: unable to access 'https://x-access-token:ghp_abc@github.com/a/p/': 401\nfatal: ssh://git@host/p said no\n",
    });
    expect(said).toBe(
      "fatal: unable to access 'https://***@github.com/a/p/': 401; fatal: ssh://git@host/p said no",
    );
  });
});
