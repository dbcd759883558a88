/**
 * `loopgov serve` (SPEC §4.3, §7): the runtime over HTTP and the Loop panel. Thin: flags → ServeOptions
 * → `startServer` (src/server/); prints where to open the panel; SIGINT/SIGTERM end every open run as
 * HALT (`incomplete`), recorded, then exit 0.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { LoopgovError } from '../core/errors.js';
import type { ServeOptions } from '../server/options.js';
import { startServer } from '../server/server.js';
import { EXIT, type ExitCode, usage } from './exit.js';
import type { Run } from './exit.js';
import { addPinOptions, type PinFlags, policySpecFromFlags } from './pin-flags.js';

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

export function registerServeCommand(program: Command, run: Run): void {
  const cmd = program
    .command('serve')
    .description('the runtime over HTTP for runners in any language, and the Loop panel (SPEC §7)')
    .requiredOption('--trace-dir <dir>', 'where run traces are (and runs created over HTTP write theirs)')
    .option('--host <addr>', 'address to bind', '127.0.0.1')
    .option('--port <n>', 'port (0: any free port)', '8080')
    .option('--token-file <file>', 'read the bearer token from this file instead of generating one')
    .option('--read-only', 'refuse every write (create, step, halt, resume)')
    .option('--allow-host <name>', 'also accept this Host header (a reverse proxy), repeatable', collect, [])
    .option('--workdir <dir>', 'where command gates of runs created over HTTP run (default: the current dir)')
    .option(
      '--durability <mode>',
      'fsync (every record on disk before its decision is sent) or none',
      'fsync',
    )
    .option('--max-body-bytes <n>', 'largest request body', String(8 * 1024 * 1024))
    .option('--max-streams <n>', 'most event streams at once', '256');
  addPinOptions(cmd).action(run(async (flags: ServeFlags) => serveCommand(flags)));
}

async function serveCommand(flags: ServeFlags): Promise<ExitCode> {
  const opts = parseServeFlags(flags);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(opts);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (e instanceof LoopgovError) throw e;
    throw usage(`cannot listen on ${opts.host}:${opts.port}: ${err.code ?? err.message}`);
  }
  const say = (s: string) => process.stdout.write(`loopgov serve: ${s}\n`);
  say(
    `listening on ${server.url} (trace dir ${resolve(opts.traceDir)}${opts.readOnly ? ', read-only' : ''})`,
  );
  const p = opts.policy;
  say(
    !p
      ? 'no policy given: this server shows runs and takes halts, but cannot start runs'
      : p.kind === 'dir'
        ? `runs created here use the policies folder ${p.dir} (profile dev only, unpinned)`
        : `runs created here pin ${p.commit} of ${p.repo}`,
  );
  if (flags.tokenFile) {
    say(`open the Loop panel: ${server.url} and sign in with the token in ${flags.tokenFile}`);
  } else {
    say(`open the Loop panel: ${server.url}?token=${server.token}`);
    say(`API token: ${server.token}`);
  }
  say('API requests send Authorization: Bearer <token>; writes also send X-Loopgov-CSRF: 1');

  const ended = await new Promise<number>((resolve) => {
    const stop = (signal: string) => {
      void server.close(`loopgov serve received ${signal}`, 'signal').then(resolve);
    };
    process.on('SIGINT', () => stop('SIGINT')).on('SIGTERM', () => stop('SIGTERM'));
  });
  say(`stopped${ended > 0 ? `; ${ended} open run(s) ended as HALT (signal), recorded` : ''}`);
  return EXIT.OK;
}

function parseServeFlags(f: ServeFlags): ServeOptions {
  const port = intFlag(f.port, '--port', 0, 65535);
  if (f.durability !== 'fsync' && f.durability !== 'none') {
    throw usage(`--durability must be fsync or none (got ${JSON.stringify(f.durability)})`);
  }
  const opts: ServeOptions = {
    traceDir: f.traceDir,
    host: f.host,
    port,
    readOnly: f.readOnly === true,
    allowHosts: f.allowHost,
    policy: policySpecFromFlags(f, process.env, false),
    durability: f.durability,
    version: process.env.LOOPGOV_VERSION ?? '0.1.0',
    limits: {
      maxBodyBytes: intFlag(f.maxBodyBytes ?? '', '--max-body-bytes', 1024, 96 * 1024 * 1024),
      maxStreams: intFlag(f.maxStreams ?? '', '--max-streams', 1, 100_000),
    },
  };
  if (f.workdir !== undefined) opts.workdir = f.workdir;
  if (f.tokenFile !== undefined) opts.token = readToken(f.tokenFile);
  return opts;
}

function readToken(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw usage(`--token-file ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const token = text.trim();
  if (!/^[A-Za-z0-9._~+/=-]{16,512}$/.test(token)) {
    throw usage(`--token-file ${file}: the token must be 16-512 of A-Z a-z 0-9 . _ ~ + / = - on one line`);
  }
  return token;
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
