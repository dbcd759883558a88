// ssh, behind git's fetch, ends its messages with CRLF: the CR is no part of what loopgov says (it was
// shown as a literal `\u000d` at the end of a fetch failure). A stand-in `ssh` on PATH prints what ssh
// prints for a host it cannot resolve; git runs it, as it runs the real one.
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { gitEnv, gitFailure } from '../../../src/io/git/invocation.js';
import { loadPinnedPolicy } from '../../../src/io/policy/pin.js';

const SSH_SAYS = 'ssh: Could not resolve hostname git.invalid: Name or service not known';

function pathWithFakeSsh(): string {
  const bin = mkdtempSync(join(tmpdir(), 'loopgov-ssh-'));
  writeFileSync(join(bin, 'ssh'), `#!/bin/sh\nprintf '%s\\r\\n' '${SSH_SAYS}' >&2\nexit 255\n`);
  chmodSync(join(bin, 'ssh'), 0o755);
  return `${bin}:${process.env.PATH}`;
}

describe("git's messages from ssh, without their CR", () => {
  it("gitFailure gives ssh's words, then git's error, no CR at their ends", async () => {
    const env = { ...gitEnv(process.env), PATH: pathWithFakeSsh() };
    const e = await promisify(execFile)('git', ['ls-remote', 'ssh://git.invalid/p.git'], { env }).catch(
      (x: unknown) => x,
    );
    expect(String((e as { stderr: string }).stderr)).toContain(`${SSH_SAYS}\r\n`);
    expect(gitFailure(e)).toBe(`${SSH_SAYS}; fatal: Could not read from remote repository.`);
  });

  it('a pinned policy that cannot be fetched over ssh: ERR_PIN ending in ssh’s words', async () => {
    const err = await loadPinnedPolicy({
      repo: 'ssh://git.invalid/p.git',
      commit: 'a'.repeat(40),
      profile: 'dev',
      cacheDir: mkdtempSync(join(tmpdir(), 'loopgov-cache-')),
      env: { ...process.env, PATH: pathWithFakeSsh() },
    }).catch((x: unknown) => x);
    expect((err as Error).message, String(err)).toBe(
      `cannot fetch refs/heads/main from ssh://git.invalid/p.git: ${SSH_SAYS}; fatal: Could not read from remote repository.`,
    );
    expect(err).toMatchObject({ code: 'ERR_PIN' });
  });
});
