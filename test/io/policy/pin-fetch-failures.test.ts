// A prod load fetches the protected ref at every run start (decision 122); a fetch that fails is
// "unreachable" only when the repository does not answer (decision 132). Found by a probe with real git:
// a global core.hooksPath whose reference-transaction hook refuses made every fetch fail, and prod ran on
// the cached proof past a new reject; a hung remote held one run start for minutes and refused the next
// ("cannot lock the policy cache") though a fresh proof stood; git's error was cut to its first line.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoCacheDir } from '../../../src/io/policy/cache.js';
import { git } from '../../helpers/gate-repo.js';
import { pinnedWorld } from '../../helpers/pinned-world.js';

const MIN = 60_000;

/** A HOME whose ~/.gitconfig holds `config`, and the environment that uses it (no system config). */
function homeWith(config: string): NodeJS.ProcessEnv {
  const home = mkdtempSync(join(tmpdir(), 'loopgov-home-'));
  writeFileSync(join(home, '.gitconfig'), config);
  return { ...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: '1' };
}

describe("the runner's hooks never run in the cache clone", () => {
  it('a global reference-transaction hook that refuses: prod still reads the new reject and HALTs', async () => {
    const w = await pinnedWorld('hooks');
    const hooks = mkdtempSync(join(tmpdir(), 'loopgov-hooks-'));
    writeFileSync(join(hooks, 'reference-transaction'), '#!/bin/sh\necho "hook refused $1" >&2\nexit 1\n');
    chmodSync(join(hooks, 'reference-transaction'), 0o755);
    const env = homeWith(`[core]\n\thooksPath = ${hooks}\n`);
    const first = await w.load({ env });
    expect(first.reachability.fetch_error).toBeUndefined();
    w.reject();
    await expect(w.load({ env })).rejects.toMatchObject({
      code: 'ERR_APPROVAL',
      message: expect.stringMatching(/bob rejected this digest/),
    });
  });
});

/**
 * True when the git on PATH has config-based hooks and their per-event switch (git ≥ 2.55): it lists a
 * hook configured for an event as `event-disabled` once `hook.<event>.enabled=false`.
 */
function gitHasEventHookSwitch(): boolean {
  const probe = join(mkdtempSync(join(tmpdir(), 'loopgov-hook-probe-')), 'probe.git');
  try {
    execFileSync('git', ['init', '-q', '--bare', probe], { stdio: 'ignore' });
    const listed = execFileSync(
      'git',
      [
        '-c',
        'hook.probe.event=reference-transaction',
        '-c',
        'hook.probe.command=true',
        '-c',
        'hook.reference-transaction.enabled=false',
        'hook',
        'list',
        'reference-transaction',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, GIT_DIR: probe } },
    );
    return /event-disabled\s+probe/.test(listed);
  } catch {
    return false;
  }
}

describe("the runner's config-based hooks never run in the cache clone (git ≥ 2.55)", () => {
  // git 2.54 brought hooks defined in config (`hook.<name>.command` / `.event`), which core.hooksPath
  // does not reach; 2.55 the per-event switch the cache turns off. Older git has neither: skipped there.
  it.skipIf(!gitHasEventHookSwitch())(
    'a global hook.<name>.event = reference-transaction: the fetch runs it not, prod loads',
    async () => {
      const w = await pinnedWorld('config-hooks');
      const ran = join(mkdtempSync(join(tmpdir(), 'loopgov-hook-ran-')), 'ran');
      const env = homeWith(
        `[hook "refuse"]\n\tevent = reference-transaction\n\tevent = pre-auto-gc\n\tcommand = touch ${ran}; exit 1\n`,
      );
      await expect(w.load({ env })).resolves.toMatchObject({ verified: true });
      w.reject();
      await expect(w.load({ env })).rejects.toMatchObject({
        code: 'ERR_APPROVAL',
        message: expect.stringMatching(/bob rejected this digest/),
      });
      expect(existsSync(ran)).toBe(false);
    },
  );
});

describe('a repository that answers but cannot be fetched from is not unreachable', () => {
  it('the fetch into the clone fails (its ref locked) while ls-remote answers: HALT naming git, no cached proof stands in', async () => {
    const w = await pinnedWorld('reachable-broken');
    await w.load();
    const clone = repoCacheDir(w.cacheDir, `file://${w.origin}`);
    mkdirSync(join(clone, 'refs/loopgov/protected/heads'), { recursive: true });
    writeFileSync(join(clone, 'refs/loopgov/protected/heads/main.lock'), '');
    w.reject();
    const err = await w.load().catch((e) => e);
    expect(err.code).toBe('ERR_PIN');
    expect(err.message).toContain(
      `file://${w.origin} answers and lists refs/heads/main, but fetching it into the policy cache clone ${clone} failed: `,
    );
    expect(err.message).toMatch(/error: cannot lock ref 'refs\/loopgov\/protected\/heads\/main'/);
    expect(err.message).toMatch(/no cached proof stands in/);
  });

  it('a blobless clone named as the policy repository: the error is git’s, not the warning printed before it', async () => {
    const w = await pinnedWorld('blobless');
    git(w.origin, 'config', 'uploadpack.allowFilter', 'true');
    const blobless = join(mkdtempSync(join(tmpdir(), 'loopgov-blobless-')), 'p');
    git(w.repo, 'clone', '-q', '--filter=blob:none', `file://${w.origin}`, blobless);
    const err = await w.load({ repo: blobless, profile: 'dev' }).catch((e) => e);
    expect(err.code).toBe('ERR_PIN');
    expect(err.message).toMatch(/remote: fatal: could not fetch [0-9a-f]{40} from promisor remote/);
  });

  it.skipIf(process.getuid?.() !== 0)(
    'a repository owned by another user: git’s way to trust it is kept (decision 122)',
    async () => {
      const w = await pinnedWorld('owner');
      const other = join(mkdtempSync(join(tmpdir(), 'loopgov-other-')), 'p.git');
      cpSync(w.origin, other, { recursive: true });
      execFileSync('chown', ['-R', '65534', other]);
      const err = await w.load({ repo: `file://${other}`, env: homeWith('') }).catch((e) => e);
      expect(err.code).toBe('ERR_PIN');
      expect(err.message).toContain(
        `(git's way to trust it: git config --global --add safe.directory ${other})`,
      );
    },
  );
});

describe('a remote that never answers: one deadline for the whole check', () => {
  let server: Server;
  let port = 0;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = createServer((s) => sockets.push(s)); // accepts, never says a word
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => {
    for (const s of sockets) s.destroy();
    server.close();
  });

  /** A world whose git:// URL once answered (rewritten to its origin) and now hangs. */
  async function hungWorld() {
    const w = await pinnedWorld('hung');
    const url = `git://127.0.0.1:${port}/policies.git`;
    const answered = {
      ...process.env,
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: `url.file://${w.origin}.insteadOf`,
      GIT_CONFIG_VALUE_0: url,
    };
    const t0 = Date.now();
    await w.load({ repo: url, env: answered, now: () => t0 });
    return { w, url, t0 };
  }

  it('runs starting together each end within the timeout on the fresh proof, recorded; none HALTs on the lock', async () => {
    const { w, url, t0 } = await hungWorld();
    const started = Date.now();
    const runs = await Promise.all(
      [0, 1].map(() => w.load({ repo: url, fetchTimeoutSec: 2, now: () => t0 + MIN })),
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    for (const r of runs) {
      expect(r.verified).toBe(true);
      expect(r.reachability.proven_at).toBe(new Date(t0).toISOString());
    }
    const errors = runs.map((r) => r.reachability.fetch_error).sort();
    expect(errors[0]).toBe(
      `cannot fetch refs/heads/main from ${url}: no answer within the fetch timeout of 2s (--fetch-timeout, LOOPGOV_FETCH_TIMEOUT)`,
    );
    expect(errors[1]).toMatch(
      /stayed locked by another run's fetch for the whole fetch timeout of 2s|no answer within the fetch timeout of 2s/,
    );
  });

  it('past the TTL the timeout HALTs as an unreachable repository does, naming --offline', async () => {
    const { w, url, t0 } = await hungWorld();
    await expect(w.load({ repo: url, fetchTimeoutSec: 1, now: () => t0 + 20 * MIN })).rejects.toMatchObject({
      code: 'ERR_PIN',
      message: expect.stringMatching(
        /no answer within the fetch timeout of 1s .*older than the reachability TTL of 600s: give --offline/,
      ),
    });
  });
});

// Found by a probe: any ls-remote failure counted as "no answer", so a local git failure — a malformed
// GIT_CONFIG_* from the runner, a repository owned by another user — let prod run on its cached proof
// past a reject pushed since (decision 132: unreachable only when git names a network failure).
describe('a local git failure is no unreachable repository', () => {
  const malformed: Record<string, NodeJS.ProcessEnv> = {
    'GIT_CONFIG_PARAMETERS unterminated': { GIT_CONFIG_PARAMETERS: "'core.hooksPath" },
    'GIT_CONFIG_COUNT not a number': { GIT_CONFIG_COUNT: 'x' },
    'GIT_CONFIG_VALUE_0 missing': { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'core.bare' },
  };
  for (const [name, bad] of Object.entries(malformed)) {
    it(`${name}: a fresh proof does not stand in — HALT naming git's error`, async () => {
      const w = await pinnedWorld('bad-config');
      const t0 = Date.now();
      await w.load({ now: () => t0 });
      w.reject();
      const err = await w.load({ env: { ...process.env, ...bad }, now: () => t0 + MIN }).catch((e) => e);
      expect(err.code).toBe('ERR_PIN');
      expect(err.message).toMatch(
        /cannot fetch refs\/heads\/main from file:\/\/.*: (?:fatal|error): .*git failed, not the network/,
      );
    });
  }

  it.skipIf(process.getuid?.() !== 0)(
    'a repository that became owned by another user: HALT, not its fresh proof',
    async () => {
      const w = await pinnedWorld('owner-later');
      const other = join(mkdtempSync(join(tmpdir(), 'loopgov-other-')), 'p.git');
      cpSync(w.origin, other, { recursive: true });
      const env = homeWith('');
      const t0 = Date.now();
      await w.load({ repo: `file://${other}`, env, now: () => t0 });
      execFileSync('chown', ['-R', '65534', other]);
      const err = await w.load({ repo: `file://${other}`, env, now: () => t0 + MIN }).catch((e) => e);
      expect(err.code).toBe('ERR_PIN');
      expect(err.message).toMatch(/dubious ownership/);
    },
  );

  it('a connection refused is unreachable: the fresh proof serves, recorded', async () => {
    const w = await pinnedWorld('refused');
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const url = `http://127.0.0.1:${port}/policies.git`;
    const rewritten = {
      ...process.env,
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: `url.file://${w.origin}.insteadOf`,
      GIT_CONFIG_VALUE_0: url,
    };
    const t0 = Date.now();
    await w.load({ repo: url, env: rewritten, now: () => t0 });
    const r = await w.load({ repo: url, now: () => t0 + MIN });
    expect(r.reachability.proven_at).toBe(new Date(t0).toISOString());
    expect(r.reachability.fetch_error).toMatch(/Connection refused|Failed to connect/);
  });
});
