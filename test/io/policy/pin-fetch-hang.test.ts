// --fetch-timeout bounds a fetch over any transport (decision 132). Found by a probe: over ssh or https
// the deadline killed git alone, and the transport it started (ssh, git-remote-https) held git's stderr
// open, so the run waited as long as the transport lived, and left it running.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCacheEntry } from '../../../src/io/policy/cache.js';
import { git } from '../../helpers/gate-repo.js';
import { pinnedWorld } from '../../helpers/pinned-world.js';

/** True while `pid` runs (a zombie waiting to be reaped is not running). */
function running(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

describe('the fetch timeout stops the transport too', () => {
  it('an ssh that never answers and whose child holds stderr: the load ends within the timeout, nothing left running', async () => {
    const w = await pinnedWorld('ssh-hang');
    const dir = mkdtempSync(join(tmpdir(), 'loopgov-ssh-'));
    const ssh = join(dir, 'ssh');
    // The transport starts a child that inherits git's stderr, and neither says a word.
    writeFileSync(ssh, `#!/bin/sh\nsleep 30 &\necho $! > ${dir}/child.pid\necho $$ > ${dir}/ssh.pid\nwait\n`);
    chmodSync(ssh, 0o755);
    const started = Date.now();
    const err = await w
      .load({
        repo: 'ssh://git@127.0.0.1/policies.git',
        env: { ...process.env, GIT_SSH_COMMAND: ssh },
        fetchTimeoutSec: 1,
      })
      .catch((e) => e);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(err.code).toBe('ERR_PIN');
    expect(err.message).toContain('no answer within the fetch timeout of 1s');
    for (const f of ['ssh.pid', 'child.pid']) {
      const pid = Number(readFileSync(join(dir, f), 'utf8'));
      expect(running(pid), `${f} ${pid} still running`).toBe(false);
    }
  }, 60_000);
});

/**
 * An environment whose `git` is the real one, except that the first command whose arguments hold `slow`
 * sleeps first: a fetch that succeeds, then the deadline reached in the next step.
 */
function gitSlowAt(slow: string): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(tmpdir(), 'loopgov-slowgit-'));
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(join(dir, 'once'), '');
  writeFileSync(
    join(dir, 'git'),
    `#!/bin/sh\ncase " $* " in *" ${slow} "*) rm "${dir}/once" 2>/dev/null && sleep 30 ;; esac\nexec ${real} "$@"\n`,
  );
  chmodSync(join(dir, 'git'), 0o755);
  return { ...process.env, PATH: `${dir}:${process.env.PATH}` };
}

describe('the deadline reached after the fetch proves nothing either way', () => {
  for (const slow of ['--verify', '--is-shallow-repository', '--is-ancestor']) {
    it(`git rev-parse / merge-base (${slow}) cut by the deadline: the fresh proof serves, recorded, and stays`, async () => {
      const w = await pinnedWorld('late-deadline');
      const t0 = Date.now();
      await w.load({ now: () => t0 });
      const r = await w.load({ env: gitSlowAt(slow), fetchTimeoutSec: 2, now: () => t0 + 60_000 });
      expect(r.reachability.proven_at).toBe(new Date(t0).toISOString());
      expect(r.reachability.fetch_error).toMatch(/: no answer within the fetch timeout of 2s/);
      const entry = await readCacheEntry(w.cacheDir, w.commit);
      expect(entry?.reachable.map((p) => p.proven_at)).toEqual([t0]);
    }, 60_000);
  }
});

describe('a commit the protected history does not hold stays disproven, whatever the fetch by id does', () => {
  it('the commit force-pushed out of main, the clone emptied, the fetch by id cut by the deadline: HALT naming why, the proof dropped', async () => {
    // Found in review: the best-effort fetch by id used up the deadline, the next look-up timed out, and
    // "could not prove" kept the fresh proof of a commit main no longer holds (the run still failed,
    // later and for another reason: the approval could not read the commit).
    const w = await pinnedWorld('gone-then-slow');
    const t0 = Date.now();
    await w.load({ now: () => t0 });
    git(w.repo, 'checkout', '-q', '--orphan', 'rewritten');
    git(w.repo, 'commit', '-q', '-m', 'history rewritten');
    git(w.repo, 'push', '-q', '--force', w.origin, 'rewritten:main');
    // Gone from the clone as well (an emptied or pruned cache clone keeps the proof's entry).
    rmSync(join(w.cacheDir, 'repos'), { recursive: true, force: true });
    const err = await w
      .load({ env: gitSlowAt(w.commit), fetchTimeoutSec: 2, now: () => t0 + 1_000 })
      .catch((e) => e);
    expect(err).toMatchObject({ code: 'ERR_PIN' });
    expect(err.message).toContain(`commit ${w.commit} is not in the history of refs/heads/main of`);
    expect((await readCacheEntry(w.cacheDir, w.commit))?.reachable ?? []).toEqual([]);
  }, 60_000);
});
