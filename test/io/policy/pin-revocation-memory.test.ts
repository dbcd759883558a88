// A runner remembers every reject it has seen (decision 132). Someone with force-push rights on main
// pushed the pinned commit back over a reject (`git push -f origin <pinned>:refs/heads/main`): the reject's
// commit is gone from the protected history, and prod ran again (DONE) — even on a runner whose cache clone
// had read the reject. The revocation record in the cache now refuses that digest for good.
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { revocationRecord } from '../../../src/io/policy/cache.js';
import { git } from '../../helpers/gate-repo.js';
import { pinnedWorld } from '../../helpers/pinned-world.js';

const dropTheReject = (w: { repo: string; origin: string; commit: string }) =>
  git(w.repo, 'push', '-q', '--force', w.origin, `${w.commit}:refs/heads/main`);

describe('a reject once seen revokes the digest whatever the history is rewritten to', () => {
  it('force-pushing the pinned commit back over the reject does not revive it on a runner that saw the reject', async () => {
    const w = await pinnedWorld('remember');
    expect(await w.load()).toMatchObject({ verified: true, approvers: ['alice'] });
    const rejected = w.reject();
    await expect(w.load()).rejects.toMatchObject({
      code: 'ERR_APPROVAL',
      message: expect.stringMatching(/bob rejected this digest in commit/),
    });
    dropTheReject(w);
    expect(git(w.origin, 'log', '--format=%H', 'main')).not.toContain(rejected);
    const err = await w.load().catch((e) => e);
    expect(err.code).toBe('ERR_APPROVAL');
    expect(err.message).toContain(
      `bob rejected this digest in commit ${rejected.slice(0, 12)} (approvals/${w.head}/bob-2026.jwt), which this runner saw on`,
    );
    expect(err.message).toMatch(/the protected history no longer holds: a reject a runner has seen revokes/);
    // The record: one line for the one reject, however many loads read it.
    const log = revocationRecord(w.cacheDir, `file://${w.origin}`, 'refs/heads/main', w.head).file;
    const records = readFileSync(log, 'utf8').trim().split('\n');
    expect(records).toHaveLength(1);
    expect(JSON.parse(records[0]!)).toMatchObject({
      commit: rejected,
      path: `approvals/${w.head}/bob-2026.jwt`,
    });
  });

  it('what is left: a runner that never fetched the reject before the force-push runs (its cache never saw it)', async () => {
    const w = await pinnedWorld('remember-left');
    w.reject();
    await expect(w.load()).rejects.toMatchObject({ code: 'ERR_APPROVAL' });
    dropTheReject(w);
    const elsewhere = mkdtempSync(join(tmpdir(), 'loopgov-cache-'));
    await expect(w.load({ cacheDir: elsewhere })).resolves.toMatchObject({ verified: true });
  });

  it('a damaged record refuses the digest, naming the file and the line', async () => {
    const w = await pinnedWorld('remember-damaged');
    w.reject();
    await expect(w.load()).rejects.toMatchObject({ code: 'ERR_APPROVAL' });
    const log = revocationRecord(w.cacheDir, `file://${w.origin}`, 'refs/heads/main', w.head).file;
    appendFileSync(log, '{"token": "eyJ');
    dropTheReject(w);
    await expect(w.load()).rejects.toMatchObject({
      code: 'ERR_APPROVAL',
      message: expect.stringContaining(`the revocation record ${log} has a damaged line 2`),
    });
  });
});
