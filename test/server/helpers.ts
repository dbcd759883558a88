// A real `loopgov serve` in this process (startServer on 127.0.0.1, port 0) over a temp trace dir and
// the test policy folder, and a raw node:http client that can send any Host, Origin or body.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll } from 'vitest';
import { type LoopServer, startServer } from '../../src/server/server.js';
import type { ServeOptions } from '../../src/server/options.js';
import { CLI, ev, policyDir, ROOT, tempDir, testPolicy } from '../cli/run-fixtures.js';

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
    payload = Buffer.isBuffer(opts.body)
      ? opts.body
      : Buffer.from(typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body));
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

// `loopgov serve` as a child process (the CLI bundle), killed after the file's tests.
export interface Served {
  child: ChildProcess;
  port: number;
  token: string;
  out: () => string;
  exited: Promise<number | null>;
  post(path: string, body: unknown): ReturnType<typeof httpCall>;
  get(path: string): ReturnType<typeof httpCall>;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

/** Starts `loopgov serve --port 0 …` and waits for the line that says where it listens. */
export async function startServe(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Served> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (c) => {
    out += c;
  });
  child.stderr!.on('data', (c) => {
    out += c;
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const deadline = Date.now() + 20_000;
  // Started once it has said where it listens and how to sign in: the token file, or the whole token line
  // (the token is its own write: a wait that stops at the panel line could read no token, or half of one).
  const started = () =>
    /listening on http:\/\/127\.0\.0\.1:(\d+)\//.test(out) &&
    (/sign in with the token in/.test(out) || /API token: \S+\n/.test(out));
  while (!started()) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`serve did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)![1]);
  const token = /API token: (\S+)/.exec(out)?.[1] ?? '';
  return {
    child,
    port,
    token,
    out: () => out,
    exited,
    post: (path, body) => httpCall(port, path, { method: 'POST', body, token }),
    get: (path) => httpCall(port, path, { token }),
  };
}

/**
 * A run whose runner died: created and stepped once by a `loopgov serve` child, which is then killed
 * with SIGKILL (its writer.json stays behind, naming a pid that no longer runs).
 */
export async function orphan(traceDir: string, runId: string): Promise<void> {
  const s = await startServe(['--trace-dir', traceDir, '--policy-dir', policyDir(testPolicy())]);
  const created = await s.post('/api/v1/runs', { run_id: runId, project: 't', level: 'L2', profile: 'dev' });
  if (created.status !== 201) throw new Error(`create ${runId}: ${created.text}`);
  const step = await s.post(`/api/v1/runs/${runId}/steps`, ev(1));
  if (step.json?.decision !== 'CONTINUE') throw new Error(`step 1 of ${runId}: ${step.text}`);
  s.child.kill('SIGKILL');
  await s.exited;
  // A dead holder's trace lock goes stale 10 s after its last refresh: age it rather than wait.
  const lock = join(traceDir, runId, 'trace.jsonl.lock');
  const old = new Date(Date.now() - 60_000);
  if (existsSync(lock)) utimesSync(lock, old, old);
}
