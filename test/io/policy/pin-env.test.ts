// The pin fetch reaches the repository as the runner's git would (decision 132): the environment passes
// through — deploy keys through GIT_SSH_COMMAND / GIT_SSH, config from GIT_CONFIG_COUNT, GIT_CONFIG_GLOBAL
// or XDG_CONFIG_HOME — except what would relocate the cache clone or reshape its history; and loopgov's
// own `-c` settings win over config the environment sets. Before, a short allow-list dropped all of these.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPinnedPolicy } from '../../../src/io/policy/pin.js';
import { governanceRepo, tempDir } from '../../cli/run-fixtures.js';

const ALIAS = 'https://git.example.invalid/acme/agent-policies';
let origin: string;
let commit: string;
let home: string;

beforeAll(() => {
  const repo = governanceRepo();
  origin = repo.origin;
  commit = repo.git('rev-parse', 'HEAD').trim();
  home = mkdtempSync(join(tmpdir(), 'loopgov-home-'));
});

/** A dev load of `repo` from a fresh cache (so it must fetch) with `env` as the whole environment. */
const load = (repo: string, env: NodeJS.ProcessEnv) =>
  loadPinnedPolicy({ repo, commit, profile: 'dev', cacheDir: tempDir('loopgov-cache-'), env });

/** PATH and a HOME with no git config: only what a test adds reaches git. */
const bare = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: home, GIT_CONFIG_NOSYSTEM: '1' });

/** An ssh stand-in that logs its call and runs the remote command here. */
function fakeSsh(): { path: string; log: string } {
  const dir = mkdtempSync(join(tmpdir(), 'loopgov-ssh-'));
  const path = join(dir, 'ssh');
  const log = join(dir, 'calls.log');
  writeFileSync(path, `#!/bin/sh\nfor last; do :; done\necho "$*" >> '${log}'\nexec sh -c "$last"\n`);
  chmodSync(path, 0o755);
  return { path, log };
}

const insteadOf = (cfgOrigin: string) => `[url "file://${cfgOrigin}"]\n\tinsteadOf = ${ALIAS}\n`;

describe('what the runner reaches the repository with passes through', () => {
  it.each(['GIT_SSH_COMMAND', 'GIT_SSH'])('%s (a deploy key) is used', async (name) => {
    const ssh = fakeSsh();
    const pinned = await load(`policyhost:${origin}`, { ...bare(), [name]: ssh.path });
    expect(pinned.commit).toBe(commit);
    expect(readFileSync(ssh.log, 'utf8')).toMatch(/\bpolicyhost git-upload-pack /);
  });

  it.each([
    [
      'GIT_CONFIG_COUNT',
      () => ({
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: `url.file://${origin}.insteadOf`,
        GIT_CONFIG_VALUE_0: ALIAS,
      }),
    ],
    [
      'GIT_CONFIG_GLOBAL',
      () => {
        const file = join(mkdtempSync(join(tmpdir(), 'loopgov-cfg-')), 'gitconfig');
        writeFileSync(file, insteadOf(origin));
        return { GIT_CONFIG_GLOBAL: file };
      },
    ],
    [
      'XDG_CONFIG_HOME',
      () => {
        const xdg = mkdtempSync(join(tmpdir(), 'loopgov-xdg-'));
        mkdirSync(join(xdg, 'git'));
        writeFileSync(join(xdg, 'git', 'config'), insteadOf(origin));
        return { XDG_CONFIG_HOME: xdg };
      },
    ],
  ])('config from %s (url.*.insteadOf) is used', async (_name, vars) => {
    await expect(load(ALIAS, { ...bare(), ...vars() })).resolves.toMatchObject({ commit });
    // The alias is what the run records, as it was named.
    expect((await load(ALIAS, { ...bare(), ...vars() })).repo).toBe(ALIAS);
  });
});

describe('what would relocate the cache clone, or override loopgov’s settings, does not', () => {
  it('GIT_DIR, GIT_OBJECT_DIRECTORY, GIT_INDEX_FILE, GIT_NAMESPACE, … of the runner are not the clone’s', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'loopgov-elsewhere-'));
    const env = {
      ...bare(),
      GIT_DIR: elsewhere,
      GIT_WORK_TREE: elsewhere,
      GIT_OBJECT_DIRECTORY: join(elsewhere, 'objects'),
      GIT_ALTERNATE_OBJECT_DIRECTORIES: join(elsewhere, 'alt'),
      GIT_INDEX_FILE: join(elsewhere, 'index'),
      GIT_COMMON_DIR: elsewhere,
      GIT_NAMESPACE: 'other',
      GIT_REPLACE_REF_BASE: 'refs/other/',
      GIT_SHALLOW_FILE: join(elsewhere, 'shallow'),
      GIT_TEMPLATE_DIR: elsewhere,
    };
    await expect(load(`file://${origin}`, env)).resolves.toMatchObject({ commit });
  });

  it.each([
    [
      'GIT_CONFIG_COUNT',
      (hooks: string) => ({
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'core.hooksPath',
        GIT_CONFIG_VALUE_0: hooks,
      }),
    ],
    ['GIT_CONFIG_PARAMETERS', (hooks: string) => ({ GIT_CONFIG_PARAMETERS: `'core.hooksPath'='${hooks}'` })],
  ])('a refusing hook set through %s never runs: loopgov’s -c wins', async (_name, vars) => {
    const hooks = mkdtempSync(join(tmpdir(), 'loopgov-hooks-'));
    writeFileSync(join(hooks, 'reference-transaction'), '#!/bin/sh\nexit 1\n');
    chmodSync(join(hooks, 'reference-transaction'), 0o755);
    await expect(load(`file://${origin}`, { ...bare(), ...vars(hooks) })).resolves.toMatchObject({ commit });
  });
});
