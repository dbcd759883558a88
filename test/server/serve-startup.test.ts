// `loopgov serve` at start-up, in process: folders that cannot work are a usage error before it listens
// (the library's startServer checks the same), and a wildcard --host prints a link the server answers to.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/server.js';
import { openCli, runCli } from '../helpers/cli.js';
import { policyDir, tempDir, testPolicy } from './helpers.js';

/** A folder with a file `f` in it. */
function withFile(): string {
  const dir = tempDir('loopgov-serve-start-');
  writeFileSync(join(dir, 'f'), '');
  return dir;
}

const FOLDERS: [string, string[], string][] = [
  ['--trace-dir is a file', ['--trace-dir', 'f'], '--trace-dir {d}/f: it is not a folder'],
  [
    '--trace-dir is under a file',
    ['--trace-dir', 'f/traces'],
    '--trace-dir {d}/f/traces: {d}/f is a file, not a folder',
  ],
  ['--workdir is missing', ['--trace-dir', 't', '--workdir', 'nope'], '--workdir {d}/nope: no such folder'],
  ['--workdir is a file', ['--trace-dir', 't', '--workdir', 'f'], '--workdir {d}/f: it is not a folder'],
  [
    '--policy-dir is missing',
    ['--trace-dir', 't', '--policy-dir', 'nope'],
    '--policy-dir {d}/nope: no such folder',
  ],
];

describe('loopgov serve refuses folders that cannot work, before it listens', () => {
  it.each(FOLDERS)('%s: one line, exit 2', async (_what, args, message) => {
    const d = withFile();
    const r = await runCli(['serve', '--port', '0', ...args], { cwd: d });
    expect(r.stderr).toBe(`loopgov: ERR_USAGE: ${message.replaceAll('{d}', d)}\n`);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });

  it.each<[string, (d: string) => object, string]>([
    ['traceDir is a file', (d) => ({ traceDir: join(d, 'f') }), 'traceDir {d}/f: it is not a folder'],
    ['workdir is missing', (d) => ({ workdir: join(d, 'nope') }), 'workdir {d}/nope: no such folder'],
    [
      'policy.dir is missing',
      (d) => ({ policy: { kind: 'dir', dir: join(d, 'nope') } }),
      'policy.dir {d}/nope: no such folder',
    ],
  ])('startServer, as the CLI: %s is ERR_USAGE', async (_what, over, message) => {
    const d = withFile();
    await expect(
      startServer({ traceDir: join(d, 't'), port: 0, policy: null, durability: 'none', ...over(d) }),
    ).rejects.toMatchObject({ code: 'ERR_USAGE', message: message.replaceAll('{d}', d) });
  });

  it('a trace dir not there yet is fine: the first run makes it', async () => {
    const s = await startServer({
      traceDir: join(tempDir(), 'new'),
      port: 0,
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      durability: 'none',
    });
    await s.close();
  });
});

const ipv6 = await new Promise<boolean>((ok) => {
  const s = createServer();
  s.once('error', () => ok(false));
  s.listen(0, '::1', () => s.close(() => ok(true)));
});

describe('loopgov serve --host on every interface', () => {
  it.each([['0.0.0.0', '127.0.0.1'], ...(ipv6 ? [['::', '[::1]']] : [])])(
    '--host %s prints a link the server accepts (%s) and warns on stderr',
    async (host, shown) => {
      const cli = openCli(['serve', '--trace-dir', tempDir(), '--host', host, '--port', '0']);
      while (!cli.stdout().includes('API token:')) await new Promise((r) => setTimeout(r, 20));
      const link = /open the Loop panel: (\S+)/.exec(cli.stdout())?.[1] ?? '';
      expect(link).toMatch(new RegExp(`^http://${shown.replace(/[[\]]/g, '\\$&')}:\\d+/\\?token=`));
      expect(cli.stderr()).toBe(
        `loopgov serve: warning: --host ${host} is reachable from other machines (plain HTTP: put TLS in front, and name the server with --allow-host)\n`,
      );
      // The printed link signs in (a redirect that sets the session), not 403 Host.
      const r = await fetch(link, { redirect: 'manual' });
      expect(r.status).toBe(303);
      expect(r.headers.get('set-cookie')).toMatch(/^loopgov_session_/);
      cli.signals.emit('SIGTERM', 'SIGTERM');
      expect(await cli.exited).toBe(0);
    },
  );

  it('127.0.0.1 (the default) warns of nothing', async () => {
    const cli = openCli(['serve', '--trace-dir', tempDir(), '--port', '0']);
    while (!cli.stdout().includes('API token:')) await new Promise((r) => setTimeout(r, 20));
    cli.signals.emit('SIGTERM', 'SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(cli.stderr()).toBe('');
  });
});
