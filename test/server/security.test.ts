// REDTEAM "Server, resume and meta-loop", the server rows, each a class of input: who may ask, from
// where, what a write needs, --read-only, hostile paths, and limits that keep the server serving others.
import { connect } from 'node:net';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ev, readTrace, serve } from './helpers.js';

const WRITES: [string, string, unknown][] = [
  ['create', '/api/v1/runs', { run_id: 'w-new', project: 't', level: 'L2', profile: 'dev' }],
  ['step', '/api/v1/runs/w1/steps', ev(1)],
  ['halt', '/api/v1/runs/w1/halt', { by: 'mallory', reason: 'x' }],
  ['resume', '/api/v1/runs/w1/resume', { token: 'a.b.c' }],
];

async function withRun() {
  const t = await serve();
  await t.createRun('w1');
  return t;
}

describe('a request without the token, with a wrong token, or a token in the query of a non-page request: 401, nothing changed', () => {
  const CASES: [string, Record<string, string>, string][] = [
    ['no credentials', {}, ''],
    ['a wrong bearer token', { Authorization: 'Bearer not-the-token' }, ''],
    ['a malformed Authorization header', { Authorization: 'Basic YTpi' }, ''],
    ['a wrong session cookie', { Cookie: 'loopgov_session_1=abc' }, ''],
  ];
  it.each(CASES)('%s → 401 on every read', async (_w, headers) => {
    const t = await withRun();
    for (const path of [
      '/api/v1/health',
      '/api/v1/runs',
      '/api/v1/runs/w1',
      '/api/v1/runs/w1/events',
      '/panel/app.js',
    ]) {
      const r = await t.call(path, { token: false, headers });
      expect([path, r.status, r.json?.error?.code]).toEqual([path, 401, 'ERR_AUTH']);
      expect(r.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it.each(CASES)('%s → 401 on every write, and the trace is unchanged', async (_w, headers) => {
    const t = await withRun();
    for (const [what, path, body] of WRITES) {
      const r = await t.post(path, body, { token: false, headers });
      expect([what, r.status]).toEqual([what, 401]);
    }
    expect(readTrace(t.traceDir, 'w1')).toHaveLength(1);
  });

  it('the right token in the query string of an API or asset request → 401, even with a valid bearer too', async () => {
    const t = await withRun();
    const q = `token=${t.s.token}`;
    for (const path of [
      `/api/v1/runs?${q}`,
      `/api/v1/health?${q}`,
      `/panel/app.js?${q}`,
      `/api/v1/runs/w1/events?${q}`,
    ]) {
      expect((await t.call(path)).status).toBe(401);
      expect((await t.call(path, { token: false })).status).toBe(401);
    }
    const r = await t.post(`/api/v1/runs/w1/halt?${q}`, { by: 'a', reason: 'b' }, { token: false });
    expect(r.status).toBe(401);
    expect(readTrace(t.traceDir, 'w1')).toHaveLength(1);
  });

  it('the page without a session is a 401 sign-in form (no script), and never the panel', async () => {
    const t = await serve();
    const r = await t.call('/', { token: false });
    expect(r.status).toBe(401);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.text).toContain('<form method="get" action="/">');
    expect(r.text).not.toContain('<script');
  });

  it('the page trades a valid token for an HttpOnly SameSite=Strict cookie and redirects the token away', async () => {
    const t = await serve();
    const r = await t.call(`/?run=x&token=${t.s.token}`, { token: false });
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe('/?run=x');
    const cookie = String(r.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^loopgov_session_${t.s.port}=[A-Za-z0-9_-]+; HttpOnly; SameSite=Strict; Path=/$`),
    );
    const pair = cookie.split(';')[0]!;
    expect((await t.call('/api/v1/health', { token: false, headers: { Cookie: pair } })).status).toBe(200);
    expect((await t.call('/', { token: false, headers: { Cookie: pair } })).text).toContain('/panel/app.js');
    // A wrong token on the page: 401, no cookie.
    const bad = await t.call('/?token=wrong', { token: false });
    expect([bad.status, bad.headers['set-cookie']]).toEqual([401, undefined]);
  });
});

describe('credentials as clients really send them', () => {
  it.each(['Bearer', 'bearer', 'BEARER', 'bEaReR'])(
    'the auth scheme in any case (RFC 7235): Authorization: %s <token> → 200',
    async (scheme) => {
      const t = await serve();
      const r = await t.call('/api/v1/health', {
        token: false,
        headers: { Authorization: `${scheme} ${t.s.token}` },
      });
      expect(r.status).toBe(200);
      const wrong = await t.call('/api/v1/health', {
        token: false,
        headers: { Authorization: `${scheme} not-the-token` },
      });
      expect(wrong.status).toBe(401);
    },
  );

  it.each([
    ['a tab', '\t'],
    ['two spaces', '  '],
    ['a space and a tab', ' \t'],
  ])('any HTTP whitespace between Bearer and the token (%s) → 200 (RFC 9110 §5.6.3)', async (_w, ws) => {
    const t = await serve();
    const r = await t.call('/api/v1/health', {
      token: false,
      headers: { Authorization: `Bearer${ws}${t.s.token}` },
    });
    expect(r.status).toBe(200);
  });

  it.each([
    ['typed into the address bar (a raw +, / and =)', (tk: string) => tk],
    ['percent-encoded, as the sign-in form sends it', (tk: string) => encodeURIComponent(tk)],
  ])('the page takes a token with + / = in its query %s', async (_how, inUrl) => {
    const token = 'abc+def/ghi=jkl+mno-0123';
    const t = await serve({ token });
    const r = await t.call(`/?run=x&token=${inUrl(token)}`, { token: false });
    expect([r.status, r.headers.location]).toEqual([303, '/?run=x']);
    expect(String(r.headers['set-cookie'])).toContain(`loopgov_session_${t.s.port}=`);
    // + is not a space: the token with spaces where its + are is not this server's.
    const spaced = await t.call(`/?token=${encodeURIComponent(token.replaceAll('+', ' '))}`, {
      token: false,
    });
    expect([spaced.status, spaced.headers['set-cookie']]).toEqual([401, undefined]);
  });
});

describe('HEAD of every GET route: the headers GET would send, then the response ends', () => {
  it('every route answers HEAD and ends it — an event stream holds no slot — and POST-only routes say 405 + Allow', async () => {
    const t = await withRun();
    const sha = 'a'.repeat(64);
    for (const [path, status] of [
      ['/api/v1/health', 200],
      ['/api/v1/openapi.json', 200],
      ['/api/v1/runs', 200],
      ['/api/v1/runs/w1', 200],
      ['/api/v1/runs/w1/records', 200],
      ['/api/v1/runs/w1/events', 200],
      ['/api/v1/runs/nope/events', 404],
      [`/api/v1/runs/w1/artifacts/${sha}`, 404],
      ['/api/v1/inbox', 200],
      ['/panel/app.js', 200],
      ['/', 200],
    ] as const) {
      const r = await t.call(path, { method: 'HEAD' });
      expect([path, r.status, r.text]).toEqual([path, status, '']);
      expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    }
    const events = await t.call('/api/v1/runs/w1/events', { method: 'HEAD' });
    expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
    expect((await t.call('/api/v1/health')).json.streams).toBe(0);
    const post = await t.call('/api/v1/runs/w1/steps', { method: 'HEAD' });
    expect([post.status, post.headers.allow]).toEqual([405, 'POST']);
  });
});

describe('an Authorization header of another scheme', () => {
  it.each([
    ['Basic YTpi', 'Basic'],
    ['Token abc', 'Token'],
  ])('%s → 401 that says a Bearer token is expected', async (auth, scheme) => {
    const t = await withRun();
    const r = await t.call('/api/v1/health', { token: false, headers: { Authorization: auth } });
    expect([r.status, r.json.error.code]).toEqual([401, 'ERR_AUTH']);
    expect(r.json.error.message).toBe(
      `not authenticated: the Authorization scheme is "${scheme}", not Bearer: send Authorization: Bearer <token>`,
    );
    const wrong = await t.call('/api/v1/health', { token: 'not-the-token' });
    expect(wrong.json.error.message).toBe("not authenticated: the bearer token is not this server's");
  });

  it.each(['Bearer:TOKEN', 'Bearer\u00a0TOKEN', 'bearer,TOKEN'])(
    'Authorization %j → 401 that says what is wrong, never "Bearer, not Bearer", and never echoes the token',
    async (auth) => {
      const t = await withRun();
      const r = await t.call('/api/v1/health', {
        token: false,
        headers: { Authorization: auth.replace('TOKEN', t.s.token) },
      });
      expect([r.status, r.json.error.code]).toEqual([401, 'ERR_AUTH']);
      expect(r.json.error.message).toBe(
        'not authenticated: after Bearer comes a space, then the token: send Authorization: Bearer <token>',
      );
    },
  );
});

describe('an absolute-form request target (RFC 9112 §3.2.2: a server MUST accept it)', () => {
  it('is routed by its path, its authority judged in place of Host', async () => {
    const t = await withRun();
    const url = (authority: string, path: string) => `http://${authority}${path}`;
    const own = `127.0.0.1:${t.s.port}`;
    // The authority replaces Host, whatever Host says.
    for (const host of [own, 'evil.example']) {
      const r = await t.call(url(own, '/api/v1/health'), { headers: { Host: host } });
      expect([host, r.status, r.json.ok]).toEqual([host, 200, true]);
    }
    const page = await t.call(url(own.toUpperCase(), '/api/v1/runs?limit=1'));
    expect([page.status, page.json.runs.length]).toEqual([200, 1]);
    const step = await t.post(url(own, '/api/v1/runs/w1/halt'), { by: 'ops', reason: 'absolute' });
    expect(step.status).toBe(202);
    // A foreign authority is refused as a foreign Host is, even with our Host beside it.
    const rebinding = await t.call(url(`evil.example:${t.s.port}`, '/api/v1/runs'));
    expect([rebinding.status, rebinding.json.error.code]).toEqual([403, 'ERR_FORBIDDEN']);
    expect(rebinding.json.error.message).toContain(
      `the request target's authority "evil.example:${t.s.port}"`,
    );
    for (const target of [`http://x@${own}/api/v1/runs`, `ftp://${own}/api/v1/runs`, '*', own]) {
      const r = await t.call(target);
      expect([target, r.status, r.json?.error?.code]).toEqual([target, 400, 'ERR_REQUEST']);
    }
  });
});

describe('a Host or Origin not on the allow-list (DNS rebinding), a cross-site write without the CSRF header: refused', () => {
  it.each([
    ['a rebinding name', { Host: 'evil.example:PORT' }],
    ['the right name on another port', { Host: '127.0.0.1:1' }],
    ['the right name without its port', { Host: '127.0.0.1' }],
    ['a user-info trick', { Host: 'evil.example@127.0.0.1:PORT' }],
  ])('Host %s → 403 ERR_FORBIDDEN on reads and on the page', async (_w, h) => {
    const t = await withRun();
    const headers = { Host: h.Host.replace('PORT', String(t.s.port)) };
    for (const path of ['/api/v1/runs', '/', `/?token=${t.s.token}`]) {
      const r = await t.call(path, { headers });
      expect([path, r.status, r.json?.error?.code]).toEqual([path, 403, 'ERR_FORBIDDEN']);
    }
  });

  it.each(['1.1', '1.0'])(
    'a request with no Host at all (HTTP/%s) is refused: 400 as JSON, with the security headers',
    async (version) => {
      const t = await withRun();
      const reply = await new Promise<string>((resolve) => {
        const socket = connect(t.s.port, '127.0.0.1');
        let got = '';
        socket.on('data', (c) => {
          got += c.toString();
        });
        socket.on('close', () => resolve(got));
        socket.write(
          `GET /api/v1/runs HTTP/${version}\r\nAuthorization: Bearer ${t.s.token}\r\nConnection: close\r\n\r\n`,
        );
      });
      const [head, body] = reply.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
      expect(head).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(JSON.parse(body!).error).toMatchObject({
        code: 'ERR_REQUEST',
        message: expect.stringContaining('no Host header'),
      });
    },
  );

  it('accepts its own names: 127.0.0.1, localhost, and --allow-host ones', async () => {
    const t = await serve({ allowHosts: ['panel.internal'] });
    for (const host of [
      `127.0.0.1:${t.s.port}`,
      `localhost:${t.s.port}`,
      `LOCALHOST:${t.s.port}`,
      `panel.internal:${t.s.port}`,
    ]) {
      expect((await t.call('/api/v1/health', { headers: { Host: host } })).status).toBe(200);
    }
  });

  it('behind a reverse proxy on 443: a bare --allow-host name is its Host without a port and its https Origin', async () => {
    const t = await withRun();
    const p = await serve({ traceDir: t.traceDir, allowHosts: ['proxy.example.com'] });
    const status = async (headers: Record<string, string>) =>
      (await p.call('/api/v1/health', { headers })).status;
    expect(await status({ Host: 'proxy.example.com' })).toBe(200);
    expect(await status({ Host: `proxy.example.com:${p.s.port}` })).toBe(200);
    // A default port said is the same authority (RFC 9110 §4.2.3): nginx's `Host $host:$server_port`.
    expect(await status({ Host: 'proxy.example.com:443' })).toBe(200);
    expect(await status({ Host: 'proxy.example.com:80' })).toBe(200);
    expect(await status({ Host: 'proxy.example.com:444' })).toBe(403);
    // DNS rebinding stays refused: a foreign name, with or without a port.
    expect(await status({ Host: 'evil.example' })).toBe(403);
    expect(await status({ Host: `evil.example:${p.s.port}` })).toBe(403);
    // The page the browser shows through the proxy (https, default port) may write.
    const headers = { Host: 'proxy.example.com', Origin: 'https://proxy.example.com' };
    const halt = await p.post('/api/v1/runs/w1/halt', { by: 'ops', reason: 'stop' }, { headers });
    expect(halt.status).toBe(202);
    for (const origin of [
      'https://proxy.example.com:443',
      `http://proxy.example.com:${p.s.port}`,
      'http://proxy.example.com',
    ]) {
      expect((await p.call('/api/v1/runs', { headers: { ...headers, Origin: origin } })).status).toBe(200);
    }
    for (const origin of [
      'https://proxy.example.com:8443',
      'https://proxy.example.com.evil.example',
      'https://evil.example@proxy.example.com',
      'https://proxy.example.com/path',
      'null',
    ]) {
      const r = await p.call('/api/v1/runs', { headers: { ...headers, Origin: origin } });
      expect([origin, r.status]).toEqual([origin, 403]);
    }
  });

  it('--allow-host name:443 is that Host with or without the port, and Origin https://name', async () => {
    const t = await withRun();
    const p = await serve({ traceDir: t.traceDir, allowHosts: ['Other.Example.com:443'] });
    const status = async (headers: Record<string, string>) =>
      (await p.call('/api/v1/runs', { headers })).status;
    expect(await status({ Host: 'other.example.com:443' })).toBe(200);
    expect(await status({ Host: 'other.example.com' })).toBe(200);
    expect(await status({ Host: `other.example.com:${p.s.port}` })).toBe(403);
    for (const origin of ['https://other.example.com', 'https://other.example.com:443']) {
      const r = await p.post(
        '/api/v1/runs/w1/halt',
        { by: 'ops', reason: origin },
        { headers: { Host: 'other.example.com', Origin: origin } },
      );
      expect([origin, r.status]).toEqual([origin, 202]);
    }
    const eightyfour = await serve({ traceDir: t.traceDir, allowHosts: ['other.example.com:8443'] });
    const r = await eightyfour.call('/api/v1/runs', {
      headers: { Host: 'other.example.com:8443', Origin: 'https://other.example.com:8443' },
    });
    expect(r.status).toBe(200);
    expect((await eightyfour.call('/api/v1/runs', { headers: { Host: 'other.example.com' } })).status).toBe(
      403,
    );
  });

  it('--allow-host takes a Docker Compose service name (an underscore in it) as Host and Origin', async () => {
    const t = await withRun();
    const p = await serve({ traceDir: t.traceDir, allowHosts: ['my_service'] });
    const headers = { Host: `my_service:${p.s.port}`, Origin: `http://my_service:${p.s.port}` };
    expect((await p.call('/api/v1/runs', { headers })).status).toBe(200);
    const halt = await p.post('/api/v1/runs/w1/halt', { by: 'ops', reason: 'compose' }, { headers });
    expect(halt.status).toBe(202);
    expect((await p.call('/api/v1/runs', { headers: { Host: 'other_service' } })).status).toBe(403);
  });

  it.each([
    ['a URL', 'https://proxy.example.com'],
    ['a path', 'proxy.example.com/panel'],
    ['a port past 65535', 'proxy.example.com:70000'],
    ['nothing', ''],
  ])('an --allow-host that is %s is refused before the server listens (ERR_USAGE)', async (_w, name) => {
    await expect(serve({ allowHosts: [name] })).rejects.toMatchObject({
      code: 'ERR_USAGE',
      message: expect.stringContaining(`allowHosts ${JSON.stringify(name)}`),
    });
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a lookalike on our port', 'http://127.0.0.1.evil.example:PORT'],
    ['the opaque null origin', 'null'],
  ])('Origin %s → 403 on reads and writes, nothing recorded', async (_w, origin) => {
    const t = await withRun();
    const headers = { Origin: origin.replace('PORT', String(t.s.port)) };
    expect((await t.call('/api/v1/runs', { headers })).status).toBe(403);
    for (const [, path, body] of WRITES) expect((await t.post(path, body, { headers })).status).toBe(403);
    expect(readTrace(t.traceDir, 'w1')).toHaveLength(1);
  });

  it('a write without the CSRF header, or marked cross-site, is refused even with the token', async () => {
    const t = await withRun();
    for (const [what, path, body] of WRITES) {
      const r = await t.post(path, body, { csrf: false });
      expect([what, r.status, r.json.error.code]).toEqual([what, 403, 'ERR_FORBIDDEN']);
      expect(r.json.error.message).toContain('x-loopgov-csrf');
      const x = await t.post(path, body, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
      expect([what, x.status]).toEqual([what, 403]);
    }
    expect(readTrace(t.traceDir, 'w1')).toHaveLength(1);
    // Our own origin, same-origin fetch metadata and the header: accepted.
    const ok = await t.post('/api/v1/runs/w1/steps', ev(1), {
      headers: { Origin: `http://127.0.0.1:${t.s.port}`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(ok.status).toBe(200);
  });

  it('every response carries a strict CSP (script-src self) and is never framed', async () => {
    const t = await serve();
    for (const path of ['/', '/api/v1/health', '/panel/app.js']) {
      const r = await t.call(path);
      expect(r.headers['content-security-policy']).toContain("script-src 'self'");
      expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('--read-only: any write is refused', () => {
  it.each(WRITES)('%s → 403 ERR_READ_ONLY, nothing recorded; reads still work', async (_what, path, body) => {
    const writable = await serve();
    await writable.createRun('w1');
    const t = await serve({ traceDir: writable.traceDir, readOnly: true });
    const r = await t.post(path, body);
    expect([r.status, r.json.error.code]).toEqual([403, 'ERR_READ_ONLY']);
    expect(readTrace(t.traceDir, 'w1')).toHaveLength(1);
    expect((await t.call('/api/v1/runs/w1')).status).toBe(200);
    expect((await t.call('/api/v1/health')).json.read_only).toBe(true);
  });
});

describe('a run id with ../, %2e%2e, a NUL, or 10 000 characters in a URL: 400', () => {
  const BAD = [
    ['../', '/api/v1/runs/../steps'],
    ['../ deeper', '/api/v1/runs/../../etc/passwd'],
    ['%2e%2e', '/api/v1/runs/%2e%2e'],
    ['%2E%2E/steps', '/api/v1/runs/%2E%2E/steps'],
    ['%2e%2e%2f', '/api/v1/runs/%2e%2e%2fetc'],
    ['a dot segment', '/api/v1/runs/./records'],
    ['an encoded slash', '/api/v1/runs/a%2Fb'],
    ['a backslash', '/api/v1/runs/a%5Cb'],
    ['a NUL', '/api/v1/runs/a%00b'],
    ['a bad percent escape', '/api/v1/runs/%zz'],
    ['10 000 characters', `/api/v1/runs/${'a'.repeat(10_000)}`],
    ['129 characters', `/api/v1/runs/${'a'.repeat(129)}`],
    ['a leading dot', '/api/v1/runs/.hidden'],
    ['..inside', '/api/v1/runs/a..b/records'],
  ];
  it.each(BAD)('%s → 400 on read', async (_w, path) => {
    const t = await serve();
    const r = await t.call(path);
    expect([r.status, r.json?.error?.code]).toEqual([400, 'ERR_REQUEST']);
  });
  it.each(BAD)('%s → 400 on a write, nothing created', async (_w, path) => {
    const t = await serve();
    const r = await t.post(`${path}/steps`.replace('//', '/'), ev(1));
    expect(r.status).toBe(400);
    expect((await t.call('/api/v1/runs')).json.runs).toEqual([]);
  });
});

describe('a 100 MB body, a slow client that never finishes its headers, 10 000 event streams: bounded', () => {
  it('a 100 MB body is refused (413) without being read, and the server keeps serving', async () => {
    const t = await serve({ limits: { maxBodyBytes: 1024 * 1024 } });
    await t.createRun('big');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: t.s.port,
          method: 'POST',
          path: '/api/v1/runs/big/steps',
          headers: {
            Host: `127.0.0.1:${t.s.port}`,
            Authorization: `Bearer ${t.s.token}`,
            'X-Loopgov-CSRF': '1',
            'Content-Type': 'application/json',
            'Content-Length': String(100 * 1024 * 1024),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024, 32)); // and never the rest
    });
    expect(status).toBe(413);
    expect((await t.call('/api/v1/health')).status).toBe(200);
    // The step that could not be read ends the run, as an over-long line ends `loopgov run`.
    expect(readTrace(t.traceDir, 'big').at(-1)).toMatchObject({ type: 'run_end', reason: 'invalid_event' });
  });

  it('a chunked body that passes the limit is cut off with 413', async () => {
    const t = await serve({ limits: { maxBodyBytes: 4096 } });
    await t.createRun('chunked');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: t.s.port,
          method: 'POST',
          path: '/api/v1/runs',
          headers: {
            Host: `127.0.0.1:${t.s.port}`,
            Authorization: `Bearer ${t.s.token}`,
            'X-Loopgov-CSRF': '1',
            'Content-Type': 'application/json',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 8; i++) req.write(Buffer.alloc(1024, 32));
    });
    expect(status).toBe(413);
    expect((await t.call('/api/v1/health')).status).toBe(200);
  });

  it('a client that never finishes its headers is timed out; others are served meanwhile', async () => {
    const t = await serve({ limits: { headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 } });
    const socket = connect(t.s.port, '127.0.0.1');
    socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1:${t.s.port}\r\nX-Slow: `);
    const closed = new Promise<string>((resolve) => {
      let got = '';
      socket.on('data', (c) => {
        got += c.toString();
      });
      socket.on('close', () => resolve(got));
    });
    expect((await t.call('/api/v1/health')).status).toBe(200);
    const reply = await closed;
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(parserReply(reply)).toMatchObject({ json: { error: { code: 'ERR_LIMIT' } }, secured: true });
  });

  it.each([
    [
      'a 20 KB header',
      (port: number) =>
        `GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      431,
      'ERR_LIMIT',
    ],
    [
      'both Content-Length and chunked',
      (port: number) =>
        `POST /api/v1/runs HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      400,
      'ERR_REQUEST',
    ],
    ['not HTTP at all', () => 'HELLO THERE\r\n\r\n', 400, 'ERR_REQUEST'],
  ])(
    'what Node’s parser refuses itself — %s — is a JSON error with the security headers, then the connection closes',
    async (_what, raw, status, code) => {
      const t = await serve();
      const reply = await rawExchange(t.s.port, raw(t.s.port));
      expect(reply).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(parserReply(reply)).toMatchObject({ json: { error: { code } }, secured: true });
      expect((await t.call('/api/v1/health')).status).toBe(200);
    },
  );

  it('event streams past the cap get 503 with Retry-After; the others and plain requests keep working', async () => {
    const max = 20;
    const t = await serve({ limits: { maxStreams: max } });
    await t.createRun('sse');
    const open: { status: number; close: () => void }[] = [];
    const openStream = () =>
      new Promise<{ status: number; close: () => void }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: t.s.port,
            path: '/api/v1/runs/sse/events',
            headers: { Host: `127.0.0.1:${t.s.port}`, Authorization: `Bearer ${t.s.token}` },
            agent: false,
          },
          (res) => {
            if (res.statusCode !== 200) res.resume();
            resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
          },
        );
        req.on('error', reject);
        req.end();
      });
    for (let i = 0; i < max; i++) open.push(await openStream());
    const extra = await Promise.all(Array.from({ length: 30 }, openStream));
    expect(open.every((s) => s.status === 200)).toBe(true);
    expect(extra.map((s) => s.status)).toEqual(Array(30).fill(503));
    expect((await t.call('/api/v1/health')).json.streams).toBe(max);
    expect((await t.post('/api/v1/runs/sse/steps', ev(1))).status).toBe(200);
    for (const s of [...open, ...extra]) s.close();
    await new Promise((r) => setTimeout(r, 100));
    expect((await t.call('/api/v1/health')).json.streams).toBe(0);
    expect((await openStream()).status).toBe(200);
  });

  it('a run whose runner goes quiet is ended HALT (incomplete) after the idle limit', async () => {
    const t = await serve({ limits: { idleRunMs: 200 } });
    await t.createRun('quiet');
    await t.post('/api/v1/runs/quiet/steps', ev(1));
    await new Promise((r) => setTimeout(r, 700));
    expect(readTrace(t.traceDir, 'quiet').at(-1)).toMatchObject({
      type: 'run_end',
      decision: 'HALT',
      reason: 'incomplete',
    });
    expect((await t.call('/api/v1/health')).json.open_runs).toBe(0);
  });
});

/** Writes `raw` on a new socket; resolves with everything received once the server closes it. */
function rawExchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    socket.on('data', (c) => {
      got += c.toString();
    });
    socket.on('error', () => undefined); // the server may reset once it has answered
    socket.on('close', () => resolve(got));
    socket.write(raw);
  });
}

/** A raw response's JSON body, and whether it carries the headers every response promises. */
function parserReply(reply: string): { json: unknown; secured: boolean } {
  const [head = '', body = ''] = reply.split('\r\n\r\n');
  const h = head.toLowerCase();
  return {
    json: JSON.parse(body),
    secured:
      h.includes("content-security-policy: default-src 'none'") &&
      h.includes('x-content-type-options: nosniff') &&
      h.includes('referrer-policy: no-referrer') &&
      h.includes('content-type: application/json'),
  };
}
