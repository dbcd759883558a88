// The cache's bare clone is read as the git directory it is (GIT_DIR), with the environment the load was
// given (decision 132). Found by a probe: with `safe.bareRepository=explicit` — hardening git's advisories
// recommend — every prod run HALTed ("the pinned commit is invalid: … cannot use bare repository"), and a
// cache dir owned by another uid failed prod alone ("dubious ownership"): the fetch named the clone in
// GIT_DIR, the approval's reads found it by walking from a folder, with this process's environment.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPinnedApproval } from '../../../src/io/policy/pin-approval.js';
import { type PinnedWorld, pinnedWorld } from '../../helpers/pinned-world.js';

const saved = { HOME: process.env.HOME, GIT_CONFIG_NOSYSTEM: process.env.GIT_CONFIG_NOSYSTEM };
let w: PinnedWorld;

beforeAll(async () => {
  w = await pinnedWorld('bare-explicit');
  // The world is made first (its git needs no such setting); from here every git in this process, ours
  // included, runs under a HOME that asks for explicit bare repositories.
  const home = mkdtempSync(join(tmpdir(), 'loopgov-home-'));
  writeFileSync(join(home, '.gitconfig'), '[safe]\n\tbareRepository = explicit\n');
  process.env.HOME = home;
  process.env.GIT_CONFIG_NOSYSTEM = '1';
});
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('the cache clone is opened as its git directory', () => {
  it('safe.bareRepository=explicit: a prod load verifies the approval', async () => {
    await expect(w.load({ env: process.env })).resolves.toMatchObject({
      verified: true,
      approvers: ['alice'],
    });
  });

  it.skipIf(process.getuid?.() !== 0)(
    'a cache dir owned by another user: prod loads as dev does',
    async () => {
      await w.load({ env: process.env });
      execFileSync('chown', ['-R', '65534', w.cacheDir]);
      await expect(w.load({ env: process.env })).resolves.toMatchObject({ verified: true });
      await expect(w.load({ env: process.env, profile: 'dev' })).resolves.toMatchObject({ verified: false });
    },
  );

  it('a repository git refuses to open is said as that, never as "the pinned commit is invalid"', async () => {
    const err = await verifyPinnedApproval({
      repoDir: w.origin,
      commit: w.commit,
      digest: w.head,
      trustFile: w.trustFile,
    }).catch((e) => e);
    expect(err.code).toBe('ERR_APPROVAL');
    expect(err.message).toContain(
      `git cannot open the policy repository ${w.origin}: fatal: cannot use bare repository`,
    );
    expect(err.message).not.toMatch(/the pinned commit is invalid/);
  });
});
