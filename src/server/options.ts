/**
 * What `loopgov serve` is started with, and its defaults: where traces go, the pinned policy every run
 * created over HTTP uses, and the limits that keep one client from taking the server down (SPEC §7,
 * REDTEAM "Server"). `src/cli/serve.ts` builds it from flags; tests build it directly.
 */
import type { Clock, CommandRunner } from '../core/run/types.js';
import { resolve } from 'node:path';
import { LoopgovError } from '../core/errors.js';
import { assertFolder } from '../io/fs/folder.js';
import type { PolicySpec } from '../io/run/open-run.js';

export interface ServeLimits {
  /** Largest request body (a step event with its artifact). */
  maxBodyBytes: number;
  /** Concurrent Server-Sent Events streams, all runs together. */
  maxStreams: number;
  /** Concurrent sockets. */
  maxConnections: number;
  /** A client must finish its request headers within this (slow-loris). */
  headersTimeoutMs: number;
  /** …and its whole request (headers and body) within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive socket is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often the server looks for requests past their timeouts. */
  checkIntervalMs: number;
  /** A heartbeat on every event stream at least this often (SPEC: at least every 15 s). */
  heartbeatMs: number;
  /** How often an event stream looks for records other processes appended. */
  pollMs: number;
  /** A run created over HTTP that takes no step for this long is ended as HALT (`incomplete`). */
  idleRunMs: number;
}

export const DEFAULT_LIMITS: ServeLimits = {
  maxBodyBytes: 8 * 1024 * 1024,
  maxStreams: 256,
  maxConnections: 4096,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  heartbeatMs: 10_000,
  pollMs: 200,
  idleRunMs: 60 * 60 * 1000,
};

export interface ServeOptions {
  traceDir: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /** The bearer token (a random one when absent). */
  token?: string;
  readOnly?: boolean;
  /**
   * More `Host` values to accept (a reverse proxy's names), as `name` (on the server's port, or without
   * a port) or `name:port` (`resolveAllowedHosts`).
   */
  allowHosts?: string[];
  /** The policy of every run created over HTTP; null: this server only watches (no `POST /runs`). */
  policy: PolicySpec | null;
  workdir?: string;
  durability?: 'fsync' | 'none';
  limits?: Partial<ServeLimits>;
  /** Shown by /api/v1/health and the OpenAPI document. */
  version?: string;
  /** Test seams, passed to `openRun`. */
  clock?: Clock;
  runner?: CommandRunner;
  /**
   * Told what a run created or continued here must warn of: that it went on without reaching its policy
   * repository (`olderProofWarning`). `loopgov serve` says it on stderr.
   */
  onWarning?: (message: string) => void;
}

/**
 * The folders and proxy names `opts` gives, checked before the server listens (`startServer`, and
 * `loopgov serve` in its flags' names): a trace dir that is a file would answer every request 500, a
 * missing workdir or policies folder would fail every run created later, an `allowHosts` entry that is a
 * URL would never match. `ERR_USAGE` naming the option and the value.
 *
 * @example
 * checkServeOptions({ traceDir: 'traces', policy: { kind: 'dir', dir: 'nope' } }); // throws ERR_USAGE: policy.dir …: no such folder
 */
export function checkServeOptions(
  opts: Pick<ServeOptions, 'traceDir' | 'workdir' | 'policy' | 'allowHosts'>,
  name: (path: string) => string = (p) => p,
): void {
  for (const h of opts.allowHosts ?? []) parseAllowHost(h, name('allowHosts'));
  assertFolder(resolve(opts.traceDir), name('traceDir'), { mayBeMissing: true });
  assertFolder(resolve(opts.workdir ?? '.'), name('workdir'));
  if (opts.policy?.kind === 'dir') assertFolder(resolve(opts.policy.dir), name('policy.dir'));
}

/**
 * The `Host` header values this server answers to: its own address and `localhost` on its port (and
 * without a port when that is 80), plus `allowHosts` — a reverse proxy's names. A bare name is accepted
 * on the server's port, without one (what a browser sends through a proxy on 80 or 443) and with 80 or
 * 443 said (a default port written out is the same authority, RFC 9110 §4.2.3); `name:port`
 * on that port, and without one when the port is 80 or 443 (the default of http or https). Anything else
 * is refused, so a page on another site that rebinds its DNS name to 127.0.0.1 cannot talk to the
 * server. `Origin` is held to the same list (`checkHostAndOrigin`).
 *
 * @example
 * resolveAllowedHosts('127.0.0.1', 8080, ['proxy.example.com']);
 * // ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080', 'proxy.example.com:8080', 'proxy.example.com',
 * //  'proxy.example.com:80', 'proxy.example.com:443']
 */
export function resolveAllowedHosts(host: string, port: number, extra: string[]): string[] {
  const names = new Set<string>();
  const add = (name: string) => {
    names.add(`${name}:${port}`.toLowerCase());
    if (port === 80) names.add(name.toLowerCase());
  };
  const wildcard = isWildcardHost(host);
  if (!wildcard) add(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
  if (wildcard || isLoopback(host)) {
    add('localhost');
    add('127.0.0.1');
    add('[::1]');
  }
  for (const h of extra) {
    const { name, port: given } = parseAllowHost(h);
    if (given === null) {
      // Without a port, or with the default one said (RFC 9110 §4.2.3: the same authority) — nginx's
      // `proxy_set_header Host $host:$server_port` sends `NAME:443`.
      for (const h of [`${name}:${port}`, name, `${name}:80`, `${name}:443`]) names.add(h);
    } else {
      names.add(`${name}:${given}`);
      if (given === 80 || given === 443) names.add(name);
    }
  }
  return [...names];
}

/**
 * A host name, an IPv4 address or a bracketed IPv6 one; optionally `:port`. A label may hold `_`: not a
 * DNS host name's, but a Docker Compose service's (`my_service`), which its network resolves and HTTP
 * carries (RFC 3986's reg-name allows it).
 */
const ALLOW_HOST =
  /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*)(?::(\d{1,5}))?$/;

/**
 * One `--allow-host` value, lower-cased: `name` or `name:port`. `ERR_USAGE` naming the option (`at`) for
 * anything a `Host` header cannot be — a URL (`https://…`), a path, a port past 65535 — which would
 * otherwise never match and leave the proxy refused with no word why.
 *
 * @example
 * parseAllowHost('Proxy.Example.com:443'); // { name: 'proxy.example.com', port: 443 }
 */
export function parseAllowHost(value: string, at = 'allowHosts'): { name: string; port: number | null } {
  const m = ALLOW_HOST.exec(value.toLowerCase());
  const port = m?.[2] === undefined ? null : Number(m[2]);
  if (!m || (port !== null && (port < 1 || port > 65535))) {
    throw new LoopgovError(
      'ERR_USAGE',
      `${at} ${JSON.stringify(value)}: give a host name as the Host header carries it, optionally with :port (proxy.example.com, proxy.example.com:8443), not a URL`,
    );
  }
  return { name: m[1]!, port };
}

/** `0.0.0.0` / `::`: every interface — reachable from other machines, and no name to open a page by. */
export function isWildcardHost(host: string): boolean {
  return host === '0.0.0.0' || host === '::';
}

/**
 * A name only this machine reaches the server by.
 *
 * @example
 * isLoopback('127.0.0.2'); // true
 */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
