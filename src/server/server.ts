/**
 * `loopgov serve` (SPEC §4.3, §7): the runtime over HTTP and the Loop panel, on `node:http` (decision
 * 050). Every request passes, in order: Host/Origin allow-list → path parsing → authentication →
 * route matching (404 / 405) → (writes) read-only, CSRF → the route. Limits: body size, header and
 * request timeouts, sockets, event streams. `close()` ends every open run as HALT (`incomplete`) and
 * records it; from then on nothing opens a run.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { redactRepoLocation } from '../core/repo-location.js';
import { type ApiContext, apiRoutes, type Handler } from './api.js';
import { authenticate, checkHostAndOrigin, checkWrite, credentialsFor, generateToken } from './auth.js';
import { HttpError } from './errors.js';
import { EventHub } from './events.js';
import { answerClientError, drainRefusedBody, securityHeaders, sendError } from './http.js';
import {
  checkServeOptions,
  DEFAULT_LIMITS,
  isWildcardHost,
  resolveAllowedHosts,
  type ServeOptions,
} from './options.js';
import { sendAsset, sendLogin, tradeToken } from './panel.js';
import { RunReports } from './reports.js';
import { matchRoute, parseRequestUrl, type Route, splitRequestTarget } from './router.js';
import { RunRegistry } from './runs.js';

export interface LoopServer {
  /** `http://host:port/` */
  url: string;
  host: string;
  port: number;
  token: string;
  /** Allowed `Host` values. */
  allowedHosts: string[];
  server: Server;
  /**
   * Stops: ends open runs as HALT (`reason`, default `incomplete`; `signal` when told to by a signal) with
   * `detail` — a step in progress is cut short, its command gates killed — closes streams and sockets;
   * resolves to how many runs it ended.
   */
  close(detail?: string, reason?: 'incomplete' | 'signal'): Promise<number>;
}

/**
 * Starts the server and resolves once it listens.
 *
 * @example
 * const s = await startServer({ traceDir: 'traces', port: 0, policy: { kind: 'dir', dir: 'policies' } });
 * console.log(`open ${s.url}?token=${s.token}`);
 * await s.close();
 */
export async function startServer(opts: ServeOptions): Promise<LoopServer> {
  checkServeOptions(opts);
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const host = opts.host ?? '127.0.0.1';
  const traceDir = resolve(opts.traceDir);
  const token = opts.token ?? generateToken();
  const readOnly = opts.readOnly === true;
  const events = new EventHub(traceDir, limits);
  const registry = new RunRegistry({
    traceDir,
    policy: opts.policy,
    workdir: resolve(opts.workdir ?? '.'),
    durability: opts.durability ?? 'fsync',
    idleRunMs: limits.idleRunMs,
    closeAbandoned: !readOnly,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.runner ? { runner: opts.runner } : {}),
    ...(opts.onWarning ? { onWarning: opts.onWarning } : {}),
    onRecord: (id) => events.nudge(id),
  });
  const routes: Route<Handler>[] = [
    ...apiRoutes({
      traceDir,
      registry,
      reports: new RunReports(traceDir),
      events,
      maxBodyBytes: limits.maxBodyBytes,
      readOnly,
      version: opts.version ?? '0.1.0',
      policy: policySummary(opts.policy),
    }),
    {
      method: 'GET',
      pattern: '/panel/:asset',
      handler: async ({ req, res, params }) => sendAsset(req, res, params.asset!),
    },
  ];

  const server = createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
    // A request without Host is refused by checkHostAndOrigin, as JSON with the security headers — not
    // by Node's parser with its bare 400.
    requireHostHeader: false,
  });
  server.maxConnections = limits.maxConnections;
  // What Node's parser refuses itself is answered as JSON with the security headers too.
  server.on('clientError', (err, socket) => answerClientError(err, socket, limits));
  // Sockets are not timed out while a response is being computed (a command gate may run for minutes):
  // the header, request and keep-alive timeouts above bound what a client can hold.
  server.timeout = 0;

  let allowedHosts: string[] = [];
  let creds = credentialsFor(token, 0);
  // Requests being answered: on close, a step the stop cut short still gets its HALT as its answer.
  const answering = new Set<Promise<void>>();
  const answer = (req: IncomingMessage, res: ServerResponse, unmetExpectation = false) => {
    const p = handle(req, res, unmetExpectation).catch(async (e) => {
      // A body the refusal never read is read and dropped first (bounded): its client hears the answer.
      await drainRefusedBody(req, limits.maxBodyBytes);
      sendError(req, res, e);
    });
    answering.add(p);
    void p.finally(() => answering.delete(p));
  };
  server.on('request', answer);
  // With these listeners Node neither sends `100 Continue` nor answers a foreign `Expect` with its own
  // bare 417: every such request passes the same checks as any other, `readJsonBody` says "continue"
  // only once they all passed (a refused or too-large request never hears it), and the 417 is ours.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => answer(req, res));
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => answer(req, res, true));

  async function handle(req: IncomingMessage, res: ServerResponse, unmetExpectation: boolean): Promise<void> {
    securityHeaders(res);
    // An absolute-form target's authority replaces Host (RFC 9112 §3.2.2): the allow-list judges it.
    const { authority, target } = splitRequestTarget(req.url ?? '/');
    checkHostAndOrigin(req, allowedHosts, authority);
    const expectation = () => {
      if (unmetExpectation)
        throw new HttpError(
          417,
          'ERR_REQUEST',
          `Expect: ${req.headers.expect} is not supported (only 100-continue)`,
        );
    };
    const { segments, query, rawQuery } = parseRequestUrl(target);
    const method = req.method ?? 'GET';
    if (segments.length === 0) {
      expectation();
      if (method !== 'GET' && method !== 'HEAD')
        throw new HttpError(405, 'ERR_REQUEST', `${method} / is not allowed`, { Allow: 'GET' });
      if (tradeToken(res, creds, query, rawQuery)) return;
      let ok = true;
      try {
        authenticate(req, creds, query, true);
      } catch {
        ok = false;
      }
      if (ok) sendAsset(req, res, 'index.html');
      else sendLogin(res, 'This page needs the token of the loopgov serve that shows it.', query);
      return;
    }
    const identity = authenticate(req, creds, query, false);
    expectation();
    // The route is found before the write checks, so a path that does not exist is 404 and a method a
    // route does not take 405 whatever the method; only a matched POST route can write, and it passes
    // read-only and CSRF first.
    const { match, allowed } = matchRoute(routes, method, segments);
    if (!match) {
      if (allowed.length > 0) {
        throw new HttpError(405, 'ERR_REQUEST', `${method} is not allowed here (${allowed.join(', ')})`, {
          Allow: allowed.join(', '),
        });
      }
      throw new HttpError(404, 'ERR_NOT_FOUND', `no such resource: /${segments.join('/')}`);
    }
    if (match.route.method === 'POST') {
      if (readOnly)
        throw new HttpError(403, 'ERR_READ_ONLY', 'this server is --read-only: every write is refused');
      checkWrite(req);
    }
    const ctx: ApiContext = { req, res, params: match.params, query, identity };
    await match.route.handler(ctx);
  }

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    // A larger accept queue than Node's 511: a thousand runners connecting at once must not wait for
    // SYN retransmits (1 s, 3 s…) — the kernel caps it at net.core.somaxconn.
    server.listen({ port: opts.port ?? 8080, host, backlog: 4096 }, () => {
      server.off('error', fail);
      ok();
    });
  });
  const port = (server.address() as AddressInfo).port;
  allowedHosts = resolveAllowedHosts(host, port, opts.allowHosts ?? []);
  creds = credentialsFor(token, port);
  // Bound to every interface, it answers only to the names resolveAllowedHosts gives (and --allow-host
  // ones): a link to http://0.0.0.0:PORT/ would be refused by the server itself (403 Host).
  const name = isWildcardHost(host) ? (host === '::' ? '::1' : '127.0.0.1') : host;
  const shown = name.includes(':') ? `[${name}]` : name;

  let closing: Promise<number> | null = null;
  return {
    url: `http://${shown}:${port}/`,
    host,
    port,
    token,
    allowedHosts,
    server,
    close(detail = 'loopgov serve stopped', reason = 'incomplete') {
      closing ??= (async () => {
        server.close();
        const ended = await registry.closeAll(detail, reason);
        events.close();
        await settled([...answering], CLOSE_ANSWER_MS);
        server.closeAllConnections();
        return ended;
      })();
      return closing;
    },
  };
}

/** How long a stopping server waits for the answers still being sent (a step's HALT) before it cuts. */
const CLOSE_ANSWER_MS = 5000;

function settled(pending: Promise<unknown>[], ms: number): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    void Promise.allSettled(pending).then(() => {
      clearTimeout(timer);
      done();
    });
  });
}

function policySummary(p: ServeOptions['policy']): Record<string, unknown> | null {
  if (!p) return null;
  return p.kind === 'dir'
    ? { source: 'unpinned', dir: resolve(p.dir) }
    : { source: 'pinned', repo: redactRepoLocation(p.repo), commit: p.commit };
}
