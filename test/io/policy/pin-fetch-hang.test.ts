// --fetch-timeout bounds a fetch over any transport (decision 132). Found by a probe: over ssh or https
// the deadline killed git alone, and the transport it started (ssh, git-remote-https) held git's stderr
// open, so the run waited as long as the transport lived, and left it running.
import { readFileSync, writeFileSync, chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
