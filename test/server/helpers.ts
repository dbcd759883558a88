// A real `loopgov serve` in this process (startServer on 127.0.0.1, port 0) over a temp trace dir and
// the test policy folder, and a raw node:http client that can send any Host, Origin or body.
import { request } from 'node:http';
import { afterAll } from 'vitest';
import { type LoopServer, startServer } from '../../src/server/server.js';
import type { ServeOptions } from '../../src/server/options.js';
import { policyDir, tempDir, testPolicy } from '../cli/run-fixtures.js';

export { ev, policyDir, readTrace, tempDir, testPolicy } from '../cli/run-fixtures.js';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: test responses are read field by field
  json: any;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** `false`: send no Authorization header. Default: the server's token. */
  token?: string | false;
  /** Default true for POST: send the CSRF header. */
  csrf?: boolean;
}

export interface TestServer {
  s: LoopServer;
  traceDir: string;
  call(path: string, opts?: CallOptions): Promise<Reply>;
  post(path: string, body: unknown, opts?: CallOptions): Promise<Reply>;
  createRun(runId: string, over?: Record<string, unknown>): Promise<Reply>;
}

const started: LoopServer[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()));
});

/** Starts a server; closed after the file's tests. `policy: null` starts one without a policy. */
export async function serve(over: Partial<ServeOptions> = {}): Promise<TestServer> {
  const traceDir = over.traceDir ?? tempDir('loopgov-serve-');
  const s = await startServer({
    traceDir,
    port: 0,
    policy: { kind: 'dir', dir: policyDir(testPolicy()) },
    durability: 'none',
    ...over,
  });
  started.push(s);
  const call = (path: string, opts: CallOptions = {}) => httpCall(s.port, path, { token: s.token, ...opts });
  return {
    s,
    traceDir,
    call,
    post: (path, body, opts = {}) => call(path, { method: 'POST', body, ...opts }),
    createRun: (runId, over = {}) =>
      call('/api/v1/runs', {
        method: 'POST',
        body: { run_id: runId, project: 't', level: 'L2', profile: 'dev', ...over },
      }),
  };
}

/** One request with node:http (fetch may not set Host). A string body is sent as is. */
export function httpCall(
  port: number,
  path: string,
  opts: CallOptions & { token?: string | false } = {},
): Promise<Reply> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { Host: `127.0.0.1:${port}`, ...opts.headers };
  if (opts.token) headers.Authorization ??= `Bearer ${opts.token}`;
  if (method === 'POST' && opts.csrf !== false) headers['X-Loopgov-CSRF'] ??= '1';
  let payload: Buffer | undefined;
  if (opts.body !== undefined) {
    payload = Buffer.from(typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body));
    headers['Content-Type'] ??= 'application/json';
    headers['Content-Length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
