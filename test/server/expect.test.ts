// `Expect:` goes through the server's own checks (raw sockets on a real server on 127.0.0.1): a foreign
// expectation is the server's JSON 417 after Host and token checks, not Node's bare one; `100 Continue`
// is sent only once every check before the body passed — never before a 401/403/413.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serve, type TestServer } from './helpers.js';

/** Writes `head` (and, once `100 Continue` came, `body`); resolves with all received when it closes. */
function exchange(port: number, head: string, body = ''): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    let sentBody = false;
    socket.on('data', (c) => {
      got += c.toString();
      if (!sentBody && body && got.includes('100 Continue\r\n\r\n')) {
        sentBody = true;
        socket.write(body);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(got));
    setTimeout(() => socket.destroy(), 3000).unref();
    socket.write(head);
  });
}

const statusOf = (reply: string) => /HTTP\/1\.1 (\d{3})(?![\s\S]*HTTP\/1\.1 \d)/.exec(reply)?.[1];
const secured = (reply: string) => {
  const h = reply.toLowerCase();
  return (
    h.includes("content-security-policy: default-src 'none'") &&
    h.includes('x-content-type-options: nosniff') &&
    h.includes('content-type: application/json') &&
    !h.includes('transfer-encoding: chunked')
  );
};

function request(
  t: TestServer,
  over: { host?: string; token?: string | null; csrf?: boolean; expect: string; length: number },
) {
  const lines = [
    'POST /api/v1/runs HTTP/1.1',
    `Host: ${over.host ?? `127.0.0.1:${t.s.port}`}`,
    ...(over.token === null ? [] : [`Authorization: Bearer ${over.token ?? t.s.token}`]),
    ...(over.csrf === false ? [] : ['X-Loopgov-CSRF: 1']),
    'Content-Type: application/json',
    `Content-Length: ${over.length}`,
    `Expect: ${over.expect}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

describe('Expect', () => {
  it('a foreign expectation: the server JSON 417 with the security headers', async () => {
    const t = await serve();
    const reply = await exchange(t.s.port, request(t, { expect: 'foo', length: 2 }), '');
    expect(statusOf(reply)).toBe('417');
    expect(secured(reply)).toBe(true);
    expect(reply).toContain('"code":"ERR_REQUEST"');
  });

  it.each([
    ['a wrong token', { token: 'wrong' }, '401'],
    ['no token', { token: null }, '401'],
    ['a foreign Host', { host: 'evil.example' }, '403'],
    ['no CSRF header', { csrf: false }, '403'],
    ['a body over the limit', { length: 99_999_999 }, '413'],
  ] as const)(
    'Expect: 100-continue with %s: refused with JSON, never a 100 Continue before it',
    async (_, over, status) => {
      const t = await serve();
      const reply = await exchange(t.s.port, request(t, { expect: '100-continue', length: 2, ...over }));
      expect(reply).not.toContain('100 Continue');
      expect(statusOf(reply)).toBe(status);
      expect(secured(reply)).toBe(true);
    },
  );

  it.each([
    ['a wrong token', { token: 'wrong' }, '401'],
    ['a foreign Host', { host: 'evil.example' }, '403'],
  ] as const)('Expect: foo with %s: the same refusal as without it', async (_, over, status) => {
    const t = await serve();
    const reply = await exchange(t.s.port, request(t, { expect: 'foo', length: 2, ...over }));
    expect(statusOf(reply)).toBe(status);
    expect(secured(reply)).toBe(true);
  });

  it('Expect: 100-continue on a good request: 100 Continue, then the body is read and the run made', async () => {
    const t = await serve();
    const body = JSON.stringify({ run_id: 'x1', project: 't', level: 'L2', profile: 'dev' });
    const reply = await exchange(
      t.s.port,
      request(t, { expect: '100-continue', length: Buffer.byteLength(body) }),
      body,
    );
    expect(reply.startsWith('HTTP/1.1 100 Continue\r\n')).toBe(true);
    expect(statusOf(reply)).toBe('201');
    expect((await t.call('/api/v1/runs/x1')).status).toBe(200);
  });
});
