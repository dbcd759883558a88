/**
 * `loopgov serve` (SPEC §4.3, §7): the runtime over HTTP and the Loop panel. Thin: flags → ServeOptions
 * → `startServer` (src/server/); prints where to open the panel; SIGINT/SIGTERM end every open run as
 * HALT (`incomplete`), recorded, then exit 0.
 */
import { readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import { describeError, LoopgovError } from '../core/errors.js';
import { redactRepoLocation } from '../core/repo-location.js';
import { createCommandRunner } from '../io/verify/command-runner.js';
import { checkServeOptions, isLoopback, isWildcardHost, type ServeOptions } from '../server/options.js';
import { startServer } from '../server/server.js';
import { type BindCommand, type CliContext, resolvePath, type StopSignal } from './context.js';
import { EXIT, type ExitCode, usage } from './exit.js';
import { addPinOptions, flagName, type PinFlags, policySpecFromFlags } from './pin-flags.js';
import { writeText } from './output.js';

interface ServeFlags extends PinFlags {
  traceDir: string;
  host: string;
  port: string;
  tokenFile?: string;
  readOnly?: boolean;
  allowHost: string[];
  workdir?: string;
  durability: string;
  maxBodyBytes?: string;
  maxStreams?: string;
}

export function registerServeCommand(program: Command, bind: BindCommand): void {
  const cmd = program
    .command('serve')
    .description('the runtime over HTTP for runners in any language, and the Loop panel (SPEC §7)')
    .requiredOption('--trace-dir <dir>', 'where run traces are (and runs created over HTTP write theirs)')
    .option('--host <addr>', 'address to bind', '127.0.0.1')
    .option('--port <n>', 'port (0: any free port)', '8080')
    .option('--token-file <file>', 'read the bearer token from this file instead of generating one')
    .option('--read-only', 'refuse every write (create, step, halt, resume)')
    .option(
      '--allow-host <name>',
      "also answer to a reverse proxy's name: NAME (with this port or none, as on 80/443) or NAME:PORT; repeatable",
      collect,
      [],
    )
    .option('--workdir <dir>', 'where command gates of runs created over HTTP run (default: the current dir)')
    .option(
      '--durability <mode>',
      'fsync (every record on disk before its decision is sent) or none',
      'fsync',
    )
    .option('--max-body-bytes <n>', 'largest request body', String(8 * 1024 * 1024))
    .option('--max-streams <n>', 'most event streams at once', '256');
  addPinOptions(cmd).action(bind(serveCommand));
}

async function serveCommand(ctx: CliContext, flags: ServeFlags): Promise<ExitCode> {
  const opts = parseServeFlags(ctx, flags);
  // A reader that goes away (`loopgov serve … | head -1`: EPIPE) must not stop the server: it keeps
  // serving and recording, and writes nothing more to that stream.
  const gone = new Set<Writable>();
  // A run created here that went on without reaching its policy repository: said as it opens.
  opts.onWarning = (m) => {
    if (!gone.has(ctx.stderr)) writeText(ctx.stderr, `loopgov serve: warning: ${m}\n`);
  };
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(opts);
  } catch (e) {
    if (e instanceof LoopgovError) throw e;
    // The flags were right; the machine refused them: "could not start" (1), not a usage error (2).
    throw new LoopgovError('ERR_LISTEN', `cannot listen on ${opts.host}:${opts.port}: ${listenError(e)}`);
  }
  const onError = [ctx.stdout, ctx.stderr].map((out) => {
    const listener = () => gone.add(out);
    out.on('error', listener);
    return () => out.removeListener('error', listener);
  });
  const say = (s: string) => {
    if (!gone.has(ctx.stdout)) writeText(ctx.stdout, `loopgov serve: ${s}\n`);
  };
  if (!isLoopback(opts.host ?? '127.0.0.1') && !gone.has(ctx.stderr))
    writeText(
      ctx.stderr,
      `loopgov serve: warning: --host ${opts.host} is reachable from other machines (plain HTTP: put TLS in front, and name the server with --allow-host)\n`,
    );
  const everywhere = isWildcardHost(server.host) ? ` and every other interface (--host ${server.host})` : '';
  say(
    `listening on ${server.url}${everywhere} (trace dir ${opts.traceDir}${opts.readOnly ? ', read-only' : ''})`,
  );
  const p = opts.policy;
  say(
    opts.readOnly
      ? 'read-only: this server shows runs; it starts, steps, halts and resumes none'
      : !p
        ? 'no policy given: this server shows runs and takes halts, but cannot start runs'
        : p.kind === 'dir'
          ? `runs created here use the policies folder ${p.dir} (profile dev only, unpinned)`
          : `runs created here pin ${p.commit} of ${redactRepoLocation(p.repo)}`,
  );
  if (flags.tokenFile) {
    say(`open the Loop panel: ${server.url} and sign in with the token in ${flags.tokenFile}`);
  } else {
    say(`open the Loop panel: ${server.url}?token=${server.token}`);
    say(`API token: ${server.token}`);
  }
  say('API requests send Authorization: Bearer <token>; writes also send X-Loopgov-CSRF: 1');

  let stop: ((signal: StopSignal) => void) | undefined;
  const ended = await new Promise<number>((resolve) => {
    // Every signal asks again; the server closes once (its close is idempotent).
    stop = (signal) => {
      void server.close(`loopgov serve received ${signal}`, 'signal').then(resolve);
    };
    ctx.signals.on('SIGINT', stop);
    ctx.signals.on('SIGTERM', stop);
  }).finally(() => {
    if (!stop) return;
    ctx.signals.removeListener('SIGINT', stop);
    ctx.signals.removeListener('SIGTERM', stop);
  });
  say(`stopped${ended > 0 ? `; ${ended} open run(s) ended as HALT (signal), recorded` : ''}`);
  // A failed write reports its error a tick or two later: let it arrive while we still listen.
  await new Promise((resolve) => setImmediate(resolve));
  for (const off of onError) off();
  return EXIT.OK;
}

/** Why the socket could not be bound, in words (the code kept for searching). */
function listenError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const why: Record<string, string> = {
    EADDRINUSE: 'the port is already in use',
    EADDRNOTAVAIL: 'the address is not one of this machine',
    EACCES: 'permission denied (ports below 1024 need privileges)',
    ENOTFOUND: 'no such host or address',
    EAI_AGAIN: 'the host name could not be resolved',
  };
  if (code && why[code]) return `${why[code]} (${code})`;
  return code ?? describeError(e);
}

function parseServeFlags(ctx: CliContext, f: ServeFlags): ServeOptions {
  const port = intFlag(f.port, '--port', 0, 65535);
  if (f.durability !== 'fsync' && f.durability !== 'none') {
    throw usage(`--durability must be fsync or none (got ${JSON.stringify(f.durability)})`);
  }
  const opts: ServeOptions = {
    traceDir: resolvePath(ctx, f.traceDir),
    host: f.host,
    port,
    readOnly: f.readOnly === true,
    allowHosts: f.allowHost,
    policy: policySpecFromFlags(ctx, f, false),
    durability: f.durability,
    version: ctx.env.LOOPGOV_VERSION ?? '0.1.0',
    workdir: resolvePath(ctx, f.workdir ?? '.'),
    // Command gates of runs created over HTTP get the invocation's environment.
    runner: createCommandRunner(ctx.env),
    limits: {
      maxBodyBytes: intFlag(f.maxBodyBytes ?? '', '--max-body-bytes', 1024, 96 * 1024 * 1024),
      maxStreams: intFlag(f.maxStreams ?? '', '--max-streams', 1, 100_000),
    },
  };
  if (f.tokenFile !== undefined) opts.token = readToken(resolvePath(ctx, f.tokenFile), f.tokenFile);
  checkServeOptions(opts, flagName);
  return opts;
}

function readToken(file: string, given: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw usage(`--token-file ${given}: ${unreadableFile(e)}`);
  }
  const token = text.trim();
  if (!/^[A-Za-z0-9._~+/=-]{16,512}$/.test(token)) {
    throw usage(`--token-file ${given}: the token must be 16-512 of A-Z a-z 0-9 . _ ~ + / = - on one line`);
  }
  return token;
}

/** Why a file could not be read, in words (the code kept for searching). */
function unreadableFile(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const why: Record<string, string> = {
    ENOENT: 'no such file',
    ENOTDIR: 'a part of its path is a file, not a folder',
    EISDIR: 'it is a folder, not a file',
    EACCES: 'no permission to read it',
    EPERM: 'no permission to read it',
  };
  if (code && why[code]) return `cannot read the token: ${why[code]} (${code})`;
  return `cannot read the token: ${code ?? describeError(e)}`;
}

function intFlag(v: string, name: string, min: number, max: number): number {
  if (!/^\d{1,10}$/.test(v) || Number(v) < min || Number(v) > max) {
    throw usage(`${name} must be an integer from ${min} to ${max} (got ${JSON.stringify(v)})`);
  }
  return Number(v);
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}
